import { chapterKey } from '../bible/verse-id.ts';

/**
 * How much each neighbouring verse (the one before and the one after, same chapter) adds to a verse's
 * context vector. A verse is often only half a thought ("For God so loved the world…" continues in
 * the next verse), and topical passages run over several verses. 0.6 measured best on the tuning
 * topics among 0.3, 0.6 and 1, and against adding verses two away (see README, "Semantic search").
 */
export const CONTEXT_WEIGHT = 0.6;

/**
 * The context vector of every verse: its own vector plus CONTEXT_WEIGHT times each neighbour's in the
 * same chapter, normalised. `rows` holds one vector a verse in `ids` order (verse id order), as
 * floats or as int8 with a scale a row.
 */
export function contextMatrix(ids: Int32Array, rows: Float32Array | Int8Array, scales: Float32Array | null, dimensions: number): Float32Array {
  const out = new Float32Array(ids.length * dimensions);
  for (let i = 0; i < ids.length; i++) {
    const chapter = chapterKey(ids[i]!);
    const t = i * dimensions;
    for (const [j, weight] of [
      [i, 1],
      [i - 1, CONTEXT_WEIGHT],
      [i + 1, CONTEXT_WEIGHT],
    ] as const) {
      if (j !== i && (j < 0 || j >= ids.length || chapterKey(ids[j]!) !== chapter)) continue;
      const w = weight * (scales ? scales[j]! : 1);
      const s = j * dimensions;
      for (let d = 0; d < dimensions; d++) out[t + d]! += w * rows[s + d]!;
    }
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += out[t + d]! * out[t + d]!;
    const inverse = 1 / (Math.sqrt(norm) || 1);
    for (let d = 0; d < dimensions; d++) out[t + d]! *= inverse;
  }
  return out;
}

export interface QuantizedRows {
  values: Int8Array;
  scales: Float32Array;
  /** The mean row, which the sign bits are taken around. */
  center: Float32Array;
  /** Sign bits of `row - center`, `dimensions / 32` words a row, lowest dimension in the lowest bit. */
  bits: Uint32Array;
}

/** Rows quantised as the index stores its own: int8 with a scale each (`row ≈ int8 × scale`), plus centred sign bits. */
export function quantizeRows(matrix: Float32Array, dimensions: number): QuantizedRows {
  const count = matrix.length / dimensions;
  const values = new Int8Array(matrix.length);
  const scales = new Float32Array(count);
  const sum = new Float64Array(dimensions);
  for (let i = 0; i < count; i++) {
    const base = i * dimensions;
    let max = 0;
    for (let d = 0; d < dimensions; d++) {
      const x = matrix[base + d]!;
      sum[d]! += x;
      if (x > max) max = x;
      else if (-x > max) max = -x;
    }
    const scale = max / 127 || 1;
    const inverse = 1 / scale;
    scales[i] = scale;
    // Round half away from zero, as Math.round would for the magnitudes here, without a call per value.
    for (let d = 0; d < dimensions; d++) {
      const x = matrix[base + d]! * inverse;
      values[base + d] = x < 0 ? x - 0.5 : x + 0.5;
    }
  }
  const center = Float32Array.from(sum, (total) => total / count);
  const bits = new Uint32Array(matrix.length / 32);
  for (let i = 0; i < matrix.length; i++) if (matrix[i]! > center[i % dimensions]!) bits[i >>> 5]! |= 1 << (i & 31);
  return { values, scales, center, bits };
}
