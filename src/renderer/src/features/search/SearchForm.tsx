import { useEffect, useRef, type KeyboardEvent } from 'react';
import { contract } from '#shared/contract/index.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { SearchIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectNextSearchCost } from '../credits/selectors.ts';
import { modeInfo } from './modes.ts';
import { selectMode, selectQuery, selectQueryIsReference, selectSearchStatus } from './selectors.ts';

/** The longest query core accepts, read from the contract so the counter and core agree. */
const MAX_QUERY = contract['bible.search'].input.shape.query.maxLength ?? Infinity;
/** The counter appears once a query gets this close to the limit. */
const COUNTER_FROM = MAX_QUERY - 60;

export const SEARCH_INPUT_ID = 'search-input';
export const SEARCH_HINT_ID = 'search-hint';
export const RESULTS_LIST_ID = 'results-list';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const FOCUS_SHORTCUT_LABEL = isMac ? '⌘K' : 'Ctrl K';

/** The search box: words, a phrase or a reference. Enter runs it; Ctrl/Cmd+K focuses it from anywhere. */
export function SearchForm() {
  const query = useAppStore(selectQuery);
  const mode = useAppStore(selectMode);
  const isReference = useAppStore(selectQueryIsReference);
  const status = useAppStore(selectSearchStatus);
  const cost = useAppStore(selectNextSearchCost);
  const setQuery = useAppStore((s) => s.setQuery);
  const submitQuery = useAppStore((s) => s.submitQuery);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      // A modal dialog keeps focus; the page behind it is inert.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      // Into the results: the list keeps one result as its tab stop.
      const target = document.getElementById(RESULTS_LIST_ID)?.querySelector<HTMLElement>('[tabindex="0"]');
      if (target) {
        event.preventDefault();
        target.focus();
      }
    }
  }

  const length = query.length;
  const tooLong = length > MAX_QUERY;
  const busy = status === 'loading';
  const info = modeInfo(mode);

  return (
    <form
      role="search"
      className="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submitQuery();
      }}
    >
      <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
        {mode === 'ask' ? 'Ask a question or open a reference' : 'Search the Bible or open a reference'}
      </label>
      <div className={`search-field${tooLong ? ' is-invalid' : ''}`}>
        <SearchIcon className="search-field-icon" />
        <input
          ref={inputRef}
          id={SEARCH_INPUT_ID}
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={info.placeholder}
          value={query}
          aria-describedby={SEARCH_HINT_ID}
          aria-invalid={tooLong || undefined}
          aria-keyshortcuts="Control+K Meta+K"
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        {length >= COUNTER_FROM && (
          <span className={`search-counter${tooLong ? ' is-over' : ''}`} aria-live="polite">
            {length}/{MAX_QUERY}
          </span>
        )}
        {isReference ? (
          <span className="search-chip is-free">Passage · free</span>
        ) : (
          length === 0 && (
            <kbd className="search-kbd" aria-hidden="true">
              {FOCUS_SHORTCUT_LABEL}
            </kbd>
          )
        )}
      </div>
      <button type="submit" className="button button-primary search-submit" disabled={busy} aria-describedby={SEARCH_HINT_ID}>
        {isReference ? 'Open' : busy ? info.submit.busy : info.submit.label}
      </button>
      <span id={SEARCH_HINT_ID} className="visually-hidden">
        {isReference
          ? 'Press Enter to open this passage in the reading view. Reading is free.'
          : `Press Enter to ${info.submit.label.toLowerCase()}; a ${info.noun} costs ${formatCredits(cost)}. Type a reference such as John 3:16 to read it for free.`}
      </span>
    </form>
  );
}
