import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { plainQuestion } from './question.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { verseId } from '../bible/verse-id.ts';
import { wordsOf } from './clauses.ts';
import { createNameFacts, createNameTest } from './names.ts';
import { addressedAt } from './narrator.ts';
import { createAddressees, recipientAsked, recipientsOf } from './recipients.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const usage = readWordUsage(db);
const greeted = (book: number) =>
  recipientsOf(
    book,
    store,
    createNameTest(() => usage),
  ).map((a) => [a.support[0]!.candidate.text, a.support[0]!.id]);

describe('whom a book is written to', () => {
  it('reads the book a question asks the recipient of', () => {
    expect(recipientAsked('Who is 3 John written to?')).toBe(64);
    expect(recipientAsked('Who is the letter of 2 John addressed to?')).toBe(63);
    // As the engine reads it: a numbered book named in words is its title first (book-named.ts).
    expect(recipientAsked(plainQuestion('Who was the third letter of John written to?').text)).toBe(64);
    expect(recipientAsked(plainQuestion("Who was John's third letter written to?").text)).toBe(64);
    expect(recipientAsked('To whom was the book of Acts written?')).toBe(44);
    expect(recipientAsked('Who did Luke write his gospel to?')).toBe(42);
    expect(recipientAsked('Who did John write Revelation to?')).toBe(66);
    // Not a book, nor a deed of sending.
    expect(recipientAsked('Who did David write Psalm 23 for?')).toBeUndefined();
    expect(recipientAsked('Who did Jonah send to?')).toBeUndefined();
    expect(recipientAsked('Who wrote the book of Revelation?')).toBeUndefined();
  });

  it('reads the greeting: a name after `unto`, `O` or `most excellent`, else the phrase greeted', () => {
    expect(greeted(64)).toEqual([['Gaius', 64001001]]);
    expect(greeted(42)).toEqual([['Theophilus', 42001003]]);
    expect(greeted(44)).toEqual([['Theophilus', 44001001]]);
    expect(greeted(54)).toEqual([['Timothy', 54001002]]);
    expect(greeted(63)).toEqual([['the elect lady and her children', 63001001]]);
    expect(greeted(45)).toEqual([['all that be in Rome', 45001007]]);
    // `separated unto the gospel of God` (1:1) greets no one; a long phrase ends before its relative clause.
    expect(greeted(52)).toEqual([['the church of the Thessalonians', 52001001]]);
    // Hebrews and Matthew greet no one.
    expect(greeted(58)).toEqual([]);
    expect(greeted(40)).toEqual([]);
  });

  it('reads `thee` in a letter to one man, and in a prophet’s book whose word came to him, as that one', () => {
    const knowledge = readKnowledge(db);
    const addressee = createAddressees(
      store,
      createNameTest(() => usage),
      createNameFacts(() => knowledge),
    );
    expect(addressee(verseId(54, 5, 23))).toBe('timothy');
    expect(addressee(verseId(56, 1, 5))).toBe('titus');
    expect(addressee(verseId(26, 4, 4))).toBe('ezekiel');
    // A letter to many, a book greeting no one, a history whose opening has someone speak to another (`said to Elijah`).
    expect(addressee(verseId(45, 1, 7))).toBeUndefined();
    expect(addressee(verseId(58, 1, 1))).toBeUndefined();
    expect(addressee(verseId(12, 1, 3))).toBeUndefined();
    const words = wordsOf("use a little wine for thy stomach's sake and thine often infirmities");
    expect(addressedAt(words).map((i) => words[i]!.text)).toEqual(['thy', 'thine']);
  });
});
