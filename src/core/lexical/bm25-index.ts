import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readAnyTranslationScores, readStemDocuments, readStemPostings, readStemSiblings } from '../verses-db/stem-postings.ts';
import { B, forCommonDocs, idf, K1, nearCounts, seek, startsOf, termScore, topByScore, type Postings } from './postings.ts';
import { stemTokens } from './stem-tokens.ts';

/**
 * A query stem in at most this many verses (in any translation) also searches its siblings: a rare
 * word's family often says what it says elsewhere, where a common word's verses are enough already.
 */
export const RARE_STEM_VERSES = 30;

interface TranslationIndex {
  /** Verse ids in canonical order; a posting refers to a verse by its position here. */
  ids: Int32Array;
  /** Each verse's length in tokens. */
  lengths: Uint16Array;
  averageLength: number;
  terms: Map<string, Postings>;
}

export interface Bm25Hit {
  id: number;
  /** bm25 relevance, higher is better (FTS5's `bm25()` with the sign flipped). */
  score: number;
}

/**
 * The stemmed postings of both translations held in memory, scored with bm25 in JS. An OR of common
 * words made FTS5 rank thousands of rows through its auxiliary function (up to 20 ms a query); the
 * same ranking from typed arrays takes well under a millisecond. Ranks exactly as FTS5 does: same
 * tokens (read from its index at build time), same formula and constants, ties by verse id.
 */
