import type { Translation } from '#shared/contract/bible.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { bufferOf } from '../db/blobs.ts';
import type { VersesDb } from '../db/open-verses-db.ts';
import { STEM_TOKENIZER } from '../db/verses-schema.ts';

/** FTS5's bm25 constants, so the ranking is the one `ORDER BY bm25(...)` gives. */
const K1 = 1.2;
const B = 0.75;

interface Postings {
  /** Verse positions (indexes into `ids`), ascending. */
  docs: Uint16Array;
  /** How often the term occurs in each of those verses. */
  tfs: Uint8Array;
  /** The token offset of each occurrence, verse after verse (`tfs[i]` of them for `docs[i]`). */
  offsets: Uint8Array;
  /** Where verse i's offsets begin in `offsets`: running sums of `tfs`, made on first use. */
  starts?: Uint32Array;
}

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
    const docs = db.prepare('SELECT verse_ids, lengths FROM stem_documents WHERE translation = ?').get(translation) as { verse_ids: Buffer; lengths: Buffer };
    const ids = new Int32Array(bufferOf(docs.verse_ids));
    const lengths = new Uint16Array(bufferOf(docs.lengths));
    const terms = new Map<string, Postings>();
    for (const row of db.prepare('SELECT term, docs, tfs, offsets FROM stem_postings WHERE translation = ?').all(translation) as (Record<'term', string> &
      Record<'docs' | 'tfs' | 'offsets', Buffer>)[]) {
      terms.set(row.term, { docs: new Uint16Array(bufferOf(row.docs)), tfs: new Uint8Array(bufferOf(row.tfs)), offsets: new Uint8Array(bufferOf(row.offsets)) });
    }
    const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);
    indexes.set(translation, { ids, lengths, averageLength, terms });
  }
  // Both translations follow the KJV's versification, so a position means the same verse in each.
  const verseIds = indexes.get(TRANSLATIONS[0])!.ids;
  if (!TRANSLATIONS.every((t) => indexes.get(t)!.ids.every((id, i) => id === verseIds[i]))) throw new Error('stem_documents: translations list different verses');

  // Query words are stemmed by FTS5's own tokenizer (a scratch table in the connection's temp
  // schema), so they meet the index's terms exactly, `worries` and `worried` alike as `worri`.
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.stem_scratch USING fts5(text, tokenize='${STEM_TOKENIZER}');
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.stem_scratch_terms USING fts5vocab(temp, stem_scratch, instance);`);
  const putScratch = db.prepare<[number, string]>('INSERT INTO temp.stem_scratch (rowid, text) VALUES (?, ?)');
  const readScratch = db.prepare<[], { doc: number; term: string }>('SELECT doc, term FROM temp.stem_scratch_terms ORDER BY doc, offset');
  const clearScratch = db.prepare('DELETE FROM temp.stem_scratch');

  /** The tokens FTS5 makes of each text, in order (a word usually gives one, punctuation none). */
  function tokensOfEach(texts: readonly string[]): string[][] {
    const out = texts.map((): string[] => []);
    texts.forEach((text, i) => putScratch.run(i + 1, text));
    try {
      for (const { doc, term } of readScratch.all()) out[doc - 1]!.push(term);
      return out;
    } finally {
      clearScratch.run();
    }
  }

  return {
    /** The stems of `words`, in order, each once. */
    stems(words: readonly string[]): string[] {
      return [...new Set(tokensOfEach([words.join(' ')])[0])];
    },

    /** Each word's stems, in order (usually one each). */
    stemsOfEach(words: readonly string[]): string[][] {
      return tokensOfEach(words);
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
     * The verses holding `stems` as a phrase (one after another, in order), in canonical order, at most
     * `limit`: the rarest stem's verses, looked up in the other stems' postings (rarest first, each from
     * where the previous verse was found), then checked for the offsets.
     */
    phrase(translation: Translation, stems: readonly string[], limit: number): number[] {
      const index = indexes.get(translation)!;
      const postings = stems.map((stem) => index.terms.get(stem));
      if (postings.length === 0 || !postings.every((p) => p !== undefined)) return [];
      const byRarity = postings.map((_, i) => i).sort((a, b) => postings[a]!.docs.length - postings[b]!.docs.length);
      const cursor = new Uint32Array(postings.length);
      const found: number[] = [];
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
        if (offsets[0]!.some((start) => offsets.every((o, i) => o.includes(start + i)))) found.push(verseIds[doc]!);
        if (found.length === limit) break;
      }
      return found;
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

/** FTS5's idf: verses in all, verses holding the phrase; never below a tiny positive floor. */
function idf(count: number, n: number): number {
  return Math.max(1e-6, Math.log((count - n + 0.5) / (n + 0.5)));
}

function startsOf(postings: Postings): Uint32Array {
  if (!postings.starts) {
    const starts = new Uint32Array(postings.tfs.length + 1);
    for (let i = 0; i < postings.tfs.length; i++) starts[i + 1] = starts[i]! + postings.tfs[i]!;
    postings.starts = starts;
  }
  return postings.starts;
}

/** The first index at or after `from` whose verse is not before `doc` (galloping, then binary search). */
function seek(docs: Uint16Array, doc: number, from: number): number {
  if (docs[from]! >= doc) return from;
  let step = 1;
  while (from + step < docs.length && docs[from + step]! < doc) step *= 2;
  let [lo, hi] = [from + (step >> 1), Math.min(from + step, docs.length)];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (docs[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Calls `each` for every verse both postings hold, with each term's offsets in it. */
function forCommonDocs(a: Postings, b: Postings, each: (doc: number, aOffsets: Uint8Array, bOffsets: Uint8Array) => void): void {
  const [aStarts, bStarts] = [startsOf(a), startsOf(b)];
  for (let i = 0, j = 0; i < a.docs.length && j < b.docs.length; ) {
    if (a.docs[i]! < b.docs[j]!) i++;
    else if (a.docs[i]! > b.docs[j]!) j++;
    else {
      each(a.docs[i]!, a.offsets.subarray(aStarts[i]!, aStarts[i + 1]!), b.offsets.subarray(bStarts[j]!, bStarts[j + 1]!));
      i++;
      j++;
    }
  }
}

/**
 * How many occurrences of each of two one-token phrases take part in a NEAR match (at most
 * `proximity` tokens between them), counted as FTS5's fts5ExprNearIsMatch does: both lists are
 * walked together; whenever the current pair lies within the window, each current offset is kept
 * (once); then the list whose next offset comes first advances.
 */
function nearCounts(a: Uint8Array, b: Uint8Array, proximity: number): [number, number] {
  const span = 1 + proximity;
  let [i, j] = [0, 0];
  let [fa, fb] = [0, 0];
  let [lastA, lastB] = [-1, -1];
  for (;;) {
    // Advance until the current offsets lie within one window ending at the larger of them.
    let max = Math.max(a[i]!, b[j]!);
    while (a[i]! < max - span) if (++i === a.length) return [fa, fb];
    while (b[j]! < max - span) if (++j === b.length) return [fa, fb];
    max = Math.max(a[i]!, b[j]!);
    if (a[i]! < max - span || b[j]! < max - span) continue;
    if (a[i] !== lastA) fa++, (lastA = a[i]!);
    if (b[j] !== lastB) fb++, (lastB = b[j]!);
    // Advance whichever has the smaller next offset (the first list on a tie).
    const nextA = i + 1 < a.length ? a[i + 1]! : Infinity;
    const nextB = j + 1 < b.length ? b[j + 1]! : Infinity;
    if (nextA === Infinity && nextB === Infinity) return [fa, fb];
    if (nextB < nextA) j++;
    else i++;
  }
}

export type Bm25Index = ReturnType<typeof createBm25Index>;

/** Adds each verse's bm25 score for `stems` in one translation to `scores`, noting verses first scored in `touched`. */
function addScores(index: TranslationIndex, stems: ReadonlySet<string>, scores: Float64Array, touched: number[]): void {
  const count = index.ids.length;
  for (const stem of stems) {
    const postings = index.terms.get(stem);
    if (!postings) continue;
    const n = postings.docs.length;
    const idf = Math.max(1e-6, Math.log((count - n + 0.5) / (n + 0.5)));
    for (let i = 0; i < n; i++) {
      const doc = postings.docs[i]!;
      const tf = postings.tfs[i]!;
      if (scores[doc] === 0) touched.push(doc);
      scores[doc]! += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * index.lengths[doc]!) / index.averageLength));
    }
  }
}

/** The `limit` best of `docs` by score, ties by position (= verse id order), best first. */
function topByScore(docs: number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  if (docs.length > limit * 4) {
    // Keep only what can make the cut: the limit-th best score bounds it from below.
    const threshold = Float64Array.from(docs, (d) => scores[d]!).sort().at(-limit)!;
    docs = docs.filter((d) => scores[d]! >= threshold);
  }
  return docs.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)).slice(0, limit);
}
