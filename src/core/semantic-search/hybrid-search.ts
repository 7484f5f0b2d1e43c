import type { Bm25Index } from '../lexical/bm25-index.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { bookPrior, TEACHING_BOOST } from './book-prior.ts';
import { loadCrossReferenceGraph } from './cross-reference-graph.ts';
import type { Variant } from '../index-db/schema.ts';
import { FEEDBACK_SEEDS, feedbackVector } from './feedback.ts';
import { fuse, type Fused, type RankedList } from './fusion.ts';
import { createKeywordLists } from './keyword-lists.ts';
import { queryShape, type QueryShape } from './query-shape.ts';
import { createVersePriors } from './verse-priors.ts';
import type { Representation, VectorSearch } from './vector-search.ts';

/** How deep each list is read before fusion. */
export const LIST_DEPTH = 100;

/**
 * The weight of each list in the fusion, tuned on OpenBible topics disjoint from the reported ones
 * (see README, "Semantic search"). The keyword list ranks by bm25 summed over the KJV and the WEB
 * wording; it counts twice, as the two vector lists together count twice. `keyword_any` ranks by
 * each word's best bm25 in any of the eight bundled translations; only the query shapes use it.
 */
export const FUSION_WEIGHTS: Record<`vector_${Variant}` | `verse_${Variant}` | 'keyword' | 'keyword_any' | `near_${Variant}`, number> = {
  vector_kjv: 1,
  vector_web: 1,
  verse_kjv: 0,
  verse_web: 0,
  keyword: 2,
  keyword_any: 0,
  near_kjv: 1,
  near_web: 1,
};

/**
 * What a query's shape changes (see query-shape.ts). A sentence or a question restates a verse or asks
 * about one: the nearest verses by their own meaning (verse vectors) join the lists, and the spread
 * along the cross-references, which finds a one-word topic's verses, weighs less. Chosen on the
 * sentence- and question-shaped queries of every judgment set (OpenBible tuning topics, the first
 * paraphrases, the modern paraphrases' dev half); words and phrases lost on Nave's topics with the
 * verse lists. The words of any translation (`keyword_any`) join a one- or two-word topic's lists
 * beside the KJV and WEB sum, and replace that sum for longer queries, whose words are more often
 * a modern rewording than words every translation shares (see README for the figures). Words and
 * phrases also search by the meaning of their first results (feedback.ts): one more list for each
 * translation's verse vectors, at `feedbackWeight`.
 */
export const SHAPE_FUSION: Record<QueryShape, { weights?: Partial<typeof FUSION_WEIGHTS>; spreadWeight?: number; feedbackWeight?: number }> = {
  words: { weights: { keyword_any: 2 }, feedbackWeight: 0.5 },
  phrase: { weights: { keyword: 0, keyword_any: 2 }, feedbackWeight: 0.5 },
  sentence: { weights: { verse_kjv: 1, verse_web: 1, keyword: 0, keyword_any: 2 }, spreadWeight: 1 },
  question: { weights: { verse_kjv: 1, verse_web: 1, keyword: 0, keyword_any: 2 }, spreadWeight: 1 },
};

/**
 * Relevance spreads along the cross-references from this many of the best verses, at this weight
 * (see cross-reference-graph.ts): the verses a topic's best matches point to are often on the topic
 * even when they share neither its words nor, for the embedder, its meaning. Tuned on the tuning
 * topics (seeds 50 and 100, weight 0.6-1.8).
 */
export const SPREAD_SEEDS = 50;
export const SPREAD_WEIGHT = 1.5;

/**
 * A query that quotes a verse ("the Lord is my shepherd", "Jesus wept") puts that verse first: its
 * score gains QUOTE_BONUS when at most MAX_QUOTED verses hold the query as a phrase (a phrase found in
 * more verses, like "the Lord", quotes none of them). Without it the cross-references and the
 * short-verse prior pushed such verses down (Psalm 23:1 behind Hebrews 13:20, John 11:35 third).
 */
export const QUOTE_BONUS = 1;
export const MAX_QUOTED = 10;

