import { chapterKey } from '../bible/verse-id.ts';
import { binarize, quantizeInt8 } from './vector-math.ts';

/**
 * How much each neighbouring verse (the one before and the one after, same chapter) adds to a verse's
 * context vector. A verse is often only half a thought ("For God so loved the world…" continues in
 * the next verse), and topical passages run over several verses. 0.6 measured best on the tuning
 * topics among 0.3 and 0.6 (see README, "Semantic search").
 */
export const CONTEXT_WEIGHT = 0.6;

/** Rows of a matrix, one verse each, in verse id order; `row(i, out)` writes row i as floats. */
export interface VerseRows {
  ids: Int32Array;
  dimensions: number;
  row(index: number, out: Float32Array): void;
}

/**
 * Writes the context vector of verse `index` into `out`: the verse plus CONTEXT_WEIGHT times each
 * neighbour in the same chapter, normalised. `scratch` is working space of the same length.
 */
export function contextRow(rows: VerseRows, index: number, out: Float32Array, scratch: Float32Array): void {
  rows.row(index, out);
  const chapter = chapterKey(rows.ids[index]!);
  for (const neighbour of [index - 1, index + 1]) {
    if (neighbour < 0 || neighbour >= rows.ids.length || chapterKey(rows.ids[neighbour]!) !== chapter) continue;
    rows.row(neighbour, scratch);
    for (let d = 0; d < out.length; d++) out[d]! += CONTEXT_WEIGHT * scratch[d]!;
  }
  let norm = 0;
  for (const x of out) norm += x * x;
  norm = Math.sqrt(norm) || 1;
  for (let d = 0; d < out.length; d++) out[d]! /= norm;
}

export interface QuantizedRows {
  values: Int8Array;
  scales: Float32Array;
  /** The mean row, which the sign bits are taken around. */
  center: Float32Array;
  /** Sign bits of `row - center`, `dimensions / 32` words a row. */
  bits: Uint32Array;
}

/** The context vectors of every verse, quantised as the index stores its own rows: int8 plus sign bits. */
export function quantizedContextRows(rows: VerseRows): QuantizedRows {
  const { dimensions } = rows;
  const count = rows.ids.length;
  const out = new Float32Array(dimensions);
  const scratch = new Float32Array(dimensions);
  const values = new Int8Array(count * dimensions);
  const scales = new Float32Array(count);
  const center = new Float32Array(dimensions);
  for (let i = 0; i < count; i++) {
    contextRow(rows, i, out, scratch);
    const quantized = quantizeInt8(out);
    values.set(quantized.values, i * dimensions);
    scales[i] = quantized.scale;
    for (let d = 0; d < dimensions; d++) center[d]! += out[d]! / count;
  }
  // A second pass for the bits, which need the centre of all rows.
  const words = dimensions / 32;
  const bits = new Uint32Array(count * words);
  for (let i = 0; i < count; i++) {
    contextRow(rows, i, out, scratch);
    const bytes = binarize(out, center);
    bits.set(new Uint32Array(bytes.buffer, 0, words), i * words);
  }
  return { values, scales, center, bits };
}
