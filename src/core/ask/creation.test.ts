import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { creationAnswer, creationAsked } from './creation.ts';
import { stem } from './lexicon.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const answer = (question: string, ...words: string[]) => {
  const [found] = creationAnswer(creationAsked(question)!, new Set(words.map(stem)), store, 'kjv');
  return found && { said: found.support[0]!.candidate.text, verses: found.support.map((s) => store.verseOrKjv(s.id, 'kjv').reference) };
};

describe('the days of creation', () => {
  it('reads the day asked, or the thing whose day is asked', () => {
    expect(creationAsked('What did God create on the fourth day?')).toEqual({ day: 4 });
    expect(creationAsked('What was created on the third day?')).toEqual({ day: 3 });
    expect(creationAsked('On which day did God create man?')).toEqual({ thing: 'man' });
    expect(creationAsked('On which day of creation did God make light?')).toEqual({ thing: 'light' });
    expect(creationAsked('On what day did Jesus rise?')).toBeUndefined();
  });

  it('says what a day brought forth, by Genesis 1’s own count', () => {
    expect(answer('What did God create on the fourth day?')).toEqual({ said: 'lights and stars', verses: ['Genesis 1:14', 'Genesis 1:16'] });
    expect(answer('What was created on the third day?')?.said).toBe('dry land, grass, herb and fruit tree');
    expect(answer('What did God do on the seventh day?')?.said).toBe('rested');
  });

  it('finds the day a thing was made, in either translation’s words', () => {
    expect(answer('On which day did God create man?', 'man')).toEqual({ said: 'the sixth day', verses: ['Genesis 1:26', 'Genesis 1:31'] });
    // The KJV says `fowl`, the WEB `let birds fly`.
    expect(answer('On which day did God create the birds?', 'birds')?.said).toBe('the fifth day');
    expect(answer('On which day did God create the dinosaurs?', 'dinosaurs')).toBeUndefined();
  });
});
