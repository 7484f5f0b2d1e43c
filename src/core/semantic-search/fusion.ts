/** One ranked list of verse ids (best first) and how much it counts in the fusion. */
export interface RankedList {
  ids: readonly number[];
  weight: number;
}

export interface Fused {
  id: number;
  /** 0..1: 1 when the verse is first in every list. */
  score: number;
}

/** Damps the difference between the very top ranks; 20 measured best on the tuning topics (60 is the common default). */
export const RRF_K = 20;

/**
 * Weighted reciprocal rank fusion: a verse earns `weight / (RRF_K + rank)` from each list it is in.
 * The sum is divided by the most any verse could earn (first everywhere), so scores are in 0..1,
 * grow with agreement between the lists and mean the same thing for every query.
 */
export function fuse(lists: readonly RankedList[], k = RRF_K): Fused[] {
  const scores = new Map<number, number>();
  let best = 0;
  for (const list of lists) {
    best += list.weight / (k + 1);
    list.ids.forEach((id, i) => scores.set(id, (scores.get(id) ?? 0) + list.weight / (k + i + 1)));
  }
  return [...scores].map(([id, score]) => ({ id, score: best > 0 ? Math.min(1, score / best) : 0 })).sort((a, b) => b.score - a.score || a.id - b.id);
}
