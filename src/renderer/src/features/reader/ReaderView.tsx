import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { READING_TRANSLATIONS, type ReadingTranslation, type TranslationInfo } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { ArrowLeftIcon, ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { BookOptionGroups } from '../books/BookOptionGroups.tsx';
import { chapterMarks, NO_MARKS } from '../study/chapter-marks.ts';
import { selectReaderStudyItems, selectStudySelection } from '../study/selectors.ts';
import { StudySelectionBar } from '../study/StudySelectionBar.tsx';
import { findBookByName, selectBooks } from '../books/selectors.ts';
import { selectHasResultsToReturnTo, selectLastSearch } from '../search/selectors.ts';
import { ParallelText, SingleText } from './ChapterText.tsx';
import { MAX_COLUMNS, shownTranslations, translationLabel, translationName } from './layout.ts';
import { ChapterGaps, TranslationNotes } from './TranslationNotes.tsx';
import {
  selectNextChapter,
  selectPreviousChapter,
  selectReaderColumns,
  selectReaderError,
  selectReaderFocus,
  selectReaderLayout,
  selectReaderPassage,
  selectReaderStatus,
  selectReaderTranslationInfo,
} from './selectors.ts';
import type { ReaderLayout, ReaderPassage } from './state.ts';

type Mode = 'single' | 'both';
const MODES: readonly SegmentOption<Mode>[] = [
  { value: 'single', label: 'Single' },
  { value: 'both', label: 'Side by side' },
];
const COLUMN_NAMES = ['First', 'Second', 'Third'];

/** The verse a click or key press in the text is about, unless it was on a note or meant to select text to copy. */
function verseOf(event: MouseEvent | KeyboardEvent): number | null {
  const target = event.target as Element;
  if (target.closest('.study-note, a, input, textarea') || (target.closest('button') && !target.closest('.verse-select'))) return null;
  if (event.type === 'click' && !(window.getSelection()?.isCollapsed ?? true)) return null;
  const verse = target.closest<HTMLElement>('[data-verse]')?.dataset.verse;
  return verse ? Number(verse) : null;
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let el = element.parentElement; el; el = el.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(el).overflowY)) return el;
  }
  return null;
}

