import { Fragment, memo } from 'react';
import type { ReadingTranslation, Verse } from '#shared/contract/bible.ts';
import type { StudyItem } from '#shared/contract/study.ts';
import type { ChapterMarks } from '../study/chapter-marks.ts';
import { BookmarkIcon } from '../study/icons.tsx';
import { StudyNote } from '../study/StudyNote.tsx';
import { VerseText } from '../verse/VerseText.tsx';
import type { ReaderPassage, VerseRange } from './state.ts';

const inRange = (range: VerseRange | null, verse: number) => range !== null && verse >= range.from && verse <= range.to;

/** The classes and data of a verse: search focus, study selection and highlight colour. */
function verseProps(verse: number, focus: VerseRange | null, selection: VerseRange | null, marks: ChapterMarks, extra?: string | false) {
  const classes = ['verse', inRange(focus, verse) && 'is-focus', inRange(selection, verse) && 'is-selected', extra];
  return { className: classes.filter(Boolean).join(' '), 'data-verse': verse, 'data-highlight': marks.verses.get(verse)?.color ?? undefined };
}

/** The verse number, a button: it selects the verse for the study tools (Shift extends the selection). */
function VerseSelect({ verse, selection }: { verse: number; selection: VerseRange | null }) {
  return (
    <button
      type="button"
      className="verse-select"
      aria-label={`Verse ${verse}`}
      aria-pressed={inRange(selection, verse)}
      title="Select for highlight, bookmark or note (Shift: extend)"
    >
      {verse}
    </button>
  );
}

function BookmarkMark({ bookmark }: { bookmark: StudyItem | null | undefined }) {
  if (!bookmark) return null;
  const name = bookmark.label ? `Bookmark: ${bookmark.label}` : `Bookmark on ${bookmark.reference}`;
  return (
    <span className="verse-bookmark" role="img" aria-label={name} title={name}>
      <BookmarkIcon />
    </span>
  );
}

function Notes({ notes }: { notes: readonly StudyItem[] }) {
  return notes.map((note) => <StudyNote key={note.id} note={note} />);
}

/**
 * Verse numbers where a paragraph starts. Only the KJV source marks paragraphs; verse divisions are
 * the same in every translation, so its marks serve the others too.
 */
function paragraphStarts(passage: ReaderPassage): Set<number> {
  const starts = new Set<number>([passage.texts.kjv[0]?.verse ?? 1]);
  for (const v of passage.texts.kjv) if (v.paragraph) starts.add(v.verse);
  return starts;
}

function groupParagraphs(verses: readonly Verse[], starts: Set<number>): Verse[][] {
  const paragraphs: Verse[][] = [];
  for (const verse of verses) {
    if (starts.has(verse.verse) || paragraphs.length === 0) paragraphs.push([]);
    paragraphs.at(-1)!.push(verse);
  }
  return paragraphs;
}

interface SingleProps {
  passage: ReaderPassage;
  translation: ReadingTranslation;
  focus: VerseRange | null;
  /** Verses selected for the study tools. */
  selection: VerseRange | null;
  marks: ChapterMarks;
}

/** One translation as flowing paragraphs with verse numbers; notes follow the paragraph they end in. */
export const SingleText = memo(function SingleText({ passage, translation, focus, selection, marks }: SingleProps) {
  const paragraphs = groupParagraphs(passage.texts[translation], paragraphStarts(passage));
  return (
    <div className="chapter-text verse-text" lang="en" data-translation={translation}>
      {paragraphs.map((verses) => (
        <Fragment key={verses[0]!.verse}>
          <p className="chapter-paragraph">
            {verses.map((v) => (
              <span key={v.verse} {...verseProps(v.verse, focus, selection, marks)}>
                <sup className="verse-number">
                  <VerseSelect verse={v.verse} selection={selection} />
                </sup>
                <BookmarkMark bookmark={marks.verses.get(v.verse)?.bookmark} />
                <VerseText text={v.text} italics={v.italics} />{' '}
              </span>
            ))}
          </p>
          <Notes notes={verses.flatMap((v) => marks.notesAfter.get(v.verse) ?? [])} />
        </Fragment>
      ))}
    </div>
  );
});

interface ParallelProps extends Omit<SingleProps, 'translation'> {
  /** Two or three, each with its heading (`YLT · Young's Literal Translation (1898)`). */
  columns: readonly { translation: ReadingTranslation; label: string }[];
}

/** A verse this translation numbers or omits otherwise: an empty cell that says so. */
function MissingVerse() {
  return (
    <td className="parallel-missing" title="Not in this translation">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">Not in this translation</span>
    </td>
  );
}

/**
 * Translations verse by verse, as a table so each row reads across; notes get a row after their last
 * verse. Rows follow the KJV, which has every verse number.
 */
export const ParallelText = memo(function ParallelText({ passage, columns, focus, selection, marks }: ParallelProps) {
  const starts = paragraphStarts(passage);
  const byVerse = columns.map(({ translation }) => new Map(passage.texts[translation].map((v) => [v.verse, v])));
  return (
    <table className="parallel-text verse-text" data-columns={columns.length}>
      <caption className="visually-hidden">
        {passage.reference} in {columns.map((c) => c.label).join(', ')}, verse by verse
      </caption>
      <thead>
        <tr>
          <th scope="col" className="parallel-number">
            <span className="visually-hidden">Verse</span>
          </th>
          {columns.map((c) => (
            <th key={c.translation} scope="col" data-translation={c.translation}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {passage.texts.kjv.map(({ verse }) => {
          const notes = marks.notesAfter.get(verse);
          const paragraph = starts.has(verse) && verse !== 1;
          return (
            <Fragment key={verse}>
              <tr {...verseProps(verse, focus, selection, marks, paragraph && 'is-paragraph')}>
                <th scope="row" className="parallel-number">
                  {paragraph && (
                    <span className="pilcrow" title="A new paragraph starts here">
                      ¶
                    </span>
                  )}
                  <VerseSelect verse={verse} selection={selection} />
                  <BookmarkMark bookmark={marks.verses.get(verse)?.bookmark} />
                </th>
                {byVerse.map((verses, i) => {
                  const v = verses.get(verse);
                  return v ? (
                    <td key={columns[i]!.translation}>
                      <VerseText text={v.text} italics={v.italics} />
                    </td>
                  ) : (
                    <MissingVerse key={columns[i]!.translation} />
                  );
                })}
              </tr>
              {notes && (
                <tr className="study-note-row">
                  <td colSpan={columns.length + 1}>
                    <Notes notes={notes} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
});
