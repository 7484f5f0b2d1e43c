import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { createVerseStore } from '#core/bible/verse-store.ts';
import { verseId } from '#core/bible/verse-id.ts';
import { openVersesDb } from '#core/verses-db/open.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { THEMES } from '#core/semantic-index/themes.ts';
import { THEME_IDS } from '#shared/contract/semantic.ts';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { makeTempDir } from './helpers.ts';
import { request } from './http-client.ts';

// A small index: a few well-known chapters plus every theme's anchor verses.
const versesDb = openVersesDb(defaultVersesDbPath());
const store = createVerseStore(versesDb);
const passages = ['John 3', '1 Corinthians 13', 'Psalms 23', 'Matthew 6:25-34', 'Genesis 1:1-10', ...THEMES.flatMap((t) => t.anchors)];
const SMALL = [...new Set(passages.flatMap((p) => store.getPassage(p, 'kjv').verses.map((v) => verseId(v.bookIndex, v.chapter, v.verse))))].sort(
  (a, b) => a - b,
);
versesDb.close();

const KEY = 'sk_test_semantic_0123456789abcdef0123';
const json = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' };

describe('semantic search on a small index', () => {
  const cache = makeTempDir('semantic-cache-');
  const data = makeTempDir('semantic-data-');
  let core: Core;
  let server: RunningServer;
  const statuses: string[] = [];
  const post = (path: string, body: unknown) => request(`${server.url}${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const balance = async () => (await request(`${server.url}/v1/credits/balance`, { headers: json })).json.balance as number;

  beforeAll(async () => {
    core = createCore({
      versesDbPath: defaultVersesDbPath(),
      dataDir: data.dir,
      freeCredits: 100,
      semantic: { ...semanticHostOptions({ cacheDir: cache.dir }), verseIds: SMALL, onStatus: (s) => statuses.push(s.status) },
    });
    server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0 });
    // While the index builds, semantic search answers 503 and charges nothing; keyword search works.
    const early = await post('/v1/bible/search-ai', { query: 'love' });
    expect(early.status).toBe(503);
    expect(early.json.error).toMatchObject({ code: 'index_building', progress: expect.any(Number) });
    const health = await request(`${server.url}/v1/health`, { headers: json });
    expect(health.json.semantic).toMatchObject({ status: 'building', embedder: expect.any(String) });
    expect((await post('/v1/bible/search', { query: 'love' })).status).toBe(200);
    await core.semanticReady;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    core?.close();
    cache.remove();
    data.remove();
  });

  it('reports progress up to ready', async () => {
    expect(statuses[0]).toBe('building');
    expect(statuses.at(-1)).toBe('ready');
    expect((await request(`${server.url}/v1/health`, { headers: json })).json.semantic).toMatchObject({ status: 'ready', progress: 1 });
  });

  it('answers by meaning for 3 credits, scores in 0..1 descending, at most top_k', async () => {
    const before = await balance();
    const res = await post('/v1/bible/search-ai', { query: 'do not be anxious about what you will eat or wear', top_k: 5 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ creditsUsed: 3, balance: before - 3 });
    const verses = res.json.verses as { reference: string; score: number; text: string; themes: string[] }[];
    expect(verses.length).toBeLessThanOrEqual(5);
    expect(verses.length).toBeGreaterThan(0);
    verses.forEach((v, i) => {
      expect(v.score).toBeGreaterThanOrEqual(0);
      expect(v.score).toBeLessThanOrEqual(1);
      if (i > 0) expect(v.score).toBeLessThanOrEqual(verses[i - 1]!.score);
    });
    expect(verses.map((v) => v.reference).some((r) => r.startsWith('Matthew 6:'))).toBe(true);
  });

  it('keeps every result of a theme tagged with it', async () => {
    const themes = (await request(`${server.url}/v1/bible/themes`, { headers: json })).json.themes as { id: string; verses: number }[];
    expect(themes.map((t) => t.id)).toEqual([...THEME_IDS]);
    for (const theme of ['love', 'creation', 'prayer']) {
      const res = await post('/v1/bible/search-ai', { query: 'God', theme, top_k: 50 });
      expect(res.status).toBe(200);
      for (const v of res.json.verses as { themes: string[] }[]) expect(v.themes).toContain(theme);
      expect(res.json.verses.length).toBeLessThanOrEqual(themes.find((t) => t.id === theme)!.verses);
    }
  });

  it('finds verses like a verse, without the verse itself, for 1 credit', async () => {
    const res = await post('/v1/bible/similar', { reference: 'jn 3:16', top_k: 5 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ reference: 'John 3:16', creditsUsed: 1 });
    expect(res.json.verses.map((v: { reference: string }) => v.reference)).not.toContain('John 3:16');
    expect(res.json.verses).toHaveLength(5);
  });

  describe('refuses bad input with 400 naming the field, charging nothing', () => {
    it.each([
      [{}, 'query'],
      [{ query: '' }, 'query'],
      [{ query: 'x'.repeat(501) }, 'query'],
      [{ query: 'love', top_k: 0 }, 'top_k'],
      [{ query: 'love', top_k: 51 }, 'top_k'],
      [{ query: 'love', top_k: 2.5 }, 'top_k'],
      [{ query: 'love', top_k: '10' }, 'top_k'],
      [{ query: 'love', theme: 'gardening' }, 'theme'],
      [{ query: 'love', theme: 7 }, 'theme'],
      [{ query: 'love', colour: 'red' }, 'colour'],
      [{ query: ['love'] }, 'query'],
    ])('%j', async (body, field) => {
      const before = await balance();
      const res = await post('/v1/bible/search-ai', body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'invalid_request', field });
      expect(await balance()).toBe(before);
    });

    it('a reference that is not one verse', async () => {
      expect((await post('/v1/bible/similar', { reference: 'John 3' })).json.error).toMatchObject({ code: 'invalid_request', field: 'reference' });
      expect((await post('/v1/bible/similar', { reference: 'John 3:99' })).status).toBe(404);
    });
  });

  it('reuses the cached index instead of rebuilding', async () => {
    const files = () => statSync(cache.dir).mtimeMs;
    const before = files();
    const again = createCore({
      versesDbPath: defaultVersesDbPath(),
      dataDir: data.dir,
      semantic: { ...semanticHostOptions({ cacheDir: cache.dir }), verseIds: SMALL },
    });
    const started = Date.now();
    await again.semanticReady;
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await again.api['system.health']({})).semantic.status).toBe('ready');
    expect(files()).toBe(before);
    again.close();
  });

  it('rebuilds a changed index from the vectors it already has, embedding nothing again', async () => {
    // Fewer verses: another inputs hash, so another index, but every text was embedded for the first.
    const chapters = [verseId(43, 3, 0), verseId(46, 13, 0), verseId(19, 23, 0)];
    const fewer = SMALL.filter((id) => chapters.includes(id - (id % 1000)));
    const embedded: string[] = [];
    const host = semanticHostOptions({ cacheDir: cache.dir });
    const again = createCore({
      versesDbPath: defaultVersesDbPath(),
      dataDir: data.dir,
      semantic: {
        ...host,
        verseIds: fewer,
        embedCorpus: (texts, onRows, signal) => {
          embedded.push(...texts);
          return host.embedCorpus(texts, onRows, signal);
        },
      },
    });
    await again.semanticReady;
    expect(embedded).toEqual([]);
    const out = await again.api['bible.similar']({ reference: 'John 3:16', top_k: 5, translation: 'kjv' });
    const first = await core.api['bible.similar']({ reference: 'John 3:16', top_k: 50, translation: 'kjv' });
    // Same vectors: the nearest verses of the smaller index are the larger one's, within its verses.
    const kept = new Set(fewer);
    expect(out.verses.map((v) => v.reference)).toEqual(
      first.verses
        .filter((v) => kept.has(verseId(v.bookIndex, v.chapter, v.verse)))
        .slice(0, 5)
        .map((v) => v.reference),
    );
    again.close();
  });
});
