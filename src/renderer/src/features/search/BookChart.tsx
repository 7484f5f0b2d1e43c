import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BookCount } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectCosts } from '../credits/selectors.ts';
import { BOOK_GROUPS, chartLayout, topBooks, type ChartBar } from './book-groups.ts';
import { modeInfo } from './modes.ts';
import { selectBookChartOpen, selectBookCounts, selectLastSearch, selectResultsBook } from './selectors.ts';

/** The drawing's height in px (also its viewBox height); its width is the pane's. */
const PLOT_HEIGHT = 56;
/** The viewBox width: bars are placed in fractions of it and stretched to the pane. */
const PLOT_WIDTH = 1000;
const BASELINE = 2;
/** A single match still shows as a bar next to a book with hundreds. */
const MIN_BAR = 2;
/** How much of its slot a bar leaves empty on each side. */
const BAR_INSET = 0.16;
/** How many books the summary names. */
const TOP_BOOKS = 3;

/** What a bar counts: every match of a keyword search, the verses a semantic search returned. */
type Noun = readonly [one: string, many: string];
const MATCHES: Noun = ['match', 'matches'];
const RESULTS: Noun = ['result', 'results'];

const plural = (n: number, [one, many]: Noun) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** What the drawing shows, in words: the books with the most, and each testament's share. */
function describe(counts: readonly BookCount[], noun: Noun): string {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const inTestament = (first: number, last: number) => counts.filter((c) => c.bookIndex >= first && c.bookIndex <= last).reduce((sum, c) => sum + c.count, 0);
  const top = topBooks(counts, TOP_BOOKS).map((c) => `${c.book} (${c.count})`);
  const where = counts.length === 1 ? `all in ${counts[0]!.book}` : `in ${counts.length} books, most in ${top.join(', ')}`;
  return `${plural(total, noun)} ${where}. Old Testament ${inTestament(1, 39)}, New Testament ${inTestament(40, 66)}.`;
}

/**
 * Where a search's matches fall across the 66 books, grouped by testament and kind of book: a strip of
 * bars above the results. A bar narrows the results to its book: a keyword search runs again with the
 * book filter (charged as any search); semantic results, which have no book filter, are only shown from it.
 */
