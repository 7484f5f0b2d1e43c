import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../test/seeded-random.ts';
import { kthLargest, topByScore } from './postings.ts';

/** What topByScore must return: every doc sorted by score (ties by position), the first `limit`. */
const reference = (docs: readonly number[], scores: Float64Array, limit: number) => [...docs].sort((a, b) => scores[b]! - scores[a]! || a - b).slice(0, limit);

describe('the best docs by score', () => {
  it('selects the k-th largest value, duplicates included', () => {
    const random = seededRandom(7);
    for (let round = 0; round < 200; round++) {
      const values = Float64Array.from({ length: 1 + Math.floor(random() * 500) }, () => Math.round(random() * 20));
      const k = 1 + Math.floor(random() * values.length);
      const sorted = [...values].sort((a, b) => b - a);
      expect(kthLargest(Float64Array.from(values), k)).toBe(sorted[k - 1]);
    }
  });

  it('keeps the best `limit` docs, ties by position, however many docs a common word touched', () => {
    const random = seededRandom(11);
    for (let round = 0; round < 100; round++) {
      const scores = new Float64Array(31_102);
      const docs: number[] = [];
      for (let i = Math.floor(random() * 20_000); i > 0; i--) {
        const doc = Math.floor(random() * scores.length);
        if (scores[doc] === 0) docs.push(doc);
        // Coarse scores, so many ties stand at the cut.
        scores[doc]! += 0.1 + Math.round(random() * 30) / 10;
      }
      const limit = [1, 10, 150, 600][round % 4]!;
      expect(topByScore([...docs], scores, limit)).toEqual(reference(docs, scores, limit));
    }
  });
});
