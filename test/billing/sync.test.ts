import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerRows,
  openDevice,
  payInBrowser,
  removeDir,
  serverState,
  spend,
  startProxy,
  startTestBilling,
  storedKey,
  type Device,
  type TcpProxy,
  type TestBilling,
} from './helpers.ts';

let billing: TestBilling;
const devices: Device[] = [];
const proxies: TcpProxy[] = [];
const device = (options: Parameters<typeof openDevice>[0]) => {
  const d = openDevice(options);
  devices.push(d);
  return d;
};
const proxy = async () => {
  const p = await startProxy(billing.url);
  proxies.push(p);
  return p;
};
const balance = async (d: Device) => (await d.core.api['credits.getBalance']({})).balance;
const sync = (d: Device) => d.core.api['billing.sync']({});
const purchaseRows = (d: Device) => ledgerRows(d.dataDir).filter((r) => r.kind === 'purchase');

async function buy(d: Device, packId: string): Promise<string> {
  const checkout = await d.core.api['billing.startCheckout']({ packId });
  expect(await payInBrowser(checkout.url)).toBe(200);
  return checkout.id;
}

beforeAll(async () => {
  billing = await startTestBilling({ freeCredits: 50 });
});
afterAll(() => billing.close());
afterEach(async () => {
  for (const d of devices.splice(0)) {
    d.close();
    removeDir(d.dataDir);
  }
  await Promise.all(proxies.splice(0).map((p) => p.close()));
});

describe('usage recorded offline', () => {
  it('spends only the last known balance, and reaches the service exactly once at the next sync', async () => {
    const net = await proxy();
    const d = device({ billingUrl: net.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    net.mode = 'refuse';
    expect(await spend(d.core, 55)).toBe(50);
    await expect(sync(d)).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'unreachable' } });
    expect(await d.core.api['billing.getStatus']({})).toMatchObject({ balance: 0, unsyncedCredits: 50, lastError: { code: 'billing_unavailable' } });
    expect((await serverState(billing.url, key)).totals.used).toBe(0);

    net.mode = 'pass';
    expect(await sync(d)).toMatchObject({ balance: 0, serverBalance: 0, pushedUsage: 50 });
    expect(await sync(d)).toMatchObject({ balance: 0, pushedUsage: 0 });
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 0, used: 50 });
    expect(ledgerRows(d.dataDir).filter((r) => r.kind === 'debit' && r.synced_at === null)).toEqual([]);
    expect((await d.core.api['billing.getStatus']({})).lastError).toBeNull();
  });

  it('offline, lists the last packs seen, marked stale', async () => {
    const net = await proxy();
    const d = device({ billingUrl: net.url });
    const fresh = await d.core.api['billing.listPacks']({});
    net.mode = 'refuse';
    expect(await d.core.api['billing.listPacks']({})).toEqual({ ...fresh, stale: true });
    await expect(d.core.api['billing.startCheckout']({ packId: 'starter' })).rejects.toMatchObject({ code: 'billing_unavailable' });
  });
});

describe('a sync interrupted by the network', () => {
  it('counts usage and a purchase once when the reply is lost after the service booked them', async () => {
    const net = await proxy();
    const d = device({ billingUrl: net.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    await spend(d.core, 5);
    const session = await buy(d, 'starter');

    net.mode = 'drop-response';
    await expect(sync(d)).rejects.toMatchObject({ code: 'billing_unavailable' });
    await expect(sync(d)).rejects.toMatchObject({ code: 'billing_unavailable' });
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 100, used: 5 });
    expect(await balance(d)).toBe(45);
    expect(purchaseRows(d)).toEqual([]);

    net.mode = 'pass';
    expect(await sync(d)).toMatchObject({
      balance: 145,
      serverBalance: 145,
      pushedUsage: 5,
      newPurchases: [expect.objectContaining({ id: session, credits: 100 })],
    });
    expect(await sync(d)).toMatchObject({ balance: 145, newPurchases: [] });
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 100, used: 5 });
    expect(purchaseRows(d)).toHaveLength(1);
  });

  it('keeps usage recorded while a sync is in flight in the outbox', async () => {
    const net = await proxy();
    const d = device({ billingUrl: net.url });
    await sync(d);
    net.mode = 'hold-response';
    const pending = sync(d);
    await net.responseHeld();
    await spend(d.core, 2);
    net.release();
    expect(await pending).toMatchObject({ balance: 48, serverBalance: 50 });
    expect(await sync(d)).toMatchObject({ balance: 48, serverBalance: 48, pushedUsage: 2 });
  });

  it('ignores an older reply applied after a newer one (two processes on one data folder)', async () => {
    const slowNet = await proxy();
    const slow = device({ billingUrl: slowNet.url });
    await sync(slow);
    // Its own address for the same service: a key is bound to an origin, so this process is given it.
    const fast = device({ dataDir: slow.dataDir, billingUrl: billing.url, billing: { apiKey: storedKey(slow.dataDir) } });
    slowNet.mode = 'hold-response';
    const late = sync(slow);
    await slowNet.responseHeld();
    await buy(fast, 'starter');
    expect(await sync(fast)).toMatchObject({ balance: 150 });
    slowNet.release();
    await late;
    expect(await balance(slow)).toBe(150);
    expect(purchaseRows(slow)).toHaveLength(1);
  });

  it('counts everything once when the app is killed while the reply is on its way', async () => {
    const net = await proxy();
    let d = device({ billingUrl: net.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    await spend(d.core, 3);
    await buy(d, 'starter');
    d.close();

    net.mode = 'hold-response';
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'sync-child.ts'), d.dataDir, net.url], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      await net.responseHeld();
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    net.mode = 'pass';
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 100, used: 3 });
    expect(purchaseRows(d)).toEqual([]);
    expect(ledgerRows(d.dataDir).filter((r) => r.kind === 'debit' && r.synced_at === null)).toHaveLength(3);

    d = device({ dataDir: d.dataDir, billingUrl: net.url });
    expect(await sync(d)).toMatchObject({ balance: 147, serverBalance: 147, pushedUsage: 3 });
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 100, used: 3 });
    expect(purchaseRows(d)).toHaveLength(1);
  }, 30_000);
});

