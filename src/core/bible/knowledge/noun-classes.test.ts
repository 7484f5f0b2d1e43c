import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../../paths.ts';
import { openVersesDb } from '../../verses-db/open.ts';
import { readNounClass } from '../../verses-db/noun-classes.ts';
import { nounClasses } from './noun-classes.ts';

// The classes of things read from WordNet: the builder on a few verses, and the built verses.db (`npm test` builds it first).
const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());

describe('classes of things from WordNet', () => {
  it('files each noun of the texts, as they write it, under the physical kinds it is', () => {
    // 1 Kings 17:6, and a WEB-like verse whose `job` is a role, not a kind of thing.
    const rows = nounClasses({
      kjv: [{ id: 11017006, text: 'And the ravens brought him bread and flesh in the morning.' }],
      web: [{ id: 11017006, text: 'His job was to bring the asses of the king.' }],
    });
    const classesOf = (word: string) => rows.filter((r) => r.word === word).map((r) => r.nounClass);
    expect(classesOf('ravens')).toEqual(expect.arrayContaining(['bird', 'animal']));
    expect(classesOf('asses')).toContain('animal');
    expect(classesOf('bread')).toContain('food');
    // A word that is no noun of WordNet, and one too short to tell from a chemical symbol (`be`, beryllium).
    for (const word of ['brought', 'him', 'be']) expect(classesOf(word), word).toEqual([]);
    // `job` names no class of physical things, so nothing is filed under it.
    expect(rows.some((r) => r.nounClass === 'job')).toBe(false);
    // One row per word and class.
    expect(new Set(rows.map((r) => `${r.word} ${r.nounClass}`)).size).toBe(rows.length);
  });

  it('reads a class by its name in the singular or the plural', () => {
    const birds = readNounClass(db, 'birds');
    for (const word of ['ravens', 'raven', 'quails', 'dove']) expect(birds.has(word), word).toBe(true);
    for (const word of ['sky', 'fowler']) expect(birds.has(word), word).toBe(false);
    const animals = readNounClass(db, 'animal');
    for (const word of ['ass', 'donkey', 'ram', 'ravens']) expect(animals.has(word), word).toBe(true);
    for (const word of ['word', 'mouth', 'altar']) expect(animals.has(word), word).toBe(false);
    expect([...readNounClass(db, 'metal')]).toEqual(expect.arrayContaining(['brass', 'bronze', 'iron', 'gold']));
    for (const role of ['job', 'gift', 'trade']) expect(readNounClass(db, role).size, role).toBe(0);
  });
});
