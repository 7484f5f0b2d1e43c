import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { createBm25Index } from '../lexical/bm25-index.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { readKnowledge } from '../verses-db/knowledge.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { readWordUsage } from '../verses-db/word-usage.ts';
import { createNameFacts, createNameTest } from './names.ts';
import { sayingAsked, whoSaid } from './sayings.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const knowledge = readKnowledge(db);
const usage = readWordUsage(db);
const bm25 = createBm25Index(db);
const deps = {
  store: createVerseStore(db),
  isName: createNameTest(() => usage),
  names: createNameFacts(() => knowledge),
  phraseVerses: (translation: 'kjv' | 'web', stems: readonly string[]) => bm25.versesWithAny(translation, [stems]),
};
const speakers = (saying: string) => whoSaid(saying, deps).map((a) => a.key);

describe('who said a saying', () => {
  it('reads the saying a question quotes', () => {
    expect(sayingAsked('Who said, "Am I my brother\'s keeper?"')).toBe("Am I my brother's keeper?");
    expect(sayingAsked('Who asked Jesus “What is truth?”')).toBe('What is truth?');
    expect(sayingAsked('Who said "My Lord and my God" when he saw the risen Jesus?')).toBe('My Lord and my God');
    expect(sayingAsked('Who said that God is love?')).toBeUndefined();
  });

  it('finds the speaker named before the verb of speech, in either translation’s words', () => {
    // Acts 26:28 `Then Agrippa said unto Paul, Almost thou persuadest me`; Ruth 1:16 (WEB) `your people will be my people`.
    expect(speakers('Almost thou persuadest me to be a Christian')).toEqual(['agrippa']);
    expect(speakers('Your people will be my people, and your God my God')).toEqual(['ruth']);
  });

  it('finds the one spoken to for `he said`, the one the verse before tells of, and the writer for `said I`', () => {
    // Genesis 4:9 `the LORD said unto Cain, … And he said, I know not: Am I my brother's keeper?`
    expect(speakers("Am I my brother's keeper?")).toEqual(['cain']);
    // Job 1:20-21 `Then Job arose …` / `And said, … the LORD gave, and the LORD hath taken away`: `the LORD` twice is one run, not two.
    expect(speakers('The Lord gave, and the Lord has taken away')).toEqual(['job']);
    // Isaiah 6:8 `Then said I, Here am I; send me`: the book's `Isaiah`.
    expect(speakers('Here am I; send me')).toEqual(['isaiah']);
  });

  it('says nothing of a saying no verse holds', () => {
    expect(speakers('God helps those who help themselves')).toEqual([]);
  });
});
