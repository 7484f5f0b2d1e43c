import { useAppStore } from '../../store/store-context.tsx';
import { BookIcon, SearchIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectNextSearchCost } from '../credits/selectors.ts';
import { FOCUS_SHORTCUT_LABEL } from './SearchForm.tsx';

const EXAMPLE_SEARCHES = ['"love one another"', 'faith OR hope', 'shepherd -wolf', 'bless* peace'];
const EXAMPLE_PASSAGES = ['Psalms 23', 'John 3:16', 'Romans 8:28', 'Isaiah 40:31'];

/** What the search pane shows before the first search: what the app does, and examples to try. */
export function WelcomePanel() {
  const cost = useAppStore(selectNextSearchCost);
  const setQuery = useAppStore((s) => s.setQuery);
  const submitQuery = useAppStore((s) => s.submitQuery);

  const run = (text: string) => {
    setQuery(text);
    void submitQuery();
  };

  return (
    <div className="welcome">
      <h1 className="welcome-title">Search the Scriptures</h1>
      <p className="welcome-lead">
        Find verses by their words in the King James Version and the World English Bible, or type a reference to read the whole
        chapter. Everything stays on this computer.
      </p>
      <div className="welcome-columns">
        <section className="welcome-card" aria-labelledby="welcome-search">
          <h2 id="welcome-search">
            <SearchIcon /> Try a search <span className="badge">{formatCredits(cost)} each</span>
          </h2>
          <ul className="chip-list">
            {EXAMPLE_SEARCHES.map((q) => (
              <li key={q}>
                <button type="button" className="chip" onClick={() => run(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </section>
        <section className="welcome-card" aria-labelledby="welcome-read">
          <h2 id="welcome-read">
            <BookIcon /> Open a passage <span className="badge badge-free">free</span>
          </h2>
          <ul className="chip-list">
            {EXAMPLE_PASSAGES.map((q) => (
              <li key={q}>
                <button type="button" className="chip" onClick={() => run(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="welcome-shortcut">
        Press <kbd>{FOCUS_SHORTCUT_LABEL}</kbd> anywhere to jump to the search box, <kbd>↓</kbd> to move into the results and{' '}
        <kbd>Enter</kbd> to read a verse in context.
      </p>
    </div>
  );
}
