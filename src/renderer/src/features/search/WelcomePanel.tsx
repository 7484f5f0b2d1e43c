import { useEffect, type ReactNode } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { AskIcon, BookIcon, SearchIcon, SparkIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { selectSemanticAvailable, selectSemanticStatus } from '../semantic/selectors.ts';
import { modeInfo, type SearchMode } from './modes.ts';
import { FOCUS_SHORTCUT_LABEL } from './SearchForm.tsx';

const EXAMPLE_PASSAGES = ['Psalms 23', 'John 3:16', 'Romans 8:28', 'Isaiah 40:31'];

function ExampleCard({ mode, title, icon }: { mode: SearchMode; title: string; icon: ReactNode }) {
  const costs = useAppStore(selectCosts);
  const semanticAvailable = useAppStore(selectSemanticAvailable);
  const semanticState = useAppStore(selectSemanticStatus)?.status;
  const setMode = useAppStore((s) => s.setMode);
  const setQuery = useAppStore((s) => s.setQuery);
  const submitQuery = useAppStore((s) => s.submitQuery);
  const info = modeInfo(mode);
  const unavailable = info.needsSemanticIndex && !semanticAvailable;
  const headingId = `welcome-${mode}`;

  const run = (text: string) => {
    setMode(mode);
    setQuery(text);
    void submitQuery();
  };

  return (
    <section className="welcome-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {icon} {title}
      </h2>
      <p className="welcome-card-lead">
        <span className="badge">{formatCredits(costs[info.operation])} each</span> {info.description}.
      </p>
      <ul className="chip-list">
        {info.examples.map((q) => (
          <li key={q}>
            <button type="button" className={`chip${mode === 'keyword' ? '' : ' chip-text'}`} disabled={unavailable} onClick={() => run(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
      {unavailable && (
        <p className="welcome-card-note">
          {semanticState === 'building'
            ? 'Available as soon as the semantic index is ready.'
            : semanticState === 'failed'
              ? 'Unavailable: the semantic index could not be prepared.'
              : 'Not available in this version of the app.'}
        </p>
      )}
    </section>
  );
}

/** One well-known verse a day, the same all day (see core/bible/verse-of-the-day.ts); free. */
function VerseOfTheDay() {
  const verse = useAppStore((s) => s.verseOfTheDay);
  const load = useAppStore((s) => s.loadVerseOfTheDay);
  const translation = useAppStore((s) => s.filters.translation);
  const openPassage = useAppStore((s) => s.openPassage);
  useEffect(() => {
    void load();
  }, [load, translation]);
  if (!verse) return null;
  return (
    <figure className="verse-of-the-day" aria-labelledby="verse-of-the-day-title">
      <figcaption id="verse-of-the-day-title" className="verse-of-the-day-title">
        Verse of the day
      </figcaption>
      <blockquote className="verse-of-the-day-text verse-text">{verse.text}</blockquote>
      <p className="verse-of-the-day-reference">
        {verse.reference} ({verse.translation.toUpperCase()}) ·{' '}
        <button type="button" className="link-button" onClick={() => void openPassage(verse.reference, { translation: verse.translation })}>
          Read in context
        </button>
      </p>
    </figure>
  );
}

/** What the search pane shows before the first search: what the app does, and examples to try. */
export function WelcomePanel() {
  const setQuery = useAppStore((s) => s.setQuery);
  const submitQuery = useAppStore((s) => s.submitQuery);

  const open = (reference: string) => {
    setQuery(reference);
    void submitQuery();
  };

  return (
    <div className="welcome">
      <h1 className="welcome-title">Search the Scriptures</h1>
      <VerseOfTheDay />
      <p className="welcome-lead">
        Find verses by their words or by their meaning in the King James Version, the World English Bible and six more translations, ask a question and get an
        answer quoted from the verses, or type a reference to read the whole chapter. Everything works on this computer, even offline.
      </p>
      <div className="welcome-columns">
        <ExampleCard mode="keyword" title="Search by words" icon={<SearchIcon />} />
        <ExampleCard mode="semantic" title="Search by meaning" icon={<SparkIcon />} />
        <ExampleCard mode="ask" title="Ask a question" icon={<AskIcon />} />
        <section className="welcome-card" aria-labelledby="welcome-read">
          <h2 id="welcome-read">
            <BookIcon /> Open a passage
          </h2>
          <p className="welcome-card-lead">
            <span className="badge badge-free">free</span> Whole chapters, in any of eight translations or side by side.
          </p>
          <ul className="chip-list">
            {EXAMPLE_PASSAGES.map((q) => (
              <li key={q}>
                <button type="button" className="chip" onClick={() => open(q)}>
                  {q}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="welcome-shortcut">
        Press <kbd>{FOCUS_SHORTCUT_LABEL}</kbd> anywhere to jump to the search box, <kbd>↓</kbd> to move into the results and <kbd>Enter</kbd> to read a verse
        in context.
      </p>
    </div>
  );
}
