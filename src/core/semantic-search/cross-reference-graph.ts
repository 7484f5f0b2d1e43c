import { linksBothWays, readCrossReferences } from '../verses-db/cross-references.ts';
import type { VersesDb } from '../verses-db/open.ts';
import type { Fused } from './fusion.ts';

export interface SpreadOptions {
  /** How many of the ranking's first verses give (the seeds). */
  seeds: number;
  weight: number;
  /** A factor per verse position (see `positionOf`) on what each verse receives; 1 when absent. */
  gain?: Float64Array;
  /** Verses outside it receive nothing. */
  within?: ReadonlySet<number>;
}

export interface CrossReferenceGraph {
  /** The verses, canonical order; a verse's position is its index here. */
  readonly ids: Int32Array;
  positionOf(id: number): number | undefined;
  /** How many verses refer to this one (0 for a verse the graph does not know). */
  inDegree(id: number): number;
  readonly maxInDegree: number;
  /**
   * Re-scores a ranking (best first) by spreading relevance along the cross-references, both ways:
   * each seed gives `weight × score / √links` (times the receiver's gain) to every verse linked with
   * it, so a verse linked with many passes a little to each. Returns the ranking's verses and every
   * verse that received something, with their new scores, in no particular order.
   */
  spread(ranked: readonly Fused[], options: SpreadOptions): Fused[];
}

export function loadCrossReferenceGraph(db: VersesDb): CrossReferenceGraph {
  const stored = readCrossReferences(db);
  const { ids } = stored;
  const n = ids.length;
  const position = new Map(Array.from(ids, (id, i) => [id, i]));
  const { offsets, adjacency, inDegree } = linksBothWays(stored);
  const maxInDegree = inDegree.reduce((max, d) => Math.max(max, d), 0);

  // Reused across calls: score[p] for the positions in `touched`, zero everywhere else. Dense arrays,
  // because the ~1,700 verses a spread touches took 0.5 ms as Map entries.
  const score = new Float64Array(n);
  const touched: number[] = [];
  const touch = (p: number, add: number) => {
    if (!(add > 0)) return;
    if (score[p] === 0) touched.push(p);
    score[p]! += add;
  };

  return {
    ids,
    positionOf: (id) => position.get(id),
    inDegree: (id) => {
      const p = position.get(id);
      return p === undefined ? 0 : inDegree[p]!;
    },
    maxInDegree,
    spread(ranked, { seeds, weight, gain, within }) {
      const outside: Fused[] = [];
      for (const f of ranked) {
        const p = position.get(f.id);
        if (p === undefined || !(f.score > 0)) outside.push(f);
        else touch(p, f.score);
      }
      for (const seed of ranked.slice(0, seeds)) {
        const p = position.get(seed.id);
        if (p === undefined || !(seed.score > 0)) continue;
        const from = offsets[p]!;
        const to = offsets[p + 1]!;
        const share = (weight * seed.score) / Math.sqrt(to - from);
        for (let e = from; e < to; e++) {
          const v = adjacency[e]!;
          if (within && !within.has(ids[v]!)) continue;
          touch(v, gain ? share * gain[v]! : share);
        }
      }
      const result = outside.concat(touched.map((p) => ({ id: ids[p]!, score: score[p]! })));
      for (const p of touched) score[p] = 0;
      touched.length = 0;
      return result;
    },
  };
}
