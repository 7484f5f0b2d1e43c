import type { VersesDb } from '../db/open-verses-db.ts';
import { STOPWORDS } from '../search/stopwords.ts';

/**
 * Tells proper names (`Noah`, `Bethlehem`) from other capitalised words. The KJV capitalises the
 * first word of every sentence and of quoted speech (`saith unto him, Verily`), so position says
 * little; what does is whether the word is ever written in lower case. `God`, `Lord` and `Spirit`
 * are (`other gods`, `lord of`, `a spirit`), so divine titles do not count as names either.
 */
export function createNameTest(db: VersesDb) {
  let text: string | undefined;
  const memo = new Map<string, boolean>();
  const corpus = () => {
    // Built on first use (~30 ms): the KJV's words separated by single spaces, for a native substring search.
    text ??= ` ${(db.prepare("SELECT group_concat(text, ' ') AS t FROM verse_texts WHERE translation = 'kjv'").get() as { t: string }).t.replace(/[^A-Za-z]+/g, ' ')} `;
    return text;
  };
  return function isName(word: string): boolean {
    if (!/^\p{Lu}/u.test(word) || word.length < 2) return false;
    const lower = word.toLowerCase();
    if (STOPWORDS.has(lower)) return false;
    let known = memo.get(lower);
    if (known === undefined) {
      known = !corpus().includes(` ${lower} `);
      memo.set(lower, known);
    }
    return known;
  };
}

export type NameTest = ReturnType<typeof createNameTest>;
