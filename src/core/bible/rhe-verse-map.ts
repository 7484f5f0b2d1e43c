/**
 * The Douay-Rheims under the KJV's verse ids. Its source follows the Vulgate: psalm titles counted as
 * verses, verses split and joined differently, verses and whole psalms across other chapter breaks.
 * Trusting its numbers shows verses beside the wrong ones (even in chapters as long as the KJV's), and
 * a hand-typed table would be one more thing to get wrong; so each book is aligned by its words: both
 * are old English renderings and share most names and nouns. A verse whose place is not certain is
 * left out, and the reader shows the KJV's there, as for any verse a translation lacks.
 */
import { PLACEHOLDER_TEXT, type SourceVerse } from './sources.ts';
import { chapterKey } from './verse-id.ts';
import { vocabularyOf } from './verse-terms.ts';

/** One or two Douay-Rheims verses paired with one or two KJV verses (indices into the lists aligned). */
export interface Link {
  dr: number[];
  kjv: number[];
  /** Weighted Dice overlap of their terms, 0..1. */
  similarity: number;
  /** `words`: their words agree (`CONFIDENT`); `order`: the verses around them leave each no other partner. */
  evidence: 'words' | 'order';
}

/** A pair's overlap from which its words alone place it. */
export const CONFIDENT = 0.3;
/** The least overlap of a pair placed by its order alone, where the source numbers it otherwise than the KJV. */
export const WEAKEST = 0.1;
/** The most verses placed by their order alone between two pairs placed by their words, where the numbers differ. */
export const MAX_GAP = 3;
/** A leftover pair outside the order (the source's Psalm 11 interleaves 10 and 11) is kept from this overlap, each the other's best. */
export const OUT_OF_ORDER = 0.5;

/** The dynamic programme's knobs: a link scores its overlap less `FLOOR`, plus a bonus where the numbers agree. */
const FLOOR = 0.1;
const SAME_NUMBER = 0.1;
/** How many chapters before and after its own a Douay-Rheims verse may be paired with (its Psalm 152 is the KJV's 150). */
const CHAPTERS_BEFORE = 2;
const CHAPTERS_AFTER = 1;

interface Bag {
  terms: Int32Array;
  weight: number;
}

/**
 * Aligns `dr` onto `kjv` (each one book, or a few verses, in canonical order). A monotonic alignment,
 * as for sequences: each Douay-Rheims verse is paired with one KJV verse, or two of them with one, or
 * one with two, or left out (a psalm title, a verse the KJV lacks); pairs score by how much their
 * words overlap, and a small bonus where the source's number is the KJV's. Then only what is certain
 * is kept (see `keepCertain`), and leftovers that are each other's best match, out of order, are added.
 */
