import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Embedder } from './embedder.ts';
import { kjvSample } from './kjv-sample.ts';
import { loadUseLite, USE_LITE_DIMENSIONS, type UseLiteRuntime } from './use-lite.ts';

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function maxAbsDiff(a: Float32Array, b: Float32Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

describe.each<{ runtime: UseLiteRuntime; name: string }>([
  { runtime: 'onnx', name: 'onnxruntime' },
  { runtime: 'tfjs', name: 'tfjs-wasm' },
])('USE-Lite embedder on $name', ({ runtime, name }) => {
  let embedder: Embedder;
  let listenersBefore: number;

  beforeAll(async () => {
    listenersBefore = process.listenerCount('unhandledRejection') + process.listenerCount('uncaughtException');
    embedder = await loadUseLite({ runtime });
  });

  afterAll(async () => {
    await embedder.dispose();
  });

  it('describes itself', () => {
    expect(embedder.id).toBe('use-lite');
    expect(embedder.runtime).toBe(name);
    expect(embedder.dimensions).toBe(USE_LITE_DIMENSIONS);
    expect(embedder.version).toMatch(/^[0-9a-f]{12}$/);
  });

  it('leaves no process-wide crash handlers behind', () => {
    const after = process.listenerCount('unhandledRejection') + process.listenerCount('uncaughtException');
    expect(after).toBe(listenersBefore);
  });

  it('returns one unit-length row per text, in order', async () => {
    const texts = kjvSample(40);
    const rows = await embedder.embed(texts);
    expect(rows).toHaveLength(texts.length);
    for (const row of rows) {
      expect(row).toBeInstanceOf(Float32Array);
      expect(row).toHaveLength(USE_LITE_DIMENSIONS);
      expect(Math.abs(Math.sqrt(dot(row, row)) - 1)).toBeLessThan(1e-6);
    }
    // Batching must not change a row. A text alone takes another code path (TF.js: the direct
    // forward pass, not the graph; onnxruntime: a batch of one length), which must agree.
    for (const i of [0, 17, 39]) {
      const [alone] = await embedder.embed([texts[i]!]);
      expect(maxAbsDiff(alone!, rows[i]!)).toBeLessThan(1e-5);
    }
    expect(await embedder.embed([])).toEqual([]);
  });

  it('is deterministic', async () => {
    const text = 'Blessed are the peacemakers: for they shall be called the children of God.';
    const [a] = await embedder.embed([text]);
    const [b] = await embedder.embed([text]);
    expect(Array.from(b!)).toEqual(Array.from(a!));
  });

  it('embeds a short query alone as the graph does, whatever its words', async () => {
    const queries = ['God loves the world', 'x', 'Über naïve café — “quotes” 🙏', 'what does the bible say about forgiveness and anger'];
    const batch = await embedder.embed([...queries, 'a second text keeps the batch on the graph']);
    for (const [i, query] of queries.entries()) {
      const [alone] = await embedder.embed([query]);
      expect(maxAbsDiff(alone!, batch[i]!), query).toBeLessThan(1e-5);
    }
  });

  it('puts related meanings closer together', async () => {
    const [query, john, genealogy] = await embedder.embed([
      'God loves the world',
      'For God so loved the world, that he gave his only begotten Son',
      'And the sons of Ham; Cush, and Mizraim',
    ]);
    expect(dot(query!, john!)).toBeGreaterThan(dot(query!, genealogy!) + 0.2);
  });

  it('handles blank and very long texts', async () => {
    const long = 'And the LORD spake unto Moses, saying, '.repeat(500);
    const started = performance.now();
    const [empty, blank, longRow, prefixRow] = await embedder.embed(['', '  \n ', long, long.slice(0, 2000)]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(Array.from(blank!)).toEqual(Array.from(empty!));
    for (const row of [empty!, longRow!]) {
      expect(row.every(Number.isFinite)).toBe(true);
      expect(Math.abs(Math.sqrt(dot(row, row)) - 1)).toBeLessThan(1e-6);
    }
    // Both are cut to the same first 256 tokens.
    expect(maxAbsDiff(longRow!, prefixRow!)).toBeLessThan(1e-5);
    // Alone they give what they gave in the batch, blanks included.
    for (const [text, row] of [
      ['', empty!],
      [long, longRow!],
    ] as const) {
      const [alone] = await embedder.embed([text]);
      expect(maxAbsDiff(alone!, row)).toBeLessThan(1e-5);
    }
  });
});

describe('USE-Lite on onnxruntime against the TF.js graph', () => {
  it('gives the same vectors, to 1e-5 per component, and the same version', { timeout: 120_000 }, async () => {
    const [onnx, tfjs] = await Promise.all([loadUseLite({ runtime: 'onnx' }), loadUseLite({ runtime: 'tfjs' })]);
    try {
      expect(onnx.version).toBe(tfjs.version);
      // A few hundred verses of every length, blanks and a text past the 128 positions the graph reads.
      const texts = [...kjvSample(300, 7), '', 'Jesus wept.', 'And the LORD spake unto Moses, saying, '.repeat(40)];
      const [a, b] = [await onnx.embed(texts), await tfjs.embed(texts)];
      const worst = Math.max(...a.map((row, i) => maxAbsDiff(row, b[i]!)));
      expect(worst).toBeLessThan(1e-5);
    } finally {
      await Promise.all([onnx.dispose(), tfjs.dispose()]);
    }
  });
});
