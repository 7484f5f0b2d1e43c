// The renderer's store against the real core over HTTP (no browser): actions in, selectors out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';
import { createHttpClient } from '../../src/renderer/src/lib/api.ts';
import { createAppStore, PERSIST_KEY, type AppStore } from '../../src/renderer/src/store/app-store.ts';
import { selectBalance } from '../../src/renderer/src/features/credits/selectors.ts';
import { selectRecentSearches } from '../../src/renderer/src/features/history/selectors.ts';
import { selectReaderFocus, selectReaderLayout, selectReaderPassage } from '../../src/renderer/src/features/reader/selectors.ts';
import { selectFilters, selectResults, selectSearchError, selectSearchStatus, selectTotal } from '../../src/renderer/src/features/search/selectors.ts';
import { selectView } from '../../src/renderer/src/features/shell/selectors.ts';
import { selectSimilarFor } from '../../src/renderer/src/features/similar/selectors.ts';
import { selectSemanticAvailable, selectThemes } from '../../src/renderer/src/features/semantic/selectors.ts';
import { selectAnswer } from '../../src/renderer/src/features/ask/selectors.ts';
import type { AskStreamer } from '../../src/renderer/src/features/ask/store.ts';
import { selectLastSearch } from '../../src/renderer/src/features/search/selectors.ts';
import type { AskInput } from '#shared/contract/index.ts';
import { parseMethodInput } from '#shared/validate.ts';

const API_KEY = 'sk_test_store_0123456789abcdefghijklmnop';

/** localStorage's contract, kept in memory. */
function memoryStorage(): StateStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

describe('renderer store against the real core', () => {
  let dataDir: string;
  let core: Core;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'scripture-store-'));
    core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 3 });
    server = await startHttpServer({ api: core.api, apiKey: API_KEY, port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    core?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const newStore = (storage = memoryStorage()): AppStore =>
    createAppStore({ api: createHttpClient({ baseUrl: server.url, apiKey: API_KEY }), storage, now: () => new Date('2025-01-02T03:04:05Z') });

  it('opens a typed reference in the reader without charging, and remembers it', async () => {
    const store = newStore();
    await store.getState().start();
    expect(selectBalance(store.getState())).toBe(3);
    store.getState().setQuery('jn 3:16');
    await store.getState().submitQuery();

    const s = store.getState();
    expect(selectView(s)).toBe('reader');
    expect(selectReaderPassage(s)?.reference).toBe('John 3');
    expect(selectReaderPassage(s)?.texts.kjv).toHaveLength(36);
    expect(selectReaderFocus(s)).toEqual({ from: 16, to: 16 });
    expect(selectRecentSearches(s)[0]).toMatchObject({ kind: 'passage', query: 'jn 3:16' });
    await store.getState().refreshBalance();
    expect(selectBalance(store.getState())).toBe(3);
  });

  it('reads one-chapter books whole and steps across book boundaries', async () => {
    const store = newStore();
    expect(await store.getState().openPassage('Jude 3')).toBe(true);
    expect(selectReaderPassage(store.getState())?.texts.kjv).toHaveLength(25);
    expect(selectReaderFocus(store.getState())).toEqual({ from: 3, to: 3 });
    await store.getState().openNeighbour('previous');
    expect(selectReaderPassage(store.getState())?.reference).toBe('3 John 1');
    expect(selectReaderPassage(store.getState())?.texts.kjv.length).toBeGreaterThan(1);
    await store.getState().openNeighbour('next');
    await store.getState().openNeighbour('next');
    expect(selectReaderPassage(store.getState())?.reference).toBe('Revelation 1');
  });

  it('searches, updates the balance, persists the search and re-runs it from a new session', async () => {
    const storage = memoryStorage();
    const store = newStore(storage);
    await store.getState().start();
    const before = selectBalance(store.getState())!;
    store.getState().setQuery('charity suffereth');
    store.getState().setFilters({ topK: 99 });
    expect(selectFilters(store.getState()).topK).toBe(50);
    await store.getState().submitQuery();

    expect(selectSearchStatus(store.getState())).toBe('done');
    expect(selectResults(store.getState())[0]?.reference).toBe('1 Corinthians 13:4');
    expect(selectTotal(store.getState())).toBe(1);
    expect(selectBalance(store.getState())).toBe(before - 1);
    expect(JSON.parse(storage.data.get(PERSIST_KEY)!).state.recentSearches[0]).toMatchObject({ kind: 'search', query: 'charity suffereth' });

    const later = newStore(storage);
    const [recent] = selectRecentSearches(later.getState());
    expect(recent).toMatchObject({ kind: 'search', query: 'charity suffereth', total: 1 });
    await later.getState().rerunRecent(recent!.id);
    expect(selectResults(later.getState())[0]?.reference).toBe('1 Corinthians 13:4');
    expect(selectFilters(later.getState()).topK).toBe(50);
    expect(selectBalance(later.getState())).toBe(before - 2);
    expect(selectRecentSearches(later.getState())).toHaveLength(1);
  });

  it('refuses an over-long query before it reaches core, and reports running out of credits', async () => {
    const store = newStore();
    await store.getState().start();
    const before = selectBalance(store.getState())!;
    store.getState().setQuery('x'.repeat(501));
    await store.getState().submitQuery();
    expect(selectSearchError(store.getState())).toMatchObject({ code: 'invalid_request', field: 'query' });
    await store.getState().refreshBalance();
    expect(selectBalance(store.getState())).toBe(before);

    // Spend what is left, then one more.
    store.getState().setQuery('grace');
    for (let i = 0; i < before; i++) await store.getState().submitQuery();
    expect(selectBalance(store.getState())).toBe(0);
    store.getState().clearRecent();
    await store.getState().submitQuery();
    expect(selectSearchStatus(store.getState())).toBe('error');
    expect(selectSearchError(store.getState())).toMatchObject({ code: 'insufficient_credits', details: { balance: 0, cost: 1 } });
    expect(selectResults(store.getState())).toEqual([]);
    expect(selectRecentSearches(store.getState())).toEqual([]);
  });

  it('keeps settings, drops a book outside the chosen testament and ignores malformed storage', async () => {
    const storage = memoryStorage();
    const store = newStore(storage);
    await store.getState().loadBooks();
    store.getState().setFilters({ book: 'Genesis' });
    store.getState().setFilters({ testament: 'new' });
    expect(selectFilters(store.getState())).toMatchObject({ book: null, testament: 'new' });
    store.getState().setDefaultTranslation('web');
    store.getState().setTheme('dark');
    expect(selectReaderLayout(store.getState())).toBe('web');

    const later = newStore(storage);
    expect(later.getState()).toMatchObject({ theme: 'dark', defaultTranslation: 'web', readerLayout: 'web' });
    expect(selectFilters(later.getState()).translation).toBe('web');

    storage.setItem(PERSIST_KEY, JSON.stringify({ state: { theme: 'neon', recentSearches: [{ kind: 'search', query: 1 }, null] }, version: 1 }));
    const recovered = newStore(storage);
    expect(recovered.getState()).toMatchObject({ theme: 'system', recentSearches: [] });
  });
});

