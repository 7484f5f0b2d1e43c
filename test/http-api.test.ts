import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer } from '../src/server/http-server.ts';
import { createTestCore, makeTempDir } from './helpers.ts';
import { request } from './http-client.ts';

const KEY = 'sk_test_0123456789abcdef0123456789abcdef';
const auth = { Authorization: `Bearer ${KEY}` };
const json = { ...auth, 'Content-Type': 'application/json' };

async function withServer(freeCredits: number, staticDir?: string) {
  const core = createTestCore({ freeCredits });
  const errors: unknown[] = [];
  const server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, ...(staticDir && { staticDir }), logError: (e) => errors.push(e) });
  return {
    core,
    server,
    errors,
    close: async () => {
      await server.close();
      core.cleanup();
    },
  };
}

describe('the local /v1 API', () => {
  let ctx: Awaited<ReturnType<typeof withServer>>;
  let url: string;
  const search = (body: unknown, headers: Record<string, string> = json) =>
    request(`${url}/v1/bible/search`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const balance = async () => (await request(`${url}/v1/credits/balance`, { headers: auth })).json.balance as number;

  beforeAll(async () => {
    ctx = await withServer(50);
    url = ctx.server.url;
  });
  afterAll(() => ctx.close());

  it('listens on 127.0.0.1 and reports health', async () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await request(`${url}/v1/health`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'ok', verses: 31_102, balance: 50, translations: ['kjv', 'web'] });
  });

  it('searches for one credit and returns the new balance', async () => {
    const before = await balance();
    const res = await search({ query: 'charity suffereth', top_k: 3 });
    expect(res.status).toBe(200);
    expect(res.json.verses[0]).toMatchObject({ reference: '1 Corinthians 13:4', book: '1 Corinthians', chapter: 13, verse: 4 });
    expect(res.json).toMatchObject({ creditsUsed: 1, balance: before - 1, total: 1 });
    expect(await balance()).toBe(before - 1);
    const usage = await request(`${url}/v1/credits/usage?limit=1`, { headers: auth });
    expect(usage.json.entries[0]).toMatchObject({ kind: 'debit', operation: 'keyword', credits: -1 });
  });

  it('looks up verses and chapters for free', async () => {
    const before = await balance();
    const range = await request(`${url}/v1/bible/verses/${encodeURIComponent('John 3:16-18')}`, { headers: auth });
    expect(range.status).toBe(200);
    expect(range.json.reference).toBe('John 3:16-18');
    expect(range.json.verses.map((v: { verse: number }) => v.verse)).toEqual([16, 17, 18]);
    const chapter = await request(`${url}/v1/bible/verses/${encodeURIComponent('Psalms 23')}?translation=web`, { headers: auth });
    expect(chapter.json).toMatchObject({ reference: 'Psalms 23', translation: 'web', previousChapter: 'Psalms 22', nextChapter: 'Psalms 24' });
    expect(chapter.json.verses).toHaveLength(6);
    const books = await request(`${url}/v1/bible/books`, { headers: auth });
    expect(books.json.books).toHaveLength(66);
    expect(await balance()).toBe(before);
  });

  describe('refuses, with a typed error and no charge,', () => {
    let before: number;
    beforeAll(async () => {
      before = await balance();
    });
    afterAll(async () => {
      expect(await balance()).toBe(before);
    });

    it('401 without or with a wrong key', async () => {
      for (const headers of [{}, { Authorization: 'Bearer nope' }, { Authorization: KEY }, { Authorization: `Basic ${KEY}` }] as Record<string, string>[]) {
        const res = await request(`${url}/v1/health`, { headers });
        expect(res.status).toBe(401);
        expect(res.json.error.code).toBe('unauthorized');
      }
    });

    it('403 for foreign origins and hosts (DNS rebinding)', async () => {
      const port = new URL(url).port;
      const cases: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: `http://127.0.0.1:${Number(port) + 1}` },
        { Host: 'evil.example' },
        { Host: `evil.example:${port}` },
        { Host: `127.0.0.1.evil.example:${port}` },
        { 'Sec-Fetch-Site': 'cross-site' },
      ];
      for (const headers of cases) {
        const res = await search({ query: 'love' }, { ...json, ...headers });
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
      const own = await search({ query: 'love' }, { ...json, Origin: `http://localhost:${port}`, Host: `localhost:${port}` });
      expect(own.status).toBe(200);
      before -= 1;
    });

    it.each([
      [{}, 'query'],
      [{ query: '' }, 'query'],
      [{ query: '   ' }, 'query'],
      [{ query: 'x'.repeat(501) }, 'query'],
      [{ query: 42 }, 'query'],
      [{ query: '-love' }, 'query'],
      [{ query: 'love', top_k: 0 }, 'top_k'],
      [{ query: 'love', top_k: 51 }, 'top_k'],
      [{ query: 'love', top_k: 2.5 }, 'top_k'],
      [{ query: 'love', top_k: '10' }, 'top_k'],
      [{ query: 'love', testament: 'apocrypha' }, 'testament'],
      [{ query: 'love', translation: 'rsv' }, 'translation'],
      [{ query: 'love', book: 'Hezekiah' }, 'book'],
      [{ query: 'love', topk: 5 }, 'topk'],
      [[], undefined],
      ['null', undefined],
    ])('400 for %j', async (body, field) => {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'invalid_request', ...(field && { field }) });
      expect(res.json.error.message).toEqual(expect.any(String));
    });

    it('400 for malformed JSON and a malformed path', async () => {
      expect((await search('{"query": "love"')).json.error.code).toBe('invalid_request');
      expect((await request(`${url}/v1/bible/verses/%E0%A4%A`, { headers: auth })).status).toBe(400);
      expect((await request(`${url}/v1/bible/verses/${encodeURIComponent('hello world')}`, { headers: auth })).status).toBe(404);
      expect((await request(`${url}/v1/bible/verses/${encodeURIComponent('John 3:18-16')}`, { headers: auth })).status).toBe(400);
    });

    it('404 for unknown routes, books and verses', async () => {
      for (const path of ['/v1/nothing', '/v1/bible/verses/Hezekiah%201', '/v1/bible/verses/John%2022', '/v1/bible/verses/John%203:37']) {
        const res = await request(`${url}${path}`, { headers: auth });
        expect(res.status, path).toBe(404);
        expect(res.json.error.code).toBe('not_found');
      }
      const res = await request(`${url}/v1/bible/verses/John%2022`, { headers: auth });
      expect(res.json.error.message).toBe('John has 21 chapters; there is no chapter 22');
    });

    it('405 for the wrong method, with Allow', async () => {
      const res = await request(`${url}/v1/bible/search`, { headers: auth });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.json.error.code).toBe('method_not_allowed');
      expect((await request(`${url}/v1/health`, { method: 'DELETE', headers: auth })).status).toBe(405);
    });

    it('413 for bodies over 16 KiB', async () => {
      const res = await search({ query: 'love', padding: 'x'.repeat(17 * 1024) });
      expect(res.status).toBe(413);
      expect(res.json.error.code).toBe('payload_too_large');
    });

    it('415 for bodies that are not JSON', async () => {
      const res = await search('query=love', { ...auth, 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(res.status).toBe(415);
      expect(res.json.error.code).toBe('unsupported_media_type');
    });
  });

  it('402 with insufficient credits, charging nothing, and never overspends under concurrency', async () => {
    const poor = await withServer(12);
    try {
      const results = await Promise.all(
        Array.from({ length: 30 }, () => request(`${poor.server.url}/v1/bible/search`, { method: 'POST', headers: json, body: '{"query":"faith"}' })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(12);
      expect(statuses.filter((s) => s === 402)).toHaveLength(18);
      const refused = results.find((r) => r.status === 402)!;
      expect(refused.json.error).toMatchObject({ code: 'insufficient_credits', balance: 0, cost: 1 });
      const health = await request(`${poor.server.url}/v1/health`, { headers: auth });
      expect(health.json.balance).toBe(0);
    } finally {
      await poor.close();
    }
  });

  it('500 without internals when something breaks, and keeps serving', async () => {
    const broken = await withServer(10);
    try {
      broken.core.close(); // the databases are gone: every core call now throws an unexpected error
      const res = await request(`${broken.server.url}/v1/bible/search`, { method: 'POST', headers: json, body: '{"query":"love"}' });
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ error: { code: 'internal', message: 'Internal error' } });
      expect(broken.errors).toHaveLength(1);
      expect((await request(`${broken.server.url}/v1/nothing`, { headers: auth })).status).toBe(404);
    } finally {
      await broken.close();
    }
  });

  it('never crashes on garbage requests', async () => {
    const inputs = ['{', '[]', '""', '0', '{"query":{"$gt":""}}', '\u0000', '{"query":"\\ud800"}', '{"__proto__":{"x":1},"query":"love"}'];
    for (const body of inputs) {
      const res = await search(body);
      expect([200, 400]).toContain(res.status);
    }
    expect((await request(`${url}/v1/health`, { headers: auth })).status).toBe(200);
  });
});

describe('web mode static files', () => {
  it('serves the UI with the API key, a strict CSP, and nothing outside its folder', async () => {
    const temp = makeTempDir('static-');
    mkdirSync(join(temp.dir, 'web', 'assets'), { recursive: true });
    writeFileSync(join(temp.dir, 'web', 'index.html'), '<html><head><meta name="scripture-api-key" content=""></head><body>app</body></html>');
    writeFileSync(join(temp.dir, 'web', 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(temp.dir, 'secret.txt'), 'secret');
    const ctx = await withServer(5, join(temp.dir, 'web'));
    try {
      const page = await request(`${ctx.server.url}/`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<meta name="scripture-api-key" content="${KEY}">`);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.headers['cache-control']).toBe('no-store');
      const asset = await request(`${ctx.server.url}/assets/app.js`);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
        expect((await request(`${ctx.server.url}${path}`)).status, path).toBe(404);
      }
      // A page on another site, or a rebinding DNS name, gets nothing, not even the key.
      expect((await request(`${ctx.server.url}/`, { headers: { Host: 'evil.example' } })).status).toBe(403);
      expect((await request(`${ctx.server.url}/`, { method: 'POST' })).status).toBe(405);
    } finally {
      await ctx.close();
      temp.remove();
    }
  });
});
