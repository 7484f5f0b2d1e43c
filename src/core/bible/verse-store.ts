import { bookByIndex, BOOKS } from '#shared/bible/books.ts';
import { formatRange, formatReference, parseReference } from '#shared/bible/reference.ts';
import {
  TRANSLATIONS,
  type Book,
  type GetVersesOutput,
  type ListedTranslation,
  type ReadingTranslation,
  type Span,
  type Verse,
} from '#shared/contract/bible.ts';
import { AppError } from '#shared/errors.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readChapters, readTextRow, readTextRows, readTranslations, readVerseCount, type TextRow } from '../verses-db/texts.ts';
import { splitVerseId, verseId } from './verse-id.ts';

/** Read access to verses, chapters and books of the bundled database. */
export function createVerseStore(db: VersesDb) {
  const chapterRows = readChapters(db);
  const versesInChapter = new Map(chapterRows.map((r) => [r.book_id * 1000 + r.chapter, r.verses]));
  const chaptersInBook = new Map<number, number>();
  for (const r of chapterRows) chaptersInBook.set(r.book_id, Math.max(chaptersInBook.get(r.book_id) ?? 0, r.chapter));
  const verseCount = readVerseCount(db);

  function toVerse(row: TextRow, translation: ReadingTranslation): Verse {
    const { book, chapter, verse } = splitVerseId(row.verse_id);
    const name = bookByIndex(book)!.name;
    return {
      reference: formatReference(name, chapter, verse),
      book: name,
      bookIndex: book,
      chapter,
      verse,
      translation,
      text: row.text,
      italics: row.italics ? (JSON.parse(row.italics) as Span[]) : [],
      paragraph: row.paragraph === 1,
    };
  }

  function chapterLink(book: number, chapter: number): string | undefined {
    if (versesInChapter.has(book * 1000 + chapter)) return formatReference(bookByIndex(book)!.name, chapter);
    if (chapter < 1 && book > 1) return formatReference(bookByIndex(book - 1)!.name, chaptersInBook.get(book - 1)!);
    if (chapter > 1 && book < 66) return formatReference(bookByIndex(book + 1)!.name, 1);
    return undefined;
  }

  /** One verse by id, or undefined when the id is not a verse (or not in that translation). */
  function getVerse(id: number, translation: ReadingTranslation): Verse | undefined {
    const row = readTextRow(db, translation, id);
    return row && toVerse(row, translation);
  }

  return {
    verseCount,

    getVerse,

    /**
     * A verse known to exist (an id from the index or the cross-references) in `translation`, or the
     * KJV's when that translation lacks it (Darby, Webster's and the NHEB lack a few, the Douay-Rheims about two hundred).
     */
    verseOrKjv(id: number, translation: ReadingTranslation): Verse {
      const verse = getVerse(id, translation) ?? getVerse(id, 'kjv');
      if (!verse) throw new Error(`verse ${id} is not in the KJV`);
      return verse;
    },

    /** Resolves a typed reference and returns its verses; `not_found` names what is out of range. */
    getPassage(reference: string, translation: ReadingTranslation): GetVersesOutput {
      const parsed = parseReference(reference);
      const { book } = parsed;
      const chapters = chaptersInBook.get(book.index)!;
      for (const position of [parsed.start, parsed.end]) {
        if (position.chapter < 1 || position.chapter > chapters) {
          throw new AppError('not_found', `${book.name} has ${chapters} chapter${chapters === 1 ? '' : 's'}; there is no chapter ${position.chapter}`, {
            field: 'reference',
          });
        }
        const verses = versesInChapter.get(book.index * 1000 + position.chapter)!;
        if (position.verse !== undefined && (position.verse < 1 || position.verse > verses)) {
          throw new AppError('not_found', `${book.name} ${position.chapter} has ${verses} verses; there is no verse ${position.verse}`, { field: 'reference' });
        }
      }
      const start = { chapter: parsed.start.chapter, verse: parsed.start.verse ?? 1 };
      const end = { chapter: parsed.end.chapter, verse: parsed.end.verse ?? versesInChapter.get(book.index * 1000 + parsed.end.chapter)! };
      const wholeChapters = parsed.start.verse === undefined && parsed.end.verse === undefined;
      const rows = readTextRows(db, translation, verseId(book.index, start.chapter, start.verse), verseId(book.index, end.chapter, end.verse));
      const previousChapter = chapterLink(book.index, start.chapter - 1);
      const nextChapter = chapterLink(book.index, end.chapter + 1);
      return {
        reference: formatRange(book.name, start, end, wholeChapters),
        translation,
        verses: rows.map((row) => toVerse(row, translation)),
        ...(previousChapter && { previousChapter }),
        ...(nextChapter && { nextChapter }),
      };
    },

    /** The bundled translations, in the database's order, with what each can be searched by. */
    listTranslations(): ListedTranslation[] {
      return readTranslations(db).map(({ verses, ...t }) => {
        // The year its name gives (`Darby Translation (1890)`); the WEB's, the NHEB's and the Douay-Rheims' name none.
        const year = /\((\d{4})\)/.exec(t.name)?.[1];
        return {
          ...t,
          licence: t.license,
          ...(year && { year: Number(year) }),
          search: (TRANSLATIONS as readonly string[]).includes(t.id) ? 'all' : 'keyword',
          missingVerses: verseCount - verses,
        };
      });
    },

    listBooks(): Book[] {
      return BOOKS.map((b) => ({
        index: b.index,
        name: b.name,
        osis: b.osis,
        testament: b.testament,
        chapters: chaptersInBook.get(b.index)!,
        abbreviations: [...b.abbreviations],
      }));
    },
  };
}

export type VerseStore = ReturnType<typeof createVerseStore>;
