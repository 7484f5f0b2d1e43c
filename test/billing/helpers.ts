import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach } from 'vitest';
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
export function openDevice(
  options: { billingUrl?: string; dataDir?: string; freeCredits?: number; billing?: Partial<BillingOptions>; now?: () => Date } = {},
): Device {
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
  const core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir,
    freeCredits: options.freeCredits ?? 0,
    billing,
    ...(options.now && { now: options.now }),
  });
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

/**
 * Devices and stand-in services a test file opens, each closed (and its data folder removed) after
 * every test.
 */
export function trackDevices(): { device: typeof openDevice; standIn: typeof startStandIn; track: (d: Device) => Device } {
  const devices: Device[] = [];
  const standIns: StandIn[] = [];
  afterEach(async () => {
    for (const d of devices.splice(0)) {
      d.close();
      removeDir(d.dataDir);
    }
    await Promise.all(standIns.splice(0).map((s) => s.close()));
  });
  const track = (d: Device) => {
    devices.push(d);
    return d;
  };
  return {
    device: (options) => track(openDevice(options)),
    track,
    async standIn(replies) {
      const s = await startStandIn(replies);
      standIns.push(s);
      return s;
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** The account keys the app stored in web mode's secret file, each with the billing origin it is bound to. */
export function storedKeys(dataDir: string): { origin: string | null; key: string }[] {
  return (JSON.parse(readFileSync(join(dataDir, 'billing-api-key'), 'utf8')) as { keys: { origin: string | null; key: string }[] }).keys;
}

/** The one account key the app stored in web mode's secret file. */
export function storedKey(dataDir: string): string {
  const keys = storedKeys(dataDir);
  if (keys.length !== 1) throw new Error(`expected one stored key, found ${keys.length}`);
  return keys[0]!.key;
}

export interface SeenRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** `Date.now()` when it arrived. */
  at: number;
}

export interface StandInReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface StandIn {
  url: string;
  /** Every request it received, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

/**
 * A stand-in "billing service" on 127.0.0.1:0 that logs every request (as a hostile host would) and
 * answers each `METHOD /path` from `replies` (given how many times it was asked, from 1); anything else
 * gets 404. For what the reference server would never do: bad links, a 429 mid-poll, a session left open.
 */
export async function startStandIn(replies: Record<string, (path: string, count: number) => StandInReply> = {}): Promise<StandIn> {
  const seen: SeenRequest[] = [];
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0]!;
      seen.push({ method: req.method ?? '', path, authorization: req.headers.authorization, at: Date.now() });
      const key = `${req.method} ${path}`;
      const count = seen.filter((r) => `${r.method} ${r.path}` === key).length;
      const reply = replies[key]?.(path, count) ?? { status: 404, body: { error: { code: 'not_found', message: 'nope' } } };
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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

export { seededRandom } from '../seeded-random.ts';
