import { tokenize } from '../lexical/tokenizer.ts';

/**
 * The other spelling of a name the texts hyphenate: "Bethlehem" is the KJV's `Beth-lehem` (and the
 * WEB's `Bethlehem`), "Bathsheba" both translations' `Bath-sheba`. Exact-word search finds a word as
 * typed, so without this "Bethlehem" found 8 of the KJV's 49 verses and "Bathsheba" none.
 * `alternativesOf` gives a word's hyphenated spelling as words, or the words of a hyphenated name as
 * one word; nothing for other terms.
 */
export function createSpellings(hyphenated: readonly string[]) {
  const byJoined = new Map<string, string[]>();
  const byParts = new Map<string, string>();
  for (const name of hyphenated) {
    const parts = tokenize(name);
    if (parts.length < 2) continue;
    const joined = parts.join('');
    byJoined.set(joined, parts);
    byParts.set(parts.join(' '), joined);
  }
  return function alternativesOf(tokens: readonly string[]): string[][] {
    if (tokens.length === 1) {
      const parts = byJoined.get(tokens[0]!);
      return parts ? [parts] : [];
    }
    const joined = byParts.get(tokens.join(' '));
    return joined ? [[joined]] : [];
  };
}

export type Spellings = ReturnType<typeof createSpellings>;
