import type { AnyTranslationScores, StemSibling } from '../verses-db/stem-postings.ts';

/**
 * Two stems are siblings (`anxieti` and `anxiou`, `forgiv` and `forgiven`) when they share their first
 * four letters or more, all but the last two of the shorter, and the translations use them for the
 * same verses: Dice over the verses holding each (in any translation) at least this. Spelling alone
 * relates `honesti` to `honei` (honey) and `generos` to `gener` (generation), which no verse renders
 * one way and another; the translations' agreement keeps the family and drops those.
 */
export const SIBLING_MIN_DICE = 0.05;
const MIN_PREFIX = 4;

/** Every pair of sibling stems, both ways round, from the any-translation postings (build time). */
export function stemSiblings(any: AnyTranslationScores): StemSibling[] {
  const byPrefix = new Map<string, number[]>();
  any.terms.forEach((term, i) => {
    if (!/^[a-z]+$/.test(term) || term.length < MIN_PREFIX) return;
    const prefix = term.slice(0, MIN_PREFIX);
    let group = byPrefix.get(prefix);
    if (!group) byPrefix.set(prefix, (group = []));
    group.push(i);
  });
  const versesOf = (i: number) => any.docs.subarray(any.starts[i]!, any.starts[i + 1]!);
  const pairs: StemSibling[] = [];
  for (const group of byPrefix.values()) {
    group.forEach((a, at) => {
      const stem = any.terms[a]!;
      const verses = new Set(versesOf(a));
      for (const b of group.slice(at + 1)) {
        const other = any.terms[b]!;
        if (sharedPrefix(stem, other) < Math.max(MIN_PREFIX, Math.min(stem.length, other.length) - 2)) continue;
        const otherVerses = versesOf(b);
        const both = otherVerses.reduce((n, doc) => (verses.has(doc) ? n + 1 : n), 0);
        const dice = (2 * both) / (verses.size + otherVerses.length);
        if (dice < SIBLING_MIN_DICE) continue;
        pairs.push({ stem, sibling: other, dice }, { stem: other, sibling: stem, dice });
      }
    });
  }
  return pairs.sort((x, y) => (x.stem < y.stem ? -1 : x.stem > y.stem ? 1 : x.sibling < y.sibling ? -1 : x.sibling > y.sibling ? 1 : 0));
}

function sharedPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
