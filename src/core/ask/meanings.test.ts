import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { meaningIn } from './meanings.ts';
import { meaningAsked } from './shape.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const meaning = (reference: string, translation: 'kjv' | 'web', ...words: string[]) =>
  meaningIn(store.getPassage(reference, translation).verses[0]!.text, words)?.text;

describe('what a name or word means', () => {
  it('reads the word a question asks about', () => {
    expect(meaningAsked('What does Emmanuel mean?')).toBe('Emmanuel');
    expect(meaningAsked('What does the name Eve mean?')).toBe('Eve');
    expect(meaningAsked("What does Abraham's name mean?")).toBe('Abraham');
    expect(meaningAsked('What is the meaning of the word Golgotha?')).toBe('Golgotha');
    expect(meaningAsked('What does the name Emmanuel mean in Hebrew?')).toBe('Emmanuel');
    // What a person meant by something is no word's meaning.
    expect(meaningAsked('What did Jesus mean by the bread of life?')).toBeUndefined();
    expect(meaningAsked('What does the Bible say about meaning?')).toBeUndefined();
  });

  it('finds the interpretation the verse gives right after the word, in either translation', () => {
    expect(meaning('Matthew 1:23', 'kjv', 'emmanuel')).toBe('God with us');
    expect(meaning('Matthew 1:23', 'web', 'immanuel')).toBe('God with us');
    expect(meaning('Matthew 27:33', 'kjv', 'golgotha')).toBe('a place of a skull');
    expect(meaning('Mark 5:41', 'kjv', 'talitha', 'cumi')).toBe('Damsel, I say unto thee, arise');
    expect(meaning('Acts 4:36', 'kjv', 'barnabas')).toBe('The son of consolation');
    expect(meaning('Acts 9:36', 'web', 'tabitha')).toBe('Dorcas');
  });

  it('finds the reason a name was given as it was given', () => {
    expect(meaning('Genesis 3:20', 'kjv', 'eve')).toBe('because she was the mother of all living');
    expect(meaning('Exodus 2:10', 'kjv', 'moses')).toBe('Because I drew him out of the water');
    expect(meaning('1 Samuel 4:21', 'web', 'ichabod')).toBe('The glory is departed from Israel');
  });

  it('says nothing where the verse interprets nothing', () => {
    // John 1:42 interprets Cephas, not Simon; Genesis 3:20 names Eve, not Adam.
    expect(meaning('John 1:42', 'kjv', 'simon')).toBeUndefined();
    expect(meaning('Genesis 3:20', 'kjv', 'adam')).toBeUndefined();
  });
});
