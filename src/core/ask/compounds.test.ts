import { describe, expect, it } from 'vitest';
import { joinCompounds } from './compounds.ts';

const words = new Set(['lefthanded', 'firstborn', 'left', 'handed']);
const isWord = (word: string) => words.has(word);

describe('hyphenated compounds', () => {
  it('reads a compound the texts write as one word as theirs', () => {
    expect(joinCompounds('Who was the left-handed judge?', isWord)).toBe('Who was the lefthanded judge?');
    expect(joinCompounds('Who was the first-born of Jacob?', isWord)).toBe('Who was the firstborn of Jacob?');
  });

  it('leaves other hyphenated words as typed: an in-law, a name, a compound of three', () => {
    expect(joinCompounds("Who was Ruth's mother-in-law?", isWord)).toBe("Who was Ruth's mother-in-law?");
    expect(joinCompounds('Who threw Abed-nego into the furnace?', isWord)).toBe('Who threw Abed-nego into the furnace?');
    expect(joinCompounds('a left-handed-man', isWord)).toBe('a left-handed-man');
  });
});