export function BookChart() {
  const counts = useAppStore(selectBookCounts);
  const last = useAppStore(selectLastSearch);
  const resultsBook = useAppStore(selectResultsBook);
  const open = useAppStore(selectBookChartOpen);
  const costs = useAppStore(selectCosts);
  const setOpen = useAppStore((s) => s.setBookChartOpen);
  const narrowToBook = useAppStore((s) => s.narrowToBook);
  const layout = useMemo(() => chartLayout(counts), [counts]);
  const [pointed, setPointed] = useState<ChartBar | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const barsRef = useRef<HTMLDivElement>(null);
  const id = useId();

  if (!last || counts.length === 0) return null;

  const semantic = last.mode === 'semantic';
  const selected = semantic ? resultsBook : last.filters.book;
  const noun = semantic ? RESULTS : MATCHES;
  const search = modeInfo(last.mode);
  const cost = formatCredits(costs[search.operation]);
  const again = semantic ? 'free' : `a new ${search.noun}, ${cost}`;
  const hint = semantic ? 'Choose a book to show only its results (free).' : `Choose a book to search it alone (${again}).`;
  const bars = layout.bars.filter((b) => b.count > 0);
  // The tab stop: the book shown alone, else the bar last focused.
  const selectedIndex = bars.findIndex((b) => b.book === selected);
  const stop = selectedIndex >= 0 ? selectedIndex : Math.min(tabStop, bars.length - 1);

  const barLabel = (bar: ChartBar) => `${bar.book}: ${plural(bar.count, noun)} — ${bar.book === selected ? 'show all books' : `filter to ${bar.book}`}`;
  const barTitle = (bar: ChartBar) =>
    `${bar.book} (${bar.group.label}): ${plural(bar.count, noun)}.\n` +
    (bar.book === selected
      ? `Click to show all books again (${again}).`
      : semantic
        ? `Click to show only ${bar.book}'s results (free).`
        : `Click to search ${bar.book} only (${again}).`);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = bars.findIndex((b) => String(b.bookIndex) === (event.target as HTMLElement).dataset.book);
    if (from < 0) return;
    const to = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: bars.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(bars.length - 1, to));
    setTabStop(target);
    barsRef.current?.querySelector<HTMLElement>(`[data-book="${bars[target]!.bookIndex}"]`)?.focus();
  }

  return (
    <section className={`book-chart${open ? '' : ' is-folded'}`} aria-labelledby={`${id}-title`} data-testid="book-chart">
      <div className="book-chart-header">
        <h3 className="book-chart-heading">
          <button type="button" className="book-chart-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
            <ChevronRightIcon className="disclosure-chevron book-chart-chevron" />
            <span id={`${id}-title`}>{semantic ? 'Results by book' : 'Matches by book'}</span>
          </button>
        </h3>
        <p className="book-chart-readout" aria-hidden="true">
          {pointed ? (
            <>
              <strong>{pointed.book}</strong> {plural(pointed.count, noun)} · {pointed.group.label}
            </>
          ) : counts.length === 1 ? (
            <>All in {counts[0]!.book}</>
          ) : (
            <>
              Most in{' '}
              {topBooks(counts, TOP_BOOKS)
                .map((c) => `${c.book} ${c.count}`)
                .join(' · ')}
            </>
          )}
        </p>
        {selected !== null && (
          <button type="button" className="button button-ghost button-small book-chart-all" onClick={() => void narrowToBook(null)}>
            All books ({semantic ? 'free' : cost})
          </button>
        )}
      </div>
      <div id={`${id}-body`} className="book-chart-body" hidden={!open}>
        <div className="book-chart-plot">
          <svg viewBox={`0 0 ${PLOT_WIDTH} ${PLOT_HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={describe(counts, noun)}>
            {layout.bands.map((band) => (
              <rect
                key={band.group.label}
                className="book-chart-baseline"
                x={band.x * PLOT_WIDTH}
                width={band.width * PLOT_WIDTH}
                y={PLOT_HEIGHT - BASELINE}
                height={BASELINE}
              />
            ))}
            {bars.map((bar) => {
              const height = Math.max(MIN_BAR, (bar.count / layout.max) * (PLOT_HEIGHT - BASELINE - 2));
              const kind = BOOK_GROUPS.indexOf(bar.group) % 2 === 0 ? 'is-even' : 'is-odd';
              // With one book shown alone, the others fade.
              const state = selected !== null && bar.book !== selected ? ' is-other' : '';
              return (
                <rect
                  key={bar.bookIndex}
                  className={`book-chart-bar ${kind}${state}`}
                  x={(bar.x + bar.width * BAR_INSET) * PLOT_WIDTH}
                  width={bar.width * (1 - 2 * BAR_INSET) * PLOT_WIDTH}
                  y={PLOT_HEIGHT - BASELINE - height}
                  height={height}
                />
              );
            })}
          </svg>
          {/* The bars to press lie over the drawing: real buttons, one tab stop, arrow keys between them. */}
          <div ref={barsRef} className="book-chart-buttons" role="toolbar" aria-label="Filter to a book" aria-describedby={`${id}-hint`} onKeyDown={onKeyDown}>
            {bars.map((bar, index) => (
              <button
                key={bar.bookIndex}
                type="button"
                className="book-chart-button"
                style={{ left: `${bar.x * 100}%`, width: `${bar.width * 100}%` }}
                data-book={bar.bookIndex}
                tabIndex={index === stop ? 0 : -1}
                aria-label={barLabel(bar)}
                aria-current={bar.book === selected || undefined}
                title={barTitle(bar)}
                onClick={() => void narrowToBook(bar.book === selected ? null : bar.book)}
                onFocus={() => {
                  setTabStop(index);
                  setPointed(bar);
                }}
                onBlur={() => setPointed(null)}
                onMouseEnter={() => setPointed(bar)}
                onMouseLeave={() => setPointed(null)}
              />
            ))}
          </div>
        </div>
        <div className="book-chart-labels" aria-hidden="true">
          {layout.bands.map((band, index) => {
            // Centred under its bars; a single book's label starts at its bar instead (ends, at the right edge).
            const edge = index === layout.bands.length - 1 ? 'end' : band.group.first === band.group.last ? 'start' : null;
            const at = edge === 'end' ? band.x + band.width : edge === 'start' ? band.x : band.x + band.width / 2;
            return (
              <span key={band.group.label} className={`book-chart-label${edge ? ` is-${edge}` : ''}`} style={{ left: `${at * 100}%` }}>
                {band.group.short}
              </span>
            );
          })}
        </div>
        <p id={`${id}-hint`} className="visually-hidden">
          {hint}
        </p>
      </div>
    </section>
  );
}
