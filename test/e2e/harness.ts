// End-to-end harness: the real core and HTTP server (web mode) on a free port, a fresh data folder,
// and Debian's Chromium driven by playwright-core. It builds nothing: `out/web` must exist.
import { afterAll, beforeAll, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { BillingOptions } from '#core/billing/billing-service.ts';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultCacheDir, defaultVersesDbPath, PROJECT_ROOT } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';
import { PERSIST_KEY, PERSIST_VERSION } from '../../src/renderer/src/store/app-store.ts';
import { startBillingServer, type BillingServer } from '../../src/billing-server/server.ts';

export const WEB_DIR = join(PROJECT_ROOT, 'out', 'web');
export const SCREENSHOT_DIR = join(PROJECT_ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const DEFAULT_VIEWPORT = { width: 1280, height: 800 };
/** The acceptance's small window. */
export const SMALL_VIEWPORT = { width: 800, height: 600 };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export interface AppOptions {
  /** Credits the fresh ledger starts with. */
  freeCredits: number;
  viewport?: { width: number; height: number };
  /** What the page reports for `prefers-color-scheme` (the "system" theme). */
  colorScheme?: 'light' | 'dark';
  /**
   * Semantic search. Default: the full index from this machine's cache (it opens in about half a
   * second). `{ cacheDir, verseIds }` builds a small index in a fresh cache; `false` runs without it.
   */
  semantic?: false | { cacheDir: string; verseIds: readonly number[] };
  /** Billing options for core (URL override, polling speed). Default: no billing service. */
  billing?: BillingOptions;
  /**
   * The low-balance notice's threshold the page starts with. Default 0 (off): the tests start with
   * small balances and are about other things; test/e2e/low-balance.test.ts passes the app's default.
   */
  lowBalanceThreshold?: number;
}

export interface TestApp {
  url: string;
  core: Core;
  page: Page;
  context: BrowserContext;
  /** The balance according to core, read over the API (not from the page). */
  balance(): Promise<number>;
  /** Saves `test-results/<name>.png` of the viewport. */
  screenshot(name: string): Promise<void>;
  /** Console errors and uncaught exceptions seen so far (CSP violations show up here). */
  pageErrors: string[];
  close(): Promise<void>;
}

export async function startApp(options: AppOptions): Promise<TestApp> {
  if (!existsSync(join(WEB_DIR, 'index.html'))) {
    throw new Error(`The built renderer is missing (${WEB_DIR}). Run \`npm run build:web\` first.`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}; set CHROMIUM_PATH.`);

  const dataDir = await mkdtemp(join(tmpdir(), 'scripture-e2e-data-'));
  const profileDir = await mkdtemp(join(tmpdir(), 'scripture-e2e-profile-'));
  const apiKey = `sk_test_${randomBytes(24).toString('base64url')}`;
  const serverErrors: unknown[] = [];
  let core: Core | undefined;
  let server: RunningServer | undefined;
  let context: BrowserContext | undefined;

  async function close(): Promise<void> {
    await context?.close().catch(() => {});
    await server?.close();
    core?.close();
    await rm(dataDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
    if (serverErrors.length) throw new Error(`The server logged unexpected errors: ${serverErrors.map(String).join('; ')}`);
  }

  try {
    const semantic =
      options.semantic === false
        ? undefined
        : options.semantic
          ? { ...semanticHostOptions({ cacheDir: options.semantic.cacheDir, workers: 1 }), verseIds: options.semantic.verseIds }
          : semanticHostOptions({ cacheDir: defaultCacheDir() });
    core = createCore({
      versesDbPath: defaultVersesDbPath(),
      dataDir,
      freeCredits: options.freeCredits,
      ...(semantic && { semantic }),
      billing: { log: () => {}, ...options.billing },
    });
    // The cached full index opens in about a second: tests start with semantic search ready.
    if (semantic && !options.semantic) await fullIndexReady(core);
    server = await startHttpServer({ api: core.api, apiKey, port: 0, staticDir: WEB_DIR, logError: (err) => serverErrors.push(err) });
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: options.viewport ?? DEFAULT_VIEWPORT,
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: 'reduce',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // The page's persisted settings before its first load (kept as they are after that, across reloads).
    await context.addInitScript(
      ({ key, version, threshold }) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, JSON.stringify({ state: { lowBalanceThreshold: threshold }, version }));
      },
      { key: PERSIST_KEY, version: PERSIST_VERSION, threshold: options.lowBalanceThreshold ?? 0 },
    );
    const page = context.pages()[0] ?? (await context.newPage());
    // A step that cannot happen fails on its own, naming what it waited for, before the test's timeout.
    page.setDefaultTimeout(15_000);
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('console', (msg) => {
      // Refused API calls (402, 400, 404) are expected in some tests; the browser logs each one.
      if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) pageErrors.push(msg.text());
    });
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    const url = server.url;

    return {
      url,
      core,
      page,
      context,
      pageErrors,
      async balance() {
        const response = await fetch(`${url}/v1/credits/balance`, { headers: { Authorization: `Bearer ${apiKey}` } });
        const body = (await response.json()) as { balance: number };
        return body.balance;
      },
      async screenshot(name) {
        await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
      },
      close,
    };
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
}

const FULL_INDEX_WAIT_MS = 30_000;

/** Waits for the cached full semantic index, failing plainly when it has to be built first (minutes). */
async function fullIndexReady(core: Core): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The full semantic index is not in the cache (${defaultCacheDir()}); run \`npm run index:ensure\` first.`)),
      FULL_INDEX_WAIT_MS,
    );
  });
  try {
    await Promise.race([core.semanticReady, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the app and waits until it has shown the balance (its first answer from core). */
export async function openApp(app: TestApp): Promise<void> {
  await app.page.goto(app.url);
  await app.page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="balance"]')?.textContent ?? '';
    return /\d/.test(text);
  });
}

