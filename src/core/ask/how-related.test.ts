import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { howRelated } from './how-related.ts';
import { relatedAsked } from './shape.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const store = createVerseStore(db);

/** The relation said, and the verses cited for it. */
function related(question: string) {
  const [answer] = howRelated(relatedAsked(question)!, knowledge, 'kjv', store);
  return answer && { said: answer.support[0]!.candidate.text, verses: answer.support.map((s) => store.verseOrKjv(s.id, 'kjv').reference) };
}

describe('how two people are related', () => {
  it('reads the two people a question asks about', () => {
    expect(relatedAsked('How was Lot related to Abraham?')).toEqual({ one: 'Lot', other: 'Abraham' });
    expect(relatedAsked('What relation was Naomi to Ruth?')).toEqual({ one: 'Naomi', other: 'Ruth' });
    expect(relatedAsked("What was Laban's relationship to Jacob?")).toEqual({ one: 'Laban', other: 'Jacob' });
    expect(relatedAsked('How were Jacob and Esau related?')).toEqual({ one: 'Jacob', other: 'Esau' });
    expect(relatedAsked('What was the relationship between Jonathan and Saul?')).toEqual({ one: 'Jonathan', other: 'Saul' });
    expect(relatedAsked('Who was related to Abraham?')).toBeUndefined();
  });

  it('says the relation the knowledge layer states, with the verses that state it', () => {
    const son = related('How was Jonathan related to Saul?')!;
    expect(son.said).toBe("Jonathan was Saul's son");
    // Every verse cited names both.
    for (const reference of son.verses)
      expect(
        store
          .getPassage(reference, 'kjv')
          .verses.map((v) => v.text)
          .join(' '),
      ).toMatch(/Jonathan[\s\S]*Saul|Saul[\s\S]*Jonathan/);
    // Through a marriage (Ruth 2:22 `Naomi said unto Ruth her daughter in law`).
    expect(related('What relation was Naomi to Ruth?')?.said).toBe("Naomi was Ruth's mother-in-law");
  });

  it('reads the relation from the other side, and a person by the name the texts tell his kin under', () => {
    // The layer's first answer to "Who was Abraham's nephew?" is not Lot, to "Who was Lot's uncle?" it is Abram.
    expect(related('How was Lot related to Abraham?')?.said).toBe("Lot was Abraham's nephew");
    // Typed in a hurry, `lot` is still the person the question puts there.
    expect(related('how was lot related to abraham')?.said).toBe("Lot was Abraham's nephew");
  });

  it('says nothing the layer does not state', () => {
    // Luke 1:36 `thy cousin Elisabeth`: the layer holds no cousins.
    expect(related('How was Mary related to Elisabeth?')).toBeUndefined();
    // Not two generations: the layer's grandfathers of Jacob include Laban.
    expect(related('How was Laban related to Jacob?')?.said).not.toMatch(/grand/);
  });
});
