// Search quality on the three judgment sets, side by side for every mode: OpenBible.info topics (the
// reported 300 and the tuning slice), Nave's dev topics, and the paraphrase sets; and, for the app's
// ranking, the same figures by query shape. A lever is kept only if it loses on none of them.
import { FUSION_WEIGHTS, type HybridOptions } from '#core/semantic-search/hybrid-search.ts';
import { QUERY_SHAPES, queryShape, type QueryShape } from '#core/semantic-search/query-shape.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { createVerseStore } from '#core/bible/verse-store.ts';
import { evaluate } from './eval/metrics.ts';
import { binaryFigures, loadNavesTopics, type NavesTopic } from './eval/naves.ts';
import { loadOpenBibleTopics, type EvalTopic } from './eval/openbible.ts';
import { MODERN_PARAPHRASES, PARAPHRASES, tooClose, type Paraphrase } from './eval/paraphrases.ts';
import type { BenchContext } from './setup.ts';

export type RankFn = (query: string) => Promise<number[]>;

// The levers of the hybrid ranking, switched off one by one in the order they were added.
const NO_PRIORS = { teachingBoost: 1, versePriors: false } as const;
const NO_CROSS_REFS_OR_QUOTES = { spreadWeight: 0, quoteBonus: 0 } as const;

/** Every retrieval mode the benchmark compares, each returning verse ids best first (50 deep). */
export function rankingModes(ctx: BenchContext, tuning: HybridOptions = {}): Record<string, RankFn> {
  const { keywordSearch, semantic } = ctx;
  const embed = (q: string) => semantic.embedQuery(q);
  const keywordIds = (query: string) => {
    try {
      return keywordSearch({ query, topK: 50, translation: 'kjv' }).verses.map((v) => verseId(v.bookIndex, v.chapter, v.verse));
    } catch {
      return [];
    }
  };
  return {
    'keyword (app, exact AND)': async (q) => keywordIds(q),
    'bm25 stemmed OR, KJV': async (q) => ctx.stemmed.anyWords(q, 'kjv', 50),
    'bm25 stemmed OR, WEB': async (q) => ctx.stemmed.anyWords(q, 'web', 50),
    'bm25 stemmed OR, KJV+WEB summed': async (q) => ctx.stemmed.anyWords(q, ['kjv', 'web'], 50),
    'vector (verse), KJV': async (q) => semantic.nearest('kjv', await embed(q), 50, { representation: 'verse' }).map((n) => n.id),
    'vector (verse), WEB': async (q) => semantic.nearest('web', await embed(q), 50, { representation: 'verse' }).map((n) => n.id),
    'vector (context), KJV': async (q) => semantic.nearest('kjv', await embed(q), 50).map((n) => n.id),
    'vector (context), WEB': async (q) => semantic.nearest('web', await embed(q), 50).map((n) => n.id),
    'hybrid, verse vectors, no priors, no cross-refs, no quotes': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, representation: 'verse', ...NO_PRIORS, ...NO_CROSS_REFS_OR_QUOTES }).map((f) => f.id),
    'hybrid, no priors, no cross-refs, no quotes': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, ...NO_PRIORS, ...NO_CROSS_REFS_OR_QUOTES }).map((f) => f.id),
    'hybrid, book prior, no cross-refs, no quotes': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, versePriors: false, ...NO_CROSS_REFS_OR_QUOTES }).map((f) => f.id),
    'hybrid, book and verse priors, no cross-refs, no quotes': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, ...NO_CROSS_REFS_OR_QUOTES }).map((f) => f.id),
    'hybrid, no quotes': async (q) => semantic.rank(q, await embed(q), 50, { ...tuning, quoteBonus: 0 }).map((f) => f.id),
    'hybrid, no query-shape weights': async (q) => semantic.rank(q, await embed(q), 50, { ...tuning, shapeAware: false }).map((f) => f.id),
    'hybrid, no feedback for words and phrases (search-ai before)': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, feedbackWeight: 0 }).map((f) => f.id),
    'hybrid, the KJV and WEB words only': async (q) =>
      semantic.rank(q, await embed(q), 50, { ...tuning, weights: { keyword: FUSION_WEIGHTS.keyword, keyword_any: 0, ...tuning.weights } }).map((f) => f.id),
    'hybrid (search-ai)': async (q) => semantic.rank(q, await embed(q), 50, tuning).map((f) => f.id),
  };
}

/** The judgment sets, loaded once; a missing evaluation file leaves its set empty and says so. */
export interface JudgmentSets {
  openbible: EvalTopic[];
  openbibleTuning: EvalTopic[];
  naves: NavesTopic[];
  paraphrases: readonly Paraphrase[];
  modernDev: readonly Paraphrase[];
  modernTest: readonly Paraphrase[];
  notes: string[];
}

