import { describe, expect, it } from 'vitest';
import { openTextFacts } from '../../../test/ask/text-facts.ts';
import type { Word } from './clauses.ts';
import { commandsIn, deedAsked } from './deeds.ts';
import { stem } from './lexicon.ts';

const facts = openTextFacts();
const isVerb = (word: string) => facts.verbWord(word) !== undefined;
/** The commands a verse gives near the question's words (`asked`), as the verse says them. */
const commands = (text: string, asked: string, told = false) => {
  const stems = new Set(asked.split(' ').map(stem));
  const hitsOf = (words: readonly Word[]) => words.flatMap((w, i) => (stems.has(w.stem) ? [i] : []));
  return commandsIn(text, hitsOf, isVerb, told).map((c) => c.text);
};

describe('deeds', () => {
  it('reads a question asking what someone told another to do, or what one should do', () => {
    expect(deedAsked("What did Job's wife tell him to do?")).toBe(true);
    expect(deedAsked('What should everything that has breath do?')).toBe(true);
    // What someone did is told as it happened, not commanded.
    expect(deedAsked('What did Jesus do at the wedding in Cana?')).toBe(false);
  });

  it('finds a command where a sentence or a stretch opens, or after `let` and its subject', () => {
    expect(commands('Pray without ceasing.', 'without ceasing')).toEqual(['Pray']);
    expect(commands('In every thing give thanks: for this is the will of God in Christ Jesus concerning you.', 'every thing')).toEqual(['give thanks']);
    expect(commands('Let every thing that hath breath praise the LORD. Praise ye the LORD.', 'breath')).toContain('praise the LORD');
    // Not a noun the texts also use as a verb (`labour of love`), nor a title opening a stretch (`…, Lord?`).
    expect(commands('Remembering without ceasing your work of faith, and labour of love, and patience of hope', 'without ceasing')).toEqual([]);
    expect(commands('And I answered, Who art thou, Lord? And he said unto me, I am Jesus of Nazareth, whom thou persecutest.', 'persecutest')).toEqual([]);
  });

  it('reads what someone said to do after the word of saying, where the speech goes on', () => {
    expect(commands('Then said his wife unto him, Dost thou still retain thine integrity? curse God, and die.', 'wife said', true)[0]).toBe('curse God');
    // `let my wife grind`: Job's own words, no one's telling.
    expect(commands('Then let my wife grind unto another, and let others bow down upon her.', 'wife', true)).toEqual([]);
  });
});
