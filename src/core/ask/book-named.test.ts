import { describe, expect, it } from 'vitest';
import { numberedBooks } from './book-named.ts';

describe('numbered books named in words', () => {
  it('writes a letter by its number and its people or writer as the book’s title', () => {
    expect(numberedBooks("In Paul's first letter to the Corinthians, what is the greatest?")).toBe("In Paul's letter of 1 Corinthians, what is the greatest?");
    expect(numberedBooks('In his second epistle to Timothy, what did Paul ask for?')).toBe('In his letter of 2 Timothy, what did Paul ask for?');
    expect(numberedBooks("What does Peter's first letter say about wives?")).toBe('What does the letter of 1 Peter say about wives?');
    expect(numberedBooks('By whom did Peter send his first letter?')).toBe('By whom did Peter send the letter of 1 Peter?');
  });

  it('writes a title in words after a word that points to a book, in any case', () => {
    expect(numberedBooks('In First Corinthians, what is the greatest of these?')).toBe('In 1 Corinthians, what is the greatest of these?');
    expect(numberedBooks('who is the elect lady in second john')).toBe('who is the elect lady in 2 John');
    expect(numberedBooks('According to 3rd John, who loved the preeminence?')).toBe('According to 3 John, who loved the preeminence?');
  });

  it('leaves an ordinal that names no book', () => {
    expect(numberedBooks('Who were the first kings of Israel?')).toBe('Who were the first kings of Israel?');
    expect(numberedBooks('Who was the first man?')).toBe('Who was the first man?');
    expect(numberedBooks("What was Abraham's second wife's name?")).toBe("What was Abraham's second wife's name?");
    expect(numberedBooks('In the first letter to Titus, what are elders to be?')).toBe('In the first letter to Titus, what are elders to be?');
  });
});
