import { useCallback, useEffect, useRef } from 'react';
import type { ScoredVerse } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectNextSearchCost } from '../credits/selectors.ts';
import { ResultItem } from './ResultItem.tsx';
import { RESULTS_LIST_ID } from './SearchForm.tsx';
import { TRANSLATION_NAMES } from '../verse/translations.ts';
import {
  hasNarrowingFilters,
  selectActiveResult,
  selectCreditsUsed,
  selectLastSearch,
  selectResults,
  selectSearchError,
  selectSearchStatus,
  selectTookMs,
  selectTotal,
} from './selectors.ts';
import { WelcomePanel } from './WelcomePanel.tsx';

function ResultsSummary() {
  const results = useAppStore(selectResults);
  const total = useAppStore(selectTotal);
  const tookMs = useAppStore(selectTookMs);
  const creditsUsed = useAppStore(selectCreditsUsed);
  const last = useAppStore(selectLastSearch);
  if (!last) return null;
  const count = total > results.length ? `${results.length} of ${total.toLocaleString()} verses` : `${total.toLocaleString()} verse${total === 1 ? '' : 's'}`;
  return (
    <div className="results-summary">
      <h2 className="results-title">
        {count} for <q>{last.query}</q>
      </h2>
      <p className="results-meta">
        {[
          TRANSLATION_NAMES[last.filters.translation],
          last.filters.book ?? (last.filters.testament ? `${last.filters.testament === 'old' ? 'Old' : 'New'} Testament` : 'Whole Bible'),
          tookMs !== null ? `${Math.max(1, Math.round(tookMs))} ms` : null,
          `${formatCredits(creditsUsed)} used`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

function EmptyResults() {
  const last = useAppStore(selectLastSearch);
  const cost = useAppStore(selectNextSearchCost);
  const runSearch = useAppStore((s) => s.runSearch);
  if (!last) return null;
  const narrowed = hasNarrowingFilters(last.filters);
  return (
    <div className="empty-state">
      <SearchIcon className="empty-icon" />
      <h2>
        No verses match <q>{last.query}</q>
      </h2>
      <p>A few things that often help:</p>
      <ul className="tips">
        <li>
          The KJV uses older spellings: <em>shew</em>, <em>saith</em>, <em>hath</em>, <em>Saviour</em>. Try the WEB translation for modern words.
        </li>
        <li>
          Use fewer words, or put <code>OR</code> between alternatives: <code>mercy OR compassion</code>.
        </li>
        <li>
          End a word with <code>*</code> to match its forms: <code>bless*</code> finds blessed, blesseth and blessing.
        </li>
        {narrowed && <li>The book or testament filter may be too narrow.</li>}
      </ul>
      {narrowed && (
        <button
          type="button"
          className="button"
          onClick={() => void runSearch({ ...last, filters: { ...last.filters, book: null, testament: null } })}
        >
          Search the whole Bible ({formatCredits(cost)})
        </button>
      )}
    </div>
  );
}

function ResultsList() {
  const results = useAppStore(selectResults);
  const active = useAppStore(selectActiveResult);
  const setActiveResult = useAppStore((s) => s.setActiveResult);
  const openPassage = useAppStore((s) => s.openPassage);
  const listRef = useRef<HTMLOListElement>(null);

  const focusIndex = useCallback((index: number) => {
    listRef.current?.querySelector<HTMLElement>(`[data-result-index="${index}"]`)?.focus();
  }, []);

  const onMove = useCallback(
    (from: number, to: 'next' | 'previous' | 'first' | 'last') => {
      const last = results.length - 1;
      const target = { next: Math.min(last, from + 1), previous: Math.max(0, from - 1), first: 0, last }[to];
      setActiveResult(target);
      focusIndex(target);
    },
    [results.length, setActiveResult, focusIndex],
  );

  const onOpen = useCallback(
    (verse: ScoredVerse, index: number) => {
      setActiveResult(index);
      void openPassage(verse.reference, { translation: verse.translation });
    },
    [openPassage, setActiveResult],
  );

  // Coming back from the reading view: give focus back to the result that was opened.
  useEffect(() => {
    if (document.activeElement === document.body) focusIndex(active);
    // Only on mount: later focus changes follow the user.
  }, []);

  return (
    <ol id={RESULTS_LIST_ID} ref={listRef} className="results-list" aria-label="Search results">
      {results.map((verse, index) => (
        <ResultItem
          key={`${verse.reference}-${verse.translation}`}
          verse={verse}
          index={index}
          isTabStop={index === active}
          onOpen={onOpen}
          onMove={onMove}
          onFocusItem={setActiveResult}
        />
      ))}
    </ol>
  );
}

function LoadingResults() {
  return (
    <div className="results-loading" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div key={i} className="skeleton-card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </div>
      ))}
    </div>
  );
}

/** The search pane: welcome, progress, results, no matches, or an error. */
export function ResultsPanel() {
  const status = useAppStore(selectSearchStatus);
  const error = useAppStore(selectSearchError);
  const results = useAppStore(selectResults);
  const openDialog = useAppStore((s) => s.openDialog);

  return (
    <section className="results-panel" aria-busy={status === 'loading'} aria-label="Search">
      <div className="visually-hidden" role="status">
        {status === 'loading' ? 'Searching…' : status === 'done' ? `${results.length} results` : ''}
      </div>
      {status === 'idle' && <WelcomePanel />}
      {status === 'loading' && <LoadingResults />}
      {status === 'error' && error && (
        <ErrorNotice
          error={error}
          where="search"
          action={
            error.code === 'insufficient_credits' && (
              <button type="button" className="button" onClick={() => openDialog('credits')}>
                Open the Credits panel
              </button>
            )
          }
        />
      )}
      {status === 'done' && (
        results.length === 0 ? (
          <EmptyResults />
        ) : (
          <>
            <ResultsSummary />
            <ResultsList />
          </>
        )
      )}
    </section>
  );
}