export interface HybridOptions {
  depth?: number;
  weights?: Partial<typeof FUSION_WEIGHTS>;
  /** The teaching-books prior (see book-prior.ts); 1 turns it off. */
  teachingBoost?: number;
  /** The verse priors (see verse-priors.ts); true by default. */
  versePriors?: boolean;
  /** The weight of relevance spread along cross-references; 0 turns it off. */
  spreadWeight?: number;
  /** What a quoted verse gains (see QUOTE_BONUS); 0 turns it off. */
  quoteBonus?: number;
  /** Which vectors the vector lists search (the benchmark compares them); `context` by default. */
  representation?: Representation;
  /** Only these verses may be returned (a theme's verses). */
  within?: ReadonlySet<number>;
  /** Whether the query's shape adjusts the lists and the spread (SHAPE_FUSION); true by default. */
  shapeAware?: boolean;
  /** The weight of the feedback lists (see feedback.ts); by default the shape's; 0 turns them off. */
  feedbackWeight?: number;
}

/**
 * Semantic search as the app runs it: the query's nearest verses by meaning (context vectors) in the
 * KJV and the WEB, fused with the bm25 matches of its content words in both, and of its neighbouring
 * word pairs standing close together, by weighted reciprocal rank fusion; then priors for teaching
 * books, much-referenced and not too short verses; then relevance spread along the cross-references of
 * the best verses. Paraphrases find verses through the vectors, exact words through bm25, archaic
 * wording through the WEB's modern text, topics through the cross-references.
 */
