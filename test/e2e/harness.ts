// End-to-end harness: the real core and HTTP server (web mode) on a free port, a fresh data folder,
// and Debian's Chromium driven by playwright-core. It builds nothing: `out/web` must exist.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultVersesDbPath, PROJECT_ROOT } from '#core/paths.ts';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';

export const WEB_DIR = join(PROJECT_ROOT, 'out', 'web');
export const SCREENSHOT_DIR = join(PROJECT_ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
}

export interface TestApp {
  url: string;
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
    core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: options.freeCredits });
    server = await startHttpServer({ api: core.api, apiKey, port: 0, staticDir: WEB_DIR, logError: (err) => serverErrors.push(err) });
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: 'reduce',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const page = context.pages()[0] ?? (await context.newPage());
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

/** Opens the app and waits until it has shown the balance (its first answer from core). */
export async function openApp(app: TestApp): Promise<void> {
  await app.page.goto(app.url);
  await app.page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="balance"]')?.textContent ?? '';
    return /\d/.test(text);
  });
}
