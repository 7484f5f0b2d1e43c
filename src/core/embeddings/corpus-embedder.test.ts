import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedCorpus, streamCorpus, type CorpusProgress } from './corpus-embedder.ts';
import type { Embedder } from './embedder.ts';
import { kjvSample } from './kjv-sample.ts';
import { loadUseLite } from './use-lite.ts';

describe('embedCorpus', () => {
  const texts = [...kjvSample(120), '', 'Jesus wept.'];
  let single: Embedder;

  beforeAll(async () => {
    single = await loadUseLite();
  });

  afterAll(async () => {
    await single.dispose();
  });

  it('matches single-thread embed row for row, in input order', { timeout: 90_000 }, async () => {
    const progress: CorpusProgress[] = [];
    const result = await embedCorpus(texts, { workers: 2, jobSize: 32, onProgress: (p) => progress.push(p) });

    expect(result.id).toBe(single.id);
    expect(result.version).toBe(single.version);
    expect(result.vectors).toHaveLength(texts.length * single.dimensions);
    const expected = await single.embed(texts);
    let maxDiff = 0;
    expected.forEach((row, i) => {
      row.forEach((x, j) => (maxDiff = Math.max(maxDiff, Math.abs(x - result.vectors[i * single.dimensions + j]!))));
    });
    expect(maxDiff).toBeLessThan(1e-5);

    expect(progress.at(-1)).toMatchObject({ done: texts.length, total: texts.length, etaSeconds: 0 });
    expect(progress.map((p) => p.done)).toEqual([...progress.map((p) => p.done)].sort((a, b) => a - b));
    expect(progress.every((p) => Number.isFinite(p.etaSeconds) && p.etaSeconds >= 0)).toBe(true);
  });

  it('streams every input exactly once', { timeout: 60_000 }, async () => {
    const seen = new Array<number>(texts.length).fill(0);
    const info = await streamCorpus(
      texts,
      (batch, model) => {
        expect(batch.vectors).toHaveLength(batch.indices.length * model.dimensions);
        batch.indices.forEach((i) => seen[i]!++);
      },
      { workers: 1, jobSize: 50 },
    );
    expect(info.dimensions).toBe(512);
    expect(seen.every((n) => n === 1)).toBe(true);
  });

  it('handles an empty corpus', { timeout: 60_000 }, async () => {
    const result = await embedCorpus([], { workers: 2 });
    expect(result.vectors).toHaveLength(0);
    expect(result.version).toBe(single.version);
  });

  it('stops on abort', { timeout: 60_000 }, async () => {
    const controller = new AbortController();
    let batches = 0;
    const run = embedCorpus(kjvSample(400, 7), {
      workers: 2,
      jobSize: 16,
      signal: controller.signal,
      onProgress: () => {
        batches++;
        controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(batches).toBe(1);

    await expect(embedCorpus(texts, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects cleanly when a worker fails', { timeout: 60_000 }, async () => {
    await expect(embedCorpus(texts, { workers: 2, embedder: { modelDir: '/nonexistent/model' } })).rejects.toThrow(/Embedding worker failed: .*ENOENT/);
  });
});
