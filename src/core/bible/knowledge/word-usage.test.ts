import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../../paths.ts';
import { openVersesDb } from '../../verses-db/open.ts';
import { readWordUsage } from '../../verses-db/word-usage.ts';

// The word usage of the built verses.db (`npm test` builds it first).
const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const usage = readWordUsage(db);

describe('word usage counted at build time', () => {
  it('knows the words the KJV writes in lower case, so divine titles are no names and names are', () => {
    for (const word of ['lord', 'god', 'spirit', 'ark', 'raven']) expect(usage.lowercase.has(word), word).toBe(true);
    for (const word of ['noah', 'bethlehem', 'goliath', 'jesus']) expect(usage.lowercase.has(word), word).toBe(false);
  });

  it('counts the WEB for its modern words the KJV never uses, so a WEB verse opening with one names no one', () => {
    // 1 John 3:15 WEB `Whoever hates his brother is a murderer`: once read as a name, the answer to "Who was the first murderer?".
    for (const word of ['whoever', 'anyone', 'tomorrow']) expect(usage.lowercase.has(word), word).toBe(true);
    // A name the KJV spells otherwise stays a name (`Elias`/`Elijah`, `Noe`/`Noah`).
    for (const word of ['elijah', 'isaiah']) expect(usage.lowercase.has(word), word).toBe(false);
  });

  it('tells nouns from verbs and adjectives by how the texts use them', () => {
    const noun = (w: string) => usage.nounlike.get(w)!;
    for (const word of ['death', 'harp', 'serpent', 'bread', 'cup']) expect(noun(word), word).toBeGreaterThan(0.8);
    for (const word of ['first', 'certain', 'young', 'eat', 'went']) expect(noun(word), word).toBeLessThan(0.4);
  });
});
