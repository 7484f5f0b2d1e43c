import { bitTable, VARIANTS, type IndexDb, type Variant } from './index-db.ts';
import { binarize, dotRow, float32FromBlob, quantizeInt8, toBlob } from './vector-math.ts';

export interface Neighbour {
  id: number;
  /** Cosine similarity with the query, -1..1. */
  similarity: number;
}

/** Candidates taken from the bit index before exact re-scoring; the recall benchmark tunes it. */
export const DEFAULT_CANDIDATES = 400;

interface VariantVectors {
  ids: Int32Array;
  rowOf: Map<number, number>;
  values: Int8Array;
  scales: Float32Array;
  center: Float32Array;
}

/**
 * Nearest verses by meaning. A Hamming search over sign bits (sqlite-vec `bit[]`, 64 bytes a verse)
 * picks candidates; they are re-scored with int8 vectors held in memory (a quarter of float32's
 * size). Theme-filtered searches scan the theme's verses directly.
 */
export function createVectorSearch(db: IndexDb, dimensions: number) {
  const vectors = new Map<Variant, VariantVectors>();
  for (const variant of VARIANTS) {
    const rows = db.prepare('SELECT verse_id AS id, vector FROM embeddings WHERE variant = ? ORDER BY verse_id').all(variant) as { id: number; vector: Buffer }[];
    const values = new Int8Array(rows.length * dimensions);
    const scales = new Float32Array(rows.length);
    rows.forEach((row, i) => {
      const q = quantizeInt8(float32FromBlob(row.vector));
      values.set(q.values, i * dimensions);
      scales[i] = q.scale;
    });
    const ids = Int32Array.from(rows, (r) => r.id);
    const center = float32FromBlob((db.prepare('SELECT vector FROM centers WHERE variant = ?').get(variant) as { vector: Buffer }).vector);
    vectors.set(variant, { ids, rowOf: new Map(rows.map((r, i) => [r.id, i])), values, scales, center });
  }
  const knn = new Map(VARIANTS.map((v) => [v, db.prepare<[Buffer, number]>(`SELECT rowid AS id FROM ${bitTable(v)} WHERE embedding MATCH vec_bit(?) AND k = ?`)]));
  const exactVector = db.prepare<[Variant, number]>('SELECT vector FROM embeddings WHERE variant = ? AND verse_id = ?');

  function rescore(v: VariantVectors, query: Float32Array, rows: Iterable<number>, k: number): Neighbour[] {
    const scored: Neighbour[] = [];
    for (const row of rows) scored.push({ id: v.ids[row]!, similarity: dotRow(query, v.values, row, dimensions) * v.scales[row]! });
    scored.sort((a, b) => b.similarity - a.similarity || a.id - b.id);
    return scored.slice(0, k);
  }

  return {
    dimensions,
    verseCount: vectors.get(VARIANTS[0])!.ids.length,

    /** The k verses nearest to `query` in one variant's vectors, most similar first. */
    search(variant: Variant, query: Float32Array, k: number, options: { candidates?: number; within?: ReadonlySet<number> } = {}): Neighbour[] {
      const v = vectors.get(variant)!;
      if (options.within) {
        const rows = [...options.within].map((id) => v.rowOf.get(id)).filter((r): r is number => r !== undefined);
        return rescore(v, query, rows, k);
      }
      const candidates = Math.min(Math.max(k, options.candidates ?? DEFAULT_CANDIDATES), 4096);
      const hits = knn.get(variant)!.all(toBlob(binarize(query, v.center)), candidates) as { id: number }[];
      return rescore(v, query, hits.map((h) => v.rowOf.get(h.id)!), k);
    },

    /** Exact float32 search over every verse: the reference the quantised search is measured against. */
    exactSearch(variant: Variant, query: Float32Array, k: number): Neighbour[] {
      const rows = db.prepare('SELECT verse_id AS id, vector FROM embeddings WHERE variant = ?').all(variant) as { id: number; vector: Buffer }[];
      return rows
        .map((r) => ({ id: r.id, similarity: dotRow(query, float32FromBlob(r.vector), 0, dimensions) }))
        .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
        .slice(0, k);
    },

    /** A verse's own float32 vector, for "more like this". */
    vectorOf(variant: Variant, id: number): Float32Array | undefined {
      const row = exactVector.get(variant, id) as { vector: Buffer } | undefined;
      return row && float32FromBlob(row.vector);
    },
  };
}

export type VectorSearch = ReturnType<typeof createVectorSearch>;
