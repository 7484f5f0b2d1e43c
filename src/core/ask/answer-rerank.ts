import type { RankedAnswer } from './factoid.ts';
import { ANSWER_WEIGHTS as LEARNED } from './answer-weights.ts';

/**
 * The last say on a factoid's candidate answers: a linear model over what speaks for each, learned
 * from the development half of the question set (`bench/ask-fit.ts`), because hand-set rules had
 * learned that half's phrasing. Each feature is one a reader weighs: how well the answer's best verse
 * states it, how high retrieval put the verses that hold it, whether the knowledge layer states it,
 * and where the rules ranked it.
 */
export const ANSWER_FEATURES = [
  'rule-score',
  'best-occurrence',
  'best-verse-relevance',
  'top-relevance',
  'relevance-sum',
  'best-verse-coverage',
  'rule-rank',
  'capitalised',
  'stated-by-knowledge',
  'verses',
  'phrase',
  'among-top-ten',
  'best-type',
  'best-verse-similarity',
] as const;

export type AnswerFeature = (typeof ANSWER_FEATURES)[number];
export type AnswerWeights = Readonly<Record<AnswerFeature, number>>;

/** The learned weights, one for each feature. */
export const ANSWER_WEIGHTS: AnswerWeights = LEARNED;

/** What the features read beyond the answers: where retrieval put each verse, and how much of the question it holds. */
export interface RerankContext {
  /** A verse's place in the reading order (0 best), its relevance (0..1) and its similarity to the question; absent when retrieval never read it. */
  placeOf: (id: number) => { rank: number; relevance: number; similarity: number } | undefined;
  /** The share of the question's words (by rarity) the verse has, either translation. */
  coverageOf: (id: number) => number;
  /** The keys the knowledge layer states as answers. */
  known: ReadonlySet<string>;
}

/** Only the rules' first few are weighed: a right answer stands among the first 40 for 322 of the 355 dev factoids, among the first 80 for 327. */
export const RERANKED = 40;
/** Each further verse counts for less in the relevance sum, as in the rules' own sum (see factoid.ts). */
const FADE = 0.6;
const TOP = 10;

/** The feature vector of each of the first RERANKED answers, in ANSWER_FEATURES order. */
export function answerFeatures(answers: readonly RankedAnswer[], context: RerankContext): number[][] {
  const lead = answers[0]?.score ?? 1;
  return answers.slice(0, RERANKED).map((answer, position) => {
    const best = answer.support[0]!;
    const places = answer.support.map((s) => context.placeOf(s.id));
    const relevances = places.map((p) => p?.relevance ?? 0);
    const features: Record<AnswerFeature, number> = {
      'rule-score': Math.log(answer.score / lead),
      'best-occurrence': Math.log(best.score),
      'best-verse-relevance': relevances[0]!,
      'top-relevance': Math.max(...relevances),
      'relevance-sum': relevances.reduce((sum, r, i) => sum + r * FADE ** i, 0),
      'best-verse-coverage': context.coverageOf(best.id),
      'rule-rank': 1 / (1 + position),
      capitalised: /^\p{Lu}/u.test(best.candidate.text) ? 1 : 0,
      'stated-by-knowledge': context.known.has(answer.key) ? 1 : 0,
      verses: Math.log1p(answer.support.length),
      phrase: best.candidate.kind === 'phrase' ? 1 : 0,
      'among-top-ten': Math.log1p(places.filter((p) => p !== undefined && p.rank < TOP).length),
      'best-type': Math.log(best.kind ?? 1),
      'best-verse-similarity': places[0]?.similarity ?? 0,
    };
    return ANSWER_FEATURES.map((f) => (Number.isFinite(features[f]) ? features[f] : 0));
  });
}

/** The model's score of one feature vector (a log-odds; only differences matter). */
function modelScore(features: readonly number[], weights: AnswerWeights = ANSWER_WEIGHTS): number {
  return ANSWER_FEATURES.reduce((sum, f, i) => sum + weights[f] * features[i]!, 0);
}

/**
 * The first RERANKED answers in the model's order (the rest after them, as the rules ranked them), and
 * how clearly the first beats the second: the model's odds, 1 alone, 0.5 for a tie.
 */
export function rerank(answers: readonly RankedAnswer[], features: readonly (readonly number[])[], weights: AnswerWeights = ANSWER_WEIGHTS) {
  const scored = features.map((f, i) => ({ answer: answers[i]!, z: modelScore(f, weights) }));
  scored.sort((a, b) => b.z - a.z);
  const [first] = scored;
  // `wine` against `little wine` is one answer said shorter or longer: the first beats the next other one.
  const second = first && scored.slice(1).find((s) => !sameThing(s.answer.key, first.answer.key));
  const share = !first ? 0 : !second ? 1 : 1 / (1 + Math.exp(second.z - first.z));
  return { answers: [...scored.map((s) => s.answer), ...answers.slice(RERANKED)], share };
}

/** Whether one answer's key holds all the other's words (`win` and `littl win`). */
function sameThing(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const words = new Set(long.split(' '));
  return short.split(' ').every((w) => words.has(w));
}
