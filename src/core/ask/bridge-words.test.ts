import { describe, expect, it } from 'vitest';
import { openTextFacts, termWordsOf } from '../../../test/ask/text-facts.ts';

const wordsOf = termWordsOf(openTextFacts());

describe("a question's modern word with the older translations' words for it", () => {
  it('reads a word the KJV never writes with the words the older translations put for it', () => {
    // 2 Samuel 13:5 `feign thyself sick`; Genesis 25:30 `that same red pottage`; Joshua 9:15 `made a league with them`.
    expect(wordsOf('Who told Amnon to pretend to be sick?', 'pretend')).toContain('feign');
    expect(wordsOf('What did Esau sell for a bowl of stew?', 'stew')).toContain('pottage');
    expect(wordsOf('Who tricked Joshua into a treaty?', 'treaty')).toContain('league');
  });

  it('leaves alone a word the KJV writes, a common modern word and a name', () => {
    // `sick` and `eunuch` are the KJV's words too (Acts 8:27), though the WEB also writes `eunuch` for its `chamberlain`.
    expect(wordsOf('Who told Amnon to pretend to be sick?', 'sick')).toEqual(['sick']);
    expect(wordsOf('What was the name of the Ethiopian eunuch?', 'eunuch')).toEqual(['eunuch']);
    // The KJV never writes `everyone`, but the WEB does in hundreds of verses.
    expect(wordsOf('Does everyone sin?', 'everyone')).not.toContain('every');
    expect(wordsOf('Who told Amnon to pretend to be sick?', 'amnon')).toEqual(['amnon']);
  });
});
