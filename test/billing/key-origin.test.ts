import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBilling, storedKey, storedKeys, trackDevices, type Device, type StandIn, type TestBilling } from './helpers.ts';

// An account key belongs to the billing origin it was issued or pasted for, and is never sent anywhere else.

let billing: TestBilling;

const { device, standIn, track } = trackDevices();
const settings = (d: Device, billingUrl: string | null) => d.core.api['billing.setSettings']({ billingUrl });
/** The stand-in hears only what the app sends it: no request may carry the key. */
const carried = (s: StandIn, key: string) => s.seen.filter((r) => r.authorization?.includes(key));

beforeAll(async () => {
  billing = await startTestBilling({ freeCredits: 30 });
});
afterAll(() => billing.close());

describe('an account key is bound to its billing origin', () => {
  it('sets the key aside when the address moves to another origin, never sends it there, and uses it again on the way back', async () => {
    const d = device();
    await settings(d, billing.url);
    await d.core.api['billing.sync']({});
    const key = storedKey(d.dataDir);
    const origin = new URL(billing.url).origin;
    expect(storedKeys(d.dataDir)).toEqual([{ origin, key }]);

    // The address changes to a host that logs everything it receives.
    const stranger = await standIn();
    const moved = await settings(d, stranger.url);
    expect(moved).toMatchObject({
      billingUrl: stranger.url,
      accountKeyHint: null,
      accountKeySource: null,
      keysSetAside: [{ origin, hint: `…${key.slice(-4)}` }],
    });
    expect(JSON.stringify(moved)).not.toContain(key);

    // Nothing the app does toward it carries the key: status, sync, packs, checkout.
    await d.core.api['billing.getStatus']({});
    await expect(d.core.api['billing.sync']({})).rejects.toMatchObject({ code: expect.any(String) });
    await expect(d.core.api['billing.listPacks']({})).rejects.toMatchObject({ code: expect.any(String) });
    await expect(d.core.api['billing.startCheckout']({ packId: 'starter' })).rejects.toMatchObject({ code: expect.any(String) });
    await expect(d.core.api['billing.getCheckout']({ id: 'cs_test_x' })).rejects.toMatchObject({ code: expect.any(String) });
    expect(stranger.seen.length).toBeGreaterThan(0);
    expect(carried(stranger, key)).toEqual([]);
    expect(stranger.seen.every((r) => r.authorization === undefined)).toBe(true);

    // Back to the service the key was issued by: in use again, and syncing works.
    const back = await settings(d, `${billing.url}/`);
    expect(back).toMatchObject({ accountKeyHint: `…${key.slice(-4)}`, accountKeySource: 'store', keysSetAside: [] });
    expect(await d.core.api['billing.sync']({})).toMatchObject({ serverBalance: 30 });
  });

  it('binds a pasted key to the address it was checked against', async () => {
    const first = device();
    await settings(first, billing.url);
    await first.core.api['billing.sync']({});
    const key = storedKey(first.dataDir);

    const second = device();
    const stranger = await standIn({ 'GET /v1/health': () => ({ status: 200, body: { status: 'ok', balance: 0 } }) });
    await settings(second, billing.url);
    await second.core.api['billing.setAccountKey']({ apiKey: key });
    await settings(second, stranger.url);
    await expect(second.core.api['billing.sync']({})).rejects.toBeDefined();
    expect(carried(stranger, key)).toEqual([]);
    expect(storedKeys(second.dataDir)).toEqual([{ origin: new URL(billing.url).origin, key }]);
  });

  it('binds a key stored by an older version to the service the app starts with', async () => {
    const first = device();
    await settings(first, billing.url);
    await first.core.api['billing.sync']({});
    const key = storedKey(first.dataDir);

    // An older version saved the address and kept the bare key.
    const old = device();
    await settings(old, billing.url);
    writeFileSync(join(old.dataDir, 'billing-api-key'), `${key}\n`, { mode: 0o600 });
    const upgraded = track(old.restart());
    expect(await upgraded.core.api['billing.getStatus']({})).toMatchObject({ accountKeyHint: `…${key.slice(-4)}`, accountKeySource: 'store' });
    expect(storedKeys(upgraded.dataDir)).toEqual([{ origin: new URL(billing.url).origin, key }]);

    const stranger = await standIn();
    await settings(upgraded, stranger.url);
    await expect(upgraded.core.api['billing.sync']({})).rejects.toBeDefined();
    expect(carried(stranger, key)).toEqual([]);
  });

  it('sends the key from SCRIPTURE_BILLING_KEY only to the service the app was started with', async () => {
    const first = device();
    await settings(first, billing.url);
    await first.core.api['billing.sync']({});
    const key = storedKey(first.dataDir);

    const stranger = await standIn();
    const d = device();
    await settings(d, billing.url);
    const withEnv = track(d.restart({ apiKey: key }));
    expect(await withEnv.core.api['billing.getStatus']({})).toMatchObject({ accountKeySource: 'env' });
    expect(await settings(withEnv, stranger.url)).toMatchObject({
      accountKeyHint: null,
      keysSetAside: [{ origin: new URL(billing.url).origin, hint: `…${key.slice(-4)}` }],
    });
    await expect(withEnv.core.api['billing.sync']({})).rejects.toBeDefined();
    expect(carried(stranger, key)).toEqual([]);
  });
});

describe('keys the service issues', () => {
  it('refuses an account key a header cannot carry, and stores nothing', async () => {
    const broken = await standIn({ 'POST /v1/accounts': () => ({ status: 201, body: { accountId: 'acct_1', apiKey: 'sk_live_abcdef\r\nX-Injected: 1' } }) });
    const d = device();
    await settings(d, broken.url);
    await expect(d.core.api['billing.sync']({})).rejects.toMatchObject({ code: 'billing_unavailable', details: { reason: 'bad_response' } });
    expect(await d.core.api['billing.getStatus']({})).toMatchObject({ accountKeyHint: null, keysSetAside: [] });
    // Later calls still work (they are refused by this stand-in, not broken by a stored key).
    await expect(d.core.api['billing.sync']({})).rejects.toMatchObject({ details: { reason: 'bad_response' } });
  });
});
