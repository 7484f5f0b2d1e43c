import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { completedEvent, deliverWebhook, signature } from '../billing-server/helpers.ts';
import { ledgerRows, openDevice, payInBrowser, removeDir, serverState, spend, startTestBilling, storedKey, type Device, type TestBilling } from './helpers.ts';

let billing: TestBilling;
const devices: Device[] = [];
const device = (options: Parameters<typeof openDevice>[0]) => {
  const d = openDevice(options);
  devices.push(d);
  return d;
};
const purchaseRows = (d: Device) => ledgerRows(d.dataDir).filter((r) => r.kind === 'purchase');

beforeAll(async () => {
  billing = await startTestBilling({ freeCredits: 100 });
});
afterAll(() => billing.close());
afterEach(() => {
  for (const d of devices.splice(0)) {
    d.close();
    removeDir(d.dataDir);
  }
});

describe('linking an installation to an account', () => {
  it('creates an account on the first online start, keeps the key private, and lets the account grant replace the free start', async () => {
    const offline = device({ freeCredits: 100 });
    expect(await spend(offline.core, 2)).toBe(2);
    await expect(offline.core.api['billing.sync']({})).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'not_configured' } });
    await expect(offline.core.api['billing.listPacks']({})).rejects.toMatchObject({ code: 'billing_unavailable' });
    offline.close();

    // The app starts again, now with a billing URL; the start-up sync creates the account.
    const online = device({ dataDir: offline.dataDir, freeCredits: 100, billingUrl: billing.url });
    const first = await online.core.api['billing.sync']({});
    const key = storedKey(online.dataDir);
    expect(statSync(join(online.dataDir, 'billing-api-key')).mode & 0o777).toBe(0o600);
    // The two offline searches were paid from the free start; the account's grant replaces it.
    expect(first).toMatchObject({ balance: 98, serverBalance: 98, pushedUsage: 2, totals: { granted: 100, purchased: 0, used: 2 } });
    expect((await serverState(billing.url, key)).balance).toBe(98);

    const status = await online.core.api['billing.getStatus']({});
    expect(status).toMatchObject({
      available: true,
      billingUrlSource: 'env',
      accountKeySource: 'store',
      accountKeyHint: `…${key.slice(-4)}`,
      balance: 98,
      unsyncedCredits: 0,
    });
    expect(JSON.stringify(status)).not.toContain(key);
    expect(JSON.stringify(await online.core.api['credits.listUsage']({ limit: 500 }))).not.toContain(key);
  });

  it('syncs on start and on a timer, and stops both when the core closes', async () => {
    const d = device({ billingUrl: billing.url, billing: { syncOnStart: true, syncIntervalMs: 50 } });
    await expect.poll(async () => (await d.core.api['billing.getStatus']({})).lastSync, { timeout: 5000 }).not.toBeNull();
    const key = storedKey(d.dataDir);
    await spend(d.core, 1);
    await expect.poll(async () => (await serverState(billing.url, key)).totals.used, { timeout: 5000 }).toBe(1);
    d.close();
    const before = (await serverState(billing.url, key)).totals;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await serverState(billing.url, key)).totals).toEqual(before);
  });
});

