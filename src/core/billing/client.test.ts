import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingClient, MAX_REPLY_BYTES } from './client.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

// A small real HTTP server on port 0 that answers each path the way a broken or busy service might.
const handlers: Record<string, Handler> = {
  '/v1/health': (req, res) => json(res, 200, { status: 'ok', balance: 7, auth: req.headers.authorization }),
  '/prefix/v1/health': (_req, res) => json(res, 200, { status: 'ok', balance: 1 }),
  '/v1/billing/packs': (_req, res) => json(res, 200, { data: [{ id: 'p', name: 'P', credits: 1, amountCents: 1, currency: 'usd', extra: true }] }),
  '/v1/billing/sync': (_req, res, body) => json(res, 200, { echo: JSON.parse(body) }),
  '/v1/billing/checkout': (_req, res, body) =>
    json(res, 404, { error: { code: 'not_found', message: `No pack with id ${JSON.parse(body).packId}`, field: 'packId' } }),
  '/v1/billing/checkout/cs_401': (_req, res) => json(res, 401, { error: { code: 'unauthorized', message: 'Invalid API key' } }),
  '/v1/billing/checkout/cs_429': (_req, res) => json(res, 429, { error: { code: 'rate_limited', message: 'slow down' } }, { 'retry-after': '17' }),
  '/v1/billing/checkout/cs_500': (_req, res) => json(res, 500, { error: { code: 'internal', message: 'Internal error' } }),
  '/v1/billing/checkout/cs_html': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hi</html>'),
  '/v1/billing/checkout/cs_wrong': (_req, res) => json(res, 200, { id: 'cs_wrong', status: 'paid', packId: 'p', credits: 1, expiresAt: 'x' }),
  '/v1/billing/checkout/cs_huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(`{"pad":"${'x'.repeat(MAX_REPLY_BYTES + 10)}"}`);
  },
  '/v1/billing/checkout/cs_slow': () => undefined,
  '/v1/billing/checkout/cs_reset': (req) => req.socket.destroy(),
  '/v1/billing/checkout/cs_redirect': (_req, res) => res.writeHead(302, { location: 'http://example.invalid/steal' }).end(),
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

let server: ReturnType<typeof createServer>;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => (handlers[req.url ?? ''] ?? ((_q, r) => json(r, 404, { error: { code: 'not_found', message: 'nope' } })))(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (options: { timeoutMs?: number; baseUrl?: string } = {}) =>
  createBillingClient({ baseUrl: options.baseUrl ?? base, timeoutMs: options.timeoutMs ?? 2000 });

describe('the billing client', () => {
  it('sends the key as a Bearer token and checks replies, keeping only known fields', async () => {
    expect(await client().health('sk_secret_1234')).toEqual({ status: 'ok', balance: 7 });
    expect(await client().listPacks('k')).toEqual({ data: [{ id: 'p', name: 'P', credits: 1, amountCents: 1, currency: 'usd' }] });
    expect(await client({ baseUrl: `${base}/prefix` }).health('k')).toEqual({ status: 'ok', balance: 1 });
  });

  it('maps refusals to typed errors', async () => {
    const c = client();
    await expect(c.createCheckout('k', 'platinum')).rejects.toMatchObject({
      code: 'not_found',
      details: { field: 'packId' },
      message: 'No pack with id platinum',
    });
    await expect(c.getCheckout('k', 'cs_401')).rejects.toMatchObject({ code: 'billing_key_invalid' });
    await expect(c.getCheckout('k', 'cs_429')).rejects.toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: 17 } });
    await expect(c.getCheckout('k', 'cs_500')).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'server_error' } });
  });

  it('refuses replies it does not understand, oversized replies and redirects', async () => {
    const c = client();
    for (const id of ['cs_html', 'cs_wrong', 'cs_huge']) {
      await expect(c.getCheckout('k', id), id).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'bad_response' } });
    }
    await expect(c.sync('k', { deviceId: 'd', usage: [] })).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'bad_response' } });
    await expect(c.getCheckout('k', 'cs_redirect')).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'unreachable' } });
  });

  it('reports a dead connection, a timeout and a closed port as unreachable', async () => {
    await expect(client().getCheckout('k', 'cs_reset')).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'unreachable' } });
    await expect(client({ timeoutMs: 100 }).getCheckout('k', 'cs_slow')).rejects.toMatchObject({
      code: 'billing_unavailable',
      details: { reason: 'unreachable' },
    });
    await expect(client({ baseUrl: 'http://127.0.0.1:1' }).health('k')).rejects.toMatchObject({
      code: 'billing_unavailable',
      details: { reason: 'unreachable' },
    });
  });

  it('never puts the key in an error message', async () => {
    const key = 'sk_test_do-not-leak-me';
    const errors = await Promise.all(
      ['cs_401', 'cs_429', 'cs_500', 'cs_wrong', 'cs_reset'].map((id) =>
        client()
          .getCheckout(key, id)
          .catch((e: Error) => e),
      ),
    );
    for (const err of errors) expect(JSON.stringify({ message: (err as Error).message, ...(err as { details?: object }).details })).not.toContain('leak');
  });
});
