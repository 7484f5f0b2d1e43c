import { BOOKS } from '#shared/bible/books.ts';
import type { BookCount, Testament, Verse } from '#shared/contract/bible.ts';

/** A run of books of one kind, in canonical order (`first`..`last` are book indexes, 1..66). */
export interface BookGroup {
  label: string;
  /** Fits under a narrow run of bars. */
  short: string;
  testament: Testament;
  first: number;
  last: number;
}

/**
 * The traditional divisions of the Protestant canon: presentation only, so kept here rather than in
 * the shared book table. Hebrews goes with the General Epistles, as its author is not named.
 */
export const BOOK_GROUPS: readonly BookGroup[] = [
  { label: 'Law', short: 'Law', testament: 'old', first: 1, last: 5 },
  { label: 'History', short: 'History', testament: 'old', first: 6, last: 17 },
  { label: 'Poetry and Wisdom', short: 'Poetry', testament: 'old', first: 18, last: 22 },
  { label: 'Major Prophets', short: 'Major', testament: 'old', first: 23, last: 27 },
  { label: 'Minor Prophets', short: 'Minor', testament: 'old', first: 28, last: 39 },
  { label: 'Gospels', short: 'Gospels', testament: 'new', first: 40, last: 43 },
  { label: 'Acts', short: 'Acts', testament: 'new', first: 44, last: 44 },
  { label: 'Pauline Epistles', short: 'Paul', testament: 'new', first: 45, last: 57 },
  { label: 'General Epistles', short: 'General', testament: 'new', first: 58, last: 65 },
  { label: 'Revelation', short: 'Rev', testament: 'new', first: 66, last: 66 },
];

export function bookGroup(bookIndex: number): BookGroup {
  return BOOK_GROUPS.find((g) => bookIndex >= g.first && bookIndex <= g.last) ?? BOOK_GROUPS[0]!;
}

/** How many of `verses` fall in each book, canonical order, books without any left out (as core's `byBook`). */
export function countByBook(verses: readonly Pick<Verse, 'book' | 'bookIndex'>[]): BookCount[] {
  const counts = new Map<number, BookCount>();
  for (const { book, bookIndex } of verses) {
    const entry = counts.get(bookIndex);
    if (entry) entry.count++;
    else counts.set(bookIndex, { book, bookIndex, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.bookIndex - b.bookIndex);
}

/** Space between two groups' bars, and between the testaments, in bar widths. */
const GROUP_GAP = 0.8;
const TESTAMENT_GAP = 2.4;

export interface ChartBar {
  bookIndex: number;
  book: string;
  count: number;
  group: BookGroup;
  /** Left edge and width, as fractions of the chart's width. */
  x: number;
  width: number;
}

export interface ChartBand {
  group: BookGroup;
  /** Where the group's bars start, and how wide they are together, as fractions of the chart's width. */
  x: number;
  width: number;
  /** The group's matches in all. */
  count: number;
}

export interface ChartLayout {
  /** All 66 books, those without matches too (they keep their place). */
  bars: ChartBar[];
  bands: ChartBand[];
  /** The most matches in one book (at least 1, the bars' scale). */
  max: number;
}

/** Places the 66 books side by side, a gap between groups and a wider one between the testaments. */
export function chartLayout(counts: readonly BookCount[]): ChartLayout {
  const byIndex = new Map(counts.map((c) => [c.bookIndex, c.count]));
  const slots: { bookIndex: number; book: string; group: BookGroup; at: number }[] = [];
  let at = 0;
  let previous: BookGroup | undefined;
  for (const book of BOOKS) {
    const group = bookGroup(book.index);
    if (previous && previous !== group) at += previous.testament === group.testament ? GROUP_GAP : TESTAMENT_GAP;
    slots.push({ bookIndex: book.index, book: book.name, group, at });
    at += 1;
    previous = group;
  }
  const span = at;
  const bars = slots.map((s) => ({
    bookIndex: s.bookIndex,
    book: s.book,
    group: s.group,
    count: byIndex.get(s.bookIndex) ?? 0,
    x: s.at / span,
    width: 1 / span,
  }));
  const bands = BOOK_GROUPS.map((group) => {
    const own = bars.filter((b) => b.group === group);
    const first = own[0]!;
    return { group, x: first.x, width: own.length / span, count: own.reduce((sum, b) => sum + b.count, 0) };
  });
  return { bars, bands, max: Math.max(1, ...counts.map((c) => c.count)) };
}

/** The books with the most matches, most first (canonical order among equals). */
export function topBooks(counts: readonly BookCount[], n: number): BookCount[] {
  return [...counts].sort((a, b) => b.count - a.count || a.bookIndex - b.bookIndex).slice(0, n);
}