export function alignVerses(dr: readonly SourceVerse[], kjv: readonly SourceVerse[], vocabulary = vocabularyOf([...dr, ...kjv])): Link[] {
  const { termsOf, weights: w } = vocabulary;
  const termIds = new Map<string, number>();
  const weightOf: number[] = [];
  const bag = (terms: Iterable<string>): Bag => {
    const ids: number[] = [];
    let total = 0;
    for (const t of terms) {
      let id = termIds.get(t);
      if (id === undefined) {
        termIds.set(t, (id = weightOf.length));
        weightOf.push(w.get(t) ?? Math.log(2));
      }
      ids.push(id);
      total += weightOf[id]!;
    }
    return { terms: Int32Array.from(ids), weight: total };
  };
  const drTerms = dr.map(termsOf);
  const kjvTerms = kjv.map(termsOf);
  // bags[i] is verse i; pairs[i] is verses i-1 and i together.
  const drBags = drTerms.map((t) => bag(t));
  const kjvBags = kjvTerms.map((t) => bag(t));
  const drPairs = drTerms.map((t, i) => (i ? bag(new Set([...drTerms[i - 1]!, ...t])) : undefined));
  const kjvPairs = kjvTerms.map((t, i) => (i ? bag(new Set([...kjvTerms[i - 1]!, ...t])) : undefined));

  const mark = new Float64Array(weightOf.length);
  const markPair = new Float64Array(weightOf.length);
  const setMarks = (b: Bag | undefined, marks: Float64Array, on: boolean) => {
    if (b) for (const t of b.terms) marks[t] = on ? weightOf[t]! : 0;
  };
  const shared = (b: Bag, marks: Float64Array) => {
    let sum = 0;
    for (const t of b.terms) sum += marks[t]!;
    return sum;
  };
  const dice = (a: Bag, b: Bag, marks: Float64Array) => (a.weight + b.weight === 0 ? 0 : (2 * shared(b, marks)) / (a.weight + b.weight));
  const similarity = (d: number[], k: number[]) => {
    const a = d.length === 2 ? drPairs[d[1]!]! : drBags[d[0]!]!;
    const b = k.length === 2 ? kjvPairs[k[1]!]! : kjvBags[k[0]!]!;
    setMarks(a, mark, true);
    const s = dice(a, b, mark);
    setMarks(a, mark, false);
    return s;
  };

  // The KJV verses each Douay-Rheims verse may be paired with, [lo, hi): a few chapters around its own.
  const n = dr.length;
  const m = kjv.length;
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0, a = 0, b = 0; i < n; i++) {
    const c = chapterKey(dr[i]!.id);
    while (a < m && chapterKey(kjv[a]!.id) < c - CHAPTERS_BEFORE) a++;
    b = Math.max(a, b);
    while (b < m && chapterKey(kjv[b]!.id) <= c + CHAPTERS_AFTER) b++;
    [lo[i], hi[i]] = [a, b];
  }
  const reaches = (i: number, k: number) => k >= lo[i]! && k < hi[i]!;

  // score[i][j]: the best alignment of the first i Douay-Rheims and the first j KJV verses, kept for
  // row i only over j in [lo, hi] of verse i-1. Left of that, verse i-1 could only have been skipped,
  // so the row below holds the value (carried along); right of it, no verse so far could pair with the
  // KJV's, so the value is the band's last. Three rows are kept, and the moves of every band.
  const [SKIP_DR, SKIP_KJV, ONE, SPLIT, JOIN] = [0, 1, 2, 3, 4];
  const rowFrom = (i: number) => (i ? lo[i - 1]! : 0);
  const rowTo = (i: number) => (i ? hi[i - 1]! : 0);
  const moveAt = new Int32Array(n + 2);
  for (let i = 0; i <= n; i++) moveAt[i + 1] = moveAt[i]! + rowTo(i) - rowFrom(i) + 1;
  const move = new Uint8Array(moveAt[n + 1]!);
  let [rows2, rows1, rows0] = [new Float64Array(m + 1), new Float64Array(m + 1), new Float64Array(m + 1)];
  // What each KJV verse shares with this Douay-Rheims verse and with the one before: a pair of verses
  // shares at most the sum, so a split or a join that could not score above `FLOOR` is not computed.
  let overlap = new Float64Array(m);
  let overlapBefore = new Float64Array(m);
  for (let i = 1; i <= n; i++) {
    const d = drBags[i - 1]!;
    const dp = drPairs[i - 1];
    setMarks(d, mark, true);
    setMarks(dp, markPair, true);
    [overlap, overlapBefore] = [overlapBefore, overlap];
    [rows2, rows1, rows0] = [rows1, rows0, rows2];
    const [from, to] = [lo[i - 1]!, hi[i - 1]!];
    const [to1, to2] = [rowTo(i - 1), i >= 2 ? rowTo(i - 2) : 0];
    for (let j = rowFrom(Math.max(0, i - 3)); j < from; j++) rows0[j] = rows1[Math.min(j, to1)]!;
    const moves = moveAt[i]! - from;
    for (let j = from; j <= to; j++) {
      let best = rows1[Math.min(j, to1)]!;
      let how = SKIP_DR;
      if (j > 0 && rows0[j - 1]! > best) {
        best = rows0[j - 1]!;
        how = SKIP_KJV;
      }
      const k = j - 1;
      if (k >= from) {
        const kb = kjvBags[k]!;
        overlap[k] = shared(kb, mark);
        const sum = d.weight + kb.weight;
        const one = rows1[Math.min(k, to1)]! + (sum ? (2 * overlap[k]!) / sum : 0) - FLOOR + (dr[i - 1]!.id === kjv[k]!.id ? SAME_NUMBER : 0);
        if (one > best) {
          best = one;
          how = ONE;
        }
        const kp = kjvPairs[k];
        if (kp && k > from && (2 * (overlap[k - 1]! + overlap[k]!)) / (d.weight + kp.weight) > FLOOR) {
          const split = rows1[Math.min(k - 1, to1)]! + dice(d, kp, mark) - FLOOR;
          if (split > best) {
            best = split;
            how = SPLIT;
          }
        }
        if (dp && reaches(i - 2, k) && (2 * (overlapBefore[k]! + overlap[k]!)) / (dp.weight + kb.weight) > FLOOR) {
          const join = rows2[Math.min(k, to2)]! + dice(dp, kb, markPair) - FLOOR;
          if (join > best) {
            best = join;
            how = JOIN;
          }
        }
      }
      rows0[j] = best;
      move[moves + j] = how;
    }
    setMarks(d, mark, false);
    setMarks(dp, markPair, false);
  }

  const path: Omit<Link, 'evidence'>[] = [];
  for (let i = n, j = m; i > 0 || j > 0;) {
    if (j > rowTo(i)) {
      j = rowTo(i);
      continue;
    }
    const how = j < rowFrom(i) ? SKIP_DR : move[moveAt[i]! - rowFrom(i) + j]!;
    const [di, dj] = how === SKIP_DR ? [1, 0] : how === SKIP_KJV ? [0, 1] : how === ONE ? [1, 1] : how === SPLIT ? [1, 2] : [2, 1];
    if (how >= ONE) {
      const d = Array.from({ length: di }, (_, x) => i - di + x);
      const k = Array.from({ length: dj }, (_, x) => j - dj + x);
      path.push({ dr: d, kjv: k, similarity: similarity(d, k) });
    }
    [i, j] = [i - di, j - dj];
  }
  const kept = keepCertain(
    path.reverse(),
    n,
    m,
    (d, k) => similarity([d], [k]),
    (d, k) => dr[d]!.id === kjv[k]!.id,
  );

  // Leftovers out of order: a pair kept only if each is the other's best, in reach, and they agree well.
  const usedDr = new Set(kept.flatMap((l) => l.dr));
  const usedKjv = new Set(kept.flatMap((l) => l.kjv));
  // The one candidate that agrees best, from `OUT_OF_ORDER`; none if two agree as well (Numbers 7 repeats its verses).
  const best = (from: number, candidates: Iterable<number>, sim: (a: number, b: number) => number) => {
    let [top, second, at] = [0, 0, -1];
    for (const c of candidates) {
      const s = sim(from, c);
      if (s > top) [top, second, at] = [s, top, c];
      else if (s > second) second = s;
    }
    return top >= OUT_OF_ORDER && top > second ? at : -1;
  };
  const drLeft = dr.map((_, i) => i).filter((i) => !usedDr.has(i));
  const kjvLeft = kjv.map((_, k) => k).filter((k) => !usedKjv.has(k));
  for (const d of drLeft) {
    const k = best(
      d,
      kjvLeft.filter((k) => reaches(d, k)),
      (a, b) => similarity([a], [b]),
    );
    if (k < 0) continue;
    const back = best(
      k,
      drLeft.filter((e) => reaches(e, k)),
      (b, a) => similarity([a], [b]),
    );
    if (back === d) kept.push({ dr: [d], kjv: [k], similarity: similarity([d], [k]), evidence: 'words' });
  }
  return kept.sort((a, b) => a.kjv[0]! - b.kjv[0]!);
}