export function createHybridSearch(versesDb: VersesDb, bm25: Bm25Index, vectors: VectorSearch) {
  const keywords = createKeywordLists(bm25);
  const graph = loadCrossReferenceGraph(versesDb);
  const versePriors = createVersePriors(versesDb, graph);

  /** The `depth` verses nearest to `vector` in one translation's vectors (context ones unless told), ids only. */
  function nearestIds(variant: Variant, vector: Float32Array, depth: number, within?: ReadonlySet<number>, representation?: Representation): number[] {
    return vectors.search(variant, vector, depth, { ...(within && { within }), ...(representation && { representation }) }).map((n) => n.id);
  }

  function lists(query: string, queryVector: Float32Array, options: HybridOptions, byShape: (typeof SHAPE_FUSION)[QueryShape]): RankedList[] {
    const depth = options.depth ?? LIST_DEPTH;
    const weights = { ...FUSION_WEIGHTS, ...byShape.weights, ...options.weights };
    const within = options.within;
    // A theme narrows the keyword lists after ranking, so they are read deeper to keep `depth` hits.
    const readDepth = within ? depth * 20 : depth;
    const restrict = (ids: number[]) => (within ? ids.filter((id) => within.has(id)) : ids).slice(0, depth);
    const vectorIds = (variant: Variant, representation = options.representation) => nearestIds(variant, queryVector, depth, within, representation);
    const nearIds = (variant: Variant) => restrict(keywords.nearPairs(query, variant, readDepth));
    return [
      { ids: vectorIds('kjv'), weight: weights.vector_kjv },
      { ids: vectorIds('web'), weight: weights.vector_web },
      ...(weights.verse_kjv > 0 ? [{ ids: vectorIds('kjv', 'verse'), weight: weights.verse_kjv }] : []),
      ...(weights.verse_web > 0 ? [{ ids: vectorIds('web', 'verse'), weight: weights.verse_web }] : []),
      ...(weights.keyword > 0 ? [{ ids: restrict(keywords.anyWords(query, TRANSLATIONS, readDepth)), weight: weights.keyword }] : []),
      ...(weights.keyword_any > 0 ? [{ ids: restrict(keywords.anyWordsAnyTranslation(query, readDepth)), weight: weights.keyword_any }] : []),
      { ids: nearIds('kjv'), weight: weights.near_kjv },
      { ids: nearIds('web'), weight: weights.near_web },
    ].filter((l) => l.weight > 0);
  }

  return function hybridSearch(query: string, queryVector: Float32Array, topK: number, options: HybridOptions = {}): Fused[] {
    const byShape = options.shapeAware === false ? {} : SHAPE_FUSION[queryShape(query)];
    const boost = options.teachingBoost ?? TEACHING_BOOST;
    const usePriors = options.versePriors !== false;
    const weight = options.spreadWeight ?? byShape.spreadWeight ?? SPREAD_WEIGHT;
    // Divided by the largest book prior: a verse first in every list, in a teaching book, with the
    // highest verse prior, scores 1.
    const ranked = fuse(withFeedback(lists(query, queryVector, options, byShape), queryVector, options, options.feedbackWeight ?? byShape.feedbackWeight ?? 0))
      .map((f) => ({ id: f.id, score: (f.score * bookPrior(f.id, boost) * (usePriors ? versePriors.of(f.id) : 1)) / Math.max(1, boost) }))
      .sort(byScore);
    const quoteBonus = options.quoteBonus ?? QUOTE_BONUS;
    if (weight <= 0 && quoteBonus <= 0) return ranked.slice(0, topK);
    const scored =
      weight > 0
        ? graph.spread(ranked, {
            seeds: SPREAD_SEEDS,
            weight,
            ...(usePriors && { gain: versePriors.byPosition }),
            ...(options.within && { within: options.within }),
          })
        : ranked;
    if (quoteBonus > 0) addQuoteBonus(scored, quoted(query, options.within), quoteBonus);
    // The cross-references and a quote can lift a verse past 1, so the sum is mapped into 0..1 by
    // tanh, which keeps the order (a cap at 1 tied the best verses of 3-5 % of queries) and low scores
    // almost as they are.
    return best(scored, topK).map((f) => ({ id: f.id, score: Math.tanh(f.score) }));
  };

  /**
   * The lists and, for a short topic, the nearest verses (by their own meaning) to the query moved
   * toward its FEEDBACK_SEEDS best verses by those lists (see feedback.ts).
   */
  function withFeedback(first: RankedList[], queryVector: Float32Array, options: HybridOptions, weight: number): RankedList[] {
    if (weight <= 0) return first;
    const seeds = fuse(first)
      .slice(0, FEEDBACK_SEEDS)
      .map((f) => f.id);
    const moved = feedbackVector(queryVector, seeds, vectors.addVectorOf);
    if (!moved) return first;
    const depth = options.depth ?? LIST_DEPTH;
    const nearest = (variant: Variant) => nearestIds(variant, moved, depth, options.within, 'verse');
    return [...first, { ids: nearest('kjv'), weight }, { ids: nearest('web'), weight }];
  }

  /** The verses the query quotes (see QUOTE_BONUS), none when the phrase is too common to point anywhere. */
  function quoted(query: string, within?: ReadonlySet<number>): number[] {
    const ids = keywords.quoted(query, MAX_QUOTED + 1);
    return ids.length > MAX_QUOTED ? [] : ids.filter((id) => !within || within.has(id));
  }
}

function addQuoteBonus(scored: Fused[], quoted: readonly number[], bonus: number): void {
  for (const id of quoted) {
    const at = scored.findIndex((f) => f.id === id);
    if (at >= 0) scored[at] = { id, score: scored[at]!.score + bonus };
    else scored.push({ id, score: bonus });
  }
}

const byScore = (a: Fused, b: Fused) => b.score - a.score || a.id - b.id;

/**
 * The `k` best of `scored` in order, without sorting them all: about 1,700 verses have a score once
 * relevance spreads, and a full sort took 0.4 ms of the query.
 */
function best(scored: readonly Fused[], k: number): Fused[] {
  const top: Fused[] = [];
  if (k <= 0) return top;
  for (const f of scored) {
    if (top.length === k && byScore(top[k - 1]!, f) <= 0) continue;
    let at = Math.min(top.length, k - 1);
    while (at > 0 && byScore(top[at - 1]!, f) > 0) at--;
    if (top.length === k) top.pop();
    top.splice(at, 0, f);
  }
  return top;
}

export type HybridSearch = ReturnType<typeof createHybridSearch>;
