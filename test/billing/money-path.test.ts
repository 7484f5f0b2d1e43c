import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDataDb } from '#core/data-db/open.ts';
import { createLedger } from '#core/ledger/ledger.ts';
import { MAX_WATCH_MS } from '#core/billing/purchase.ts';
import { COSTS, type PaidOperation } from '#shared/contract/credits.ts';
import { ledgerRows, remote, serverState, startTestBilling, storedKey, trackDevices, type Device, type TestBilling } from './helpers.ts';

// Behaviours of the money path that a mutation review found untested (see scripts/mutation-check.ts):
// each test here fails when the matching small bug is put into the code.

let billing: TestBilling;
const { device, standIn } = trackDevices();
const sync = (d: Device) => d.core.api['billing.sync']({});
const unsynced = (d: Device) => ledgerRows(d.dataDir).filter((r) => r.kind === 'debit' && r.synced_at === null);

/** Debits as the app records them, on a second connection to the device's data folder (the app's own ledger). */
function charge(d: Device, operation: PaidOperation, times = 1): Promise<unknown> {
  const db = openDataDb(d.dataDir);
  const ledger = createLedger(db, { freeCredits: 0, now: () => new Date() });
  return (async () => {
    for (let i = 0; i < times; i++) await ledger.charge(operation, () => undefined);
  })().finally(() => db.close());
}

beforeAll(async () => {
  billing = await startTestBilling({ freeCredits: 5000 });
});
afterAll(() => billing.close());

