import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { authorAsked, authorsOf } from './authors.ts';
import { createNameFacts, createNameTest } from './names.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const usage = readWordUsage(db);
const knowledge = readKnowledge(db);
const writers = (book: number) =>
  authorsOf(
    book,
    store,
    createNameTest(() => usage),
    createNameFacts(() => knowledge),
  ).map((a) => a.text);

describe('who the book says writes it', () => {
  it('reads the book a question asks the writer of', () => {
    expect(authorAsked('Who wrote the book of Revelation?')).toBe(66);
    expect(authorAsked('Who wrote the Song of Songs?')).toBe(22);
    expect(authorAsked('Who wrote the letter to the Romans?')).toBe(45);
    // A scribe is asked for, not the writer: `I Tertius, who wrote this epistle`.
    expect(authorAsked("Who wrote down Paul's letter to the Romans?")).toBeUndefined();
    expect(authorAsked('Who wrote the Ten Commandments?')).toBeUndefined();
  });

  it('names the one the book names most as `I X` or first in its first verse, and no one for Hebrews', () => {
    // Revelation 1:9, 21:2, 22:8 `I John`; 1:1 names Jesus Christ first and 22:16 says `I Jesus`.
    expect(writers(66)[0]).toBe('John');
    expect(writers(45)[0]).toBe('Paul');
    expect(writers(20)[0]).toBe('Solomon');
    expect(writers(58)).toEqual([]);
  });
});
