import { AppError } from '../errors.ts';
import { findBook, SINGLE_CHAPTER_BOOKS, type BookInfo } from './books.ts';

export interface Position {
  chapter: number;
  /** Absent means "the whole chapter" (from its first verse at a start, to its last at an end). */
  verse?: number;
}

/** A reference as typed, resolved to a book but not yet checked against chapter and verse counts. */
export interface ParsedReference {
  book: BookInfo;
  start: Position;
  end: Position;
}

// book, then optional chapter[:verse], then optional -[chapter:]verse. Dots work as separators too (`Jn 3.16`).
const REFERENCE =
  /^\s*((?:[1-3]|i{1,3})?\s*[a-z][a-z.'\s]*?)\s*(?:(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?(?:\s*[-\u2013\u2014]\s*(\d{1,3})(?:\s*[:.]\s*(\d{1,3}))?)?)?\s*$/i;

/** True when the text has the shape of a reference and names a known book (`John 3:16`, `ps 23`). */
export function looksLikeReference(text: string): boolean {
  const match = REFERENCE.exec(text);
  return match !== null && match[2] !== undefined && findBook(match[1]!) !== undefined;
}

/**
 * Parses what people type: `jn 3:16`, `1 cor 13:4-7`, `Ps 23`, `song 2:1`, `John 3:16-4:2`, `Jude 3`.
 * Throws `invalid_request` for text that is not a reference and `not_found` for an unknown book.
 */
export function parseReference(text: string): ParsedReference {
  const match = REFERENCE.exec(text);
  if (!match) throw new AppError('invalid_request', `Not a Bible reference: "${text.trim()}"`, { field: 'reference' });
  const [, bookText, a, b, c, d] = match;
  const book = findBook(bookText!);
  if (!book) throw new AppError('not_found', `Unknown book "${bookText!.trim()}"`, { field: 'reference' });

  const n = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  const [first, firstVerse, second, secondVerse] = [n(a), n(b), n(c), n(d)];
  if (first === undefined) return { book, start: { chapter: 1 }, end: { chapter: 1 } };

  // In one-chapter books a lone number is a verse: `Jude 3`, `Jude 3-5`.
  if (SINGLE_CHAPTER_BOOKS.has(book.name) && firstVerse === undefined && secondVerse === undefined) {
    return { book, start: { chapter: 1, verse: first }, end: { chapter: 1, verse: second ?? first } };
  }

  const start: Position = firstVerse === undefined ? { chapter: first } : { chapter: first, verse: firstVerse };
  let end: Position;
  if (second === undefined) end = { ...start };
  else if (secondVerse !== undefined) end = { chapter: second, verse: secondVerse };
  else if (firstVerse !== undefined)
    end = { chapter: first, verse: second }; // 13:4-7
  else end = { chapter: second }; // Ps 23-24

  const startKey = start.chapter * 1000 + (start.verse ?? 0);
  const endKey = end.chapter * 1000 + (end.verse ?? 999);
  if (endKey < startKey) {
    throw new AppError('invalid_request', `The range in "${text.trim()}" ends before it starts`, { field: 'reference' });
  }
  return { book, start, end };
}

export function formatReference(bookName: string, chapter: number, verse?: number): string {
  return verse === undefined ? `${bookName} ${chapter}` : `${bookName} ${chapter}:${verse}`;
}

/** `John 3:16`, `John 3:16-18`, `John 3:16-4:2`, `Psalms 23`, `Psalms 23-24`. */
export function formatRange(bookName: string, start: Required<Position>, end: Required<Position>, wholeChapters: boolean): string {
  if (wholeChapters) {
    return start.chapter === end.chapter ? `${bookName} ${start.chapter}` : `${bookName} ${start.chapter}-${end.chapter}`;
  }
  if (start.chapter === end.chapter) {
    return start.verse === end.verse ? formatReference(bookName, start.chapter, start.verse) : `${bookName} ${start.chapter}:${start.verse}-${end.verse}`;
  }
  return `${bookName} ${start.chapter}:${start.verse}-${end.chapter}:${end.verse}`;
}
