import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.ts';
import type { Embedder } from './embedder.ts';
import { loadTransformersEmbedder } from './transformers-embedder.ts';

// A 2-layer BERT with random weights in transformers.js layout (../shared/models/fixtures): its vectors
// mean nothing, so these tests check the mechanics only.
const MODELS = join(PROJECT_ROOT, '..', 'shared', 'models');
const FIXTURE = 'fixtures/tiny-random-bert';
const present = existsSync(join(MODELS, FIXTURE, 'config.json'));
if (!present) console.warn(`Skipping the transformers.js tests: ${join(MODELS, FIXTURE)} is absent`);

const norm = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));

describe.skipIf(!present)('transformers.js embedder (offline, tiny random BERT)', () => {
  let q8: Embedder;
  let fp32: Embedder;
  beforeAll(async () => {
    q8 = await loadTransformersEmbedder({ modelsDir: MODELS, model: FIXTURE, batchSize: 3 });
    fp32 = await loadTransformersEmbedder({ modelsDir: MODELS, model: FIXTURE, dtype: 'fp32' });
  });
  afterAll(async () => {
    await q8?.dispose();
    await fp32?.dispose();
  });

  it('gives one unit-length row per text, of the model’s hidden size', async () => {
    const texts = ['In the beginning', 'God created the heaven and the earth', 'Jesus wept', 'a', 'Charity suffereth long, and is kind', ''];
    const rows = await q8.embed(texts);
    expect(q8.dimensions).toBe(32);
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      expect(row).toHaveLength(32);
      expect(norm(row)).toBeCloseTo(1, 4);
    }
  });

  it('is deterministic and independent of batching (q8 within its per-batch quantisation error)', async () => {
    const texts = ['one', 'two three', 'four five six', 'seven', 'eight nine'];
    for (const [embedder, digits] of [
      [fp32, 4],
      [q8, 2],
    ] as const) {
      const together = await embedder.embed(texts);
      const alone = await Promise.all(texts.map(async (t) => (await embedder.embed([t]))[0]!));
      together.forEach((row, i) => row.forEach((x, j) => expect(x).toBeCloseTo(alone[i]![j]!, digits)));
      expect(await embedder.embed(texts)).toEqual(together);
    }
  });

  it('mean-pools: different sentences get different vectors', async () => {
    const [a, b] = await fp32.embed(['the lord is my shepherd', 'and the sons of Ham']);
    const cosine = a!.reduce((s, x, i) => s + x * b![i]!, 0);
    expect(cosine).toBeLessThan(0.9999);
  });

  it('names the model and its files in its identity', () => {
    expect(q8.id).toBe('hf:fixtures/tiny-random-bert');
    expect(q8.version).not.toBe(fp32.version);
  });

  it('explains a missing model instead of downloading it', async () => {
    await expect(loadTransformersEmbedder({ modelsDir: MODELS, model: 'Xenova/not-here' })).rejects.toThrow(/not in .*models:fetch/s);
  });
});
