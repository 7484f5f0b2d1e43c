// How a verse read for a question is scored: what it holds of the question, weighed.

/** What a verse's score weighs, each about 0..1 (see evidence.ts, `judge`). */
export const VERSE_FEATURES = [
  /** The share of the question's words (by rarity) the verse has, either translation. */
  'coverage',
  /** Its nearness in meaning to the question, from unrelated (0) to close (1). */
  'similarity',
  /** The hybrid search's fused score. */
  'fused',
  /** The best share of the question's words in one of its clauses. */
  'clause',
  /** An answer phrase of the asked kind near the question's words, times the coverage. */
  'phrase',
  /** A clause of the asked shape: a cause for "why", `X is` for "what is X". */
  'cue',
  /** Other good matches within three verses. */
  'neighbours',
] as const;

export type VerseFeature = (typeof VERSE_FEATURES)[number];
export type VerseFeatures = Record<VerseFeature, number>;
export type VerseWeights = Readonly<VerseFeatures>;

/** Other good matches within three verses make a verse more likely the passage that answers than a stray one. */
const NEIGHBOURS = 0.1;

/** The hand-set weights, tuned on the development half of `test/data/questions.json`: they choose the verses read. */
export const VERSE_WEIGHTS: VerseWeights = { coverage: 0.4, similarity: 0.25, fused: 0.15, clause: 0.2, phrase: 0.25, cue: 0.15, neighbours: NEIGHBOURS };
/** Topical and how-to questions are topic searches: semantic search's ranking leads (see retrieve.ts). */
export const TOPICAL_VERSE_WEIGHTS: VerseWeights = { coverage: 0.2, similarity: 0.15, fused: 0.6, clause: 0.1, phrase: 0, cue: 0.1, neighbours: NEIGHBOURS };
/** Without semantic search (its index still building): the words alone. */
export const KEYWORD_VERSE_WEIGHTS: VerseWeights = { coverage: 0.6, similarity: 0, fused: 0, clause: 0.4, phrase: 0.25, cue: 0.15, neighbours: NEIGHBOURS };

/**
 * A factoid's verses, ranked by weights learned from the dev half (`npx tsx bench/ask-verses.ts`):
 * the order in which a careful reader would cite them. The question's words and an answer phrase
 * among them count most, nearness in meaning much less than the hand-set weights give it, the clause
 * and the cue nothing beyond them. Scaled to the hand-set weights' sum, so scores read as before.
 */
export const FACTOID_VERSE_WEIGHTS: VerseWeights = { coverage: 0.72, similarity: 0.13, fused: 0.22, clause: 0, phrase: 0.3, cue: 0, neighbours: 0.13 };

export const verseScore = (weights: VerseWeights, features: VerseFeatures): number => VERSE_FEATURES.reduce((sum, f) => sum + weights[f] * features[f], 0);
