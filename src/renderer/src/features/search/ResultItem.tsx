import { memo, useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { ScoredVerse } from '#shared/contract/bible.ts';
import type { ThemeId } from '#shared/contract/semantic.ts';
import { copyText } from '../../lib/clipboard.ts';
import { CheckIcon, CopyIcon, BookIcon } from '../../ui/icons.tsx';
import { ThemeChips } from '../semantic/ThemeChips.tsx';
import { SimilarButton } from '../similar/SimilarButton.tsx';
import { SimilarPanel } from '../similar/SimilarPanel.tsx';
import { VerseText } from '../verse/VerseText.tsx';
import type { ResultVerse } from './state.ts';
import { ScoreBar } from '../../ui/ScoreBar.tsx';

interface ResultItemProps {
  verse: ResultVerse;
  index: number;
  isTabStop: boolean;
  /** The theme the search was filtered by, to mark it among the verse's themes. */
  activeTheme: ThemeId | null;
  onOpen(verse: ScoredVerse, index: number): void;
  onMove(from: number, to: 'next' | 'previous' | 'first' | 'last'): void;
  onFocusItem(index: number): void;
}

/** The clipboard form of a result: `text — reference`. */
export const citation = (verse: ScoredVerse) => `${verse.text} — ${verse.reference}`;

const COPIED_FOR_MS = 2000;

export const ResultItem = memo(function ResultItem({ verse, index, isTabStop, activeTheme, onOpen, onMove, onFocusItem }: ResultItemProps) {
  const [copied, setCopied] = useState(false);
  const id = useId();
  const percent = Math.round(verse.score * 100);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Keys pressed on the buttons inside belong to the buttons.
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onMove(index, move);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onOpen(verse, index);
    }
  }

  return (
    <li className="result">
      <article
        className="result-card"
        tabIndex={isTabStop ? 0 : -1}
        data-result-index={index}
        aria-labelledby={`${id}-ref`}
        aria-describedby={`${id}-text ${id}-score`}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onFocusItem(index);
        }}
      >
        <header className="result-header">
          <h3 id={`${id}-ref`} className="result-reference">
            <button type="button" className="link-button" tabIndex={-1} onClick={() => onOpen(verse, index)}>
              {verse.reference}
            </button>
          </h3>
          <span className="badge">{verse.translation.toUpperCase()}</span>
          <ScoreBar percent={percent} id={`${id}-score`} title="How closely this verse matches your search" />
        </header>
        <p id={`${id}-text`} className="result-text verse-text">
          <VerseText text={verse.text} italics={verse.italics} highlights={verse.highlights} />
        </p>
        {verse.themes && <ThemeChips themes={verse.themes} active={activeTheme} />}
        <footer className="result-actions">
          <button type="button" className="button button-ghost button-small" onClick={() => onOpen(verse, index)}>
            <BookIcon /> Read chapter
          </button>
          <button
            type="button"
            className={`button button-ghost button-small${copied ? ' is-done' : ''}`}
            aria-label={copied ? `Copied ${verse.reference}` : `Copy ${verse.reference}`}
            onClick={() => {
              void copyText(citation(verse)).then(setCopied);
            }}
          >
            {copied ? <CheckIcon /> : <CopyIcon />}
            <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
          </button>
          <SimilarButton panelId={`${id}-similar`} reference={verse.reference} translation={verse.translation} />
        </footer>
        <SimilarPanel id={`${id}-similar`} reference={verse.reference} translation={verse.translation} />
      </article>
    </li>
  );
});