/**
 * The alignment's pairs that are certain. One whose words agree (`CONFIDENT`) is kept. Between two
 * such pairs (or the book's start or end), where as many Douay-Rheims verses as KJV verses remain,
 * their order leaves each verse one partner: they are paired in order, and a pair is kept where the
 * source numbers it as the KJV does, or, in a gap of at most `MAX_GAP`, where it shares some words
 * (`WEAKEST`). The rest is left out: a verse whose place is a guess is better missing than beside the
 * wrong verse.
 */
export function keepCertain(
  path: readonly Omit<Link, 'evidence'>[],
  drCount: number,
  kjvCount: number,
  similarity: (dr: number, kjv: number) => number,
  sameNumber: (dr: number, kjv: number) => boolean,
): Link[] {
  const kept: Link[] = [];
  let [i0, j0] = [-1, -1];
  const fill = (i1: number, j1: number) => {
    const gap = i1 - i0 - 1;
    if (gap < 1 || gap !== j1 - j0 - 1) return;
    for (let x = 1; x <= gap; x++) {
      const s = similarity(i0 + x, j0 + x);
      if (sameNumber(i0 + x, j0 + x) || (gap <= MAX_GAP && s >= WEAKEST)) kept.push({ dr: [i0 + x], kjv: [j0 + x], similarity: s, evidence: 'order' });
    }
  };
  for (const link of path) {
    if (link.similarity < CONFIDENT) continue;
    fill(link.dr[0]!, link.kjv[0]!);
    kept.push({ ...link, evidence: 'words' });
    [i0, j0] = [link.dr.at(-1)!, link.kjv.at(-1)!];
  }
  fill(drCount, kjvCount);
  return kept;
}

