import type { VersesDb } from '../verses-db/open.ts';
import { readAllTexts } from '../verses-db/texts.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';

/**
 * Tells proper names (`Noah`, `Bethlehem`) from other capitalised words. The KJV capitalises the
 * first word of every sentence and of quoted speech (`saith unto him, Verily`), so position says
 * little; what does is whether the word is ever written in lower case. `God`, `Lord` and `Spirit`
 * are (`other gods`, `lord of`, `a spirit`), so divine titles do not count as names either.
 */
export function createNameTest(db: VersesDb) {
  let lowercase: Set<string> | undefined;
  const vocabulary = () => {
    // Built on first use (~150 ms, a few hundred KB): every word the KJV writes in lower case.
    if (!lowercase) {
      const text = readAllTexts(db, 'kjv')
        .map((v) => v.text)
        .join(' ');
      // The first part of a hyphenated word only: `Bar-jesus` does not make `jesus` a common word.
      lowercase = new Set(
        text
          .split(/[^A-Za-z-]+/)
          .map((w) => w.split('-')[0]!)
          .filter((w) => w.charCodeAt(0) >= 97),
      );
    }
    return lowercase;
  };
  return function isName(word: string): boolean {
    if (!/^\p{Lu}/u.test(word) || word.length < 2) return false;
    const lower = word.toLowerCase();
    return !STOPWORDS.has(lower) && !vocabulary().has(lower);
  };
}

export type NameTest = ReturnType<typeof createNameTest>;
