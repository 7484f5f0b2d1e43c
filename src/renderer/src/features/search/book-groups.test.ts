import { describe, expect, it } from 'vitest';
import { BOOKS } from '#shared/bible/books.ts';
import { BOOK_GROUPS, bookGroup, chartLayout, countByBook, topBooks } from './book-groups.ts';

describe('book groups', () => {
  it('cover the 66 books in order, each group within one testament', () => {
    let next = 1;
    for (const group of BOOK_GROUPS) {
      expect(group.first).toBe(next);
      for (let i = group.first; i <= group.last; i++) expect(BOOKS[i - 1]!.testament, BOOKS[i - 1]!.name).toBe(group.testament);
      next = group.last + 1;
    }
    expect(next).toBe(67);
    expect(bookGroup(43).label).toBe('Gospels');
    expect(bookGroup(19).label).toBe('Poetry and Wisdom');
    expect(bookGroup(66).label).toBe('Revelation');
  });

  it('counts verses by book in canonical order', () => {
    const verse = (book: string, bookIndex: number) => ({ book, bookIndex });
    expect(countByBook([verse('John', 43), verse('Genesis', 1), verse('John', 43)])).toEqual([
      { book: 'Genesis', bookIndex: 1, count: 1 },
      { book: 'John', bookIndex: 43, count: 2 },
    ]);
    expect(countByBook([])).toEqual([]);
  });

  it('lays out all 66 books left to right inside the chart, with group totals', () => {
    const { bars, bands, max } = chartLayout([
      { book: 'Psalms', bookIndex: 19, count: 5 },
      { book: 'John', bookIndex: 43, count: 9 },
      { book: '1 John', bookIndex: 62, count: 2 },
    ]);
    expect(bars).toHaveLength(66);
    expect(max).toBe(9);
    // Each bar starts where the one before ends, or after a gap (floating point aside).
    for (let i = 1; i < bars.length; i++) expect(bars[i]!.x - (bars[i - 1]!.x + bars[i - 1]!.width)).toBeGreaterThan(-1e-9);
    expect(bars[65]!.x + bars[65]!.width).toBeCloseTo(1);
    expect(bars.find((b) => b.book === 'John')?.count).toBe(9);
    expect(bars.find((b) => b.book === 'Genesis')?.count).toBe(0);
    expect(bands.map((b) => b.count)).toEqual([0, 0, 5, 0, 0, 9, 0, 0, 2, 0]);
    expect(chartLayout([]).max).toBe(1);
  });

  it('names the books with the most matches', () => {
    const counts = [
      { book: 'Genesis', bookIndex: 1, count: 3 },
      { book: 'Psalms', bookIndex: 19, count: 7 },
      { book: 'John', bookIndex: 43, count: 3 },
    ];
    expect(topBooks(counts, 2).map((c) => c.book)).toEqual(['Psalms', 'Genesis']);
  });
});
