import type { ReadingTranslation } from '#shared/contract/bible.ts';
import { tokenize } from '../../lexical/tokenizer.ts';
import { porterStem } from '../../lexical/porter-stemmer.ts';
import type { WordBridgeRow } from '../../verses-db/word-bridge.ts';

// The older words the translations put where a modern one stands, learned from the same verse in
// each at build time: the NHEB's "pretend to be sick" (2 Samuel 13:5) is the KJV's "make thyself
// sick" and the ASV's "feign thyself sick", the WEB's `stew` their `pottage`, the NHEB's `treaty`
// their `league`. A question is worded like the modern texts; the verse that answers it may only say
// it the old way (ask/bridge-words.ts).

type VerseTexts = Readonly<Partial<Record<ReadingTranslation, readonly { id: number; text: string }[]>>>;

/** The modern translations, worded as people ask, and the older ones, worded as the KJV is (not the RHE, numbered apart). */
const MODERN: readonly ReadingTranslation[] = ['web', 'nheb'];
const OLDER: readonly ReadingTranslation[] = ['kjv', 'asv', 'darby', 'wbt', 'ylt'];
/**
 * A pair is counted where the two words are each the other's translation's alone in a verse; Dice
 * over the verses holding each alone must reach this: `pretend` is `feign` (0.33), `stew` `pottage`
 * (0.94), `treaty` `league` (0.40).
 */
const MIN_DICE = 0.3;
/** …in this many verses at least: one verse's free rendering (the WEB's `pretending` beside the KJV's `foreship`, Acts 27:30) is no correspondence. */
const MIN_VERSES = 2;
/**
 * …and the older word must be one the modern translations use less: in at most this share as many of
 * their verses (per translation) as of the older ones'. `feign`, `pottage` and `league` are; `Jews`
 * (paired with `leader`), `treasures` (with `treasury`) and `within` (with `inside`), which the WEB
 * writes about as often, are words of both, brought together by a verse's wording. At 0.5 `tempest`
 * (for `storm`) and `swine` (for `pigs`) went too.
 */
const MAX_MODERN_USE = 0.8;
/** The older words kept for a modern one, best first. */
const MAX_WORDS = 2;
/** Verses whose renderings differ in more word pairs than this are paraphrased too freely to pair words in. */
const MAX_PAIRS = 400;

/** Each modern stem with the older words (as the texts most often write them) the translations put for it. */
export function wordBridge(texts: VerseTexts): WordBridgeRow[] {
  // Stems are numbered, so a pair is one number (the build pairs about thirty million).
  const ids = new Map<string, number>();
  const stemsById: string[] = [];
  const written: Map<string, number>[] = [];
  const stemOf = new Map<string, number>();
  const stems = (text: string) => {
    const out = new Set<number>();
    for (const word of tokenize(text)) {
      let id = stemOf.get(word);
      if (id === undefined) {
        const stem = porterStem(word);
        id = ids.get(stem);
        if (id === undefined) {
          ids.set(stem, (id = stemsById.length));
          stemsById.push(stem);
          written.push(new Map());
        }
        stemOf.set(word, id);
      }
      out.add(id);
      written[id]!.set(word, (written[id]!.get(word) ?? 0) + 1);
    }
    return out;
  };
  const byVerse = new Map<number, Map<ReadingTranslation, Set<number>>>();
  // The verses each stem stands in, per translation of each kind.
  const used = { modern: new Map<number, number>(), older: new Map<number, number>() };
  const add = (counts: Map<number, number>, key: number) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const t of [...MODERN, ...OLDER])
    for (const v of texts[t] ?? []) {
      let verse = byVerse.get(v.id);
      if (!verse) byVerse.set(v.id, (verse = new Map()));
      const words = stems(v.text);
      verse.set(t, words);
      for (const w of words) add(MODERN.includes(t) ? used.modern : used.older, w);
    }
  const modern = MODERN.filter((t) => texts[t]).length;
  const older = OLDER.filter((t) => texts[t]).length;
  const archaic = (stem: number) => (used.modern.get(stem) ?? 0) / modern <= (MAX_MODERN_USE * (used.older.get(stem) ?? 0)) / older;

  const modernAlone = new Map<number, number>();
  const olderAlone = new Map<number, number>();
  const size = stemsById.length;
  // Each pair's count over translation pairs, and the verses it stands in.
  const pairCounts = new Map<number, number>();
  const pairVerses = new Map<number, number>();
  for (const verse of byVerse.values()) {
    const inVerse = new Set<number>();
    for (const m of MODERN)
      for (const o of OLDER) {
        const a = verse.get(m);
        const b = verse.get(o);
        if (!a || !b) continue;
        const onlyA = [...a].filter((w) => !b.has(w));
        const onlyB = [...b].filter((w) => !a.has(w));
        for (const w of onlyA) add(modernAlone, w);
        for (const w of onlyB) add(olderAlone, w);
        if (onlyA.length * onlyB.length > MAX_PAIRS) continue;
        for (const x of onlyA)
          for (const y of onlyB) {
            const key = x * size + y;
            add(pairCounts, key);
            inVerse.add(key);
          }
      }
    for (const key of inVerse) add(pairVerses, key);
  }

  const mostWritten = (stem: number) => [...written[stem]!].reduce((best, form) => (form[1] > best[1] ? form : best))[0];
  const found = new Map<number, { word: string; dice: number }[]>();
  for (const [key, count] of pairCounts) {
    if (pairVerses.get(key)! < MIN_VERSES) continue;
    const x = Math.floor(key / size);
    const y = key % size;
    if (!archaic(y)) continue;
    const dice = (2 * count) / (modernAlone.get(x)! + olderAlone.get(y)!);
    if (dice < MIN_DICE) continue;
    let words = found.get(x);
    if (!words) found.set(x, (words = []));
    words.push({ word: mostWritten(y), dice });
  }
  return [...found]
    .map(([stem, words]) => ({
      stem: stemsById[stem]!,
      words: words
        .sort((p, q) => q.dice - p.dice || (p.word < q.word ? -1 : 1))
        .slice(0, MAX_WORDS)
        .map((w) => w.word),
    }))
    .sort((p, q) => (p.stem < q.stem ? -1 : 1));
}