describe('renderer store: semantic search and "More like this"', () => {
  let dataDir: string;
  let core: Core;
  let server: RunningServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'scripture-store-semantic-'));
    core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 10, semantic: semanticHostOptions({ cacheDir: defaultCacheDir() }) });
    await core.semanticReady;
    server = await startHttpServer({ api: core.api, apiKey: API_KEY, port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    core?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('applies only the filters a mode uses, keeps the others in the form, and charges "More like this" once', async () => {
    const storage = memoryStorage();
    const store = createAppStore({ api: createHttpClient({ baseUrl: server.url, apiKey: API_KEY }), storage });
    await store.getState().start();
    expect(selectSemanticAvailable(store.getState())).toBe(true);
    expect(selectThemes(store.getState())).toHaveLength(30);

    // A book chosen for keyword search stays in the form but does not narrow a semantic search.
    store.getState().setFilters({ book: 'Genesis', theme: 'love', topK: 5 });
    store.getState().setMode('semantic');
    store.getState().setQuery('God so loved the world');
    await store.getState().submitQuery();
    const s = store.getState();
    expect(selectSearchStatus(s)).toBe('done');
    expect(selectResults(s).length).toBe(5);
    for (const verse of selectResults(s)) expect(verse.themes).toContain('love');
    expect(selectFilters(s)).toMatchObject({ book: 'Genesis', theme: 'love' });
    expect(selectBalance(s)).toBe(7);
    expect(selectRecentSearches(s)[0]).toMatchObject({ mode: 'semantic', filters: { book: null, theme: 'love' }, total: 5 });

    const { reference, translation } = selectResults(s)[0]!;
    await store.getState().toggleSimilar(reference, translation);
    const similar = selectSimilarFor(reference, translation)(store.getState());
    expect(similar).toMatchObject({ status: 'done', open: true });
    expect(selectBalance(store.getState())).toBe(6);
    await store.getState().toggleSimilar(reference, translation);
    await store.getState().toggleSimilar(reference, translation);
    expect(selectSimilarFor(reference, translation)(store.getState())).toMatchObject({ status: 'done', open: true });
    expect(await core.api['credits.getBalance']({})).toMatchObject({ balance: 6 });

    // Re-running the semantic search from history restores its theme, not its (unused) book.
    store.getState().setMode('keyword');
    store.getState().setFilters({ book: 'Psalms', theme: null });
    await store.getState().rerunRecent(selectRecentSearches(store.getState())[0]!.id);
    expect(store.getState().mode).toBe('semantic');
    expect(selectFilters(store.getState())).toMatchObject({ book: 'Psalms', theme: 'love' });
    // A new search clears the similar verses of the old results.
    expect(selectSimilarFor(reference, translation)(store.getState())).toBeUndefined();
  });
});

