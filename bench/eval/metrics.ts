import { RELEVANT_SCORE, type EvalTopic } from './openbible.ts';

/** nDCG@k with graded gains (the judgment score), against the ideal ordering of all judged verses. */
export function ndcgAt(k: number, ranked: readonly number[], judgments: Map<number, number>): number {
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + (judgments.get(id) ?? 0) / Math.log2(i + 2), 0);
  const ideal = [...judgments.values()]
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + g / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/** Share of the relevant verses (score ≥ RELEVANT_SCORE) found in the top k. */
export function recallAt(k: number, ranked: readonly number[], judgments: Map<number, number>): number {
  const relevant = [...judgments].filter(([, s]) => s >= RELEVANT_SCORE).map(([id]) => id);
  const top = new Set(ranked.slice(0, k));
  return relevant.length ? relevant.filter((id) => top.has(id)).length / relevant.length : 0;
}

/** 1 / rank of the first relevant verse (0 when none is returned). */
export function reciprocalRank(ranked: readonly number[], judgments: Map<number, number>): number {
  const index = ranked.findIndex((id) => (judgments.get(id) ?? 0) >= RELEVANT_SCORE);
  return index === -1 ? 0 : 1 / (index + 1);
}

export interface QualityFigures {
  ndcg10: number;
  recall50: number;
  mrr: number;
}

/** Averages the three metrics over the topics for one ranking function (ids best first, ≥ 50 deep). */
export async function evaluate(topics: readonly EvalTopic[], rank: (query: string) => Promise<number[]> | number[]): Promise<QualityFigures> {
  let ndcg10 = 0;
  let recall50 = 0;
  let mrr = 0;
  for (const topic of topics) {
    const ranked = await rank(topic.query);
    ndcg10 += ndcgAt(10, ranked, topic.judgments);
    recall50 += recallAt(50, ranked, topic.judgments);
    mrr += reciprocalRank(ranked, topic.judgments);
  }
  const n = topics.length || 1;
  return { ndcg10: ndcg10 / n, recall50: recall50 / n, mrr: mrr / n };
}
