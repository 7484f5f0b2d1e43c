import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { createBm25Index } from '../lexical/bm25-index.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { completeVerse } from './completions.ts';
import { QUOTED_RUN, completionAsked, quotedUpTo } from './shape.ts';

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());
const bm25 = createBm25Index(db);
const deps = { store: createVerseStore(db), phraseVerses: (translation: 'kjv' | 'web', stems: readonly string[]) => bm25.versesWithAny(translation, [stems]) };
const filled = (question: string) => completeVerse(completionAsked(question)!, deps).map((a) => a.support[0]!.candidate.text);

describe('completing a verse', () => {
  it('reads the words around the blank', () => {
    expect(completionAsked('Fill in the blank: The Lord is my ____, I shall not want.')).toEqual({ before: 'The Lord is my ', after: ', I shall not want.' });
    expect(completionAsked('Complete the verse: For God so loved the world...')).toEqual({ before: 'For God so loved the world', after: '' });
    expect(completionAsked('What did God so love?')).toBeUndefined();
  });

  it('fills the blank from the verse holding the words before it, the words after it choosing among verses', () => {
    // Psalm 23:1 `The LORD is my shepherd; I shall not want`, not Hebrews 13:6 `The Lord is my helper, and I will not fear`.
    expect(filled('Fill in the blank: The Lord is my ____, I shall not want.')[0]).toBe('shepherd');
    // Romans 6:23 `For the wages of sin is death; but the gift of God …`: to the end of the clause.
    expect(filled('Fill in the blank: For the wages of sin is ____.')[0]).toBe('death');
    expect(filled('Complete the verse: For God so loved the world...')[0]).toBe('that he gave his only begotten Son');
  });

  it('ends a blank the question ends with a full stop where the verse’s sentence ends, a word before a phrase', () => {
    // John 11:35 `Jesus wept.`, not `… the Lord Jesus.` nor `Jesus of Nazareth.`
    expect(filled('Finish the shortest verse: Jesus ____.')[0]).toBe('wept');
  });

  it('reads a question that quotes a verse up to `what` as a blank, when a verse says those words in a row', () => {
    expect(quotedUpTo('Be still, and know that I am what?')).toEqual({ before: 'Be still, and know that I am', after: '' });
    // A question word first is an ordinary question; three words quote too little to tell a verse.
    expect(quotedUpTo('What did the wise men bring what?')).toBeUndefined();
    expect(quotedUpTo('Sarai was renamed what?')).toBeUndefined();
    const quoted = (question: string) => completeVerse(quotedUpTo(question)!, deps, QUOTED_RUN).map((a) => a.support[0]!.candidate.text);
    // Psalm 46:10, not the many `know that I am the LORD` of Ezekiel; Proverbs 31:10 `her price is far above rubies`.
    expect(quoted('Be still, and know that I am what?')[0]).toBe('God');
    expect(quoted("A virtuous woman's price is far above what?")[0]).toBe('rubies');
    // No verse says `There is nothing new under`: the question goes the usual way.
    expect(quoted('There is nothing new under what?')).toEqual([]);
  });
});
