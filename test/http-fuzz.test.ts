import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { hasBody, HTTP_ROUTES } from '#shared/http-routes.ts';
import { startHttpServer, type RunningServer } from '../src/server/http-server.ts';
import { seededRandom, startTestBilling, type TestBilling } from './billing/helpers.ts';
import { makeTempDir } from './helpers.ts';

// Ten thousand generated hostile requests over every route of the local API, against the real core
// (semantic index included), the real HTTP server and the real billing server: no 500, no crash, and
// the balance moves by exactly what the successful paid replies say they charged.

const SEED = 20261123;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const IN_FLIGHT = 8;
const FREE = 100_000;
const KEY = 'sk_test_fuzz_0123456789abcdef0123456789';

let billing: TestBilling;
let core: Core;
let server: RunningServer;
let temp: ReturnType<typeof makeTempDir>;
const errors: unknown[] = [];

beforeAll(async () => {
  // The account's grant equals the local free start, so the first sync moves no credits.
  billing = await startTestBilling({ freeCredits: FREE });
  temp = makeTempDir('fuzz-');
  mkdirSync(join(temp.dir, 'web', 'assets'), { recursive: true });
  writeFileSync(join(temp.dir, 'web', 'index.html'), '<html><head><meta name="scripture-api-key" content=""></head></html>');
  writeFileSync(join(temp.dir, 'web', 'assets', 'app.js'), 'console.log(1)');
  core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir: join(temp.dir, 'data'),
    freeCredits: FREE,
    semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }),
    billing: { url: billing.url, syncOnStart: false, syncIntervalMs: 0, pollInitialMs: 50, pollMaxMs: 100, requestTimeoutMs: 1000, log: () => undefined },
  });
  await core.semanticReady;
  server = await startHttpServer({ api: core.api, apiKey: KEY, port: 0, staticDir: join(temp.dir, 'web'), logError: (e) => errors.push(e) });
}, 120_000);

afterAll(async () => {
  await server?.close();
  core?.close();
  await billing?.close();
  temp?.remove();
});

interface Reply {
  status: number;
  text: string;
  type: string;
}

function send(method: string, path: string, headers: Record<string, string>, body: string | undefined): Promise<Reply> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), type: String(res.headers['content-type'] ?? '') }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a paid reply says it charged: `creditsUsed` of the JSON body, or of the SSE stream's `result` event. */
function charged(reply: Reply): number {
  if (reply.status !== 200) return 0;
  let value: unknown;
  if (reply.type.startsWith('text/event-stream')) {
    const result = /event: result\ndata: (.*)\n/.exec(reply.text);
    value = result ? JSON.parse(result[1]!) : undefined;
  } else if (reply.type.startsWith('application/json')) {
    value = JSON.parse(reply.text);
  }
  const used = (value as { creditsUsed?: unknown } | undefined)?.creditsUsed;
  return typeof used === 'number' ? used : 0;
}

