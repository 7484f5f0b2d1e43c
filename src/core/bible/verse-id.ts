/**
 * A verse's id is `book * 1_000_000 + chapter * 1_000 + verse`: integer order is canonical order,
 * so a book, a chapter or a testament is one contiguous rowid range in every table and FTS index.
 */
export function verseId(book: number, chapter: number, verse: number): number {
  return book * 1_000_000 + chapter * 1_000 + verse;
}

export function splitVerseId(id: number): { book: number; chapter: number; verse: number } {
  return { book: Math.floor(id / 1_000_000), chapter: Math.floor(id / 1_000) % 1_000, verse: id % 1_000 };
}

/** The same number for every verse of one chapter (book * 1000 + chapter). */
export const chapterKey = (id: number) => Math.floor(id / 1_000);

export interface IdRange {
  from: number;
  to: number;
}

export const WHOLE_BIBLE: IdRange = { from: verseId(1, 0, 0), to: verseId(66, 999, 999) };

export function bookRange(book: number): IdRange {
  return { from: verseId(book, 0, 0), to: verseId(book, 999, 999) };
}

/** Old Testament is books 1..39, New Testament 40..66. */
export function testamentRange(testament: 'old' | 'new'): IdRange {
  return testament === 'old' ? { from: verseId(1, 0, 0), to: verseId(39, 999, 999) } : { from: verseId(40, 0, 0), to: verseId(66, 999, 999) };
}

export function intersectRanges(a: IdRange, b: IdRange): IdRange {
  return { from: Math.max(a.from, b.from), to: Math.min(a.to, b.to) };
}
