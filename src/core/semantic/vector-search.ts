import { bitTable, VARIANTS, vectorKeyRange, type IndexDb, type Variant } from './index-db.ts';
import { binarize, dotRow, float32FromBlob } from './vector-math.ts';

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
  /** Sign bits, `words` 32-bit words a row, in the same row order. */
  bits: Uint32Array;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * The rows nearest to `query` in Hamming distance, at least `count` of them (ties at the cut-off are
 * kept): a full popcount scan, then a histogram of distances finds the cut-off without sorting.
 */
function hammingCandidates(bits: Uint32Array, query: Uint32Array, count: number): number[] {
  const words = query.length;
  const rows = bits.length / words;
  const distances = new Uint16Array(rows);
  const histogram = new Uint32Array(words * 32 + 1);
  for (let row = 0; row < rows; row++) {
    let d = 0;
    const base = row * words;
    for (let w = 0; w < words; w++) d += popcount(bits[base + w]! ^ query[w]!);
    distances[row] = d;
    histogram[d]!++;
  }
  let cutoff = 0;
  for (let seen = 0; cutoff < histogram.length && seen + histogram[cutoff]! < count; cutoff++) seen += histogram[cutoff]!;
  const out: number[] = [];
  for (let row = 0; row < rows; row++) if (distances[row]! <= cutoff) out.push(row);
  return out;
}

/**
 * Nearest verses by meaning. A Hamming scan over sign bits (stored as sqlite-vec `bit[]`, 64 bytes a
 * verse) picks candidates; they are re-scored with int8 vectors held in memory (a quarter of
 * float32's size). The scan runs in JS: sqlite-vec's KNN took 19 ms for the 400 candidates recall
 * needs, a popcount scan of all 31,102 rows 3 ms (see README). Theme-filtered searches re-score the
 * theme's verses directly.
 */
export function createVectorSearch(db: IndexDb, dimensions: number) {
  const vectors = new Map<Variant, VariantVectors>();
  for (const variant of VARIANTS) {
    const { from, to } = vectorKeyRange(variant);
    const rows = db.prepare('SELECT key, int8, scale FROM vectors_int8 WHERE key BETWEEN ? AND ? ORDER BY key').all(from, to) as { key: number; int8: Buffer; scale: number }[];
    const values = new Int8Array(rows.length * dimensions);
    const scales = new Float32Array(rows.length);
    rows.forEach((row, i) => {
      values.set(new Int8Array(row.int8.buffer, row.int8.byteOffset, dimensions), i * dimensions);
      scales[i] = row.scale;
    });
    const ids = Int32Array.from(rows, (r) => r.key - from);
    const center = float32FromBlob((db.prepare('SELECT vector FROM centers WHERE variant = ?').get(variant) as { vector: Buffer }).vector);
    const rowOf = new Map(Array.from(ids, (id, i) => [id, i]));
    const words = dimensions / 32;
    const bits = new Uint32Array(ids.length * words);
    for (const row of db.prepare(`SELECT rowid AS id, embedding FROM ${bitTable(variant)}`).all() as { id: number; embedding: Buffer }[]) {
      const index = rowOf.get(row.id);
      if (index !== undefined) bits.set(new Uint32Array(new Uint8Array(row.embedding).buffer, 0, words), index * words);
    }
    vectors.set(variant, { ids, rowOf, values, scales, center, bits });
  }

  // Float32 rows for exact search, read on first use only (the benchmark and tests; 64 MB a variant).
  const exact = new Map<Variant, { ids: Int32Array; matrix: Float32Array }>();
  function exactRows(variant: Variant) {
    let rows = exact.get(variant);
    if (!rows) {
      const { from, to } = vectorKeyRange(variant);
      const stored = db.prepare('SELECT key, vector FROM vectors_f32 WHERE key BETWEEN ? AND ? ORDER BY key').all(from, to) as { key: number; vector: Buffer }[];
      const matrix = new Float32Array(stored.length * dimensions);
      stored.forEach((r, i) => matrix.set(float32FromBlob(r.vector), i * dimensions));
      rows = { ids: Int32Array.from(stored, (r) => r.key - from), matrix };
      exact.set(variant, rows);
    }
    return rows;
  }

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
      const candidates = Math.max(k, options.candidates ?? DEFAULT_CANDIDATES);
      const queryBits = binarize(query, v.center);
      const rows = hammingCandidates(v.bits, new Uint32Array(queryBits.buffer, queryBits.byteOffset, dimensions / 32), candidates);
      return rescore(v, query, rows, k);
    },

    /** Exact float32 search over every verse: the reference the quantised search is measured against. */
    exactSearch(variant: Variant, query: Float32Array, k: number): Neighbour[] {
      const { ids, matrix } = exactRows(variant);
      return Array.from(ids, (id, row) => ({ id, similarity: dotRow(query, matrix, row, dimensions) }))
        .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
        .slice(0, k);
    },

    /** A verse's own vector (from int8), for "more like this". */
    vectorOf(variant: Variant, id: number): Float32Array | undefined {
      const v = vectors.get(variant)!;
      const row = v.rowOf.get(id);
      if (row === undefined) return undefined;
      return Float32Array.from(v.values.subarray(row * dimensions, (row + 1) * dimensions), (x) => x * v.scales[row]!);
    },
  };
}

export type VectorSearch = ReturnType<typeof createVectorSearch>;
