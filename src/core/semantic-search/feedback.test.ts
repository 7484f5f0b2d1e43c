import { describe, expect, it } from 'vitest';
import type { Variant } from '../index-db/schema.ts';
import { feedbackVector } from './feedback.ts';

const unit = (...xs: number[]) => {
  const norm = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / norm);
};
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

describe('pseudo-relevance feedback', () => {
  // Verse 1 points along y in both translations, verse 2 along z in the KJV only; verse 3 is not indexed.
  const vectors: Record<Variant, Map<number, Float32Array>> = {
    kjv: new Map([
      [1, unit(0, 1, 0)],
      [2, unit(0, 0, 1)],
    ]),
    web: new Map([[1, unit(0, 1, 0)]]),
  };
  const addVectorOf = (variant: Variant, id: number, sum: Float32Array) => {
    const v = vectors[variant].get(id);
    if (!v) return false;
    v.forEach((x, i) => (sum[i]! += x));
    return true;
  };

  it('moves the query toward the mean of its seeds’ vectors, each translation counted, at unit length', () => {
    const query = unit(1, 0, 0);
    const moved = feedbackVector(query, [1, 2, 3], addVectorOf, 1)!;
    expect(dot(moved, moved)).toBeCloseTo(1, 6);
    // The mean of the three vectors found is (0, 2/3, 1/3): the query plus it, normalised.
    const expected = unit(1, 2 / 3, 1 / 3);
    moved.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 6));
    expect(query).toEqual(unit(1, 0, 0));
  });

  it('weighs the seeds by beta and gives nothing when no seed is indexed', () => {
    const query = unit(1, 0, 0);
    const light = feedbackVector(query, [1], addVectorOf, 0.25)!;
    expect(dot(light, query)).toBeGreaterThan(dot(feedbackVector(query, [1], addVectorOf, 1)!, query));
    expect(feedbackVector(query, [3], addVectorOf)).toBeUndefined();
    expect(feedbackVector(query, [], addVectorOf)).toBeUndefined();
  });
});