function generator(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));

  const WORDS = [
    'love',
    'faith',
    'the',
    'a',
    'and',
    'shepherd',
    'jesus',
    'wept',
    'charity',
    'th*',
    'lo*',
    'a*',
    'OR',
    'NOT',
    'AND',
    '-the',
    '"only begotten',
    '|',
    'NEAR(',
    '^',
    ':',
    '*',
    'Moses',
    'מים',
    'λόγος',
    '💥',
    'ﬁre',
    'é',
  ];
  const NASTY = [
    '',
    ' ',
    '\u0000',
    '\ud800',
    '%',
    '%E0%A4%A',
    '%ff',
    '..',
    '../../etc/passwd',
    '\r\nX-Injected: 1',
    '<script>alert(1)</script>',
    "'; DROP TABLE ledger; --",
    '{}',
    '[]',
    'null',
    'x'.repeat(600),
    '\u202e',
    'a'.repeat(20_000),
  ];
  const REFS = [
    'John 3:16',
    'Psalms 23',
    'Gen 1:1-3',
    'jn 3',
    '1 cor 13',
    'Revelation 22:21',
    'Obadiah 1',
    'John 99:1',
    'Nope 1:1',
    'John 3:16-2',
    'Psalm 119',
  ];
  const text = (): string => {
    if (chance(0.15)) return pick(NASTY);
    return Array.from({ length: int(1, chance(0.1) ? 60 : 5) }, () => pick(WORDS)).join(' ');
  };
  const value = (): unknown =>
    pick<() => unknown>([
      () => text(),
      () => int(-5, 600),
      () => random() * 1e9,
      () => null,
      () => true,
      () => [text()],
      () => ({ $gt: '' }),
      () => undefined,
    ])();

  /** A valid-looking input for each method, which the mutations then break. */
  const inputs: Record<string, () => Record<string, unknown>> = {
    'system.health': () => ({}),
    'bible.search': () => ({
      query: text(),
      top_k: int(1, 50),
      ...(chance(0.3) && { book: pick(['John', 'jn', 'Genesis', 'Nope']) }),
      ...(chance(0.3) && { testament: pick(['old', 'new', 'middle']) }),
      ...(chance(0.3) && { translation: pick(['kjv', 'web', 'ylt', 'rsv']) }),
    }),
    'bible.getVerses': () => ({ reference: pick(REFS), ...(chance(0.3) && { translation: pick(['kjv', 'web', 'xx']) }) }),
    'bible.listBooks': () => ({}),
    'bible.listTranslations': () => ({}),
    'bible.verseOfTheDay': () => ({
      ...(chance(0.5) && { date: pick(['2026-11-25', '2026-02-30', 'today', '']) }),
      ...(chance(0.3) && { translation: pick(['kjv', 'web', 'x']) }),
    }),
    'plans.list': () => ({}),
    'plans.getDay': () => ({ plan: pick(['bible-in-a-year', 'psalms-proverbs-month', 'x']), day: pick([1, 31, 32, 366, 0, 'x']) }),
    'plans.markDay': () => ({ plan: pick(['new-testament-90-days', 'x']), day: pick([1, 90, 91, -1]), done: pick([true, false, 'yes']) }),
    'bible.getCrossReferences': () => ({
      reference: pick(REFS),
      ...(chance(0.3) && { translation: pick(['kjv', 'web', 'xx']) }),
      ...(chance(0.3) && { limit: pick([1, 500, 0, 'x']) }),
    }),
    'bible.searchSemantic': () => ({ query: text(), top_k: int(1, 50), ...(chance(0.3) && { theme: pick(['love', 'faith', 'nope']) }) }),
    'bible.similar': () => ({ reference: pick(REFS), top_k: int(1, 20) }),
    'bible.listThemes': () => ({}),
    'bible.ask': () => ({
      question: chance(0.5) ? pick(['Who built the ark?', 'What is love?', 'Who killed Goliath?', 'Why?']) : text(),
      ...(chance(0.3) && { top_k: int(0, 11) }),
      ...(chance(0.3) && { translation: pick(['kjv', 'ylt', 'nheb', 'rsv']) }),
    }),
    'study.saveItem': () => ({
      kind: pick(['highlight', 'bookmark', 'note', 'essay']),
      reference: pick(REFS),
      ...(chance(0.5) && { color: pick(['yellow', 'pink', 'red', '']) }),
      ...(chance(0.5) && { text: text() }),
      ...(chance(0.3) && { label: text(), folder: pick(['a', '', null]) }),
      ...(chance(0.3) && { tags: pick([['a'], ['a,b'], [], ['x'.repeat(41)], 'tag']) }),
      ...(chance(0.1) && { id: pick(['00000000-0000-4000-8000-000000000000', 'x', '']) }),
    }),
    'study.listItems': () => ({
      ...(chance(0.3) && { kind: pick(['note', 'highlight', 'x']) }),
      ...(chance(0.3) && { query: text() }),
      ...(chance(0.3) && { book: pick(['John', 'Nope']), chapter: pick([1, 3, 0, 151, 'x']) }),
      ...(chance(0.3) && { tag: pick(['a', '', 'a,b']) }),
      ...(chance(0.2) && { folder: pick(['a', '', 'x'.repeat(81)]) }),
      limit: pick([1, 200, 1000, 0, 1001, 'x']),
    }),
    'study.exportBackup': () => ({}),
    'study.importBackup': () => ({
      format: pick(['scripture-study-backup', 'x']),
      version: pick([1, 2, '1']),
      exportedAt: pick(['2026-01-01T00:00:00.000Z', 'now']),
      items: pick([
        [],
        [
          {
            id: '00000000-0000-4000-8000-000000000001',
            kind: 'bookmark',
            reference: pick(REFS),
            color: null,
            label: null,
            folder: null,
            text: null,
            tags: [],
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        'x',
        [{}],
      ]),
    }),
    'study.exportItems': () => ({
      format: pick(['markdown', 'csv', 'pdf']),
      ...(chance(0.3) && { kind: pick(['note', 'x']) }),
      ...(chance(0.2) && { folder: pick(['a', '']) }),
      ...(chance(0.3) && { translation: pick(['kjv', 'web', 'rsv']) }),
    }),
    'study.deleteItem': () => ({ id: pick(['00000000-0000-4000-8000-000000000000', 'x', '..', '']) }),
    'study.createItem': () => ({
      reference: pick(REFS),
      ...(chance(0.5) && { color: pick(['yellow', 'pink', 'red', '']) }),
      ...(chance(0.5) && { text: text() }),
      ...(chance(0.3) && { label: text(), folder: pick(['a', '', null]) }),
      ...(chance(0.2) && { kind: pick(['note', 'highlight', 'essay']) }),
      ...(chance(0.3) && { tags: pick([['a'], ['a,b'], [], 'tag']) }),
    }),
    'study.updateItem': () => ({
      id: pick(['00000000-0000-4000-8000-000000000000', 'x', '..', '']),
      ...(chance(0.5) && { reference: pick(REFS) }),
      ...(chance(0.3) && { color: pick(['green', 'red']) }),
      ...(chance(0.3) && { text: text() }),
      ...(chance(0.3) && { label: pick([text(), null]) }),
    }),
    'study.searchNotes': () => ({ query: text(), ...(chance(0.5) && { top_k: pick([1, 10, 50, 0, 51, 'x']) }) }),
    'study.exportStudy': () => ({
      format: pick(['json', 'markdown', 'csv', 'pdf']),
      ...(chance(0.3) && { kind: pick(['note', 'x']) }),
      ...(chance(0.3) && { translation: pick(['kjv', 'ylt', 'rsv']) }),
    }),
    'credits.getBalance': () => ({}),
    'credits.listUsage': () => ({
      limit: pick([1, 50, 500, 0, 501, 'x', -1]),
      ...(chance(0.3) && { operation: pick(['keyword', 'ask', 'nope']) }),
      ...(chance(0.3) && { since: pick(['2026-01-01', '2026-13-01', 'yesterday', '2026-01-01T00:00:00Z']) }),
      ...(chance(0.3) && { kind: pick(['debit', 'purchase', 'gift']) }),
    }),
    'credits.exportUsage': () => ({ ...(chance(0.5) && { until: pick(['2026-01-01', 'x']) }), ...(chance(0.3) && { operation: pick(['semantic', '']) }) }),
    'billing.listPacks': () => ({}),
    'billing.startCheckout': () => ({ packId: pick(['starter', 'study', 'nope', '']) }),
    'billing.getCheckout': () => ({ id: pick(['cs_test_' + '0'.repeat(32), 'cs_x', '..%2f..', '%00']) }),
    'billing.waitForCheckout': () => ({ id: pick(['cs_test_' + '1'.repeat(32), 'cs_y']), timeoutSeconds: pick([0, 1, -1, 301]) }),
    'billing.sync': () => ({}),
    'billing.getStatus': () => ({}),
    'billing.setSettings': () => ({ billingUrl: pick([billing.url, 'https://127.0.0.1:1/', 'http://evil.example/', 'javascript:alert(1)', null, 42]) }),
    'billing.setAccountKey': () => ({ apiKey: pick(['sk_test_not_a_real_key_000', 'short', 'sk\r\nX: 1', 'x'.repeat(300)]) }),
  };

  function mutate(input: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = { ...input };
    const keys = Object.keys(out);
    switch (int(0, 6)) {
      case 0:
        return out;
      case 1:
        if (keys.length) delete out[pick(keys)];
        return out;
      case 2:
        if (keys.length) out[pick(keys)] = value();
        return out;
      case 3:
        out[pick(['extra', '__proto__', 'constructor', 'stream', 'creditsUsed'])] = value();
        return out;
      case 4:
        return JSON.parse(`{"__proto__": {"polluted": true}, ${JSON.stringify(out).slice(1)}`.replace(', }', '}'));
      default:
        return out;
    }
  }

  return function next(): { method: string; path: string; headers: Record<string, string>; body?: string; route: string } {
    // Every route, the costly answers less often, so ten thousand requests fit in well under a minute.
    let route = pick(HTTP_ROUTES);
    while ((route.call === 'bible.ask' && !chance(0.3)) || (route.call === 'bible.searchSemantic' && !chance(0.6))) route = pick(HTTP_ROUTES);
    const input = mutate(inputs[route.call]!());
    const routeKey = `${route.method} ${route.path}`;
    const headers: Record<string, string> = { Authorization: `Bearer ${KEY}` };
    if (chance(0.03)) delete headers.Authorization;
    if (chance(0.02)) headers.Authorization = 'Bearer wrong';
    if (chance(0.02)) headers.Origin = 'https://evil.example';
    let path = route.path.replace(/:(\w+)/g, (_, name: string) => {
      const v = input[name];
      delete input[name];
      return chance(0.1) ? pick(['%', '%ff', '..', '%2e%2e', 'x'.repeat(300)]) : encodeURIComponent(String(v ?? ''));
    });
    let method: string = route.method;
    let body: string | undefined;
    if (hasBody(route.method)) {
      headers['Content-Type'] = chance(0.05) ? pick(['text/plain', 'application/x-www-form-urlencoded', '']) : 'application/json';
      body = chance(0.07) ? pick(['{', '[]', '""', '0', 'null', '\u0000', '{"query":', 'x'.repeat(17 * 1024), '{"a":'.repeat(500)]) : JSON.stringify(input);
      if (route.call === 'bible.ask') headers.Accept = pick(['text/event-stream', 'application/json', '*/*']);
    } else {
      const search = new URLSearchParams();
      for (const [k, v] of Object.entries(input)) if (v !== undefined) search.set(k, String(v));
      if (chance(0.1)) search.set(pick(['limit', 'x', '__proto__']), pick(['%', '-1', 'NaN', '1e9']));
      const query = search.toString();
      if (query) path += `?${query}`;
    }
    if (chance(0.03)) method = pick(['PUT', 'DELETE', 'PATCH', 'GET', 'POST', 'OPTIONS']);
    if (chance(0.03)) path = pick(['/', '/%', '/%ff', '/assets/app.js', '/v1/', '/v1/nothing', '/v1/bible/verses/', '/v1//health', '/index.html?x=%']);
    return { method, path, headers, ...(body !== undefined && { body }), route: routeKey };
  };
}

describe(`${REQUESTS} generated hostile requests over every route`, () => {
  it('answer without a 500 or a crash, and the balance moves by exactly what was charged', async () => {
    const before = (await core.api['credits.getBalance']({})).balance;
    const next = generator(seededRandom(SEED));
    const statuses = new Map<number, number>();
    const routes = new Set<string>();
    const failures: string[] = [];
    let chargedTotal = 0;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (done < REQUESTS) {
          done++;
          const req = next();
          routes.add(req.route);
          const reply = await send(req.method, req.path, req.headers, req.body);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          if (reply.status >= 500 && reply.status !== 503)
            failures.push(`${req.method} ${req.path.slice(0, 80)} ${req.body?.slice(0, 120) ?? ''} → ${reply.status} ${reply.text.slice(0, 200)}`);
          chargedTotal += charged(reply);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `fuzz: ${done} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; charged ${chargedTotal}`,
    );
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
    expect(routes.size).toBe(HTTP_ROUTES.length);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(REQUESTS / 10);
    // Still serving, and every credit accounted for.
    expect((await send('GET', '/v1/health', { Authorization: `Bearer ${KEY}` }, undefined)).status).toBe(200);
    const after = (await core.api['credits.getBalance']({})).balance;
    expect(before - after).toBe(chargedTotal);
    expect(chargedTotal).toBeGreaterThan(0);
  }, 120_000);
});
