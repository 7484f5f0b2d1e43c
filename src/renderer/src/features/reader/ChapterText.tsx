import { Fragment, memo } from 'react';
import type { Translation, Verse } from '#shared/contract/bible.ts';
import type { StudyItem } from '#shared/contract/study.ts';
import type { ChapterMarks } from '../study/chapter-marks.ts';
import { BookmarkIcon } from '../study/icons.tsx';
import { StudyNote } from '../study/StudyNote.tsx';
import { VerseText } from '../verse/VerseText.tsx';
import { TRANSLATION_NAMES } from '../verse/translations.ts';
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
 * the same in both translations, so its marks serve the WEB text too.
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
  translation: Translation;
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

/** Both translations verse by verse, as a table so each row reads across; notes get a row after their last verse. */
export const ParallelText = memo(function ParallelText({ passage, focus, selection, marks }: Omit<SingleProps, 'translation'>) {
  const starts = paragraphStarts(passage);
  const web = new Map(passage.texts.web.map((v) => [v.verse, v]));
  return (
    <table className="parallel-text verse-text">
      <caption className="visually-hidden">{passage.reference} in the King James Version and the World English Bible, verse by verse</caption>
      <thead>
        <tr>
          <th scope="col" className="parallel-number">
            <span className="visually-hidden">Verse</span>
          </th>
          <th scope="col">KJV · {TRANSLATION_NAMES.kjv}</th>
          <th scope="col">WEB · {TRANSLATION_NAMES.web}</th>
        </tr>
      </thead>
      <tbody>
        {passage.texts.kjv.map((v) => {
          const other = web.get(v.verse);
          const notes = marks.notesAfter.get(v.verse);
          return (
            <Fragment key={v.verse}>
              <tr {...verseProps(v.verse, focus, selection, marks, starts.has(v.verse) && v.verse !== 1 && 'is-paragraph')}>
                <th scope="row" className="parallel-number">
                  {starts.has(v.verse) && v.verse !== 1 && (
                    <span className="pilcrow" title="A new paragraph starts here">
                      ¶
                    </span>
                  )}
                  <VerseSelect verse={v.verse} selection={selection} />
                  <BookmarkMark bookmark={marks.verses.get(v.verse)?.bookmark} />
                </th>
                <td>
                  <VerseText text={v.text} italics={v.italics} />
                </td>
                <td>{other && <VerseText text={other.text} italics={other.italics} />}</td>
              </tr>
              {notes && (
                <tr className="study-note-row">
                  <td colSpan={3}>
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
