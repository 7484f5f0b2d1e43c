import { afterAll, describe, expect, it } from 'vitest';
import { findBook } from '#shared/bible/books.ts';
import { createVerseStore } from '../bible/verse-store.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { mannerOfDeath } from './deaths.ts';
import { createNameFacts, createNameTest } from './names.ts';
import { deathAsked } from './shape.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const usage = readWordUsage(db);
const store = createVerseStore(db);
const deps = { store, isName: createNameTest(() => usage), names: createNameFacts(() => knowledge) };

/** How the verses say a person died: each answer as said, with its first verse. */
function manners(name: string, book?: string) {
  const info = knowledge.nameInfo(name)!;
  const ids = new Set([...info.verses.kjv, ...info.verses.web]);
  return mannerOfDeath({ words: [name.toLowerCase()], ids }, book === undefined ? undefined : findBook(book)!.index, 'kjv', deps).map((a) => ({
    said: a.support[0]!.candidate.text,
    reference: store.verseOrKjv(a.support[0]!.id, 'kjv').reference,
  }));
}

describe('how a person died', () => {
  it('reads the question', () => {
    expect(deathAsked('How did Judas die?')).toBe(true);
    expect(deathAsked('How was Stephen killed?')).toBe(true);
    expect(deathAsked('How did King Herod die in Acts?')).toBe(true);
    expect(deathAsked('how did jesus die on the cross')).toBe(true);
    expect(deathAsked('How did God make man?')).toBe(false);
    expect(deathAsked('Why did Ananias die?')).toBe(false);
  });

  it('finds the deed done to him by name, or by a pronoun for the last one named before', () => {
    // Acts 7:59 `And they stoned Stephen`.
    expect(manners('Stephen')[0]).toEqual({ said: 'they stoned Stephen', reference: 'Acts 7:59' });
    // Matthew 27:5 `And he … went and hanged himself`: Judas is named two verses before.
    expect(manners('Judas')[0]).toEqual({ said: 'went and hanged himself', reference: 'Matthew 27:5' });
    // 2 Kings 9:33 `So they threw her down`: `her` is Jezebel, not Zimri named in between.
    expect(manners('Jezebel')[0]).toEqual({ said: 'they threw her down', reference: '2 Kings 9:33' });
  });

  it('does not take a battle’s `slew him` or a speaker’s verse for his death', () => {
    // 1 Samuel 31:4 `Saul took a sword, and fell upon it`, not the Amalekite's `slew him` (2 Samuel 1:10).
    expect(manners('Saul')[0]).toEqual({ said: 'fell upon it', reference: '1 Samuel 31:4' });
    // Leviticus 24:23 `And Moses spake …, and stoned him`: he commanded it; no verse tells how he died.
    expect(manners('Moses')).toEqual([]);
  });

  it('says a verse’s deeds together, up to the death itself, in the book asked', () => {
    // Acts 12:23; the Herod of the gospels is left out.
    expect(manners('Herod', 'Acts')[0]).toEqual({
      said: 'the angel of the Lord smote him, because he gave not God the glory: and he was eaten of worms',
      reference: 'Acts 12:23',
    });
  });
});
