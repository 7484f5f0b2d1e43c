import { request } from 'node:http';
import { connect } from 'node:net';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, newAccount, openCheckout, submitPayForm, withServer } from './helpers.ts';

/** Sends a request exactly as given (odd paths, chunked bodies) without fetch normalising it. */
function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; chunks?: Buffer[] },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method: options.method, path: options.path, headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe('error responses', () => {
  it('400 invalid_request for malformed JSON and bad fields', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const headers = { 'content-type': 'application/json' };
      const broken = await api(server.url, '/v1/billing/checkout', { key: apiKey, body: '{"packId":', headers });
      expect(broken.status).toBe(400);
      expect(broken.body).toEqual({ error: { code: 'invalid_request', message: 'body: not valid JSON', field: 'body' } });
      const wrongType = await api(server.url, '/v1/billing/checkout', { key: apiKey, json: { packId: 7 } });
      expect(wrongType.body.error).toMatchObject({ code: 'invalid_request', field: 'packId' });
      expect(wrongType.body.error.message).toMatch(/^packId: /);
      const empty = await api(server.url, '/v1/billing/checkout', { key: apiKey, method: 'POST' });
      expect(empty.body.error).toMatchObject({ code: 'invalid_request', field: 'body' });
    });
  });

  it('404 not_found for unknown routes', async () => {
    await withServer(async (server) => {
      for (const path of ['/', '/v1', '/v1/nope', '/v1/billing/checkout/', '/v1/health/', '/pay']) {
        const response = await api(server.url, path);
        expect(response.status, path).toBe(404);
        expect(response.body.error.code).toBe('not_found');
      }
    });
  });

  it('405 method_not_allowed with an Allow header', async () => {
    await withServer(async (server) => {
      const cases: Array<[string, string, string]> = [
        ['DELETE', '/v1/billing/packs', 'GET'],
        ['GET', '/v1/billing/sync', 'POST'],
        ['GET', '/v1/billing/webhook', 'POST'],
        ['PUT', '/v1/accounts', 'POST'],
        ['HEAD', '/v1/health', 'GET'],
      ];
      for (const [method, path, allow] of cases) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe(allow);
        if (method !== 'HEAD') expect(((await response.json()) as { error: { code: string } }).error.code).toBe('method_not_allowed');
      }
      const page = await fetch(`${server.url}/pay/cs_test_x`, { method: 'PUT' });
      expect(page.status).toBe(405);
      expect(page.headers.get('allow')).toBe('GET, POST');
      expect(page.headers.get('content-type')).toContain('text/html');
    });
  });

  it('409 conflict when paying an expired session', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const session = await openCheckout(server.url, apiKey);
      server.clock.advance(31 * 60_000);
      expect((await submitPayForm(session.url)).status).toBe(409);
    });
  });

  it('413 payload_too_large past 16 KiB, whether declared or chunked', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const big = JSON.stringify({ packId: 'starter', pad: 'x'.repeat(17 * 1024) });
      const declared = await api(server.url, '/v1/billing/checkout', { key: apiKey, body: big, headers: { 'content-type': 'application/json' } });
      expect(declared.status).toBe(413);
      expect(declared.body.error.code).toBe('payload_too_large');
      // Past 1 MiB the server answers without reading on and closes the connection.
      const huge = await api(server.url, '/v1/billing/checkout', {
        key: apiKey,
        body: 'x'.repeat(2 * 1024 * 1024),
        headers: { 'content-type': 'application/json' },
      });
      expect(huge.status).toBe(413);
      const chunked = await rawRequest(server.url, {
        method: 'POST',
        path: '/v1/billing/webhook',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunks: Array.from({ length: 20 }, () => Buffer.alloc(1024, 0x20)),
      });
      expect(chunked.status).toBe(413);
      const form = await submitPayForm((await openCheckout(server.url, apiKey)).url, `confirm=pay&pad=${'x'.repeat(16 * 1024)}`);
      expect(form.status).toBe(413);
      // Sync alone takes up to 256 KiB so that 1000 entries fit.
      const hugeSync = JSON.stringify({ deviceId: 'd', usage: [], pad: 'x'.repeat(257 * 1024) });
      expect((await api(server.url, '/v1/billing/sync', { key: apiKey, body: hugeSync, headers: { 'content-type': 'application/json' } })).status).toBe(413);
      // Exactly at the limit is fine (and then fails validation instead).
      const atLimit = JSON.stringify({ packId: 'starter', pad: '' });
      const padded = atLimit.replace('""', `"${'x'.repeat(16 * 1024 - atLimit.length)}"`);
      expect(Buffer.byteLength(padded)).toBe(16 * 1024);
      expect((await api(server.url, '/v1/billing/checkout', { key: apiKey, body: padded, headers: { 'content-type': 'application/json' } })).status).toBe(400);
      expect((await api(server.url, '/v1/health')).status).toBe(200);
    });
  });

  it('415 unsupported_media_type for non-JSON bodies', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const body = JSON.stringify({ packId: 'starter' });
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/jsonx']) {
        const response = await api(server.url, '/v1/billing/checkout', { key: apiKey, body, headers: { 'content-type': type } });
        expect(response.status, type).toBe(415);
        expect(response.body.error.code).toBe('unsupported_media_type');
      }
      expect(
        (await api(server.url, '/v1/billing/checkout', { key: apiKey, body, headers: { 'content-type': 'Application/JSON; charset=UTF-8' } })).status,
      ).toBe(201);
    });
  });

  it('429 rate_limited after 60 requests a minute per key, with Retry-After', async () => {
    await withServer(async (server) => {
      const busy = await newAccount(server.url);
      const calm = await newAccount(server.url);
      for (let i = 0; i < 60; i++) expect((await api(server.url, '/v1/billing/packs', { key: busy.apiKey })).status).toBe(200);
      const limited = await api(server.url, '/v1/billing/packs', { key: busy.apiKey });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(limited.headers.get('retry-after')).toBe('60');
      expect((await api(server.url, '/v1/health', { key: busy.apiKey })).status).toBe(429);
      expect((await api(server.url, '/v1/billing/packs', { key: calm.apiKey })).status).toBe(200);
      expect((await api(server.url, '/v1/health')).status).toBe(200);
      server.clock.advance(60_000);
      expect((await api(server.url, '/v1/billing/packs', { key: busy.apiKey })).status).toBe(200);
    });
  });

  it('500 internal without details to the client, with the stack in the log', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const db = new Database(server.dbPath);
      db.exec('DROP TABLE ledger_entries');
      db.close();
      const response = await api(server.url, '/v1/health', { key: apiKey });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: { code: 'internal', message: 'Internal error' } });
      expect(server.logs.join('\n')).toMatch(/GET \/v1\/health failed \(sqlite: other\): SqliteError: no such table: ledger_entries\n\s+at /);
      expect((await api(server.url, '/v1/health')).status).toBe(200);
    });
  });
});