describe('usage reaches the billing service', () => {
  it('delivers a debit of every paid operation, each at its price', async () => {
    const d = device({ billingUrl: billing.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    for (const operation of Object.keys(COSTS) as PaidOperation[]) await charge(d, operation);
    expect(await sync(d)).toMatchObject({ pushedUsage: 4 });
    const total = Object.values(COSTS).reduce((a, b) => a + b, 0);
    expect((await serverState(billing.url, key)).totals.used).toBe(total);
    expect(unsynced(d)).toEqual([]);
  });

  it('delivers a whole outbox of several thousand debits in one sync, a batch at a time', async () => {
    const d = device({ billingUrl: billing.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    await charge(d, 'keyword', 2500);
    expect(await sync(d)).toMatchObject({ pushedUsage: 2500, balance: 2500 });
    expect((await serverState(billing.url, key)).totals.used).toBe(2500);
    expect(unsynced(d)).toEqual([]);
  }, 30_000);

  it('marks a debit the service already booked with other content as delivered, and never sends it again', async () => {
    const d = device({ billingUrl: billing.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    await charge(d, 'keyword', 2);
    const [first] = unsynced(d);
    // The service already has this id, booked with other content (say, by a device with a clashing id).
    await remote(billing.url, key, '/v1/billing/sync', {
      deviceId: 'other',
      usage: [{ id: first!.id, operation: 'semantic', credits: 3, at: '2030-01-01T00:00:00.000Z' }],
    });
    const reply = await sync(d);
    expect(reply.pushedUsage).toBe(2);
    expect(unsynced(d)).toEqual([]);
    expect(await sync(d)).toMatchObject({ pushedUsage: 0 });
  });

  it('keeps a debit of an operation the service does not know on this device, and syncs the rest', async () => {
    const d = device({ billingUrl: billing.url });
    await sync(d);
    await charge(d, 'keyword');
    // A debit with an operation this version's service does not know (written by a newer app).
    const db = new Database(join(d.dataDir, 'data.db'));
    db.prepare("INSERT INTO ledger (id, kind, operation, credits, at) VALUES ('debit-unknown', 'debit', 'translate', -2, '2030-01-01T00:00:00.000Z')").run();
    db.close();
    expect(await sync(d)).toMatchObject({ pushedUsage: 1 });
    expect(unsynced(d).map((r) => r.id)).toEqual(['debit-unknown']);
    expect(await sync(d)).toMatchObject({ pushedUsage: 0 });
  });
});

describe('replies of another account', () => {
  it('applies the totals of a newly pasted key even when they are lower than the last account’s', async () => {
    const rich = device({ billingUrl: billing.url });
    await sync(rich);
    await charge(rich, 'keyword', 30);
    await sync(rich);
    const other = device({ billingUrl: billing.url });
    await sync(other);
    const otherKey = storedKey(other.dataDir);
    // A fresh account: every total lower than the used total of the first one.
    const status = await rich.core.api['billing.setAccountKey']({ apiKey: otherKey });
    expect(status).toMatchObject({ lastSync: { serverBalance: 5000 }, balance: 5000 });
  });
});

describe('payments', () => {
  const account = { 'POST /v1/accounts': () => ({ status: 201, body: { accountId: 'acct_1', apiKey: 'sk_test_standin_key_0001' } }) };
  const checkout = (url: string) => ({
    'POST /v1/billing/checkout': () => ({ status: 201, body: { id: 'cs_test_1', url, status: 'open', expiresAt: '2030-01-01T00:30:00.000Z' } }),
  });

  it('refuses to open a payment link that is not https (or http on this computer)', async () => {
    for (const link of ['javascript:alert(1)', 'http://pay.example/checkout', 'file:///etc/passwd', 'https://user:pass@pay.example/x']) {
      const service = await standIn({ ...account, ...checkout(link) });
      const d = device({ billingUrl: service.url });
      await expect(d.core.api['billing.startCheckout']({ packId: 'starter' })).rejects.toMatchObject({
        code: 'billing_unavailable',
        details: { reason: 'bad_response' },
      });
      expect(d.opened).toEqual([]);
    }
  });

  it('waits as long as Retry-After asks before polling a checkout again', async () => {
    const service = await standIn({
      ...account,
      ...checkout('https://pay.example/cs_test_1'),
      'GET /v1/billing/checkout/cs_test_1': (_path, count) =>
        count === 1
          ? { status: 429, body: { error: { code: 'rate_limited', message: 'slow down' } }, headers: { 'retry-after': '1' } }
          : { status: 200, body: { id: 'cs_test_1', status: 'expired', packId: 'starter', credits: 100, expiresAt: '2030-01-01T00:30:00.000Z' } },
    });
    const d = device({ billingUrl: service.url, billing: { pollInitialMs: 20, pollMaxMs: 40 } });
    await d.core.api['billing.startCheckout']({ packId: 'starter' });
    expect(await d.core.api['billing.waitForCheckout']({ id: 'cs_test_1', timeoutSeconds: 10 })).toMatchObject({ status: 'expired' });
    const polls = service.seen.filter((r) => r.path === '/v1/billing/checkout/cs_test_1');
    expect(polls).toHaveLength(2);
    expect(polls[1]!.at - polls[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('stops polling a checkout left open after 35 minutes', async () => {
    let nowMs = Date.parse('2030-01-01T00:00:00.000Z');
    const service = await standIn({
      ...account,
      ...checkout('https://pay.example/cs_test_1'),
      'GET /v1/billing/checkout/cs_test_1': () => {
        // Each poll, the payer's 35 minutes run on by ten.
        nowMs += 10 * 60_000;
        return { status: 200, body: { id: 'cs_test_1', status: 'open', packId: 'starter', credits: 100, expiresAt: '2030-01-01T00:30:00.000Z' } };
      },
    });
    const clocked = device({ billingUrl: service.url, billing: { pollInitialMs: 10, pollMaxMs: 20 }, now: () => new Date(nowMs) });
    await clocked.core.api['billing.startCheckout']({ packId: 'starter' });
    const outcome = await clocked.core.api['billing.waitForCheckout']({ id: 'cs_test_1', timeoutSeconds: 5 });
    expect(outcome).toMatchObject({ status: 'open', timedOut: true });
    const polls = () => service.seen.filter((r) => r.path === '/v1/billing/checkout/cs_test_1').length;
    const counted = polls();
    expect(counted).toBe(Math.ceil(MAX_WATCH_MS / (10 * 60_000)));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(polls()).toBe(counted);
  });
});