export function createBm25Index(db: VersesDb) {
  const indexes = new Map<Translation, TranslationIndex>();
  for (const translation of TRANSLATIONS) {
    const { ids, lengths } = readStemDocuments(db, translation);
    const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
    indexes.set(translation, { ids, lengths, averageLength, terms: readStemPostings(db, translation) });
  }
  // Both translations follow the KJV's versification, so a position means the same verse in each.
  const verseIds = indexes.get(TRANSLATIONS[0])!.ids;
  if (!TRANSLATIONS.every((t) => indexes.get(t)!.ids.every((id, i) => id === verseIds[i])))
    throw new Error('stem_documents: translations list different verses');
  const any = readAnyTranslationScores(db);
  const anyTerm = new Map(any.terms.map((term, i) => [term, i]));
  const siblings = readStemSiblings(db);
  const verseCountAnywhere = (term: number) => any.starts[term + 1]! - any.starts[term]!;

  return {
    /** The stems of `words`, in order, each once: the index's terms, `worries` and `worried` alike as `worri`. */
    stems(words: readonly string[]): string[] {
      return [...new Set(stemTokens(words.join(' ')))];
    },

    /** Each text's stems, in order (a word usually gives one, punctuation none). */
    stemsOfEach(texts: readonly string[]): string[][] {
      return texts.map(stemTokens);
    },

    /**
     * The verses containing any of `stems`, best first, at most `limit`: by bm25 in one translation,
     * or, given both, by the sum of the two (a verse found by its KJV and its WEB wording ranks higher).
     */
    search(translations: Translation | readonly Translation[], stems: readonly string[], limit: number): Bm25Hit[] {
      const scores = new Float64Array(verseIds.length);
      const touched: number[] = [];
      for (const translation of typeof translations === 'string' ? [translations] : translations) {
        addScores(indexes.get(translation)!, new Set(stems), scores, touched);
      }
      return topByScore(touched, scores, limit).map((doc) => ({ id: verseIds[doc]!, score: scores[doc]! }));
    },

    /**
     * The verses containing any of `stems` in any of the bundled translations, best first, at most
     * `limit`: each stem counts with its best bm25 in any one translation, as if the verse were
     * indexed under every word any translation uses for it (`anxiety` finds 1 Peter 5:7 by the ASV's
     * wording, `treat` Luke 6:31 by the NHEB's), where a sum over the translations would let the
     * words they all share outweigh the one modern word that matches. A rare stem brings its siblings
     * (stem-siblings.ts): `anxiety`, in 15 verses, finds Philippians 4:6's "be anxious" too.
     */
    searchAnyTranslation(stems: readonly string[], limit: number): Bm25Hit[] {
      const scores = new Float64Array(verseIds.length);
      const touched: number[] = [];
      const wanted = new Set(stems);
      for (const stem of stems) {
        const term = anyTerm.get(stem);
        if (term !== undefined && verseCountAnywhere(term) <= RARE_STEM_VERSES) for (const sibling of siblings.get(stem) ?? []) wanted.add(sibling);
      }
      for (const stem of wanted) {
        const term = anyTerm.get(stem);
        if (term === undefined) continue;
        for (let i = any.starts[term]!; i < any.starts[term + 1]!; i++) {
          const doc = any.docs[i]!;
          if (scores[doc] === 0) touched.push(doc);
          scores[doc]! += any.scores[i]!;
        }
      }
      return topByScore(touched, scores, limit).map((doc) => ({ id: verseIds[doc]!, score: scores[doc]! }));
    },

    /**
     * The verses holding `stems` as a phrase (one after another, in order), in canonical order, at most
     * `limit`: the rarest stem's verses, looked up in the other stems' postings (rarest first, each from
     * where the previous verse was found), then checked for the offsets.
     */
    phrase(translation: Translation, stems: readonly string[], limit: number): number[] {
      return occurrences(indexes.get(translation)!, stems, limit).docs.map((doc) => verseIds[doc]!);
    },

    /** The verses holding any of `phrases` (each a list of stems, one after another) in `translation`, by id. */
    versesWithAny(translation: Translation, phrases: readonly (readonly string[])[]): Set<number> {
      const index = indexes.get(translation)!;
      const found = new Set<number>();
      for (const phrase of phrases) for (const doc of occurrences(index, phrase).docs) found.add(verseIds[doc]!);
      return found;
    },

    /**
     * The verses matching every group (`all`) or any group (`any`), where a group matches a verse that
     * holds any of its phrases, best first by bm25 over all the phrases, ties by verse id, at most
     * `limit`: the rows and the order FTS5 gives for `("a" OR "b c") AND "d"` (or OR) ranked by bm25,
     * to the last bit (a test compares them).
     */
    match(translation: Translation, groups: readonly (readonly (readonly string[])[])[], mode: 'all' | 'any', limit: number): Bm25Hit[] {
      const index = indexes.get(translation)!;
      const n = index.ids.length;
      const matched = new Uint16Array(n);
      const phrases = groups.flatMap((group) => {
        const found = group.map((phrase) => occurrences(index, phrase));
        const inGroup = new Set(found.flatMap((o) => o.docs));
        for (const doc of inGroup) matched[doc]!++;
        return found;
      });
      const wanted = mode === 'all' ? groups.length : 1;
      const candidates: number[] = [];
      for (let doc = 0; doc < n; doc++) if (matched[doc]! >= wanted && groups.length > 0) candidates.push(doc);
      // FTS5's bm25: phrase by phrase, in query order, with its own association of the terms.
      const scores = new Float64Array(n);
      for (const { docs, tfs } of phrases) {
        const weight = idf(n, docs.length);
        docs.forEach((doc, i) => {
          if (matched[doc]! < wanted) return;
          const tf = tfs[i]!;
          scores[doc]! += weight * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * index.lengths[doc]!) / index.averageLength)));
        });
      }
      return topByScore(candidates, scores, limit).map((doc) => ({ id: verseIds[doc]!, score: scores[doc]! }));
    },

    /**
     * The verses where, for some pair, both stems stand within `proximity` tokens of each other, best
     * first, at most `limit`: the rows and the order FTS5 gives for `NEAR("a" "b", proximity) OR …`
     * ranked by bm25 (a test compares them), from the positions in memory: FTS5 took 1-2 ms a query
     * reading them from its index.
     */
    near(translation: Translation, pairs: readonly (readonly [string, string])[], proximity: number, limit: number): Bm25Hit[] {
      const index = indexes.get(translation)!;
      // FTS5 scores every phrase of the query: two per pair, in query order, each with its own idf
      // and with only its occurrences that take part in a NEAR match counted.
      const phrases = pairs.flat();
      const postings = phrases.map((stem) => index.terms.get(stem));
      const idfs = postings.map((p) => idf(index.ids.length, p?.docs.length ?? 0));
      const freqs = new Map<number, Float64Array>();
      pairs.forEach((_, g) => {
        const [a, b] = [postings[2 * g], postings[2 * g + 1]];
        if (!a || !b) return;
        forCommonDocs(a, b, (doc, aOffsets, bOffsets) => {
          const [fa, fb] = nearCounts(aOffsets, bOffsets, proximity);
          if (fa === 0) return;
          let row = freqs.get(doc);
          if (!row) freqs.set(doc, (row = new Float64Array(phrases.length)));
          row[2 * g] = fa;
          row[2 * g + 1] = fb;
        });
      });
      const scores = new Float64Array(verseIds.length);
      for (const [doc, row] of freqs) {
        const norm = K1 * (1 - B + (B * index.lengths[doc]!) / index.averageLength);
        let score = 0;
        // FTS5's association, to the last bit: tied verses then fall in its order (by verse id).
        for (let i = 0; i < row.length; i++) score += idfs[i]! * ((row[i]! * (K1 + 1)) / (row[i]! + norm));
        scores[doc] = score;
      }
      return topByScore([...freqs.keys()], scores, limit).map((doc) => ({ id: verseIds[doc]!, score: scores[doc]! }));
    },
  };
}