describe('renderer store: Ask', () => {
  let dataDir: string;
  let core: Core;
  let server: RunningServer;

  beforeAll(async () => {
    // No semantic index: answers are retrieved by keyword, as while the index builds.
    dataDir = await mkdtemp(join(tmpdir(), 'scripture-store-ask-'));
    core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 25 });
    server = await startHttpServer({ api: core.api, apiKey: API_KEY, port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    core?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Core's own stream, the way IPC delivers it; `gate` holds a question back until it is resolved. */
  function coreStreamer(asked: AskInput[], gate?: Promise<void>): AskStreamer {
    return async (input, onEvent) => {
      asked.push(input);
      await gate;
      return core.api['bible.ask'](parseMethodInput('bible.ask', input), { emit: onEvent });
    };
  }

  it('streams an answer into the store, caps the passages at 10, charges 10 credits and records the question', async () => {
    const asked: AskInput[] = [];
    const store = createAppStore({ api: createHttpClient({ baseUrl: server.url, apiKey: API_KEY }), askStream: coreStreamer(asked), storage: memoryStorage() });
    // These tests are about asking; the low-balance notice has its own (test/e2e/low-balance.test.ts).
    store.getState().setLowBalanceThreshold(0);
    await store.getState().start();
    const lengths: number[] = [];
    const stop = store.subscribe((s) => {
      if (s.answer && lengths.at(-1) !== s.answer.text.length) lengths.push(s.answer.text.length);
    });
    store.getState().setFilters({ topK: 20 });
    store.getState().setMode('ask');
    store.getState().setQuery('Where was Jesus born?');
    await store.getState().submitQuery();
    stop();

    const s = store.getState();
    expect(asked).toEqual([{ question: 'Where was Jesus born?', top_k: 10, translation: 'kjv' }]);
    expect(selectSearchStatus(s)).toBe('done');
    const answer = selectAnswer(s)!;
    expect(answer.text).toMatch(/^(In )?Bethlehem( of Judaea)? \(Matthew 2:1\)/);
    expect(answer.output).toMatchObject({ answered: true, creditsUsed: 10, balance: 15, retrieval: 'keyword' });
    expect(answer.citations?.[0]?.reference).toBe('Matthew 2:1');
    // The text grew piece by piece before the whole answer arrived.
    expect(lengths.length).toBeGreaterThan(2);
    expect(selectBalance(s)).toBe(15);
    expect(selectFilters(s).topK).toBe(20);
    expect(selectRecentSearches(s)[0]).toMatchObject({
      kind: 'search',
      mode: 'ask',
      query: 'Where was Jesus born?',
      filters: { topK: 10 },
      total: answer.citations!.length,
    });
  });

  it('lets only the newest search write: a question overtaken by a keyword search leaves its results alone', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store = createAppStore({
      api: createHttpClient({ baseUrl: server.url, apiKey: API_KEY }),
      askStream: coreStreamer([], gate),
      storage: memoryStorage(),
    });
    // These tests are about asking; the low-balance notice has its own (test/e2e/low-balance.test.ts).
    store.getState().setLowBalanceThreshold(0);
    const before = (await core.api['credits.getBalance']({})).balance;
    const asking = store.getState().runSearch({ query: 'Who built the ark?', mode: 'ask', filters: selectFilters(store.getState()) });
    await store.getState().runSearch({ query: 'charity suffereth', mode: 'keyword', filters: selectFilters(store.getState()) });
    release();
    await asking;

    const s = store.getState();
    expect(selectLastSearch(s)?.mode).toBe('keyword');
    expect(selectResults(s)[0]?.reference).toBe('1 Corinthians 13:4');
    expect(selectAnswer(s)?.text).toBe('');
    expect(selectRecentSearches(s).map((r) => r.query)).toEqual(['charity suffereth']);
    // The question was still answered and paid for.
    expect((await core.api['credits.getBalance']({})).balance).toBe(before - 11);
  });

  it('reports a question it cannot afford like any search, without charging', async () => {
    const store = createAppStore({ api: createHttpClient({ baseUrl: server.url, apiKey: API_KEY }), storage: memoryStorage() });
    // These tests are about asking; the low-balance notice has its own (test/e2e/low-balance.test.ts).
    store.getState().setLowBalanceThreshold(0);
    await store.getState().start();
    expect(selectBalance(store.getState())).toBe(4);
    await store.getState().runSearch({ query: 'What is faith?', mode: 'ask', filters: selectFilters(store.getState()) });
    expect(selectSearchStatus(store.getState())).toBe('error');
    expect(selectSearchError(store.getState())).toMatchObject({ code: 'insufficient_credits', details: { balance: 4, cost: 10 } });
    expect(selectRecentSearches(store.getState())).toEqual([]);
    expect((await core.api['credits.getBalance']({})).balance).toBe(4);
  });
});
