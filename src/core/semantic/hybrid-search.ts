import type { VersesDb } from '../db/open-verses-db.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { bookPrior, TEACHING_BOOST } from './book-prior.ts';
import type { Variant } from './index-db.ts';
import { fuse, type Fused, type RankedList } from './fusion.ts';
import { createStemmedKeywords } from './stemmed-keywords.ts';
import type { Representation, VectorSearch } from './vector-search.ts';

/** How deep each list is read before fusion. */
export const LIST_DEPTH = 100;

/**
 * The weight of each list in the fusion, tuned on OpenBible topics disjoint from the reported ones
 * (see README, "Semantic search"). The keyword list ranks by bm25 summed over the KJV and the WEB
 * wording; it counts twice, as the two vector lists together count twice.
 */
export const FUSION_WEIGHTS: Record<`vector_${Variant}` | 'keyword' | `near_${Variant}`, number> = {
  vector_kjv: 1,
  vector_web: 1,
  keyword: 2,
  near_kjv: 1,
  near_web: 1,
};

export interface HybridOptions {
  depth?: number;
  weights?: Partial<typeof FUSION_WEIGHTS>;
  /** The teaching-books prior (see book-prior.ts); 1 turns it off. */
  teachingBoost?: number;
  /** Which vectors the vector lists search (the benchmark compares them); `context` by default. */
  representation?: Representation;
  /** Only these verses may be returned (a theme's verses). */
  within?: ReadonlySet<number>;
}

/**
 * Semantic search as the app runs it: the query's nearest verses by meaning (context vectors) in the
 * KJV and the WEB, fused with the bm25 matches of its content words in both, and of its neighbouring
 * word pairs standing close together, by weighted reciprocal rank fusion; then a prior for teaching
 * books. Paraphrases find verses through the vectors, exact words through bm25, archaic wording
 * through the WEB's modern text.
 */
export function createHybridSearch(versesDb: VersesDb, vectors: VectorSearch) {
  const keywords = createStemmedKeywords(versesDb);

  function lists(query: string, queryVector: Float32Array, options: HybridOptions): RankedList[] {
    const depth = options.depth ?? LIST_DEPTH;
    const weights = { ...FUSION_WEIGHTS, ...options.weights };
    const within = options.within;
    // A theme narrows the keyword lists after ranking, so they are read deeper to keep `depth` hits.
    const readDepth = within ? depth * 20 : depth;
    const restrict = (ids: number[]) => (within ? ids.filter((id) => within.has(id)) : ids).slice(0, depth);
    const vectorIds = (variant: Variant) =>
      vectors.search(variant, queryVector, depth, { ...(within && { within }), ...(options.representation && { representation: options.representation }) }).map((n) => n.id);
    const nearIds = (variant: Variant) => restrict(keywords.nearPairs(query, variant, readDepth));
    return [
      { ids: vectorIds('kjv'), weight: weights.vector_kjv },
      { ids: vectorIds('web'), weight: weights.vector_web },
      { ids: restrict(keywords.anyWords(query, TRANSLATIONS, readDepth)), weight: weights.keyword },
      { ids: nearIds('kjv'), weight: weights.near_kjv },
      { ids: nearIds('web'), weight: weights.near_web },
    ].filter((l) => l.weight > 0);
  }

  return function hybridSearch(query: string, queryVector: Float32Array, topK: number, options: HybridOptions = {}): Fused[] {
    const boost = options.teachingBoost ?? TEACHING_BOOST;
    // Divided by the largest prior, so a verse first in every list of a teaching book still scores 1.
    return fuse(lists(query, queryVector, options))
      .map((f) => ({ id: f.id, score: (f.score * bookPrior(f.id, boost)) / Math.max(1, boost) }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, topK);
  };
}

export type HybridSearch = ReturnType<typeof createHybridSearch>;
