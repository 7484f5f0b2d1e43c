import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type RunningServer } from '../../src/server/http-server.ts';
import { request } from '../http-client.ts';
import { openDevice, removeDir, startTestBilling, storedKey, type Device, type TestBilling } from './helpers.ts';

const KEY = 'local_key_0123456789abcdef0123456789';
const auth = { Authorization: `Bearer ${KEY}` };
const json = { ...auth, 'Content-Type': 'application/json' };

let billing: TestBilling;
let device: Device;
let server: RunningServer;
let url: string;
const errors: unknown[] = [];

const get = (path: string) => request(`${url}${path}`, { headers: auth });
const post = (path: string, body: unknown = {}) =>
  request(`${url}${path}`, { method: 'POST', headers: json, body: typeof body === 'string' ? body : JSON.stringify(body) });
const balance = async () => (await get('/v1/credits/balance')).json.balance as number;

beforeAll(async () => {
  billing = await startTestBilling({ freeCredits: 25 });
  // Web mode: no browser opener; the page opens the payment URL itself.
  device = openDevice({ billingUrl: billing.url, billing: { openExternal: undefined } });
  server = await startHttpServer({ api: device.core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
  url = server.url;
});
afterAll(async () => {
  await server.close();
  device.close();
  removeDir(device.dataDir);
  await billing.close();
  expect(errors).toEqual([]);
});

describe('the local /v1/billing routes', () => {
  it('buy a pack end to end: packs → checkout → pay on the hosted page → poll → sync → balance', async () => {
    const sync = await post('/v1/billing/sync');
    expect(sync.status).toBe(200);
    expect(sync.json).toMatchObject({ balance: 25, serverBalance: 25, totals: { granted: 25, purchased: 0, used: 0 } });

    const packs = await get('/v1/billing/packs');
    expect(packs.status).toBe(200);
    expect(packs.json).toMatchObject({ stale: false, data: expect.arrayContaining([expect.objectContaining({ id: 'study', credits: 500 })]) });

    const checkout = await post('/v1/billing/checkout', { packId: 'study' });
    expect(checkout.status).toBe(200);
    expect(checkout.json).toMatchObject({ status: 'open', opened: false, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/pay\//) });
    const { id, url: payUrl } = checkout.json as { id: string; url: string };

    const page = await request(payUrl);
    expect(page.status).toBe(200);
    const action = /<form method="post" action="([^"]+)">/.exec(page.text)![1]!.replaceAll('&amp;', '&');
    const paid = await request(new URL(action, payUrl).toString(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'confirm=pay',
    });
    expect(paid.status).toBe(200);

    let state = (await get(`/v1/billing/checkout/${id}`)).json;
    for (let i = 0; i < 50 && !state.credited; i++) state = (await get(`/v1/billing/checkout/${id}`)).json;
    expect(state).toMatchObject({ id, status: 'complete', credited: true, balance: 525, credits: 500 });
    expect((await post(`/v1/billing/checkout/${id}/wait`, { timeoutSeconds: 5 })).json).toMatchObject({ status: 'complete', credited: true, balance: 525 });
    expect((await post('/v1/billing/sync')).json).toMatchObject({ balance: 525, newPurchases: [] });
    expect(await balance()).toBe(525);
    const usage = await get('/v1/credits/usage?limit=5');
    expect(usage.json.entries).toContainEqual(expect.objectContaining({ id: `purchase:${id}`, kind: 'purchase', credits: 500 }));
  });

  it('reports status with the key masked, and saves settings', async () => {
    const status = await get('/v1/billing/status');
    const key = storedKey(device.dataDir);
    expect(status.json).toMatchObject({ available: true, billingUrlSource: 'env', accountKeyHint: `…${key.slice(-4)}`, accountKeySource: 'store' });
    expect(status.text).not.toContain(key);
    const saved = await post('/v1/billing/settings', { billingUrl: 'https://billing.example.com/api' });
    expect(saved.json).toMatchObject({ billingUrl: billing.url, billingUrlSource: 'env' });
    expect((await post('/v1/billing/settings', { billingUrl: null })).status).toBe(200);
  });

  it('refuses bad input with typed errors and changes no balance', async () => {
    const before = await balance();
    const cases: [string, () => ReturnType<typeof get>, number, string, string?][] = [
      ['unknown pack', () => post('/v1/billing/checkout', { packId: 'platinum' }), 404, 'not_found', 'packId'],
      ['missing pack', () => post('/v1/billing/checkout', {}), 400, 'invalid_request', 'packId'],
      ['unknown field', () => post('/v1/billing/checkout', { packId: 'starter', credits: 1_000_000 }), 400, 'invalid_request', 'credits'],
      ['malformed JSON', () => post('/v1/billing/checkout', '{"packId":'), 400, 'invalid_request'],
      ['huge body', () => post('/v1/billing/checkout', { packId: 'x'.repeat(20_000) }), 413, 'payload_too_large'],
      ['bad session id', () => get('/v1/billing/checkout/..%2F..%2Fv1%2Faccounts'), 400, 'invalid_request', 'id'],
      ['odd session id', () => get('/v1/billing/checkout/cs%20x'), 400, 'invalid_request', 'id'],
      ['unknown session', () => get('/v1/billing/checkout/cs_test_00000000000000000000000000000000'), 404, 'not_found'],
      ['wait too long', () => post('/v1/billing/checkout/cs_test_1/wait', { timeoutSeconds: 3600 }), 400, 'invalid_request', 'timeoutSeconds'],
      ['sync with a body', () => post('/v1/billing/sync', { usage: [{ id: 'x', credits: -1000 }] }), 400, 'invalid_request', 'usage'],
      ['wrong key', () => post('/v1/billing/account-key', { apiKey: 'sk_test_not-a-real-key-000000000000000000000000' }), 400, 'invalid_request', 'apiKey'],
      ['key with spaces', () => post('/v1/billing/account-key', { apiKey: 'not a key at all' }), 400, 'invalid_request', 'apiKey'],
      ['plain-http remote URL', () => post('/v1/billing/settings', { billingUrl: 'http://billing.example.com' }), 400, 'invalid_request', 'billingUrl'],
      ['GET on checkout', () => get('/v1/billing/checkout'), 405, 'method_not_allowed'],
    ];
    for (const [name, call, status, code, field] of cases) {
      const res = await call();
      expect(res.status, name).toBe(status);
      expect(res.json.error, name).toMatchObject({ code, ...(field && { field }) });
    }
    expect(await balance()).toBe(before);
  });

  it('answers 503 billing_unavailable when no billing service is configured, and keeps the local balance', async () => {
    const offline = openDevice({ freeCredits: 3 });
    const local = await startHttpServer({ api: offline.core.api, apiKey: KEY, port: 0, logError: (e) => errors.push(e) });
    try {
      for (const res of [
        await request(`${local.url}/v1/billing/packs`, { headers: auth }),
        await request(`${local.url}/v1/billing/sync`, { method: 'POST', headers: json, body: '{}' }),
        await request(`${local.url}/v1/billing/checkout`, { method: 'POST', headers: json, body: '{"packId":"starter"}' }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.json.error).toMatchObject({ code: 'billing_unavailable', reason: 'not_configured' });
      }
      expect((await request(`${local.url}/v1/billing/status`, { headers: auth })).json).toMatchObject({ available: false, balance: 3, accountKeyHint: null });
      expect((await request(`${local.url}/v1/credits/balance`, { headers: auth })).json.balance).toBe(3);
    } finally {
      await local.close();
      offline.close();
      removeDir(offline.dataDir);
    }
  });
});
