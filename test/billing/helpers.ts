import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { BillingOptions } from '#core/billing/billing-service.ts';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { startBillingServer, type BillingServerOptions } from '../../src/billing-server/server.ts';
import { ManualClock, WEBHOOK_SECRET } from '../billing-server/helpers.ts';

export { WEBHOOK_SECRET };

export interface TestBilling {
  url: string;
  clock: ManualClock;
  logs: string[];
  close(): Promise<void>;
}

/** The real reference billing server on 127.0.0.1:0, with a fresh database and a hand-moved clock. */
export async function startTestBilling(options: Partial<BillingServerOptions> = {}): Promise<TestBilling> {
  const dir = mkdtempSync(join(tmpdir(), 'billing-app-test-'));
  const clock = new ManualClock(Date.parse('2030-01-01T00:00:00.000Z'));
  const logs: string[] = [];
  const server = await startBillingServer({
    dbPath: join(dir, 'billing.sqlite'),
    port: 0,
    clock: clock.now,
    webhookSecret: WEBHOOK_SECRET,
    requestsPerMinute: 100_000,
    accountsPerMinute: 100_000,
    log: (line) => logs.push(line),
    ...options,
  });
  return {
    url: server.url,
    clock,
    logs,
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Device {
  core: Core;
  dataDir: string;
  /** URLs the core asked the "system browser" to open. */
  opened: string[];
  /** Closes this core only (the data folder stays, as after the app quits or is killed). */
  close(): void;
  /** A new core on the same data folder: the app started again. */
  restart(overrides?: Partial<BillingOptions>): Device;
}

/**
 * One installation of the app: a real core over a data folder, pointed at a billing URL. Timers are
 * off unless asked for, so each test decides when syncs happen.
 */
export function openDevice(options: { billingUrl?: string; dataDir?: string; freeCredits?: number; billing?: Partial<BillingOptions> }): Device {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'billing-device-'));
  const opened: string[] = [];
  const billing: BillingOptions = {
    ...(options.billingUrl && { url: options.billingUrl }),
    syncOnStart: false,
    syncIntervalMs: 0,
    pollInitialMs: 20,
    pollMaxMs: 100,
    requestTimeoutMs: 5000,
    openExternal: (url) => {
      opened.push(url);
      return true;
    },
    log: () => undefined,
    ...options.billing,
  };
  const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: options.freeCredits ?? 0, billing });
  let closed = false;
  return {
    core,
    dataDir,
    opened,
    close() {
      if (closed) return;
      closed = true;
      core.close();
    },
    restart(overrides = {}) {
      this.close();
      return openDevice({ ...options, dataDir, billing: { ...options.billing, ...overrides } });
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The account key the app stored in web mode's secret file. */
export function storedKey(dataDir: string): string {
  return readFileSync(join(dataDir, 'billing-api-key'), 'utf8').trim();
}

/** Pays on the hosted test page the way a browser would: load it, then submit its form. */
export async function payInBrowser(url: string): Promise<number> {
  const page = await fetch(url);
  await page.text();
  const paid = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'confirm=pay' });
  await paid.text();
  return paid.status;
}

export async function remote(url: string, key: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** The account as the service sees it, read with an empty sync (which books nothing). */
export async function serverState(url: string, key: string): Promise<{ balance: number; totals: { granted: number; purchased: number; used: number } }> {
  return remote(url, key, '/v1/billing/sync', { deviceId: 'test-observer', usage: [] });
}

/** Runs `n` paid keyword searches; returns how many were charged. */
export async function spend(core: Core, n: number): Promise<number> {
  let charged = 0;
  for (let i = 0; i < n; i++) {
    try {
      await core.api['bible.search']({ query: 'love', top_k: 1, translation: 'kjv' });
      charged++;
    } catch (err) {
      if ((err as { code?: string }).code !== 'insufficient_credits') throw err;
    }
  }
  return charged;
}

export interface LedgerRow {
  id: string;
  kind: string;
  credits: number;
  synced_at: string | null;
}

/** Every ledger row of a data folder, read on a separate connection as another process would. */
export function ledgerRows(dataDir: string): LedgerRow[] {
  const db = new Database(join(dataDir, 'data.db'), { readonly: true });
  try {
    return db.prepare('SELECT id, kind, credits, synced_at FROM ledger ORDER BY seq').all() as LedgerRow[];
  } finally {
    db.close();
  }
}

export type ProxyMode = 'pass' | 'refuse' | 'drop-response' | 'hold-response';

export interface TcpProxy {
  url: string;
  mode: ProxyMode;
  /** Resolves when a held response has reached the proxy (the service has finished the request). */
  responseHeld(): Promise<void>;
  /** Delivers held responses. */
  release(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of the billing service, to fail the network at chosen moments: `refuse` drops
 * connections at once (offline); `drop-response` forwards the request and cuts the connection when the
 * reply starts (the service has done the work, the app never hears of it); `hold-response` keeps replies
 * until `release()`.
 */
export async function startProxy(target: string): Promise<TcpProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<Socket>();
  let held: (() => void)[] = [];
  let heldWaiters: (() => void)[] = [];
  const server = createNetServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (proxy.mode === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(Number(port), hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (proxy.mode === 'refuse') {
        client.destroy();
        upstream.destroy();
      } else upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (proxy.mode === 'drop-response') {
        client.destroy();
        upstream.destroy();
      } else if (proxy.mode === 'hold-response') {
        held.push(() => client.write(chunk));
        heldWaiters.splice(0).forEach((resolve) => resolve());
      } else client.write(chunk);
    });
    upstream.on('end', () => {
      if (proxy.mode === 'hold-response') held.push(() => client.end());
      else client.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const proxy: TcpProxy = {
    url: `http://127.0.0.1:${address.port}`,
    mode: 'pass',
    responseHeld: () => (held.length > 0 ? Promise.resolve() : new Promise((resolve) => heldWaiters.push(resolve))),
    release() {
      const pending = held;
      held = [];
      heldWaiters = [];
      proxy.mode = 'pass';
      pending.forEach((deliver) => deliver());
    },
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/** Deterministic PRNG (mulberry32), so a failing randomized run can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
