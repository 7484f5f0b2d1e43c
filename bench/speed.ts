// Latency of each search mode over 200 queries after warm-up, recall of the quantised vector search
// against exact float search, cached start time and memory.
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import type { BenchContext } from './setup.ts';

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function timeEach(queries: readonly string[], run: (q: string) => unknown): Promise<{ p50: number; p95: number }> {
  for (const q of queries.slice(0, 20)) await run(q);
  const times: number[] = [];
  for (const q of queries) {
    const t = performance.now();
    await run(q);
    times.push(performance.now() - t);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

export interface SpeedFigures {
  latency: Record<string, { p50: number; p95: number }>;
  recallAt10: number;
  candidates: number;
  cachedStartMs: number;
  indexBuild: { embedSeconds: number; texts: number; embeddedTexts: number };
  rssMb: { steady: number; peak: number };
}

export async function measureSpeed(ctx: BenchContext, queries: readonly string[]): Promise<SpeedFigures> {
  const { semantic } = ctx;
  const { meta } = semantic.indexInfo();
  const vectors = await Promise.all(queries.map((q) => semantic.embedQuery(q)));

  // The whole paid operation as a host calls it, against a throwaway ledger with credits enough.
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const startedAt = performance.now();
  const core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir,
    freeCredits: 1_000_000,
    semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }),
  });
  await core.semanticReady;
  await core.api['bible.searchSemantic']({ query: 'first result after start', top_k: 10, translation: 'kjv' });
  const cachedStartMs = performance.now() - startedAt;

  let peak = process.memoryUsage().rss;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const latency = {
    'keyword (service)': await timeEach(queries, (q) =>
      core.api['bible.search']({ query: q.split(' ').slice(0, 2).join(' '), top_k: 10, translation: 'kjv' }).catch(() => {}),
    ),
    'query embedding': await timeEach(queries, (q) => semantic.embedQuery(q)),
    'vector search (both translations)': await timeEach(queries, (q) => {
      const v = vectors[queries.indexOf(q)]!;
      semantic.nearest('kjv', v, 100);
      semantic.nearest('web', v, 100);
    }),
    'keyword lists (bm25 of both translations, near pairs)': await timeEach(queries, (q) => {
      ctx.stemmed.anyWords(q, ['kjv', 'web'], 100);
      ctx.stemmed.nearPairs(q, 'kjv', 100);
      ctx.stemmed.nearPairs(q, 'web', 100);
    }),
    'hybrid ranking without the embedding': await timeEach(queries, (q) => semantic.rank(q, vectors[queries.indexOf(q)]!, 10)),
    'semantic search-ai (service, end to end)': await timeEach(queries, (q) => core.api['bible.searchSemantic']({ query: q, top_k: 10, translation: 'kjv' })),
  };
  clearInterval(sample);

  let overlap = 0;
  for (const v of vectors) {
    for (const variant of ['kjv', 'web'] as const) {
      const exact = new Set(semantic.exactNearest(variant, v, 10).map((n) => n.id));
      overlap += semantic.nearest(variant, v, 10).filter((n) => exact.has(n.id)).length;
    }
  }
  const steady = process.memoryUsage().rss;
  core.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    latency,
    recallAt10: overlap / (vectors.length * 2 * 10),
    candidates: 400,
    cachedStartMs,
    indexBuild: {
      embedSeconds: Number(meta.embed_seconds ?? NaN),
      texts: Number(meta.texts ?? NaN),
      embeddedTexts: Number(meta.embedded_texts ?? meta.texts ?? NaN),
    },
    rssMb: { steady: steady / 2 ** 20, peak: peak / 2 ** 20 },
  };
}
