import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { openDataDb } from '../data-db/open.ts';
import { createBillingState } from './billing-state.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function open() {
  const temp = makeTempDir('billing-state-');
  const db = openDataDb(temp.dir);
  cleanups.push(() => {
    db.close();
    temp.remove();
  });
  return { db, state: createBillingState(db) };
}

describe('billing state in the data folder', () => {
  it('creates the device id once and keeps it', () => {
    const { db, state } = open();
    const id = state.deviceId();
    expect(id).toMatch(/^device-[0-9a-f-]{36}$/);
    expect(createBillingState(db).deviceId()).toBe(id);
  });

  it('saves and forgets the billing URL', () => {
    const { state } = open();
    state.setBillingUrl('https://billing.example.com');
    expect(state.billingUrl()).toBe('https://billing.example.com');
    state.setBillingUrl(null);
    expect(state.billingUrl()).toBeUndefined();
  });

  it('treats a value that no longer parses as absent, never as a crash', () => {
    const { db, state } = open();
    const put = db.prepare('INSERT OR REPLACE INTO billing_state (key, value) VALUES (?, ?)');
    put.run('packs', '{not json');
    put.run('billing-url', JSON.stringify('ftp://example.com'));
    put.run('server-totals', JSON.stringify({ account: 'a', granted: 'lots' }));
    expect(state.packs()).toBeUndefined();
    expect(state.billingUrl()).toBeUndefined();
    expect(state.serverTotals()).toBeUndefined();
  });
});
