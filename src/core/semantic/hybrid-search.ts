import type { VersesDb } from '../db/open-verses-db.ts';
import type { Variant } from './index-db.ts';
import { fuse, type Fused, type RankedList } from './fusion.ts';
import { createStemmedKeywords } from './stemmed-keywords.ts';
import type { VectorSearch } from './vector-search.ts';

/** How deep each list is read before fusion. */
export const LIST_DEPTH = 100;

/**
 * The weight of each list in the fusion, tuned on OpenBible topics disjoint from the reported ones
 * (see README, "Semantic search"): equal weights measured as well as any other setting.
 */
export const FUSION_WEIGHTS: Record<`vector_${Variant}` | `keyword_${Variant}` | `near_${Variant}`, number> = {
  vector_kjv: 1,
  vector_web: 1,
  keyword_kjv: 1,
  keyword_web: 1,
  near_kjv: 1,
  near_web: 1,
};

export interface HybridOptions {
  depth?: number;
  weights?: Partial<typeof FUSION_WEIGHTS>;
  /** Only these verses may be returned (a theme's verses). */
  within?: ReadonlySet<number>;
}

/**
 * Semantic search as the app runs it: the query's nearest verses by meaning in the KJV and the WEB,
 * fused with the bm25 matches of its content words in both, and of its neighbouring word pairs
 * standing close together, by weighted reciprocal rank fusion. Paraphrases find verses through the
 * vectors, exact words through bm25, archaic wording through the WEB's modern text.
 */
export function createHybridSearch(versesDb: VersesDb, vectors: VectorSearch) {
  const keywords = createStemmedKeywords(versesDb);

  function lists(query: string, queryVector: Float32Array, options: HybridOptions): RankedList[] {
    const depth = options.depth ?? LIST_DEPTH;
    const weights = { ...FUSION_WEIGHTS, ...options.weights };
    const within = options.within;
    const vectorIds = (variant: Variant) => vectors.search(variant, queryVector, depth, within ? { within } : {}).map((n) => n.id);
    const restrict = (ids: number[]) => (within ? ids.filter((id) => within.has(id)) : ids).slice(0, depth);
    const keywordIds = (variant: Variant) => restrict(keywords.anyWords(query, variant, within ? depth * 20 : depth));
    const nearIds = (variant: Variant) => restrict(keywords.nearPairs(query, variant, within ? depth * 20 : depth));
    return [
      { ids: vectorIds('kjv'), weight: weights.vector_kjv },
      { ids: vectorIds('web'), weight: weights.vector_web },
      { ids: keywordIds('kjv'), weight: weights.keyword_kjv },
      { ids: keywordIds('web'), weight: weights.keyword_web },
      { ids: nearIds('kjv'), weight: weights.near_kjv },
      { ids: nearIds('web'), weight: weights.near_web },
    ].filter((l) => l.weight > 0);
  }

  return function hybridSearch(query: string, queryVector: Float32Array, topK: number, options: HybridOptions = {}): Fused[] {
    return fuse(lists(query, queryVector, options)).slice(0, topK);
  };
}

export type HybridSearch = ReturnType<typeof createHybridSearch>;
