// Search quality on human judgments (OpenBible topics) and on modern paraphrases of well-known verses.
import { readFileSync } from 'node:fs';
import { parseReference } from '#shared/bible/reference.ts';
import { verseId } from '#core/bible/verse-id.ts';
import type { HybridOptions } from '#core/semantic-search/hybrid-search.ts';
import { evaluate, type QualityFigures } from './eval/metrics.ts';
import { loadOpenBibleTopics } from './eval/openbible.ts';
import type { BenchContext } from './setup.ts';

interface Paraphrase {
  query: string;
  reference: string;
}

export const PARAPHRASES = (JSON.parse(readFileSync(new URL('./data/paraphrases.json', import.meta.url), 'utf8')) as Paraphrase[]).map((p) => {
  const parsed = parseReference(p.reference);
  return { ...p, id: verseId(parsed.book.index, parsed.start.chapter, parsed.start.verse!) };
});

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
    'hybrid (search-ai)': async (q) => semantic.rank(q, await embed(q), 50, tuning).map((f) => f.id),
  };
}

export async function paraphraseHitRate(rank: RankFn, k = 10): Promise<number> {
  let hits = 0;
  for (const p of PARAPHRASES) if ((await rank(p.query)).slice(0, k).includes(p.id)) hits++;
  return hits / PARAPHRASES.length;
}

export interface QualityRow extends QualityFigures {
  mode: string;
  paraphraseHit10: number;
}

export async function measureQuality(ctx: BenchContext, modes = rankingModes(ctx)): Promise<{ rows: QualityRow[]; topics: number; note?: string }> {
  const loaded = loadOpenBibleTopics();
  const topics = 'topics' in loaded ? loaded.topics : [];
  const rows: QualityRow[] = [];
  for (const [mode, rank] of Object.entries(modes)) {
    const figures = topics.length ? await evaluate(topics, rank) : { ndcg10: NaN, recall50: NaN, mrr: NaN };
    rows.push({ mode, ...figures, paraphraseHit10: await paraphraseHitRate(rank) });
  }
  return { rows, topics: topics.length, ...('missing' in loaded && { note: loaded.missing }) };
}
