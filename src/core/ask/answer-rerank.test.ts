import { describe, expect, it } from 'vitest';
import { ANSWER_FEATURES, answerFeatures, rerank, RERANKED, type AnswerWeights, type RerankContext } from './answer-rerank.ts';
import type { RankedAnswer, Support } from './factoid.ts';

const support = (id: number, text: string, score: number, kind: 'name' | 'phrase' = 'name'): Support => ({
  id,
  translation: 'kjv',
  candidate: { key: text.toLowerCase(), text, start: 0, end: text.length, from: 0, to: 0, kind },
  score,
  local: 0.5,
  kind: 1,
});
const answer = (text: string, score: number, ids: number[], kind: 'name' | 'phrase' = 'name'): RankedAnswer => ({
  key: text.toLowerCase(),
  score,
  support: ids.map((id) => support(id, text, score / ids.length, kind)),
});
// Retrieval read verse 1 first and verse 3 twelfth; verse 9 only the knowledge layer cites.
const places = new Map([
  [1, { rank: 0, relevance: 0.9, similarity: 0.6 }],
  [2, { rank: 1, relevance: 0.5, similarity: 0.4 }],
  [3, { rank: 11, relevance: 0.2, similarity: 0.3 }],
]);
const context: RerankContext = { placeOf: (id) => places.get(id), coverageOf: (id) => (id === 1 ? 1 : 0.5), known: new Set(['jesse']) };
const only = (feature: (typeof ANSWER_FEATURES)[number], weight = 1): AnswerWeights =>
  Object.fromEntries(ANSWER_FEATURES.map((f) => [f, f === feature ? weight : 0])) as AnswerWeights;
const answers = [answer('Obed', 2, [3, 2]), answer('Jesse', 1, [9]), answer('olive leaf', 0.5, [1], 'phrase')];

describe('the answer model', () => {
  it('reads each answer’s features from its verses, their places in retrieval and the knowledge layer', () => {
    const features = answerFeatures(answers, context);
    const value = (i: number, f: (typeof ANSWER_FEATURES)[number]) => features[i]![ANSWER_FEATURES.indexOf(f)];
    expect(features).toHaveLength(3);
    expect(features.every((row) => row.length === ANSWER_FEATURES.length && row.every(Number.isFinite))).toBe(true);
    expect([0, 1, 2].map((i) => value(i, 'rule-rank'))).toEqual([1, 1 / 2, 1 / 3]);
    expect(value(0, 'rule-score')).toBe(0);
    expect(value(1, 'rule-score')).toBeCloseTo(Math.log(1 / 2));
    // Obed's best verse is the twelfth read, its other one the second.
    expect(value(0, 'best-verse-relevance')).toBe(0.2);
    expect(value(0, 'top-relevance')).toBe(0.5);
    expect(value(0, 'relevance-sum')).toBeCloseTo(0.2 + 0.6 * 0.5);
    expect(value(0, 'among-top-ten')).toBeCloseTo(Math.log1p(1));
    // A verse retrieval never read counts as irrelevant, not as missing.
    expect(value(1, 'best-verse-relevance')).toBe(0);
    expect(value(1, 'stated-by-knowledge')).toBe(1);
    expect(value(0, 'stated-by-knowledge')).toBe(0);
    expect([0, 2].map((i) => [value(i, 'capitalised'), value(i, 'phrase')])).toEqual([
      [1, 0],
      [0, 1],
    ]);
    expect(value(2, 'best-verse-coverage')).toBe(1);
  });

  it('orders by the weights and says how clearly the first beats the second', () => {
    // Weighing the rules' own score alone keeps their order and their odds (score over the sum of two).
    const byRules = rerank(answers, answerFeatures(answers, context), only('rule-score'));
    expect(byRules.answers.map((a) => a.key)).toEqual(['obed', 'jesse', 'olive leaf']);
    expect(byRules.share).toBeCloseTo(2 / 3);
    // Weighing where retrieval put the verses puts the answer of the best verse first.
    const byPlace = rerank(answers, answerFeatures(answers, context), only('top-relevance', 10));
    expect(byPlace.answers.map((a) => a.key)).toEqual(['olive leaf', 'obed', 'jesse']);
    expect(byPlace.share).toBeCloseTo(1 / (1 + Math.exp(10 * (0.5 - 0.9))));
    expect(rerank(answers.slice(0, 1), answerFeatures(answers.slice(0, 1), context)).share).toBe(1);
    // The same thing said longer (`little wine` after `wine`) is not a rival: the next other answer is.
    const wine = [answer('wine', 2, [1]), answer('little wine', 2, [1]), answer('water', 1, [2])];
    expect(rerank(wine, answerFeatures(wine, context), only('rule-score')).share).toBeCloseTo(2 / 3);
  });

  it('weighs only the first few and keeps the rest in the rules’ order after them', () => {
    const many = Array.from({ length: RERANKED + 5 }, (_, i) => answer(`Name${i}`, 100 - i, [1]));
    const features = answerFeatures(many, context);
    expect(features).toHaveLength(RERANKED);
    const reversed = rerank(many, features, only('rule-rank', -1)).answers.map((a) => a.key);
    expect(reversed.slice(0, RERANKED)).toEqual(
      many
        .slice(0, RERANKED)
        .map((a) => a.key)
        .reverse(),
    );
    expect(reversed.slice(RERANKED)).toEqual(many.slice(RERANKED).map((a) => a.key));
  });
});