export type Bm25Index = ReturnType<typeof createBm25Index>;

/**
 * Where a phrase (stems one after another) occurs in one translation: the verses' positions,
 * ascending, and how often it starts in each; the rarest stem's verses are looked up in the other
 * stems' postings (rarest first, each from where the previous verse was found), then checked for the
 * offsets. At most `limit` verses.
 */
function occurrences(index: TranslationIndex, stems: readonly string[], limit = Infinity): { docs: number[]; tfs: number[] } {
  const postings = stems.map((stem) => index.terms.get(stem));
  const found = { docs: [] as number[], tfs: [] as number[] };
  if (postings.length === 0 || !postings.every((p) => p !== undefined)) return found;
  if (postings.length === 1) {
    const only = postings[0]!;
    const count = Math.min(limit, only.docs.length);
    return { docs: Array.from(only.docs.subarray(0, count)), tfs: Array.from(only.tfs.subarray(0, count)) };
  }
  const byRarity = postings.map((_, i) => i).sort((a, b) => postings[a]!.docs.length - postings[b]!.docs.length);
  const cursor = new Uint32Array(postings.length);
  verses: for (const doc of postings[byRarity[0]!]!.docs) {
    for (const i of byRarity) {
      const docs = postings[i]!.docs;
      cursor[i] = seek(docs, doc, cursor[i]!);
      if (docs[cursor[i]!] !== doc) continue verses;
    }
    const offsets = postings.map((p, i) => {
      const starts = startsOf(p!);
      return p!.offsets.subarray(starts[cursor[i]!]!, starts[cursor[i]! + 1]!);
    });
    const tf = offsets[0]!.filter((start) => offsets.every((o, i) => o.includes(start + i))).length;
    if (tf === 0) continue;
    found.docs.push(doc);
    found.tfs.push(tf);
    if (found.docs.length === limit) break;
  }
  return found;
}

/** Adds each verse's bm25 score for `stems` in one translation to `scores`, noting verses first scored in `touched`. */
function addScores(index: TranslationIndex, stems: ReadonlySet<string>, scores: Float64Array, touched: number[]): void {
  for (const stem of stems) {
    const postings = index.terms.get(stem);
    if (!postings) continue;
    const n = postings.docs.length;
    const termIdf = idf(index.ids.length, n);
    for (let i = 0; i < n; i++) {
      const doc = postings.docs[i]!;
      const tf = postings.tfs[i]!;
      if (scores[doc] === 0) touched.push(doc);
      scores[doc]! += termScore(termIdf, tf, index.lengths[doc]!, index.averageLength);
    }
  }
}