export function loadJudgmentSets(ctx: BenchContext): JudgmentSets {
  const notes: string[] = [];
  const reported = loadOpenBibleTopics();
  const tuning = loadOpenBibleTopics(300, 300);
  const naves = loadNavesTopics();
  if ('missing' in reported) notes.push(reported.missing);
  if ('missing' in naves) notes.push(naves.missing);
  // A paraphrase that shares most of its words with the verse measures keyword recall, not meaning.
  const close = tooClose(MODERN_PARAPHRASES, createVerseStore(ctx.versesDb));
  if (close.length) throw new Error(`modern paraphrases share more than half their words with the verse: ${JSON.stringify(close)}`);
  return {
    openbible: 'topics' in reported ? reported.topics : [],
    openbibleTuning: 'topics' in tuning ? tuning.topics : [],
    naves: 'topics' in naves ? naves.topics : [],
    paraphrases: PARAPHRASES,
    modernDev: MODERN_PARAPHRASES.filter((p) => p.split === 'dev'),
    modernTest: MODERN_PARAPHRASES.filter((p) => p.split === 'test'),
    notes,
  };
}

export interface QualityRow {
  mode: string;
  /** OpenBible reported topics: graded nDCG@10, Recall@50, MRR; and nDCG@10 on the tuning slice. */
  ndcg10: number;
  recall50: number;
  mrr: number;
  tuningNdcg10: number;
  /** Nave's dev topics (binary). */
  navesP10: number;
  navesNdcg10: number;
  navesRecall50: number;
  /** hit@10 on the first paraphrases and on the modern set's dev and test halves. */
  paraphraseHit10: number;
  modernDevHit10: number;
  modernTestHit10: number;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

async function hitRate(rank: RankFn, set: readonly Paraphrase[], k = 10): Promise<number> {
  const hits = await Promise.all(set.map(async (p) => (await rank(p.query)).slice(0, k).includes(p.id)));
  return mean(hits.map(Number));
}

async function navesFigures(rank: RankFn, topics: readonly NavesTopic[]) {
  const figures = [];
  for (const t of topics) figures.push(binaryFigures(await rank(t.query), t.relevant));
  return { p10: mean(figures.map((f) => f.p10)), ndcg10: mean(figures.map((f) => f.ndcg10)), recall50: mean(figures.map((f) => f.recall50)) };
}

export async function measureQuality(ctx: BenchContext, sets: JudgmentSets, modes = rankingModes(ctx)): Promise<QualityRow[]> {
  const rows: QualityRow[] = [];
  for (const [mode, rank] of Object.entries(modes)) {
    const openbible = sets.openbible.length ? await evaluate(sets.openbible, rank) : { ndcg10: NaN, recall50: NaN, mrr: NaN };
    const tuning = sets.openbibleTuning.length ? await evaluate(sets.openbibleTuning, rank) : { ndcg10: NaN };
    const naves = await navesFigures(rank, sets.naves);
    rows.push({
      mode,
      ...openbible,
      tuningNdcg10: tuning.ndcg10,
      navesP10: naves.p10,
      navesNdcg10: naves.ndcg10,
      navesRecall50: naves.recall50,
      paraphraseHit10: await hitRate(rank, sets.paraphrases),
      modernDevHit10: await hitRate(rank, sets.modernDev),
      modernTestHit10: await hitRate(rank, sets.modernTest),
    });
  }
  return rows;
}

export interface ShapeRow {
  shape: QueryShape;
  /** Per set: how many of its queries have this shape, and the set's main figure over them. */
  openbible: { n: number; ndcg10: number };
  naves: { n: number; p10: number };
  paraphrases: { n: number; hit10: number };
}

/** One ranking's figures split by query shape (one or two words, phrase, sentence, question). */
export async function measureByShape(rank: RankFn, sets: JudgmentSets): Promise<ShapeRow[]> {
  const allParaphrases = [...sets.paraphrases, ...sets.modernDev, ...sets.modernTest];
  const rows: ShapeRow[] = [];
  for (const shape of QUERY_SHAPES) {
    const openbible = sets.openbible.filter((t) => queryShape(t.query) === shape);
    const naves = sets.naves.filter((t) => queryShape(t.query) === shape);
    const paraphrases = allParaphrases.filter((p) => queryShape(p.query) === shape);
    rows.push({
      shape,
      openbible: { n: openbible.length, ndcg10: openbible.length ? (await evaluate(openbible, rank)).ndcg10 : NaN },
      naves: { n: naves.length, p10: (await navesFigures(rank, naves)).p10 },
      paraphrases: { n: paraphrases.length, hit10: await hitRate(rank, paraphrases) },
    });
  }
  return rows;
}
