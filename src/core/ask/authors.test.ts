import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { createBm25Index } from '../lexical/bm25-index.ts';
import { authorAsked, authorsOf } from './authors.ts';
import { createNameFacts, createNameTest } from './names.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const usage = readWordUsage(db);
const knowledge = readKnowledge(db);
const bm25 = createBm25Index(db);
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
    // Mark 1:1 `the gospel of Jesus Christ` is what the book tells; Acts 1:1 `O Theophilus` whom it is told to.
    expect(writers(41)).toEqual([]);
    expect(writers(44)).toEqual([]);
  });

  it('names the one another book quotes as its writer, when the book names none', () => {
    // Luke 20:42 `David himself saith in the book of Psalms`.
    const quoted = authorsOf(
      19,
      store,
      createNameTest(() => usage),
      createNameFacts(() => knowledge),
      (t, stems) => bm25.versesWithAny(t, [stems]),
    );
    expect(quoted.map((a) => a.text)).toEqual(['David']);
    expect(quoted[0]!.facts.map((f) => f.verse)).toContain(42_020_042);
    expect(authorAsked('Who wrote most of the Psalms?')).toBe(19);
    expect(authorAsked('Who is the writer of Revelation?')).toBe(66);
  });
});
