import { afterAll, describe, expect, it } from 'vitest';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { betterKnownName, otherNames, samePerson } from './same-person.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const view = samePerson(knowledge);
const objects = (relation: Parameters<typeof view.facts>[0], name: string) => [...new Set(view.facts(relation, name).map((f) => f.object ?? f.objectText))];

describe('one person under two names', () => {
  it('finds the other names either way, with the testament that links them', () => {
    expect(otherNames(knowledge, 'Paul').map((o) => [o.name, o.testament])).toEqual([['Saul', 'new']]);
    expect(otherNames(knowledge, 'Abram').map((o) => o.name)).toContain('Abraham');
    expect(otherNames(knowledge, 'Joshua').map((o) => o.name)).toContain('Hoshea');
  });

  it('names a person answered by a rare name by the name the texts mostly use', () => {
    // Daniel 4:18 `O Belteshazzar`, Daniel 1:7 `he gave unto Daniel the name of Belteshazzar`.
    expect(betterKnownName(knowledge, 'Belteshazzar', 27_004_018)).toBe('Daniel');
    expect(betterKnownName(knowledge, 'Daniel', 27_004_018)).toBeUndefined();
    // 2 Kings 17:1 `Hoshea the son of Elah`: a namesake of Hoshea the son of Nun, who is Joshua.
    expect(betterKnownName(knowledge, 'Hoshea', 12_017_001)).toBeUndefined();
  });

  it('tells of the person what the texts tell under the other name', () => {
    // Numbers 13:8 `Of the tribe of Ephraim, Oshea the son of Nun`, renamed Jehoshua in 13:16.
    expect(objects('tribe', 'Joshua')).toEqual(['Ephraim']);
    // Acts 9:11 `one called Saul, of Tarsus`, who is Paul (Acts 13:9).
    expect(objects('from_place', 'Paul')).toEqual(['Tarsus']);
    // John 1:42 `Thou art Simon the son of Jona: thou shalt be called Cephas`.
    expect(objects('father', 'Peter')).toEqual(['Jonah']);
    // Genesis 12:4 `Abram was seventy and five years old when he departed out of Haran`.
    expect(view.facts('age_when', 'Abraham').some((f) => f.verse === 1_012_004)).toBe(true);
  });

  it('keeps namesakes apart', () => {
    // Acts 13:21 `Saul the son of Cis, a man of the tribe of Benjamin` is the king, not Paul, whose tribe is his own word (Romans 11:1, Philippians 3:5).
    expect([...new Set(view.facts('tribe', 'Paul').map((f) => f.verse))]).toEqual([45_011_001, 50_003_005]);
    // Many Simons: `Simon the Canaanite` and `Simon a Cyrenian` are not Peter.
    expect(objects('from_place', 'Peter')).toEqual([]);
    // The layer itself is unchanged, and its renamings are never followed further.
    expect(knowledge.facts('tribe', 'Joshua')).toEqual([]);
    expect(view.facts('renamed', 'Abram')).toEqual(knowledge.facts('renamed', 'Abram'));
  });
});