export interface RheMap {
  /** The Douay-Rheims verses under KJV ids, in id order. */
  verses: SourceVerse[];
  /** Pairs kept by their words, by their order, one verse stored for two KJV verses, two joined for one. */
  counts: { words: number; order: number; split: number; joined: number };
}

/**
 * The Douay-Rheims (`rhe`, its own numbering, deduplicated) under the KJV's ids, aligned book by book.
 * Where one of its verses spans two KJV verses, its text is stored once, under the first, and the
 * second is left absent: the text shown at that number begins with that verse, and no text appears
 * twice (twice would show it beside the second number too, and count it twice in search). Where two of
 * its verses make one KJV verse, they are joined under it.
 */
export function rheUnderKjvIds(rhe: readonly SourceVerse[], kjv: readonly SourceVerse[]): RheMap {
  const real = rhe.filter((v) => v.text !== PLACEHOLDER_TEXT);
  const vocabulary = vocabularyOf([...real, ...kjv]);
  const byBook = (list: readonly SourceVerse[]) => {
    const books = new Map<number, SourceVerse[]>();
    for (const v of [...list].sort((a, b) => a.id - b.id)) {
      const book = Math.floor(v.id / 1_000_000);
      (books.get(book) ?? books.set(book, []).get(book)!).push(v);
    }
    return books;
  };
  const [drBooks, kjvBooks] = [byBook(real), byBook(kjv)];
  const verses: SourceVerse[] = [];
  const counts = { words: 0, order: 0, split: 0, joined: 0 };
  for (const [book, kjvVerses] of kjvBooks) {
    const drVerses = drBooks.get(book) ?? [];
    for (const link of alignVerses(drVerses, kjvVerses, vocabulary)) {
      counts[link.evidence]++;
      if (link.kjv.length === 2) counts.split++;
      if (link.dr.length === 2) counts.joined++;
      verses.push(
        joined(
          kjvVerses[link.kjv[0]!]!.id,
          link.dr.map((i) => drVerses[i]!),
        ),
      );
    }
  }
  return { verses: verses.sort((a, b) => a.id - b.id), counts };
}

function joined(id: number, parts: readonly SourceVerse[]): SourceVerse {
  let text = '';
  const italics: SourceVerse['italics'] = [];
  for (const part of parts) {
    if (text) text += ' ';
    for (const [from, to] of part.italics) italics.push([from + text.length, to + text.length]);
    text += part.text;
  }
  return { id, text, italics, paragraph: parts[0]!.paragraph };
}
