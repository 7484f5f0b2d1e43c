import { REPRESENTATIONS, VARIANTS, type Representation, type Variant } from '../index-db/schema.ts';
import { readFloatRows, readMatrix, type IndexDb } from '../index-db/store.ts';
import { bufferOf } from '../verses-db/blobs.ts';
import { contextMatrix } from '../semantic-index/context-vectors.ts';
import { createHammingScanner, type HammingScanner } from './hamming.ts';
import { createInt8Matrix, type Int8Matrix } from './int8-matrix.ts';
import { binarize, dotRow, float32FromBlob } from '../embeddings/vector-math.ts';

export interface Neighbour {
  id: number;
  /** Cosine similarity with the query, -1..1. */
  similarity: number;
}

/** Candidates taken from the bit index before exact re-scoring; the recall benchmark tunes it. */
export const DEFAULT_CANDIDATES = 400;

export type { Representation };

/** One representation's rows: int8 values with a scale each, and a scanner over their sign bits. */
interface QuantizedMatrix {
  values: Int8Matrix;
  scales: Float32Array;
  center: Float32Array;
  scanner: HammingScanner;
}

interface VariantVectors {
  ids: Int32Array;
  rowOf: Map<number, number>;
  matrices: Record<Representation, QuantizedMatrix>;
}

/**
 * Nearest verses by meaning, by a verse's own vector or by its context vector. A Hamming scan over
 * sign bits (64 bytes a verse; also stored as sqlite-vec `bit[]` tables, which the tests check the
 * scan against) picks candidates; they are re-scored with int8 vectors held in memory (a quarter of
 * float32's size). The scan is ours: sqlite-vec's KNN took 19 ms for the 400 candidates recall
 * needs, a popcount scan of all 31,102 rows 2.5 ms in JS and a fraction of a millisecond in
 * WebAssembly SIMD (hamming.ts; see README). Theme-filtered searches re-score the theme's verses directly.
 */
export function createVectorSearch(db: IndexDb, dimensions: number) {
  const words = dimensions / 32;
  const vectors = new Map<Variant, VariantVectors>();
  for (const variant of VARIANTS) {
    let ids = new Int32Array(0);
    const matrices = {} as Record<Representation, QuantizedMatrix>;
    for (const representation of REPRESENTATIONS) {
      const stored = readMatrix(db, variant, representation);
      ids = new Int32Array(bufferOf(stored.ids));
      const bits = new Uint32Array(bufferOf(stored.bits));
      matrices[representation] = {
        values: createInt8Matrix(new Int8Array(bufferOf(stored.int8)), dimensions),
        scales: new Float32Array(bufferOf(stored.scales)),
        center: new Float32Array(bufferOf(stored.center)),
        scanner: createHammingScanner(bits, words),
      };
    }
    vectors.set(variant, { ids, rowOf: new Map(Array.from(ids, (id, i) => [id, i])), matrices });
  }

  // Float32 rows for exact search, read on first use only (the benchmark and tests; 64 MB a variant).
  const exact = new Map<`${Variant}:${Representation}`, { ids: Int32Array; matrix: Float32Array }>();
  function exactRows(variant: Variant, representation: Representation) {
    const key = `${variant}:${representation}` as const;
    let rows = exact.get(key);
    if (!rows) {
      const stored = readFloatRows(db, variant);
      const ids = Int32Array.from(stored, (r) => r.id);
      const matrix = new Float32Array(stored.length * dimensions);
      stored.forEach((r, i) => matrix.set(float32FromBlob(r.vector), i * dimensions));
      rows = { ids, matrix: representation === 'context' ? contextMatrix(ids, matrix, null, dimensions) : matrix };
      exact.set(key, rows);
    }
    return rows;
  }

  function rescore(v: VariantVectors, m: QuantizedMatrix, query: Float32Array, rows: ArrayLike<number>, k: number): Neighbour[] {
    const dots = m.values.dots(query, rows);
    const scored = Array.from(rows, (row, i): Neighbour => ({ id: v.ids[row]!, similarity: dots[i]! * m.scales[row]! }));
    scored.sort((a, b) => b.similarity - a.similarity || a.id - b.id);
    return scored.slice(0, k);
  }

  /**
   * Adds a verse's own vector (from int8) to `sum`, in place, without a copy: the feedback of a
   * short query sums twenty of them (feedback.ts). False for a verse the index lacks.
   */
  function addVectorOf(variant: Variant, id: number, sum: Float32Array): boolean {
    const v = vectors.get(variant)!;
    const row = v.rowOf.get(id);
    if (row === undefined) return false;
    const { values, scales } = v.matrices.verse;
    const stored = values.row(row);
    const scale = scales[row]!;
    for (let i = 0; i < stored.length; i++) sum[i]! += stored[i]! * scale;
    return true;
  }

  return {
    dimensions,
    verseCount: vectors.get(VARIANTS[0])!.ids.length,

    /**
     * The k verses nearest to `query` in one variant's vectors, most similar first: by context
     * vectors (search) unless `representation` is `verse` (a verse's own meaning, "more like this").
     */
    search(
      variant: Variant,
      query: Float32Array,
      k: number,
      options: { candidates?: number; within?: ReadonlySet<number>; representation?: Representation } = {},
    ): Neighbour[] {
      const v = vectors.get(variant)!;
      const m = v.matrices[options.representation ?? 'context'];
      if (options.within) {
        const rows = [...options.within].map((id) => v.rowOf.get(id)).filter((r): r is number => r !== undefined);
        return rescore(v, m, query, rows, k);
      }
      const candidates = Math.max(k, options.candidates ?? DEFAULT_CANDIDATES);
      const queryBits = binarize(query, m.center);
      return rescore(v, m, query, m.scanner.nearest(new Uint32Array(queryBits.buffer, queryBits.byteOffset, words), candidates), k);
    },

    /** Hamming distances from a sign-bit code (sqlite-vec's `bit[]` layout) to every verse's, by verse id; tests check them against sqlite-vec. */
    bitDistances(variant: Variant, representation: Representation, code: Uint8Array): Map<number, number> {
      const v = vectors.get(variant)!;
      const distances = v.matrices[representation].scanner.distances(new Uint32Array(bufferOf(code)));
      return new Map(Array.from(v.ids, (id, i) => [id, distances[i]!]));
    },

    /** Exact float32 search over every verse: the reference the quantised search is measured against. */
    exactSearch(variant: Variant, query: Float32Array, k: number, representation: Representation = 'context'): Neighbour[] {
      const { ids, matrix } = exactRows(variant, representation);
      return Array.from(ids, (id, row) => ({ id, similarity: dotRow(query, matrix, row, dimensions) }))
        .sort((a, b) => b.similarity - a.similarity || a.id - b.id)
        .slice(0, k);
    },

    addVectorOf,

    /** A verse's own vector (from int8), for "more like this". */
    vectorOf(variant: Variant, id: number): Float32Array | undefined {
      const vector = new Float32Array(dimensions);
      return addVectorOf(variant, id, vector) ? vector : undefined;
    },
  };
}

export type VectorSearch = ReturnType<typeof createVectorSearch>;
