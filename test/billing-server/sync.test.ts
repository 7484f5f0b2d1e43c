import { describe, expect, it } from 'vitest';
import { api, balanceOf, newAccount, openCheckout, submitPayForm, T0, withServer } from './helpers.ts';

const AT = '2030-01-01T00:00:00.000Z';

function usage(id: string, credits = 3, operation = 'semantic', at = AT) {
  return { id, operation, credits, at };
}

function sync(url: string, key: string, entries: unknown[], deviceId = 'device-1') {
  return api(url, '/v1/billing/sync', { key, json: { deviceId, usage: entries } });
}

describe('sync', () => {
  it('books each usage id once, however often it is sent', async () => {
    await withServer(
      async (server) => {
        const { apiKey } = await newAccount(server.url);
        const first = await sync(server.url, apiKey, [usage('u1'), usage('u2', 10, 'ask'), usage('u1')]);
        expect(first.status).toBe(200);
        expect(first.body).toEqual({
          balance: 87,
          totals: { granted: 100, purchased: 0, used: 13 },
          purchases: [],
          acceptedUsageIds: ['u1', 'u2'],
          conflictingUsageIds: [],
          syncedAt: new Date(T0).toISOString(),
        });
        const replay = await sync(server.url, apiKey, [usage('u2', 10, 'ask'), usage('u3', 1, 'keyword')], 'device-2');
        expect(replay.body).toMatchObject({ balance: 86, acceptedUsageIds: ['u2', 'u3'], conflictingUsageIds: [] });
        // The same instant written with an offset is the same content.
        const offset = await sync(server.url, apiKey, [usage('u1', 3, 'semantic', '2030-01-01T01:00:00+01:00')]);
        expect(offset.body).toMatchObject({ balance: 86, acceptedUsageIds: ['u1'] });
      },
      { freeCredits: 100 },
    );
  });

  it('ignores a replayed id with different content and reports it as conflicting', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      await sync(server.url, apiKey, [usage('u1', 3)]);
      const changed = await sync(server.url, apiKey, [usage('u1', 10, 'ask'), usage('u2', 1, 'similar')]);
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ balance: -4, acceptedUsageIds: ['u2'], conflictingUsageIds: ['u1'] });
    });
  });

  it('rejects one request that gives the same id two different contents', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const response = await sync(server.url, apiKey, [usage('u1', 3), usage('u1', 1, 'keyword')]);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ code: 'invalid_request', field: 'usage[1].id' });
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });

  it('books each id once when syncs race', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const batch = Array.from({ length: 50 }, (_, i) => usage(`u${i}`, 3));
      const results = await Promise.all(Array.from({ length: 8 }, (_, device) => sync(server.url, apiKey, batch.slice(device * 3), `device-${device}`)));
      for (const result of results) expect(result.status).toBe(200);
      expect(await balanceOf(server.url, apiKey)).toBe(-150);
    });
  });

  it('keeps balance = grants + purchases − usage, and lets usage take it below zero', async () => {
    await withServer(
      async (server) => {
        const { apiKey } = await newAccount(server.url);
        const session = await openCheckout(server.url, apiKey, 'starter');
        await submitPayForm(session.url);
        const asks = Array.from({ length: 16 }, (_, i) => usage(`a${i}`, 10, 'ask'));
        const spent = await sync(server.url, apiKey, [...asks, usage('b', 1, 'keyword')]);
        expect(spent.body).toMatchObject({
          balance: 50 + 100 - 161,
          totals: { granted: 50, purchased: 100, used: 161 },
          purchases: [{ id: session.id, packId: 'starter', credits: 100 }],
        });
        expect(await balanceOf(server.url, apiKey)).toBe(-11);
      },
      { freeCredits: 50 },
    );
  });

  it('keeps accounts apart, even with the same usage ids', async () => {
    await withServer(async (server) => {
      const one = await newAccount(server.url);
      const two = await newAccount(server.url);
      await sync(server.url, one.apiKey, [usage('same', 3)]);
      expect((await sync(server.url, two.apiKey, [usage('same', 10, 'ask')])).body).toMatchObject({ balance: -10, conflictingUsageIds: [] });
      expect(await balanceOf(server.url, one.apiKey)).toBe(-3);
    });
  });

  it('accepts 1000 entries in one sync and refuses 1001', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const entries = Array.from({ length: 1001 }, (_, i) => usage(`${'x'.repeat(60)}-${i}`, 1, 'keyword', '2030-01-01T00:00:00.000+00:00'));
      const tooMany = await sync(server.url, apiKey, entries);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.field).toBe('usage');
      const full = await sync(server.url, apiKey, entries.slice(0, 1000));
      expect(full.status).toBe(200);
      expect(full.body.acceptedUsageIds).toHaveLength(1000);
      expect(full.body.balance).toBe(-1000);
    });
  });

  it('books each operation at its price, and refuses a whole request with any other amount', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const priced = [usage('k', 1, 'keyword'), usage('s', 3, 'semantic'), usage('a', 10, 'ask'), usage('m', 1, 'similar')];
      const wrong: Array<[string, number]> = [
        ['ask', 1],
        ['ask', 11],
        ['keyword', 3],
        ['semantic', 1],
        ['similar', 10],
      ];
      for (const [operation, credits] of wrong) {
        const response = await sync(server.url, apiKey, [...priced, usage('bad', credits, operation)]);
        expect(response.status, `${operation} ${credits}`).toBe(400);
        expect(response.body.error, `${operation} ${credits}`).toMatchObject({ code: 'invalid_request', field: 'usage[4].credits' });
        expect(response.body.error.message).toMatch(new RegExp(`^usage\\[4\\]\\.credits: ${operation} costs \\d+ credits$`));
      }
      expect(await balanceOf(server.url, apiKey)).toBe(0);
      const booked = await sync(server.url, apiKey, priced);
      expect(booked.body).toMatchObject({ balance: -15, acceptedUsageIds: ['k', 's', 'a', 'm'] });
    });
  });

  it('validates every field and names it', async () => {
    await withServer(async (server) => {
      const { apiKey } = await newAccount(server.url);
      const cases: Array<[unknown, string]> = [
        [{ usage: [] }, 'deviceId'],
        [{ deviceId: '', usage: [] }, 'deviceId'],
        [{ deviceId: 'd'.repeat(101), usage: [] }, 'deviceId'],
        [{ deviceId: 'd' }, 'usage'],
        [{ deviceId: 'd', usage: {} }, 'usage'],
        [{ deviceId: 'd', usage: [], extra: 1 }, 'extra'],
        [{ deviceId: 'd', usage: [{ ...usage('u'), operation: 'pray' }] }, 'usage[0].operation'],
        [{ deviceId: 'd', usage: [usage('u', 0)] }, 'usage[0].credits'],
        [{ deviceId: 'd', usage: [usage('u', 1001)] }, 'usage[0].credits'],
        [{ deviceId: 'd', usage: [usage('u', 1.5)] }, 'usage[0].credits'],
        [{ deviceId: 'd', usage: [usage('u', 10, 'ask', 'yesterday')] }, 'usage[0].at'],
        [{ deviceId: 'd', usage: [usage('u', 10, 'ask', '2030-01-01')] }, 'usage[0].at'],
        [{ deviceId: 'd', usage: [usage('')] }, 'usage[0].id'],
        [{ deviceId: 'd', usage: [usage('i'.repeat(101))] }, 'usage[0].id'],
        [{ deviceId: 'd', usage: [usage('ok'), { ...usage('u'), note: 'x' }] }, 'usage[1].note'],
        [[], 'body'],
        [null, 'body'],
      ];
      for (const [json, field] of cases) {
        const response = await api(server.url, '/v1/billing/sync', {
          key: apiKey,
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, JSON.stringify(json)).toBe(400);
        expect(response.body.error, JSON.stringify(json)).toMatchObject({ code: 'invalid_request', field });
      }
      expect(await balanceOf(server.url, apiKey)).toBe(0);
    });
  });
});
