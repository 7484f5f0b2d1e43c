import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, balanceOf, newAccount, withServer } from './helpers.ts';

describe('accounts and API keys', () => {
  it('creates an account once and stores only the hash of its key', async () => {
    await withServer(async (server) => {
      const response = await api(server.url, '/v1/accounts', { method: 'POST' });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        accountId: expect.stringMatching(/^acct_[0-9a-f]{24}$/),
        apiKey: expect.stringMatching(/^sk_test_[A-Za-z0-9_-]{43}$/),
      });
      const { accountId, apiKey } = response.body;

      const db = new Database(server.dbPath, { readonly: true });
      try {
        const row = db.prepare('SELECT * FROM accounts WHERE id = ?').get(accountId) as Record<string, unknown>;
        expect(row['key_hash']).toEqual(createHash('sha256').update(apiKey).digest());
        expect(JSON.stringify(Object.values(row))).not.toContain(apiKey.slice(8));
      } finally {
        db.close();
      }
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('accepts an empty JSON object as the body and rejects anything else', async () => {
    await withServer(async (server) => {
      expect((await api(server.url, '/v1/accounts', { json: {} })).status).toBe(201);
      const extra = await api(server.url, '/v1/accounts', { json: { name: 'x' } });
      expect(extra.status).toBe(400);
      expect(extra.body.error).toMatchObject({ code: 'invalid_request', field: 'name' });
    });
  });

  it('answers 401 for a missing, malformed or unknown key on every authenticated route', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const routes: Array<[string, string, unknown]> = [
        ['GET', '/v1/billing/packs', undefined],
        ['POST', '/v1/billing/checkout', { packId: 'starter' }],
        ['GET', '/v1/billing/checkout/cs_test_00000000000000000000000000000000', undefined],
        ['POST', '/v1/billing/sync', { deviceId: 'd', usage: [] }],
      ];
      const badHeaders: Array<Record<string, string>> = [
        {},
        { authorization: `Basic ${apiKey}` },
        { authorization: 'Bearer' },
        { authorization: `Bearer ${apiKey}x` },
        { authorization: 'Bearer sk_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
      ];
      for (const [method, path, json] of routes) {
        for (const headers of badHeaders) {
          const response = await api(server.url, path, { method, json, headers });
          expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
          expect(response.body.error.code).toBe('unauthorized');
          expect(response.headers.get('www-authenticate')).toBe('Bearer');
        }
      }
      expect((await api(server.url, '/v1/billing/packs', { key: apiKey })).status).toBe(200);
      expect((await api(server.url, '/v1/billing/packs', { headers: { authorization: `bearer ${apiKey}` } })).status).toBe(200);
    });
  });

  it('reports health without a key, and the balance with one', async () => {
    await withServer(
      async (server) => {
        expect((await api(server.url, '/v1/health')).body).toEqual({ status: 'ok' });
        const { apiKey } = await newAccount(server.url);
        expect((await api(server.url, '/v1/health', { key: apiKey })).body).toEqual({ status: 'ok', balance: 25 });
        expect((await api(server.url, '/v1/health', { key: 'nope' })).status).toBe(401);
      },
      { freeCredits: 25 },
    );
  });

  it('books the free-start grant as a ledger entry', async () => {
    await withServer(
      async (server) => {
        const { accountId } = await newAccount(server.url);
        const db = new Database(server.dbPath, { readonly: true });
        try {
          expect(db.prepare('SELECT kind, credits, ref FROM ledger_entries WHERE account_id = ?').all(accountId)).toEqual([
            { kind: 'grant', credits: 40, ref: 'free-start' },
          ]);
        } finally {
          db.close();
        }
      },
      { freeCredits: 40 },
    );
  });

  it('rate-limits account creation per client address', async () => {
    await withServer(async (server) => {
      for (let i = 0; i < 10; i++) expect((await api(server.url, '/v1/accounts', { method: 'POST' })).status).toBe(201);
      const limited = await api(server.url, '/v1/accounts', { method: 'POST' });
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBe(60);
      server.clock.advance(45_000);
      expect((await api(server.url, '/v1/accounts', { method: 'POST' })).headers.get('retry-after')).toBe('15');
      server.clock.advance(15_000);
      expect((await api(server.url, '/v1/accounts', { method: 'POST' })).status).toBe(201);
    });
  });
});