describe('buying a credit pack', () => {
  it('lists packs from the service, opens the payment page, polls, syncs and credits the pack exactly once', async () => {
    const d = device({ billingUrl: billing.url });
    await d.core.api['billing.sync']({});
    const packs = await d.core.api['billing.listPacks']({});
    expect(packs.stale).toBe(false);
    expect(packs.data.map((p) => [p.id, p.credits])).toEqual([
      ['starter', 100],
      ['study', 500],
      ['scholar', 2000],
    ]);

    const checkout = await d.core.api['billing.startCheckout']({ packId: 'study' });
    expect(checkout).toMatchObject({ status: 'open', opened: true });
    expect(d.opened).toEqual([checkout.url]);
    const waiting = await d.core.api['billing.waitForCheckout']({ id: checkout.id, timeoutSeconds: 0 });
    expect(waiting).toMatchObject({ status: 'open', credited: false, timedOut: true, balance: 100 });

    expect(await payInBrowser(checkout.url)).toBe(200);
    const done = await d.core.api['billing.waitForCheckout']({ id: checkout.id, timeoutSeconds: 10 });
    expect(done).toMatchObject({ status: 'complete', credited: true, balance: 600, credits: 500, packId: 'study' });

    // Duplicate webhook deliveries, repeated and concurrent syncs, repeated polls: still once.
    const event = completedEvent(checkout.id, 'evt_replayed', Math.floor(billing.clock.now() / 1000));
    const replay = await deliverWebhook(billing.url, event, signature(event, Math.floor(billing.clock.now() / 1000)));
    expect(replay.body).toEqual({ received: true, duplicate: true });
    await d.core.api['billing.sync']({});
    await Promise.all([1, 2, 3, 4].map(() => d.core.api['billing.sync']({})));
    expect((await d.core.api['billing.getCheckout']({ id: checkout.id })).balance).toBe(600);
    expect((await d.core.api['credits.getBalance']({})).balance).toBe(600);
    expect(purchaseRows(d)).toEqual([expect.objectContaining({ id: `purchase:${checkout.id}`, credits: 500 })]);
    expect((await serverState(billing.url, storedKey(d.dataDir))).totals).toEqual({ granted: 100, purchased: 500, used: 0 });
  });

  it('credits a payment made while the app was closed (killed between payment and sync) once, at the next start', async () => {
    let d = device({ billingUrl: billing.url, billing: { pollInitialMs: 60_000 } });
    const checkout = await d.core.api['billing.startCheckout']({ packId: 'starter' });
    await payInBrowser(checkout.url);
    d.close(); // before any poll or sync saw the payment

    d = device({ dataDir: d.dataDir, billingUrl: billing.url });
    expect((await d.core.api['credits.getBalance']({})).balance).toBe(0);
    expect((await d.core.api['billing.sync']({})).newPurchases.map((p) => p.id)).toEqual([checkout.id]);
    d = device({ dataDir: d.dataDir, billingUrl: billing.url });
    expect((await d.core.api['billing.sync']({})).newPurchases).toEqual([]);
    expect((await d.core.api['billing.getCheckout']({ id: checkout.id })).credited).toBe(true);
    expect((await d.core.api['credits.getBalance']({})).balance).toBe(200);
    expect(purchaseRows(d)).toHaveLength(1);
  });

  it('credits the purchase in the background even if the UI never asks', async () => {
    const d = device({ billingUrl: billing.url });
    const checkout = await d.core.api['billing.startCheckout']({ packId: 'starter' });
    await payInBrowser(checkout.url);
    await expect.poll(async () => (await d.core.api['credits.getBalance']({})).balance, { timeout: 5000 }).toBe(200);
  });

  it('reports an expired checkout, credits nothing, and refuses to pay it', async () => {
    const d = device({ billingUrl: billing.url });
    await d.core.api['billing.sync']({});
    const checkout = await d.core.api['billing.startCheckout']({ packId: 'scholar' });
    billing.clock.advance(31 * 60_000);
    const state = await d.core.api['billing.waitForCheckout']({ id: checkout.id, timeoutSeconds: 10 });
    expect(state).toMatchObject({ status: 'expired', credited: false, balance: 100 });
    expect(await payInBrowser(checkout.url)).toBe(409);
    await d.core.api['billing.sync']({});
    expect((await d.core.api['credits.getBalance']({})).balance).toBe(100);
  });

  it('gives typed errors for bad input and changes no balance', async () => {
    const d = device({ billingUrl: billing.url });
    await d.core.api['billing.sync']({});
    const key = storedKey(d.dataDir);
    await expect(d.core.api['billing.startCheckout']({ packId: 'platinum' })).rejects.toMatchObject({ code: 'not_found', details: { field: 'packId' } });
    await expect(d.core.api['billing.getCheckout']({ id: 'cs_test_00000000000000000000000000000000' })).rejects.toMatchObject({ code: 'not_found' });
    await expect(d.core.api['billing.waitForCheckout']({ id: 'cs_test_00000000000000000000000000000000', timeoutSeconds: 5 })).rejects.toMatchObject({
      code: 'not_found',
    });
    // Another account's session is as unknown as a made-up one.
    const other = device({ billingUrl: billing.url });
    const theirs = await other.core.api['billing.startCheckout']({ packId: 'starter' });
    await expect(d.core.api['billing.getCheckout']({ id: theirs.id })).rejects.toMatchObject({ code: 'not_found' });

    await expect(d.core.api['billing.setAccountKey']({ apiKey: 'sk_test_not-a-real-key-000000000000000000000000' })).rejects.toMatchObject({
      code: 'invalid_request',
      details: { field: 'apiKey' },
    });
    expect(storedKey(d.dataDir)).toBe(key);
    expect((await d.core.api['credits.getBalance']({})).balance).toBe(100);
    expect((await serverState(billing.url, key)).balance).toBe(100);
  });

  it('refuses a stored key the service rejects with billing_key_invalid, and keeps spending locally', async () => {
    const d = device({ billingUrl: billing.url, freeCredits: 5, billing: { apiKey: 'sk_test_revoked-or-mistyped-0000000000000000000' } });
    await expect(d.core.api['billing.sync']({})).rejects.toMatchObject({ code: 'billing_key_invalid' });
    await expect(d.core.api['billing.setAccountKey']({ apiKey: 'sk_test_another-key-000000000000000000000000' })).rejects.toMatchObject({
      code: 'invalid_request',
    });
    expect(await spend(d.core, 6)).toBe(5);
    expect((await d.core.api['billing.getStatus']({})).lastError).toMatchObject({ code: 'billing_key_invalid' });
  });
});

describe('a busy billing service', () => {
  it('answers rate_limited with the wait it asks for, and changes nothing', async () => {
    const busy = await startTestBilling({ freeCredits: 10, requestsPerMinute: 2 });
    try {
      const d = device({ billingUrl: busy.url });
      await d.core.api['billing.sync']({});
      await d.core.api['billing.listPacks']({});
      await expect(d.core.api['billing.sync']({})).rejects.toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: expect.any(Number) } });
      await expect(d.core.api['billing.startCheckout']({ packId: 'starter' })).rejects.toMatchObject({ code: 'rate_limited' });
      expect((await d.core.api['billing.listPacks']({})).stale).toBe(true);
      expect((await d.core.api['credits.getBalance']({})).balance).toBe(10);
    } finally {
      await busy.close();
    }
  });
});
