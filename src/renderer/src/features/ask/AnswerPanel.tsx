import { useCallback, useEffect, useMemo } from 'react';
import type { Citation } from '#shared/contract/ask.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-context.tsx';
import { AlertIcon, BookIcon, SpinnerIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { RESULTS_LIST_ID } from '../search/SearchForm.tsx';
import { selectActiveResult, selectSearchStatus } from '../search/selectors.ts';
import { TRANSLATION_NAMES } from '../verse/translations.ts';
import { answerSegments, splitLead, type AnswerSegment } from './answer-segments.ts';
import { selectAnswer } from './selectors.ts';
import type { Answer } from './state.ts';

const QUESTION_ID = 'answer-question';
const CITATIONS_TITLE_ID = 'answer-citations-title';

function AnswerMeta({ answer, writing }: { answer: Answer; writing: boolean }) {
  const { output } = answer;
  if (writing || !output) {
    return (
      <p className="results-meta answer-progress">
        <SpinnerIcon /> {answer.text === '' ? 'Finding the verses that answer it…' : 'Writing the answer…'}
      </p>
    );
  }
  return (
    <p className="results-meta">
      {[
        'Ask',
        TRANSLATION_NAMES[output.translation],
        output.retrieval === 'keyword' ? 'Keyword retrieval only: semantic index not ready' : null,
        output.engine === 'generative' ? 'Worded by the local model, checked against the verses' : null,
        `${Math.max(1, Math.round(output.tookMs))} ms`,
        `${formatCredits(output.creditsUsed)} used`,
      ]
        .filter(Boolean)
        .join(' · ')}
    </p>
  );
}

function Segments({ segments, onOpen }: { segments: readonly AnswerSegment[]; onOpen(index: number): void }) {
  return segments.map((segment, i) => {
    switch (segment.kind) {
      case 'text':
        return segment.text;
      case 'quote':
        return (
          <span key={i} className="answer-quote verse-text">
            {segment.text}
          </span>
        );
      case 'cite':
        // One unit, so a line never breaks between the parenthesis and the reference.
        return (
          <span key={i} className="answer-citation">
            (
            <button type="button" className="answer-cite" onClick={() => onOpen(segment.citation)}>
              {segment.text}
            </button>
            )
          </span>
        );
    }
  });
}

/** The answer first (`Noah (Genesis 6:22).`, `Yes.`), then the quoted verses that show it. */
function AnswerText({ answer, writing, onOpen }: { answer: Answer; writing: boolean; onOpen(index: number): void }) {
  const { lead, evidence } = useMemo(() => splitLead(answerSegments(answer.text, answer.citations)), [answer.text, answer.citations]);
  const caret = writing && <span className="answer-caret" aria-hidden="true" />;
  return (
    <div className="answer-text">
      {lead.length > 0 && (
        <p className="answer-lead">
          <Segments segments={lead} onOpen={onOpen} />
          {evidence.length === 0 && caret}
        </p>
      )}
      {evidence.length > 0 && (
        <p className="answer-evidence">
          <Segments segments={evidence} onOpen={onOpen} />
          {caret}
        </p>
      )}
    </div>
  );
}

function CitationList({ citations, answered, onOpen }: { citations: readonly Citation[]; answered: boolean; onOpen(index: number): void }) {
  return (
    <section className="citations" aria-labelledby={CITATIONS_TITLE_ID}>
      <h3 id={CITATIONS_TITLE_ID} className="section-title">
        {answered ? 'Cited passages' : 'Closest passages'}
      </h3>
      <ol id={RESULTS_LIST_ID} className="citation-list">
        {citations.map((citation, index) => (
          <li key={citation.reference}>
            {/* An explicit tab stop: ArrowDown in the search box moves to the first one. */}
            <button
              type="button"
              className="citation"
              tabIndex={0}
              data-citation-index={index}
              title={`Read ${citation.reference} in context`}
              onClick={() => onOpen(index)}
            >
              <span className="citation-header">
                <span className="citation-reference">{citation.reference}</span>
                <span className="citation-action" aria-hidden="true">
                  <BookIcon /> Read in context
                </span>
              </span>
              <span className="citation-text verse-text">{citation.text}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** An answer to a question: streamed in as it is written, its citations linked into the reading view. */
export function AnswerPanel() {
  const answer = useAppStore(selectAnswer);
  const writing = useAppStore(selectSearchStatus) === 'loading';
  const store = useAppStoreApi();
  const setActiveResult = useAppStore((s) => s.setActiveResult);
  const openPassage = useAppStore((s) => s.openPassage);

  const onOpen = useCallback(
    (index: number) => {
      const citation = answer?.citations?.[index];
      if (!citation) return;
      setActiveResult(index);
      void openPassage(citation.reference, { translation: answer.translation });
    },
    [answer, openPassage, setActiveResult],
  );

  // Coming back from the reading view: give focus back to the passage that was opened.
  // Only on mount (the store never changes): later focus changes follow the user.
  useEffect(() => {
    const active = selectActiveResult(store.getState());
    if (document.activeElement === document.body) document.querySelector<HTMLElement>(`[data-citation-index="${active}"]`)?.focus();
  }, [store]);

  if (!answer) return null;
  const answered = answer.output?.answered ?? true;
  return (
    <article className={`answer${answered ? '' : ' is-unanswered'}`} aria-labelledby={QUESTION_ID}>
      <header className="answer-header">
        <h2 id={QUESTION_ID} className="answer-question">
          {answer.question}
        </h2>
        <AnswerMeta answer={answer} writing={writing} />
      </header>
      {!answered && (
        <p className="answer-flag">
          <AlertIcon /> No verse answers this directly
        </p>
      )}
      <div className="answer-body" aria-live="polite" aria-busy={writing}>
        {answer.text === '' ? (
          writing && (
            <div className="answer-waiting" aria-hidden="true">
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-line short" />
            </div>
          )
        ) : (
          <AnswerText answer={answer} writing={writing} onOpen={onOpen} />
        )}
      </div>
      {answer.citations && answer.citations.length > 0 && <CitationList citations={answer.citations} answered={answered} onOpen={onOpen} />}
    </article>
  );
}