function ChapterPickers() {
  const books = useAppStore(selectBooks);
  const passage = useAppStore(selectReaderPassage);
  const openChapter = useAppStore((s) => s.openChapter);
  const book = findBookByName(books, passage?.book ?? null);
  return (
    <div className="reader-pickers">
      <div className="field">
        <label htmlFor="reader-book" className="visually-hidden">
          Book
        </label>
        <select id="reader-book" className="select" value={passage?.book ?? ''} onChange={(e) => void openChapter(e.target.value, 1)}>
          <BookOptionGroups books={books} />
        </select>
      </div>
      <div className="field">
        <label htmlFor="reader-chapter" className="visually-hidden">
          Chapter
        </label>
        <select
          id="reader-chapter"
          className="select select-chapter"
          value={passage?.chapter ?? 1}
          onChange={(e) => passage && void openChapter(passage.book, Number(e.target.value))}
        >
          {Array.from({ length: book?.chapters ?? passage?.chapter ?? 1 }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              Chapter {i + 1}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function NeighbourButton({ direction, compact }: { direction: 'previous' | 'next'; compact?: boolean }) {
  const target = useAppStore(direction === 'previous' ? selectPreviousChapter : selectNextChapter);
  const openNeighbour = useAppStore((s) => s.openNeighbour);
  const label = direction === 'previous' ? 'Previous chapter' : 'Next chapter';
  return (
    <button
      type="button"
      className={`button ${compact ? 'icon-button' : 'button-ghost neighbour-button'} neighbour-${direction}`}
      disabled={!target}
      aria-label={target ? `${label}: ${target}` : label}
      title={target ? `${label}: ${target}` : undefined}
      onClick={() => void openNeighbour(direction)}
    >
      {direction === 'previous' && <ChevronLeftIcon />}
      {!compact && <span>{target ?? label}</span>}
      {direction === 'next' && <ChevronRightIcon />}
    </button>
  );
}

/** Every bundled translation; `taken` ones cannot be chosen (an added column must differ from those shown). */
function TranslationOptions({ info, taken = [] }: { info: readonly TranslationInfo[] | null; taken?: readonly ReadingTranslation[] }) {
  return READING_TRANSLATIONS.map((t) => (
    <option key={t} value={t} disabled={taken.includes(t)}>
      {translationLabel(t, info)}
    </option>
  ));
}

/** One translation from all the bundled ones, or two or three side by side, each column its own choice. */
function TranslationPickers() {
  const layout = useAppStore(selectReaderLayout);
  const columns = useAppStore(selectReaderColumns);
  const info = useAppStore(selectReaderTranslationInfo);
  const setReaderLayout = useAppStore((s) => s.setReaderLayout);
  const setReaderColumn = useAppStore((s) => s.setReaderColumn);
  const loadInfo = useAppStore((s) => s.loadReaderTranslationInfo);
  useEffect(() => {
    void loadInfo();
  }, [loadInfo]);

  return (
    <div className={`reader-translations${layout === 'both' ? ' is-parallel' : ''}`}>
      {layout === 'both' ? (
        Array.from({ length: MAX_COLUMNS }, (_, i) => (
          <div key={i} className="field">
            <label htmlFor={`reader-column-${i + 1}`} className="visually-hidden">
              {COLUMN_NAMES[i]} translation
            </label>
            <select
              id={`reader-column-${i + 1}`}
              className="select reader-column-select"
              value={columns[i] ?? ''}
              onChange={(e) => setReaderColumn(i, (e.target.value || null) as ReadingTranslation | null)}
            >
              {i >= 2 && <option value="">— none —</option>}
              <TranslationOptions info={info} taken={i >= columns.length ? columns : undefined} />
            </select>
          </div>
        ))
      ) : (
        <div className="field">
          <label htmlFor="reader-translation" className="visually-hidden">
            Translation
          </label>
          <select
            id="reader-translation"
            className="select reader-translation-select"
            value={layout}
            onChange={(e) => setReaderLayout(e.target.value as ReadingTranslation)}
          >
            <TranslationOptions info={info} />
          </select>
        </div>
      )}
      <Segmented<Mode>
        label="Translations shown"
        hideLabel
        value={layout === 'both' ? 'both' : 'single'}
        options={MODES}
        onChange={(mode) => setReaderLayout(mode === 'both' ? 'both' : columns[0]!)}
        className="reader-layout"
      />
    </div>
  );
}

interface Shown {
  parallel: boolean;
  translations: readonly ReadingTranslation[];
}

const sameShown = (a: Shown, b: Shown) => a.parallel === b.parallel && a.translations.join() === b.translations.join();
const loadedIn = (passage: ReaderPassage | null, shown: Shown) => passage !== null && shown.translations.every((t) => passage.translations.includes(t));

/**
 * The translations to draw: the chosen ones once the passage has their text, and for the moment
 * until then the ones drawn before, so the page does not go blank on a switch.
 */
function useShown(passage: ReaderPassage | null, layout: ReaderLayout, columns: readonly ReadingTranslation[]): Shown {
  const chosen = useMemo(() => ({ parallel: layout === 'both', translations: shownTranslations(layout, columns) }), [layout, columns]);
  const ready = loadedIn(passage, chosen);
  const [drawn, setDrawn] = useState(chosen);
  if (ready && !sameShown(drawn, chosen)) setDrawn(chosen);
  if (ready) return chosen;
  return loadedIn(passage, drawn) ? drawn : { parallel: false, translations: ['kjv'] };
}

const listFormat = new Intl.ListFormat('en', { type: 'conjunction' });

/** The reading view: a whole chapter, the chosen verses highlighted, in one translation or several side by side. Free. */
export function ReaderView() {
  const passage = useAppStore(selectReaderPassage);
  const focus = useAppStore(selectReaderFocus);
  const layout = useAppStore(selectReaderLayout);
  const columns = useAppStore(selectReaderColumns);
  const info = useAppStore(selectReaderTranslationInfo);
  const status = useAppStore(selectReaderStatus);
  const error = useAppStore(selectReaderError);
  const canReturn = useAppStore(selectHasResultsToReturnTo);
  const returnsToAnswer = useAppStore(selectLastSearch)?.mode === 'ask';
  const showView = useAppStore((s) => s.showView);
  const studyItems = useAppStore(selectReaderStudyItems);
  const selection = useAppStore(selectStudySelection);
  const selectVerse = useAppStore((s) => s.selectVerse);
  const clearVerseSelection = useAppStore((s) => s.clearVerseSelection);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const shown = useShown(passage, layout, columns);
  const headings = useMemo(() => shown.translations.map((translation) => ({ translation, label: translationLabel(translation, info) })), [shown, info]);
  const lastVerse = passage?.texts.kjv.at(-1)?.verse ?? 0;
  const marks = useMemo(() => (passage && studyItems ? chapterMarks(studyItems, passage.chapter, lastVerse) : NO_MARKS), [passage, studyItems, lastVerse]);

  // On each newly opened passage (or translations shown): move focus to it unless the user is typing
  // in the search box or choosing translations, start at the top of the chapter, and scroll further
  // only if the highlighted verse is not already in view, so the chapter heading stays visible when it can.
  useEffect(() => {
    const heading = headingRef.current;
    if (!passage || !heading) return;
    const active = document.activeElement;
    if (!(active instanceof HTMLInputElement) && !active?.closest('.reader-translations')) heading.focus({ preventScroll: true });
    const scroller = scrollParent(heading);
    if (scroller) scroller.scrollTop = 0;
    const target = textRef.current?.querySelector('.is-focus');
    if (!target || !scroller) return;
    if (target.getBoundingClientRect().bottom > scroller.getBoundingClientRect().bottom - 24) {
      target.scrollIntoView({ block: 'center', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [passage, focus, shown]);

  return (
    <section className="reader" aria-label="Reading view" aria-busy={status === 'loading'}>
      <div className="reader-toolbar">
        {canReturn && (
          <button type="button" className="button button-ghost" onClick={() => showView('search')}>
            <ArrowLeftIcon /> {returnsToAnswer ? 'Answer' : 'Results'}
          </button>
        )}
        <ChapterPickers />
        <div className="reader-steps" role="group" aria-label="Chapters">
          <NeighbourButton direction="previous" compact />
          <NeighbourButton direction="next" compact />
        </div>
        <TranslationPickers />
      </div>

      {status === 'error' && error && <ErrorNotice error={error} where="reading" />}
      {!passage && status === 'loading' && <p className="reader-loading">Opening the passage…</p>}

      {passage && (
        <article
          className={`reader-page${shown.parallel ? ' is-parallel' : ''}${status === 'loading' ? ' is-stale' : ''}`}
          data-columns={shown.parallel ? shown.translations.length : undefined}
          aria-labelledby="reader-heading"
        >
          <header className="reader-heading">
            <h1 id="reader-heading" ref={headingRef} tabIndex={-1}>
              {passage.reference}
            </h1>
            <p className="reader-subtitle">
              {listFormat.format(shown.translations.map((t) => translationName(t, info)))}
              {focus && (
                <span className="reader-focus-note">
                  {' · '}
                  {focus.from === focus.to || focus.to === Number.MAX_SAFE_INTEGER ? `verse ${focus.from}` : `verses ${focus.from}–${focus.to}`} highlighted
                </span>
              )}
            </p>
            <ChapterGaps passage={passage} translations={shown.translations} info={info} />
          </header>
          {/* A click on a verse (or its number) selects it for the study tools; Shift extends the selection. */}
          <div
            ref={textRef}
            onMouseDown={(e) => {
              // Shift-click extends the verse selection, not the browser's text selection.
              if (e.shiftKey && verseOf(e) !== null) e.preventDefault();
            }}
            onClick={(e) => {
              const verse = verseOf(e);
              if (verse !== null) selectVerse(verse, e.shiftKey);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && selection) {
                clearVerseSelection();
                return;
              }
              // Shift+Enter on a verse number extends the selection (a plain Enter clicks it).
              const verse = e.key === 'Enter' && e.shiftKey ? verseOf(e) : null;
              if (verse === null) return;
              e.preventDefault();
              selectVerse(verse, true);
            }}
          >
            {shown.parallel ? (
              <ParallelText passage={passage} columns={headings} focus={focus} selection={selection} marks={marks} />
            ) : (
              <SingleText passage={passage} translation={shown.translations[0]!} focus={focus} selection={selection} marks={marks} />
            )}
          </div>
          <TranslationNotes translations={shown.translations} info={info} />
          <nav className="reader-footer" aria-label="Chapter navigation">
            <NeighbourButton direction="previous" />
            <NeighbourButton direction="next" />
          </nav>
        </article>
      )}
      <StudySelectionBar />
    </section>
  );
}
