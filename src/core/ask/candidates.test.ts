import { describe, expect, it } from 'vitest';
import { candidatesIn } from './candidates.ts';
import { wordsOf } from './clauses.ts';
import type { NameFacts } from './names.ts';

// Capitalised words stand for names here, as the KJV's vocabulary would say of `Mary` and `Don`.
const isName = (word: string) => /^\p{Lu}\p{Ll}+$/u.test(word) && word !== 'The';
const names: NameFacts = { kinds: () => undefined, canonical: (name) => name, gender: () => undefined };
const people = (text: string) =>
  candidatesIn(text, wordsOf(text), { type: 'person', role: 'any', asksName: false }, isName, names, new Set(), new Set(), () => 0.5).map((c) => c.text);

describe('answer candidates', () => {
  it('never takes the head of a contraction for a name', () => {
    expect(people('The angel said to her, Don’t be afraid, Mary. Isn’t Joseph here? Won’t Martha come?')).toEqual(['Mary', 'Joseph', 'Martha']);
  });
});
