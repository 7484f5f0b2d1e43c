import { describe, expect, it } from 'vitest';
import { openTextFacts } from '../../../test/ask/text-facts.ts';

const membersOf = openTextFacts().classMembers;

describe('who the texts call by a class noun', () => {
  it('reads the appositions either side of the noun', () => {
    const prophets = membersOf('prophet');
    // `Elijah the prophet` (1 Kings 18:36), `Esaias the prophet` (Matthew 3:3, one person with Isaiah), `the prophet Jeremiah`.
    for (const name of ['elijah', 'isaiah', 'jeremiah', 'samuel']) expect(prophets.has(name)).toBe(true);
    // Named near the word, never in apposition to it.
    expect(prophets.has('ahab')).toBe(false);
    // `Anna, a prophetess` (Luke 2:36); `Deborah, a prophetess` (Judges 4:4).
    expect([...membersOf('prophetess')]).toEqual(expect.arrayContaining(['anna', 'deborah']));
    // `king David`, `David the king`; never Elijah.
    expect(membersOf('king').has('david')).toBe(true);
    expect(membersOf('king').has('elijah')).toBe(false);
    // Acts 21:10 `a certain prophet, named Agabus`.
    expect(prophets.has('agabus')).toBe(true);
  });

  it('finds the verses of a noun whose light stem is not the index’s', () => {
    // This file's stem of `priest` is `pri`, the stemmed index's `priest`: `Joshua the high priest` (Zechariah 3:1), `Aaron the priest`.
    expect([...membersOf('priest')]).toEqual(expect.arrayContaining(['joshua', 'aaron', 'zadok']));
    // `the wilderness of Zin`: porter makes `wilderness` `wilder`.
    expect(membersOf('wilderness').has('zin')).toBe(true);
  });

  it('knows forests and caves as kinds of place', () => {
    // `the forest of Ephraim` (the WEB's 2 Samuel 18:6), `the cave Adullam` (1 Samuel 22:1).
    expect(membersOf('forest').has('ephraim')).toBe(true);
    expect(membersOf('cave').has('adullam')).toBe(true);
  });

  it('reads a place of a kind also after the kind’s `of`, but not a city’s', () => {
    // `the sea of Galilee`, `the sea of Chinnereth`; the Jordan is a river, never a sea.
    expect([...membersOf('sea')]).toEqual(expect.arrayContaining(['galilee', 'chinnereth']));
    expect(membersOf('sea').has('jordan')).toBe(false);
    expect(membersOf('river').has('jordan')).toBe(true);
    // Job 1:1 `in the land of Uz`; `mount Carmel`.
    expect(membersOf('land').has('uz')).toBe(true);
    expect(membersOf('mount').has('carmel')).toBe(true);
    // `Nineveh, that great city`; `a city of Galilee` stands in Galilee, which is no city.
    expect(membersOf('city').has('nineveh')).toBe(true);
    expect(membersOf('city').has('galilee')).toBe(false);
  });

  it('answers from the same cache for the plural', () => {
    expect(membersOf('prophets')).toBe(membersOf('prophet'));
  });
});