describe('one account on several installations', () => {
  it('two devices share purchases and usage, and both end at the service balance', async () => {
    const a = device({ billingUrl: billing.url, freeCredits: 50 });
    await sync(a);
    const key = storedKey(a.dataDir);
    // B spends from its own free start before it is linked; linking delivers that usage to the account.
    const b = device({ billingUrl: billing.url, freeCredits: 50 });
    expect(await spend(b.core, 10)).toBe(10);
    expect(await b.core.api['billing.setAccountKey']({ apiKey: key })).toMatchObject({ balance: 40, accountKeyHint: `…${key.slice(-4)}`, unsyncedCredits: 0 });

    await buy(a, 'starter');
    expect(await sync(a)).toMatchObject({ balance: 140 });
    expect(await sync(b)).toMatchObject({ balance: 140 });
    await spend(b.core, 20);
    await sync(b);
    expect(await sync(a)).toMatchObject({ balance: 120, serverBalance: 120 });
    expect((await serverState(billing.url, key)).totals).toEqual({ granted: 50, purchased: 100, used: 30 });
    expect(purchaseRows(a)).toHaveLength(1);
    expect(purchaseRows(b)).toHaveLength(1);
  });

  it('never lets local spending go below zero, even when the devices together overspent offline', async () => {
    const a = device({ billingUrl: billing.url });
    await sync(a);
    const key = storedKey(a.dataDir);
    const b = device({ billingUrl: billing.url, billing: { apiKey: key } });
    await sync(b);
    expect(await spend(a.core, 60)).toBe(50);
    expect(await spend(b.core, 60)).toBe(50);
    for (const d of [a, b]) await sync(d);
    await sync(a);
    // The service booked all usage (it happened); the devices now see the debt and refuse to spend.
    expect((await serverState(billing.url, key)).balance).toBe(-50);
    expect(await balance(a)).toBe(-50);
    expect(await balance(b)).toBe(-50);
    await expect(a.core.api['bible.search']({ query: 'love', top_k: 1, translation: 'kjv' })).rejects.toMatchObject({ code: 'insufficient_credits' });
    expect(await balance(a)).toBe(-50);
  });

  it('restores the balance on a reinstall (an empty data folder) with the same key', async () => {
    const old = device({ billingUrl: billing.url });
    await sync(old);
    const key = storedKey(old.dataDir);
    await buy(old, 'study');
    await spend(old.core, 7);
    expect(await sync(old)).toMatchObject({ balance: 543 });
    old.close();
    removeDir(old.dataDir);

    const reinstalled = device({ billingUrl: billing.url, freeCredits: 100 });
    expect(await balance(reinstalled)).toBe(100);
    expect(await reinstalled.core.api['billing.setAccountKey']({ apiKey: key })).toMatchObject({ balance: 543, lastSync: { serverBalance: 543 } });
    expect(purchaseRows(reinstalled)).toHaveLength(1);

    const viaEnv = device({ billingUrl: billing.url, freeCredits: 100, billing: { apiKey: key } });
    expect(await sync(viaEnv)).toMatchObject({ balance: 543 });
    await expect(viaEnv.core.api['billing.setAccountKey']({ apiKey: key })).rejects.toMatchObject({ code: 'invalid_request', details: { field: 'apiKey' } });
  });

  it('does not move a synced data folder to a new account when its key goes missing', async () => {
    const d = device({ billingUrl: billing.url });
    await sync(d);
    const key = storedKey(d.dataDir);
    rmSync(join(d.dataDir, 'billing-api-key'));
    await expect(sync(d)).rejects.toMatchObject({ code: 'billing_key_invalid' });
    await expect(d.core.api['billing.listPacks']({})).rejects.toMatchObject({ code: 'billing_key_invalid' });
    expect(await d.core.api['billing.setAccountKey']({ apiKey: key })).toMatchObject({ balance: 50, lastError: null });
  });
});
