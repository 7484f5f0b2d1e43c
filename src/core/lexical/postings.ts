import type { Postings as StoredPostings, StemPostingLists } from '../verses-db/stem-postings.ts';

// Walking stemmed postings (verse positions, frequencies, token offsets) as FTS5 does.

export interface Postings extends StoredPostings {
  /** Where verse i's offsets begin in `offsets`: running sums of `tfs`, made on first use. */
  starts?: Uint32Array;
}

/** FTS5's idf: verses in all, verses holding the phrase; never below a tiny positive floor. */
export function idf(count: number, n: number): number {
  return Math.max(1e-6, Math.log((count - n + 0.5) / (n + 0.5)));
}

/** FTS5's bm25 constants, so the ranking is the one `ORDER BY bm25(...)` gives. */
export const K1 = 1.2;
export const B = 0.75;

/** bm25's share for one term in one verse: its idf, its frequency there, the verse's length against the average. */
export function termScore(termIdf: number, tf: number, length: number, averageLength: number): number {
  return (termIdf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength));
}

/**
 * Groups one translation's stems, verse by verse (`verseStems[i]`: the i-th verse's stems in order),
 * into each stem's posting list: the verses holding it, ascending, its frequency and its token
 * offsets in each. The build writes them (stem_postings) and scores them (any-translation-scores.ts).
 */
export function groupPostings(verseStems: readonly (readonly string[])[]): StemPostingLists {
  const terms = new Map<string, { docs: number[]; tfs: number[]; offsets: number[] }>();
  verseStems.forEach((stems, doc) => {
    stems.forEach((stem, offset) => {
      let p = terms.get(stem);
      if (!p) terms.set(stem, (p = { docs: [], tfs: [], offsets: [] }));
      if (p.docs.at(-1) === doc) p.tfs[p.tfs.length - 1]!++;
      else {
        p.docs.push(doc);
        p.tfs.push(1);
      }
      p.offsets.push(offset);
    });
  });
  return { lengths: verseStems.map((stems) => stems.length), terms };
}

export function startsOf(postings: Postings): Uint32Array {
  if (!postings.starts) {
    const starts = new Uint32Array(postings.tfs.length + 1);
    for (let i = 0; i < postings.tfs.length; i++) starts[i + 1] = starts[i]! + postings.tfs[i]!;
    postings.starts = starts;
  }
  return postings.starts;
}

/** The first index at or after `from` whose verse is not before `doc` (galloping, then binary search). */
export function seek(docs: Uint16Array, doc: number, from: number): number {
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
export function forCommonDocs(a: Postings, b: Postings, each: (doc: number, aOffsets: Uint8Array, bOffsets: Uint8Array) => void): void {
  const [aStarts, bStarts] = [startsOf(a), startsOf(b)];
  for (let i = 0, j = 0; i < a.docs.length && j < b.docs.length;) {
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
export function nearCounts(a: Uint8Array, b: Uint8Array, proximity: number): [number, number] {
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
    if (a[i] !== lastA) {
      fa++;
      lastA = a[i]!;
    }
    if (b[j] !== lastB) {
      fb++;
      lastB = b[j]!;
    }
    // Advance whichever has the smaller next offset (the first list on a tie).
    const nextA = i + 1 < a.length ? a[i + 1]! : Infinity;
    const nextB = j + 1 < b.length ? b[j + 1]! : Infinity;
    if (nextA === Infinity && nextB === Infinity) return [fa, fb];
    if (nextB < nextA) j++;
    else i++;
  }
}

/** The `limit` best of `docs` by score, ties by position (= verse id order), best first. */
export function topByScore(docs: number[], scores: Float64Array, limit: number): number[] {
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
  if (docs.length > limit * 4) {
    // Keep only what can make the cut: the limit-th best score bounds it from below. Selected, not
    // sorted: a common word touches 10-30 thousand verses (searchAnyTranslation), and sorting them
    // all took more of search-ai's time than the selection and the final sort together.
    const values = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) values[i] = scores[docs[i]!]!;
    const threshold = kthLargest(values, limit);
    const kept: number[] = [];
    for (const d of docs) if (scores[d]! >= threshold) kept.push(d);
    docs = kept;
  }
  return docs.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0)).slice(0, limit);
}

/** The k-th largest of `values` (1 ≤ k ≤ length), by Hoare's selection; reorders `values`. */
export function kthLargest(values: Float64Array, k: number): number {
  const target = values.length - k;
  let lo = 0;
  let hi = values.length - 1;
  while (lo < hi) {
    const pivot = values[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i++] = values[j]!;
        values[j--] = t;
      }
    }
    if (target <= j) hi = j;
    else if (target >= i) lo = i;
    else break;
  }
  return values[target]!;
}
