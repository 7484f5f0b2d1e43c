import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ScoredVerse } from '#shared/contract/bible.ts';
import type { ThemeId } from '#shared/contract/semantic.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { AnswerPanel } from '../ask/AnswerPanel.tsx';
import { BuyCreditsButton } from '../billing/BuyCreditsButton.tsx';
import { selectThemes, themeLabel } from '../semantic/selectors.ts';
import { BookChart } from './BookChart.tsx';
import { modeInfo, modeUsesFilter } from './modes.ts';
import type { ResultVerse, SearchRequest, SearchStatus } from './state.ts';
import { ResultItem } from './ResultItem.tsx';
import { RESULTS_LIST_ID } from './SearchForm.tsx';
import { TRANSLATION_NAMES } from '../verse/translations.ts';
import {
  hasNarrowingFilters,
  selectActiveResult,
  selectCreditsUsed,
  selectLastSearch,
  selectResults,
  selectResultsBook,
  selectSearchError,
  selectSearchStatus,
  selectTookMs,
  selectTotal,
} from './selectors.ts';
import { WelcomePanel } from './WelcomePanel.tsx';

/** Where a search looked, in words: a book, a testament, a theme or everywhere. */
function describeScope(last: SearchRequest, themeName: (id: ThemeId) => string): string {
  const { book, testament, theme } = last.filters;
  if (modeUsesFilter(last.mode, 'theme')) return theme ? `Theme: ${themeName(theme)}` : 'All themes';
  return book ?? (testament ? `${testament === 'old' ? 'Old' : 'New'} Testament` : 'Whole Bible');
}

/** The results on screen: all of them, or those of the book chosen on the chart (semantic results). */
function useShownResults(): ResultVerse[] {
  const results = useAppStore(selectResults);
  const book = useAppStore(selectResultsBook);
  return useMemo(() => (book === null ? results : results.filter((v) => v.book === book)), [results, book]);
}

function ResultsSummary() {
  const results = useAppStore(selectResults);
  const shown = useShownResults();
  const book = useAppStore(selectResultsBook);
  const total = useAppStore(selectTotal);
  const tookMs = useAppStore(selectTookMs);
  const creditsUsed = useAppStore(selectCreditsUsed);
  const last = useAppStore(selectLastSearch);
  const themes = useAppStore(selectThemes);
  if (!last) return null;
  const verses = (n: number) => `${n.toLocaleString()} verse${n === 1 ? '' : 's'}`;
  const title =
    last.mode === 'semantic' ? (
      <>
        {book === null ? verses(results.length) : `${shown.length} of ${verses(results.length)}`} closest in meaning to <q>{last.query}</q>
        {book !== null && ` in ${book}`}
      </>
    ) : (
      <>
        {total > results.length ? `${results.length} of ${verses(total)}` : verses(total)} for <q>{last.query}</q>
      </>
    );
  return (
    <div className="results-summary">
      <h2 className="results-title">{title}</h2>
      <p className="results-meta">
        {[
          `${modeInfo(last.mode).label} search`,
          TRANSLATION_NAMES[last.filters.translation],
          describeScope(last, (id) => themeLabel(themes, id)),
          tookMs !== null ? `${Math.max(1, Math.round(tookMs))} ms` : null,
          `${formatCredits(creditsUsed)} used`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </div>
  );
}

function KeywordTips({ narrowed }: { narrowed: boolean }) {
  return (
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
      <li>Semantic search finds verses by meaning, even when they use other words.</li>
      {narrowed && <li>The book or testament filter may be too narrow.</li>}
    </ul>
  );
}

function EmptyResults() {
  const last = useAppStore(selectLastSearch);
  const costs = useAppStore(selectCosts);
  const runSearch = useAppStore((s) => s.runSearch);
  if (!last) return null;
  const narrowed = hasNarrowingFilters(last.filters);
  const cost = costs[modeInfo(last.mode).operation];
  return (
    <div className="empty-state">
      <SearchIcon className="empty-icon" />
      <h2>
        No verses match <q>{last.query}</q>
      </h2>
      <p>A few things that often help:</p>
      {last.mode === 'semantic' ? (
        <ul className="tips">
          <li>Describe the idea in a few plain words, the way you would explain it to a friend.</li>
          {narrowed && <li>Few verses carry this theme; try the search with all themes.</li>}
        </ul>
      ) : (
        <KeywordTips narrowed={narrowed} />
      )}
      {narrowed && (
        <button
          type="button"
          className="button"
          onClick={() => void runSearch({ ...last, filters: { ...last.filters, book: null, testament: null, theme: null } })}
        >
          {last.mode === 'semantic' ? 'Search all themes' : 'Search the whole Bible'} ({formatCredits(cost)})
        </button>
      )}
    </div>
  );
}

function ResultsList() {
  const results = useShownResults();
  const active = useAppStore(selectActiveResult);
  const store = useAppStoreApi();
  const setActiveResult = useAppStore((s) => s.setActiveResult);
  const openPassage = useAppStore((s) => s.openPassage);
  const activeTheme = useAppStore(selectLastSearch)?.filters.theme ?? null;
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
  // Only on mount (the store and `focusIndex` never change): later focus changes follow the user.
  useEffect(() => {
    if (document.activeElement === document.body) focusIndex(selectActiveResult(store.getState()));
  }, [store, focusIndex]);

  return (
    <ol id={RESULTS_LIST_ID} ref={listRef} className="results-list" aria-label="Search results">
      {results.map((verse, index) => (
        <ResultItem
          key={`${verse.reference}-${verse.translation}`}
          verse={verse}
          index={index}
          isTabStop={index === active}
          activeTheme={activeTheme}
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

/** What the screen reader hears as a search runs and ends. */
function statusText(status: SearchStatus, asking: boolean, results: number): string {
  if (status === 'loading') return asking ? 'Answering…' : 'Searching…';
  if (status === 'done') return asking ? 'Answer ready' : `${results} results`;
  return '';
}

/** The search pane: welcome, progress, results, no matches, an answer (Ask), or an error. */
export function ResultsPanel() {
  const status = useAppStore(selectSearchStatus);
  const error = useAppStore(selectSearchError);
  const results = useAppStore(selectResults);
  const asking = useAppStore(selectLastSearch)?.mode === 'ask';

  return (
    <section className="results-panel" aria-busy={status === 'loading'} aria-label="Search">
      <div className="visually-hidden" role="status">
        {statusText(status, asking, results.length)}
      </div>
      {status === 'idle' && <WelcomePanel />}
      {status === 'loading' && !asking && <LoadingResults />}
      {status === 'error' && error && (
        <ErrorNotice error={error} where={asking ? 'ask' : 'search'} action={error.code === 'insufficient_credits' && <BuyCreditsButton />} />
      )}
      {(status === 'loading' || status === 'done') && asking && <AnswerPanel />}
      {status === 'done' &&
        !asking &&
        (results.length === 0 ? (
          <EmptyResults />
        ) : (
          <>
            <ResultsSummary />
            <BookChart />
            <ResultsList />
          </>
        ))}
    </section>
  );
}
