import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { wordsOf } from './clauses.ts';
import { createNameFacts, createNameTest } from './names.ts';
import { createSpeakers, selfAt } from './speakers.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const usage = readWordUsage(db);
const knowledge = readKnowledge(db);
const speakerOf = createSpeakers(
  createVerseStore(db),
  createNameTest(() => usage),
  createNameFacts(() => knowledge),
);
const speakerIn = (book: number, chapter: number, verse: number) => speakerOf(verseId(book, chapter, verse))?.text;

describe('whose speech a verse continues', () => {
  it('names the one who opened a speech still open, through the verses it runs on', () => {
    // Joshua 14:6 `Caleb the son of Jephunneh the Kenizzite said to him, "You know …` runs to 14:12.
    expect([7, 10, 12].map((v) => speakerIn(6, 14, v))).toEqual(['Caleb', 'Caleb', 'Caleb']);
    // Joshua 14:13 is told of him, after the speech closed: `Joshua blessed him`.
    expect(speakerIn(6, 14, 13)).toBeUndefined();
    // Jeremiah 32:8 closes Hanamel's `"Please buy my field` with a single mark: 32:9's `I bought the field` is Jeremiah's telling.
    expect(speakerIn(24, 32, 9)).toBeUndefined();
  });

  it('names no one for God’s speech, nor at a chapter’s start', () => {
    // Genesis 12:1 `Now the LORD said to Abram, "Get out of your country …`: 12:2's `I will make of you` is the LORD's.
    expect(speakerIn(1, 12, 2)).toBeUndefined();
    expect(speakerIn(6, 14, 1)).toBeUndefined();
  });

  it('finds where a verse speaks of its speaker', () => {
    const words = wordsOf('and now, lo, I am this day fourscore and five years old. Give me this mountain');
    expect(selfAt(words).map((i) => words[i]!.text)).toEqual(['I', 'me']);
  });
});
