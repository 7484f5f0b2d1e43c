import { describe, expect, it } from 'vitest';
import { openTextFacts, termWordsOf } from '../../../test/ask/text-facts.ts';

const wordsOf = termWordsOf(openTextFacts());

describe("a question's verb in the texts' words", () => {
  it('reads a verb the texts hardly use with their forms of its synonyms', () => {
    // Joshua 2:21 `she bound the scarlet line in the window`; 2 Timothy 4:10 `Demas hath forsaken me`.
    expect(wordsOf('What did Rahab tie in her window?', 'tie')).toEqual(expect.arrayContaining(['bound', 'bind']));
    expect(wordsOf('Who deserted Paul because he loved this world?', 'deserted')).toEqual(expect.arrayContaining(['forsaken']));
  });

  it('leaves alone a noun, a common verb, one the lexicon widens and the `related` of a relation', () => {
    // `window` is no verb here; `anointed` is in over a hundred verses; `killed` has the lexicon's `slew`.
    expect(wordsOf('What did Rahab tie in her window?', 'window')).toEqual(['window']);
    expect(wordsOf('Who anointed David king?', 'anointed')).toEqual(['anointed']);
    expect(wordsOf('Who killed Goliath?', 'killed')).not.toContain('dispatched');
    expect(wordsOf('How was Lot related to Abraham?', 'related')).toEqual(['related']);
    // `speed` only ends like a past form.
    expect(wordsOf('What is the speed of light?', 'speed')).toEqual(['speed']);
  });
});
