import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, balanceOf, completedEvent, newAccount, openCheckout, rawRequest, signature, submitPayForm, withServer, type TestServer } from './helpers.ts';

const EVIL = 'https://evil.example';

function accountCount(server: TestServer): number {
  const db = new Database(server.dbPath, { readonly: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM accounts').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Every route, with what it needs to get past validation if the Host/Origin check let it through. */
async function everyRoute(server: TestServer): Promise<Array<{ method: string; path: string; headers: Record<string, string>; body?: string }>> {
  const { apiKey } = await newAccount(server.url);
  const session = await openCheckout(server.url, apiKey);
  const pay = new URL(session.url);
  const key = { authorization: `Bearer ${apiKey}` };
  const json = { 'content-type': 'application/json' };
  const t = Math.floor(server.clock.now() / 1000);
  const event = completedEvent(session.id, 'evt_foreign', t);
  return [
    { method: 'GET', path: '/v1/health', headers: key },
    { method: 'POST', path: '/v1/accounts', headers: {} },
    { method: 'GET', path: '/v1/billing/packs', headers: key },
    { method: 'POST', path: '/v1/billing/checkout', headers: { ...key, ...json }, body: '{"packId":"starter"}' },
    { method: 'GET', path: `/v1/billing/checkout/${session.id}`, headers: key },
    { method: 'POST', path: '/v1/billing/sync', headers: { ...key, ...json }, body: '{"deviceId":"d","usage":[]}' },
    { method: 'POST', path: '/v1/billing/webhook', headers: { ...json, 'billing-signature': signature(event, t) }, body: event },
    { method: 'GET', path: pay.pathname + pay.search, headers: {} },
    {
      method: 'POST',
      path: pay.pathname + pay.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=pay',
    },
  ];
}

describe('Host and Origin check', () => {
  it('refuses a foreign Origin on every route with 403 forbidden, and does nothing', async () => {
    await withServer(async (server) => {
      const routes = await everyRoute(server);
      const foreignPort = `http://127.0.0.1:${server.port === 65535 ? 1 : server.port + 1}`;
      for (const origin of [EVIL, 'null', foreignPort, server.url.replace('http:', 'https:')]) {
        for (const route of routes) {
          const label = `${origin} ${route.method} ${route.path}`;
          const response = await rawRequest(server.url, { ...route, headers: { ...route.headers, origin } });
          expect(response.status, label).toBe(403);
          if (route.path.startsWith('/pay/')) {
            expect(response.headers['content-type'], label).toContain('text/html');
            expect(response.body, label).toContain('Requests from other origins are not allowed');
          } else {
            expect(JSON.parse(response.body), label).toEqual({
              error: { code: 'forbidden', message: 'Requests from other origins are not allowed' },
            });
          }
        }
      }
      expect(accountCount(server)).toBe(1);
      const { apiKey } = await newAccount(server.url);
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('refuses a Host that is not this server (DNS rebinding), whatever the Origin', async () => {
    await withServer(async (server) => {
      for (const host of [`evil.example:${server.port}`, 'evil.example', `127.0.0.1.evil.example:${server.port}`, `x@127.0.0.1:${server.port}`]) {
        const response = await rawRequest(server.url, { method: 'POST', path: '/v1/accounts', headers: { host } });
        expect(response.status, host).toBe(403);
        expect(JSON.parse(response.body).error, host).toEqual({ code: 'forbidden', message: 'The Host header does not name this server' });
      }
      expect(accountCount(server)).toBe(0);
    });
  });

  it('refuses Sec-Fetch-Site: cross-site, except a link that opens the pay page', async () => {
    await withServer(async (server) => {
      const response = await rawRequest(server.url, { method: 'POST', path: '/v1/accounts', headers: { 'sec-fetch-site': 'cross-site' } });
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body).error).toEqual({ code: 'forbidden', message: 'Cross-site requests are not allowed' });
      const navigate = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
      expect((await rawRequest(server.url, { path: '/v1/health', headers: navigate })).status).toBe(403);
      expect(accountCount(server)).toBe(0);

      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      const pay = new URL(session.url);
      const page = await rawRequest(server.url, { path: pay.pathname + pay.search, headers: navigate });
      expect(page.status).toBe(200);
      expect(page.body).toContain('TEST MODE');
      const post = await rawRequest(server.url, {
        method: 'POST',
        path: pay.pathname + pay.search,
        headers: { ...navigate, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'confirm=pay',
      });
      expect(post.status).toBe(403);
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('lets through the app (no Origin), our own origin, loopback aliases, forwarders and the pay page', async () => {
    await withServer(async (server) => {
      expect((await api(server.url, '/v1/accounts', { method: 'POST' })).status).toBe(201);
      for (const origin of [server.url, `http://localhost:${server.port}`]) {
        expect((await api(server.url, '/v1/accounts', { method: 'POST', headers: { origin, 'sec-fetch-site': 'same-origin' } })).status, origin).toBe(201);
      }
      // An SSH tunnel or the app tests' TCP proxy changes the port in Host; only the name matters.
      for (const host of [`localhost:${server.port}`, `127.0.0.1:${server.port + 1}`, '127.0.0.1']) {
        expect((await rawRequest(server.url, { method: 'POST', path: '/v1/accounts', headers: { host } })).status, host).toBe(201);
      }

      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      // Opened by the app in the system browser: a navigation with no initiator.
      const page = await fetch(session.url, { headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } });
      expect(page.status).toBe(200);
      // `no-referrer` would make browsers send `Origin: null` with the form's POST.
      expect(page.headers.get('referrer-policy')).toBe('same-origin');
      const paid = await submitPayForm(session.url);
      expect(paid.status).toBe(200);
      expect(await balanceOf(server.url, apiKey)).toBe(100);
    });
  });

  it('accepts the configured public host and origin behind a proxy, and links checkouts to it', async () => {
    const publicUrl = 'https://billing.example.test';
    await withServer(
      async (server) => {
        const proxied = { host: 'billing.example.test' };
        const created = await rawRequest(server.url, { method: 'POST', path: '/v1/accounts', headers: { ...proxied, origin: publicUrl } });
        expect(created.status).toBe(201);
        const { apiKey } = JSON.parse(created.body);
        const checkout = await rawRequest(server.url, {
          method: 'POST',
          path: '/v1/billing/checkout',
          headers: { ...proxied, authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: '{"packId":"starter"}',
        });
        const url = new URL(JSON.parse(checkout.body).url);
        expect(url.origin).toBe(publicUrl);
        const path = url.pathname + url.search;
        expect((await rawRequest(server.url, { path, headers: { ...proxied, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' } })).status).toBe(200);
        const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };
        const wrongScheme = await rawRequest(server.url, {
          method: 'POST',
          path,
          headers: { ...proxied, ...form, origin: 'http://billing.example.test' },
          body: 'confirm=pay',
        });
        expect(wrongScheme.status).toBe(403);
        const paid = await rawRequest(server.url, { method: 'POST', path, headers: { ...proxied, ...form, origin: publicUrl }, body: 'confirm=pay' });
        expect(paid.status).toBe(200);
        expect(paid.body).toContain('Payment complete');
        expect(await balanceOf(server.url, apiKey)).toBe(100);
      },
      { publicUrl },
    );
  });
});
