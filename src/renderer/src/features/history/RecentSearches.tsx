import { useAppStore } from '../../store/store-context.tsx';
import { AskIcon, BookIcon, ClockIcon, CloseIcon } from '../../ui/icons.tsx';
import { modeInfo } from '../search/modes.ts';
import { selectThemes, themeLabel } from '../semantic/selectors.ts';
import type { ThemeInfo } from '../semantic/state.ts';
import type { RecentSearch } from './state.ts';
import { selectRecentSearches } from './selectors.ts';

function describeRecent(entry: RecentSearch, themes: readonly ThemeInfo[]): string {
  if (entry.kind === 'passage') return 'Passage · free';
  const f = entry.filters;
  const scope = f.theme ? themeLabel(themes, f.theme) : (f.book ?? (f.testament === 'old' ? 'Old Testament' : f.testament === 'new' ? 'New Testament' : null));
  const outcome = entry.mode === 'ask' ? `${entry.total} cited` : `${entry.total.toLocaleString()} found`;
  return [modeInfo(entry.mode).label, f.translation.toUpperCase(), scope, outcome].filter(Boolean).join(' · ');
}

/** Recent searches and passages, newest first; one click runs one again. */
export function RecentSearches() {
  const recent = useAppStore(selectRecentSearches);
  const themes = useAppStore(selectThemes);
  const rerunRecent = useAppStore((s) => s.rerunRecent);
  const removeRecent = useAppStore((s) => s.removeRecent);
  const clearRecent = useAppStore((s) => s.clearRecent);

  return (
    <nav className="recent" aria-labelledby="recent-title">
      <div className="recent-header">
        <h2 id="recent-title" className="section-title">
          Recent
        </h2>
        {recent.length > 0 && (
          <button type="button" className="link-button small" onClick={clearRecent}>
            Clear
          </button>
        )}
      </div>
      {recent.length === 0 ? (
        <p className="recent-empty">Searches and passages you open will be listed here, ready to run again.</p>
      ) : (
        <ul className="recent-list">
          {recent.map((entry) => (
            <li key={entry.id} className="recent-item">
              <button
                type="button"
                className="recent-run"
                title={
                  entry.kind === 'passage'
                    ? 'Open this passage (free)'
                    : entry.mode === 'ask'
                      ? 'Ask this question again (charged like a new question)'
                      : 'Run this search again (charged like a new search)'
                }
                onClick={() => void rerunRecent(entry.id)}
              >
                {entry.kind === 'passage' ? (
                  <BookIcon className="recent-icon" />
                ) : entry.mode === 'ask' ? (
                  <AskIcon className="recent-icon" />
                ) : (
                  <ClockIcon className="recent-icon" />
                )}
                <span className="recent-text">
                  <span className="recent-query">{entry.query}</span>
                  <span className="recent-meta">{describeRecent(entry, themes)}</span>
                </span>
              </button>
              <button
                type="button"
                className="icon-button recent-remove"
                aria-label={`Remove “${entry.query}” from recent`}
                onClick={() => removeRecent(entry.id)}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