describe('hostile input', () => {
  it('survives odd paths, odd bodies and raw garbage', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const auth = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
      const odd = ['//', '/%', '/v1/billing/checkout/%E0%A4%A', '/pay/%ZZ?token=%', '/pay/cs_test_x?token=a&token=b', `/v1/${'a/'.repeat(500)}`];
      for (const path of odd) {
        const response = await rawRequest(server.url, { method: 'GET', path, headers: auth });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
      const bodies = [
        '"packId"',
        '123',
        'null',
        '[]',
        '{"packId":null}',
        '{"__proto__":{"packId":"starter"}}',
        '['.repeat(8000) + ']'.repeat(8000),
        '{"packId":"\ud800"}',
      ];
      for (const body of bodies) {
        const response = await rawRequest(server.url, { method: 'POST', path: '/v1/billing/checkout', headers: auth, chunks: [Buffer.from(body)] });
        expect(response.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
        expect(response.status, body.slice(0, 40)).toBeLessThan(500);
      }
      const invalidUtf8 = await rawRequest(server.url, {
        method: 'POST',
        path: '/v1/billing/sync',
        headers: auth,
        chunks: [Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
      });
      expect(invalidUtf8.status).toBe(400);

      await new Promise<void>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => socket.end('GARBAGE \x00\x01\r\n\r\n'));
        socket.on('data', () => undefined);
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
      expect((await api(server.url, '/v1/health', { key: apiKey })).body).toEqual({ status: 'ok', balance: 0 });
      expect(server.logs).toEqual([]);
    });
  });
});
