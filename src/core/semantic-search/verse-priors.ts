import type { VersesDb } from '../verses-db/open.ts';
import { readStemDocuments } from '../verses-db/stem-postings.ts';
import type { CrossReferenceGraph } from './cross-reference-graph.ts';

/**
 * How much a verse’s standing in the cross-references counts: a verse many others refer to (John 3:16:
 * 70 of them) is more often what a reader looks for than one nothing refers to. The
 * prior grows with log(1 + in-links), from 1 to 1 + POPULARITY_WEIGHT for the most referred-to verse.
 */
export const POPULARITY_WEIGHT = 2;

/**
 * Verses shorter than this many words (WEB tokens) are lowered by (words / SHORT_VERSE_WORDS) ^
 * SHORT_VERSE_EXPONENT: a six-word verse matching the query's words is seldom the answer to a topic.
 */
export const SHORT_VERSE_WORDS = 20;
export const SHORT_VERSE_EXPONENT = 0.5;

/**
 * The verse priors of semantic search, 0..1 per verse (1: among the most referred-to verses and not
 * short). Written from how readers use cross-references and verse length, and tuned on OpenBible topics
 * disjoint from the reported ones (see README, "Semantic search").
 */
export function createVersePriors(db: VersesDb, graph: CrossReferenceGraph): { of(id: number): number; byPosition: Float64Array } {
  const { ids, lengths } = readStemDocuments(db, 'web');
  const logMax = Math.log1p(graph.maxInDegree) || 1;
  // By the graph's verse positions, so relevance spread along the graph can apply them cheaply.
  const byPosition = new Float64Array(graph.ids.length);
  ids.forEach((id, i) => {
    const p = graph.positionOf(id);
    if (p === undefined) return;
    const popularity = (1 + (POPULARITY_WEIGHT * Math.log1p(graph.inDegree(id))) / logMax) / (1 + POPULARITY_WEIGHT);
    const length = Math.min(1, lengths[i]! / SHORT_VERSE_WORDS) ** SHORT_VERSE_EXPONENT;
    byPosition[p] = popularity * length;
  });
  return {
    of: (id) => {
      const p = graph.positionOf(id);
      return p === undefined ? 0 : byPosition[p]!;
    },
    byPosition,
  };
}
