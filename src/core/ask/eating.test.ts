import { describe, expect, it } from 'vitest';
import { openTextSources } from '../../../test/ask/text-facts.ts';
import { eatenIn, eatingAsked } from './eating.ts';

const { store, facts } = openTextSources();
const deps = { store, isName: facts.isName, names: facts.names, nounlike: facts.nounlike };
const eaten = (text: string, before?: string) => {
  const said = eatenIn(text, deps, before);
  return said && { text: said.eaten.text, inBefore: said.inBefore };
};

describe('what someone ate', () => {
  it('reads a question asking what was eaten', () => {
    expect(eatingAsked('What did John the Baptist eat?')).toBe(true);
    expect(eatingAsked('What did the prodigal son want to eat while feeding pigs?')).toBe(true);
    expect(eatingAsked('What food did the ravens bring Elijah?')).toBe(true);
    expect(eatingAsked('What did Esau sell for a bowl of stew?')).toBe(false);
  });

  it('finds what is eaten after the verb, before it, or in the verse before for an `it`', () => {
    expect(eaten('and he did eat locusts and wild honey;')?.text).toBe('locusts and wild honey');
    expect(eaten('And the same John had his raiment of camel’s hair, and his meat was locusts and wild honey.')?.text).toMatch(/^locusts/);
    // The WEB's words: the KJV's `pulse` is too rare a word to show it is a noun.
    expect(eaten('Prove your servants, I beg you, ten days; and let them give us vegetables to eat, and water to drink.')?.text).toBe('vegetables');
    expect(eaten('And he would fain have filled his belly with the husks that the swine did eat')?.text).toBe('husks');
    expect(eaten('And I took the little book out of the angel’s hand, and ate it up')?.text).toBe('little book');
    expect(eaten('And he took it, and did eat before them.', 'And they gave him a piece of a broiled fish, and of an honeycomb.')).toEqual({
      text: 'piece of a broiled fish',
      inBefore: true,
    });
  });

  it('takes nothing that was not eaten, and no count after it', () => {
    expect(eaten('For John the Baptist came neither eating bread nor drinking wine')).toBeUndefined();
    expect(eaten('And the children of Israel did eat manna forty years')?.text).toBe('manna');
  });
});