/**
 * A test file's app: started and opened before its tests, checked for page errors and closed after
 * them. The returned object is filled in by `beforeAll`, so tests use it as they would `startApp`'s.
 */
export function useApp(options: AppOptions): TestApp {
  const app = {} as TestApp;
  let started = false;
  beforeAll(async () => {
    Object.assign(app, await startApp(options));
    started = true;
    await openApp(app);
  });
  afterAll(async () => {
    if (!started) return;
    try {
      expect(app.pageErrors).toEqual([]);
    } finally {
      await app.close();
    }
  });
  return app;
}

/**
 * A test file's app beside its own reference billing server (free port, fresh database), started
 * first and closed last; the app's billing options are the test's (the service URL is entered in
 * Settings, as a person would). Both objects are filled in by `beforeAll`.
 */
export function useAppWithBilling(options: AppOptions): { app: TestApp; billing: BillingServer } {
  const billing = {} as BillingServer;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'scripture-e2e-billing-'));
    Object.assign(billing, await startBillingServer({ dbPath: join(dir, 'billing.sqlite'), port: 0, requestsPerMinute: 1000, log: () => {} }));
  });
  // Registered before the app's: after-hooks run in reverse, so the app closes first.
  afterAll(async () => {
    await billing.close?.();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return { app: useApp(options), billing };
}

/**
 * Saves `<name>.png` at 800×600, after checking the page does not scroll sideways there, and goes back
 * to 1280×800. `prepare` runs once the window is small, to bring what the screenshot is of into view.
 */
export async function screenshotSmall(app: TestApp, name: string, prepare?: () => Promise<void>): Promise<void> {
  const { page } = app;
  await resize(page, SMALL_VIEWPORT);
  try {
    await prepare?.();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), {
        message: `${name}: no sideways overflow at 800×600`,
      })
      .toBe(true);
    await app.screenshot(name);
  } finally {
    await resize(page, DEFAULT_VIEWPORT);
  }
}

/** Sets the window's size and waits until the page sees it, so no style or layout is read at the old one. */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.waitForFunction((width) => window.innerWidth === width, size.width);
}
