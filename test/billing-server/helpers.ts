import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBillingServer, type BillingServer, type BillingServerOptions } from '../../src/billing-server/server.ts';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_tests_only';
export const T0 = Date.parse('2030-01-01T00:00:00.000Z');

/** A clock the test moves by hand. */
export class ManualClock {
  constructor(public nowMs: number = T0) {}
  readonly now = (): number => this.nowMs;
  advance(ms: number): void {
    this.nowMs += ms;
  }
}

export interface TestServer extends BillingServer {
  dir: string;
  dbPath: string;
  clock: ManualClock;
  logs: string[];
}

/** Starts a real server on 127.0.0.1:0 with a fresh SQLite file, runs `fn`, then closes it and removes the file. */
export async function withServer(fn: (server: TestServer) => Promise<void>, options: Partial<BillingServerOptions> = {}): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'billing-test-'));
  const dbPath = join(dir, 'billing.sqlite');
  const clock = new ManualClock();
  const logs: string[] = [];
  try {
    const server = await startBillingServer({
      dbPath,
      port: 0,
      clock: clock.now,
      webhookSecret: WEBHOOK_SECRET,
      log: (line) => logs.push(line),
      ...options,
    });
    try {
      await fn({ ...server, dir, dbPath, clock, logs });
    } finally {
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Sends a JSON request (or a raw string body) and reads the JSON reply. */
export async function api<T = any>(
  baseUrl: string,
  path: string,
  init: { method?: string; key?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key !== undefined) headers['authorization'] = `Bearer ${init.key}`;
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['content-type'] ??= 'application/json';
  }
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text === '' ? undefined : JSON.parse(text) };
}

export async function newAccount(baseUrl: string): Promise<{ accountId: string; apiKey: string }> {
  const response = await api(baseUrl, '/v1/accounts', { method: 'POST' });
  if (response.status !== 201) throw new Error(`account creation failed: ${response.status}`);
  return response.body;
}

export async function balanceOf(baseUrl: string, key: string): Promise<number> {
  const response = await api(baseUrl, '/v1/health', { key });
  return response.body.balance;
}

export async function openCheckout(baseUrl: string, key: string, packId = 'starter'): Promise<{ id: string; url: string; expiresAt: string }> {
  const response = await api(baseUrl, '/v1/billing/checkout', { key, json: { packId } });
  if (response.status !== 201) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/**
 * Presses "Pay" on the hosted page the way a browser submits the form: a same-origin POST, which carries the
 * page's Origin because the page's referrer policy is `same-origin`.
 */
export async function submitPayForm(url: string, form = 'confirm=pay'): Promise<{ status: number; html: string }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
    },
    body: form,
  });
  return { status: response.status, html: await response.text() };
}

/** Signs the way the README documents, independently of the server's own signing code. */
export function signature(payload: string, timestampSeconds: number, secret = WEBHOOK_SECRET): string {
  const hmac = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${hmac}`;
}

export function completedEvent(sessionId: string, eventId: string, createdSeconds: number): string {
  return JSON.stringify({
    id: eventId,
    type: 'checkout.session.completed',
    created: createdSeconds,
    data: { object: { id: sessionId, object: 'checkout.session' } },
  });
}

export async function deliverWebhook(baseUrl: string, payload: string, header: string | undefined): Promise<ApiResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== undefined) headers['billing-signature'] = header;
  return api(baseUrl, '/v1/billing/webhook', { method: 'POST', body: payload, headers });
}

/** Sends a request over node:http, which (unlike fetch) lets a test choose the Host header. */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
