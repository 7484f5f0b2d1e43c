import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { whoWasAsked } from './shape.ts';
import { descriptionsIn, whoWas } from './who-was.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const store = createVerseStore(db);
const described = (reference: string, ...names: string[]) => descriptionsIn(store.getPassage(reference, 'kjv').verses[0]!.text, names).map((d) => d.said);
const answer = (question: string) => whoWas(whoWasAsked(question)!, knowledge, 'kjv', store)[0]?.support[0]?.candidate.text;

describe('who someone was', () => {
  it('reads a question that asks about a name alone', () => {
    expect(whoWasAsked('Who was Barabbas?')).toBe('Barabbas');
    expect(whoWasAsked('Who is Pontius Pilate?')).toBe('Pontius Pilate');
    expect(whoWasAsked('Who was King David?')).toBe('King David');
    expect(whoWasAsked('Who was the mother of Samuel?')).toBeUndefined();
    expect(whoWasAsked('Who was Noah’s father?')).toBeUndefined();
  });

  it('reads what a verse calls the person beside the name', () => {
    expect(described('John 18:40', 'Barabbas')).toEqual(['a robber']);
    // Before and after the name: `a man of the Pharisees, named Nicodemus, a ruler of the Jews`.
    expect(described('John 3:1', 'Nicodemus')).toEqual(['a ruler of the Jews', 'a man of the Pharisees']);
    expect(described('Genesis 14:18', 'Melchizedek')).toEqual(['king of Salem']);
    // `a certain man named Demetrius` says nothing; `a silversmith` does.
    expect(described('Acts 19:24', 'Demetrius')).toEqual(['a silversmith']);
    // Cut before what says something else: `being the high priest that same year`.
    expect(described('John 11:49', 'Caiaphas')).toEqual(['the high priest']);
  });

  it('answers with the description most verses give, never another person', () => {
    expect(answer('Who was Nicodemus?')).toBe('Nicodemus was a ruler of the Jews');
    expect(answer('Who was Pontius Pilate?')).toBe('Pontius Pilate was the governor');
    // The title asked is no answer: "King David was the king".
    expect(answer('Who was King David?')).not.toMatch(/was the king$/);
    // A name the texts never use has no description.
    expect(whoWas('Elon Musk', knowledge, 'kjv', store)).toEqual([]);
  });
});
