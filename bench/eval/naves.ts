// Nave's Topical Bible dev topics (../shared/eval/naves-dev-topics.tsv, public domain): short abstract
// topics with the verses the entry lists. Evaluation data only: read here, never by the app.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseReference } from '#shared/bible/reference.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { PROJECT_ROOT } from '#core/paths.ts';

export const NAVES_FILE = join(PROJECT_ROOT, '..', 'shared', 'eval', 'naves-dev-topics.tsv');

export interface NavesTopic {
  query: string;
  relevant: ReadonlySet<number>;
}

export function loadNavesTopics(): { topics: NavesTopic[] } | { missing: string } {
  if (!existsSync(NAVES_FILE)) return { missing: `${NAVES_FILE} is absent; skipping Nave's topics` };
  const topics: NavesTopic[] = [];
  for (const line of readFileSync(NAVES_FILE, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [query, refs] = line.split('\t');
    if (!query || !refs) continue;
    const relevant = new Set<number>();
    for (const ref of refs.split('|')) {
      const parsed = parseReference(ref.trim());
      if (parsed.start.verse !== undefined) relevant.add(verseId(parsed.book.index, parsed.start.chapter, parsed.start.verse));
    }
    topics.push({ query, relevant });
  }
  return { topics };
}

export interface BinaryFigures {
  p10: number;
  ndcg10: number;
  recall50: number;
}

/** P@10, binary nDCG@10 and Recall@50 of one ranking (ids best first, ≥ 50 deep). */
export function binaryFigures(ranked: readonly number[], relevant: ReadonlySet<number>): BinaryFigures {
  const top10 = ranked.slice(0, 10);
  const p10 = top10.filter((id) => relevant.has(id)).length / 10;
  const dcg = top10.reduce((sum, id, i) => sum + (relevant.has(id) ? 1 / Math.log2(i + 2) : 0), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(10, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  const recall50 = relevant.size ? ranked.slice(0, 50).filter((id) => relevant.has(id)).length / relevant.size : 0;
  return { p10, ndcg10: ideal ? dcg / ideal : 0, recall50 };
}
