import { describe, expect, it } from 'vitest';
import { ANSWER_FEATURES, ANSWER_WEIGHTS } from '#core/ask/answer-rerank.ts';
import { developmentRankings, fitWeights, rightFirst, type Ranking } from '../../bench/ask-fit.ts';
import { seededRandom } from '../seeded-random.ts';

const n = ANSWER_FEATURES.length;
const phrase = ANSWER_FEATURES.indexOf('phrase');
const relevance = ANSWER_FEATURES.indexOf('top-relevance');

/** Questions of five candidates whose right one has the higher relevance, among noise in every other feature. */
function rankings(count: number, random: () => number): Ranking[] {
  return Array.from({ length: count }, () => {
    const right = Math.floor(random() * 5);
    const features = Array.from({ length: 5 }, (_, i) => {
      const row = Array.from({ length: n }, () => random());
      row[relevance] = (i === right ? 0.5 : 0) + 0.6 * random();
      return row;
    });
    return { features, right: features.map((_, i) => i === right) };
  });
}

describe('fitting the answer model', () => {
  it('learns the feature that tells the right answer, and weighs the noise little', () => {
    const random = seededRandom(7);
    const weights = fitWeights(rankings(200, random));
    expect(weights[relevance]).toBeGreaterThan(3);
    expect(Math.max(...weights.filter((_, j) => j !== relevance).map(Math.abs))).toBeLessThan(weights[relevance]! / 4);
    // On questions it never saw, the right answer comes first far more often than the rules' first (one in five here).
    const unseen = rankings(200, random);
    expect(rightFirst(unseen)).toBeLessThan(60);
    expect(rightFirst(unseen, weights)).toBeGreaterThan(140);
  });

  it('skips questions without a right candidate, which teach nothing', () => {
    const none: Ranking = { features: [new Array<number>(n).fill(1), new Array<number>(n).fill(0)], right: [false, false] };
    const one: Ranking = { features: none.features.map((f, i) => f.map((v, j) => (j === phrase ? i : v))), right: [false, true] };
    const weights = fitWeights([none, one]);
    expect(weights).toEqual(fitWeights([one]));
    expect(weights[phrase]).toBeGreaterThan(0);
    expect(rightFirst([one], weights)).toBe(1);
  });
});

describe('the committed answer model', () => {
  it('is as good on the dev half as a fresh fit (after changing the rules, refit: `npx tsx bench/ask-fit.ts --write`)', async () => {
    const rankings = await developmentRankings();
    const committed = ANSWER_FEATURES.map((f) => ANSWER_WEIGHTS[f]);
    const fresh = fitWeights(rankings);
    expect(rightFirst(rankings, committed)).toBeGreaterThanOrEqual(rightFirst(rankings, fresh) - 3);
    expect(rightFirst(rankings, committed)).toBeGreaterThan(rightFirst(rankings));
  }, 300_000);
});
