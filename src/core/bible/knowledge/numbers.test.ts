import { describe, expect, it } from 'vitest';
import { NUMBER_WORDS_SOURCE, parseNumberWords } from './numbers.ts';

describe('number words', () => {
  it.each([
    ['fifty and five', 55],
    ['one and thirty', 31],
    ['threescore and ten', 70],
    ['an hundred and twenty', 120],
    ['forty-one', 41],
    ['six hundred threescore and six', 666],
    ['fourscore and six', 86],
    ['five and twenty thousand', 25_000],
    ['two hundred thousand', 200_000],
    ['Thirty and two', 32],
    ['eight', 8],
    ['seven and thirtieth', 37],
    ['thirty-eighth', 38],
    ['six hundredth and first', 601],
  ])('reads "%s" as %i', (words, value) => {
    expect(parseNumberWords(words)).toBe(value);
  });

  it('refuses what is not a number', () => {
    expect(parseNumberWords('')).toBeUndefined();
    expect(parseNumberWords('many')).toBeUndefined();
    expect(parseNumberWords('first and five')).toBeUndefined();
  });

  it('finds the number words in a text, whole', () => {
    const re = new RegExp(`\\b${NUMBER_WORDS_SOURCE}\\b`, 'g');
    const found = (text: string) => Array.from(text.matchAll(re), (m) => m[0]);
    expect(found('and reigned fifty and five years in Jerusalem')).toEqual(['fifty and five']);
    expect(found('an hundred and twenty years')).toEqual(['an hundred and twenty']);
    expect(found('Thirty and two years old was he')).toEqual(['Thirty and two']);
    expect(found('a tent of ten curtains, often')).toEqual(['ten']);
  });
});
