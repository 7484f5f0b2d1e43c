import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { wordsOf } from './clauses.ts';
import { createNarrators, tellerAt } from './narrator.ts';
import { createNameFacts, createNameTest } from './names.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const store = createVerseStore(db);
const usage = readWordUsage(db);
const knowledge = readKnowledge(db);
const narratorOf = createNarrators(
  store,
  createNameTest(() => usage),
  createNameFacts(() => knowledge),
);
const tellerIn = (book: number, chapter: number, verse: number) => narratorOf(verseId(book, chapter, verse))?.text;
const told = (text: string) => tellerAt(wordsOf(text)).map((i) => wordsOf(text)[i]!.text);

describe('who tells a verse in the first person', () => {
  it('finds the teller where a verse tells of him, not where the LORD speaks', () => {
    expect(told('Then I turned, and lifted up mine eyes, and looked, and behold a flying roll.')).toEqual(['I']);
    expect(told('and carried me out in the spirit of the LORD, and set me down in the midst of the valley')).toEqual(['me', 'me']);
    expect(told('And he said unto me, Son of man, can these bones live?')).toEqual(['me']);
    expect(told('a vision appeared unto me, even unto me Daniel')).toEqual(['me']);
    expect(told('I Daniel alone saw the vision')).toEqual(['I']);
    // The LORD's own words in the prophets: a promise, a state, a deed done.
    expect(told('I will make Jerusalem heaps, and a den of dragons')).toEqual([]);
    expect(told('I am the LORD, and there is none else')).toEqual([]);
    expect(told('I have overthrown some of you')).toEqual([]);
    expect(told('I indeed baptize you with water')).toEqual([]);
  });

  it('names the prophet a book is named after, the `I X` a book names most, a letter’s writer, and no one else', () => {
    // Ezekiel 1:3 `the word of the LORD came expressly unto Ezekiel`; Zechariah 1:1 `came the word of the LORD unto Zechariah`.
    expect(tellerIn(26, 37, 1)).toBe('Ezekiel');
    expect(tellerIn(38, 5, 1)).toBe('Zechariah');
    expect(tellerIn(23, 6, 1)).toBe('Isaiah');
    // Revelation's `I John` (1:9, 21:2, 22:8), Daniel's `I Daniel`.
    expect(tellerIn(66, 21, 1)).toBe('John');
    expect(tellerIn(27, 7, 2)).toBe('Daniel');
    // `Paul, an apostle of Jesus Christ` (Galatians 1:1).
    expect(tellerIn(48, 2, 1)).toBe('Paul');
    // Narrative books name none: Genesis, Kings, the gospels; Judges' one `I Deborah` is her song's alone.
    expect(tellerIn(1, 40, 9)).toBeUndefined();
    expect(tellerIn(11, 3, 5)).toBeUndefined();
    expect(tellerIn(43, 1, 15)).toBeUndefined();
    expect(tellerIn(7, 13, 13)).toBeUndefined();
    expect(tellerIn(7, 5, 7)).toBe('Deborah');
  });

  it('lets a chapter’s own `I X` tell it from there on', () => {
    // Daniel 4:4 `I Nebuchadnezzar was at rest in mine house`; 4:5 `I saw a dream which made me afraid`.
    expect(tellerIn(27, 4, 5)).toBe('Nebuchadnezzar');
    expect(tellerIn(27, 4, 1)).toBe('Daniel');
  });
});
