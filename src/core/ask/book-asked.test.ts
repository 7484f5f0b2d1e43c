import { describe, expect, it } from 'vitest';
import { verseId } from '../bible/verse-id.ts';
import { bookAsked } from './book-asked.ts';
import { BOOK_ASKED } from './shape.ts';

const at = (book: number, chapter: number, verse: number, relevance: number) => ({ id: verseId(book, chapter, verse), relevance });

describe('the book a question asks for', () => {
  it('reads a question a book answers', () => {
    expect(BOOK_ASKED.test('In which book of the Bible is the story of Jonah?')).toBe(true);
    expect(BOOK_ASKED.test('Which gospel tells of Lazarus?')).toBe(true);
    expect(BOOK_ASKED.test('Who wrote the book of Revelation?')).toBe(false);
    expect(BOOK_ASKED.test('Which gospel writer was a doctor?')).toBe(false);
  });

  it('answers the book where the best verses gather, citing its best verse', () => {
    const verses = [at(32, 1, 17, 0.6), at(40, 12, 40, 0.55), at(32, 2, 1, 0.5), at(32, 2, 10, 0.4)];
    const [top, next] = bookAsked(verses, false, false);
    expect(top).toMatchObject({ key: 'jonah', support: [{ id: verseId(32, 1, 17) }] });
    expect(top!.support[0]!.candidate.text).toBe('The book of Jonah');
    expect(next!.score).toBeLessThan(top!.score);
  });

  it('keeps to the four gospels for "which gospel", and to the earliest telling for "first"', () => {
    expect(bookAsked([at(44, 1, 1, 0.9), at(43, 11, 43, 0.5)], true, false).map((a) => a.key)).toEqual(['john']);
    // Deuteronomy 10:4 matches best, Exodus 34:28 well too: the Ten Commandments are first given in Exodus.
    expect(bookAsked([at(5, 10, 4, 0.76), at(2, 34, 28, 0.5), at(41, 12, 29, 0.3)], false, true)[0]!.key).toBe('exodus');
  });
});
