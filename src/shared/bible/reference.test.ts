import { describe, expect, it } from 'vitest';
import { bookKey, BOOKS, findBook } from './books.ts';
import { formatRange, looksLikeReference, parseReference } from './reference.ts';

describe('books', () => {
  it('has the 66 books in canonical order with standard names', () => {
    expect(BOOKS).toHaveLength(66);
    expect(BOOKS.filter((b) => b.testament === 'old')).toHaveLength(39);
    expect(BOOKS[21]!.name).toBe('Song of Solomon');
    expect(BOOKS.map((b) => b.index)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
  });

  it('gives every typed form exactly one book', () => {
    const owner = new Map<string, string>();
    for (const book of BOOKS) {
      for (const form of [book.name, book.osis, ...book.abbreviations]) {
        const key = bookKey(form);
        expect(owner.get(key) ?? book.name, `"${form}" is claimed by two books`).toBe(book.name);
        owner.set(key, book.name);
      }
    }
  });

  it.each([
    ['jn', 'John'],
    ['1 cor', '1 Corinthians'],
    ['1Cor', '1 Corinthians'],
    ['I Corinthians', '1 Corinthians'],
    ['Ps', 'Psalms'],
    ['psalm', 'Psalms'],
    ['song', 'Song of Solomon'],
    ["Solomon's Song", 'Song of Solomon'],
    ['Rev', 'Revelation'],
    ['phlm', 'Philemon'],
    ['3 jn', '3 John'],
  ])('finds %s → %s', (typed, name) => {
    expect(findBook(typed)?.name).toBe(name);
  });
});

describe('parseReference', () => {
  it.each([
    ['jn 3:16', 'John', { chapter: 3, verse: 16 }, { chapter: 3, verse: 16 }],
    ['1 cor 13:4-7', '1 Corinthians', { chapter: 13, verse: 4 }, { chapter: 13, verse: 7 }],
    ['Ps 23', 'Psalms', { chapter: 23 }, { chapter: 23 }],
    ['song 2:1', 'Song of Solomon', { chapter: 2, verse: 1 }, { chapter: 2, verse: 1 }],
    ['Rev 22:21', 'Revelation', { chapter: 22, verse: 21 }, { chapter: 22, verse: 21 }],
    ['John 3:16-4:2', 'John', { chapter: 3, verse: 16 }, { chapter: 4, verse: 2 }],
    ['Ps 23-24', 'Psalms', { chapter: 23 }, { chapter: 24 }],
    ['Jude 3', 'Jude', { chapter: 1, verse: 3 }, { chapter: 1, verse: 3 }],
    ['Jn 3.16', 'John', { chapter: 3, verse: 16 }, { chapter: 3, verse: 16 }],
    ['  genesis   1 : 1 ', 'Genesis', { chapter: 1, verse: 1 }, { chapter: 1, verse: 1 }],
  ])('parses %s', (text, book, start, end) => {
    const parsed = parseReference(text);
    expect(parsed.book.name).toBe(book);
    expect(parsed.start).toEqual(start);
    expect(parsed.end).toEqual(end);
  });

  it('names an unknown book', () => {
    expect(() => parseReference('Hezekiah 3:1')).toThrow(expect.objectContaining({ code: 'not_found', message: expect.stringContaining('Hezekiah') }));
  });

  it.each(['', '3:16', 'John 3:16:2', 'John 3:16-', 'John 3:18-16', 'John 1234'])('refuses %j', (text) => {
    expect(() => parseReference(text)).toThrow(expect.objectContaining({ code: expect.stringMatching(/invalid_request|not_found/) }));
  });

  it('recognises references but not ordinary queries', () => {
    expect(looksLikeReference('John 3:16')).toBe(true);
    expect(looksLikeReference('ps 23')).toBe(true);
    expect(looksLikeReference('love one another')).toBe(false);
    expect(looksLikeReference('charity suffereth')).toBe(false);
  });

  it('formats ranges', () => {
    expect(formatRange('John', { chapter: 3, verse: 16 }, { chapter: 3, verse: 18 }, false)).toBe('John 3:16-18');
    expect(formatRange('John', { chapter: 3, verse: 16 }, { chapter: 4, verse: 2 }, false)).toBe('John 3:16-4:2');
    expect(formatRange('Psalms', { chapter: 23, verse: 1 }, { chapter: 23, verse: 6 }, true)).toBe('Psalms 23');
  });
});
