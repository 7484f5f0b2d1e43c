import { VARIANTS, type Variant } from '../index-db/schema.ts';

/**
 * Pseudo-relevance feedback for short topics. "forgiveness" or "care for the sick" is one point in
 * the embedder's space, and USE-Lite places a word or two poorly; the verses the first fusion ranks
 * best are about the topic in the Bible's own words. Their meaning (verse vectors, the KJV's and the
 * WEB's), averaged and added to the query's (Rocchio), finds the verses that speak of the topic the
 * way those do. A sentence or a question names its meaning well enough and is left as it is.
 */
export const FEEDBACK_SEEDS = 10;
/** How much the seeds' mean counts beside the query (both unit length before the sum). */
export const FEEDBACK_BETA = 1;

/** Adds verse `id`'s vector in `variant` to `sum`; false when the index lacks it. */
export type AddVector = (variant: Variant, id: number, sum: Float32Array) => boolean;

/** The query moved toward the mean of the seeds' verse vectors, unit length; undefined when no seed has one. */
export function feedbackVector(query: Float32Array, seeds: readonly number[], addVectorOf: AddVector, beta = FEEDBACK_BETA): Float32Array | undefined {
  const sum = new Float32Array(query.length);
  let n = 0;
  for (const id of seeds) for (const variant of VARIANTS) if (addVectorOf(variant, id, sum)) n++;
  if (n === 0) return undefined;
  let norm = 0;
  for (let i = 0; i < sum.length; i++) {
    sum[i] = query[i]! + (beta * sum[i]!) / n;
    norm += sum[i]! * sum[i]!;
  }
  if (!(norm > 0)) return undefined;
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < sum.length; i++) sum[i]! *= scale;
  return sum;
}
