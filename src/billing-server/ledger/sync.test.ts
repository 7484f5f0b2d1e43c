import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/accounts.ts';
import { openBillingDb } from '../db/open.ts';
import type { WritableDB } from '#sqlite/sql.ts';
import { getBalance, getTotals } from './ledger.ts';
import { syncInput, syncUsage, type SyncInput } from './sync.ts';

let dir: string;
let db: WritableDB;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'billing-sync-'));
  db = openBillingDb(join(dir, 'billing.sqlite'));
});
afterEach(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

const NOW = Date.parse('2030-06-01T12:00:00Z');

function input(usage: SyncInput['usage']): SyncInput {
  return syncInput.parse({ deviceId: 'd', usage });
}

describe('syncUsage', () => {
  it('books usage once and derives the balance from the ledger', () => {
    const { accountId } = createAccount(db, () => NOW, 20);
    const entry = { id: 'u1', operation: 'ask' as const, credits: 10, at: '2030-06-01T11:00:00Z' };
    expect(syncUsage(db, accountId, input([entry]), NOW)).toMatchObject({ balance: 10, acceptedUsageIds: ['u1'] });
    expect(syncUsage(db, accountId, input([entry]), NOW)).toMatchObject({ balance: 10, acceptedUsageIds: ['u1'] });
    expect(getTotals(db, accountId)).toEqual({ granted: 20, purchased: 0, used: 10 });
    expect(getBalance(db, accountId)).toBe(10);
    expect(db.prepare('SELECT device_id, at, received_at FROM usage_records').all()).toEqual([
      { device_id: 'd', at: '2030-06-01T11:00:00.000Z', received_at: '2030-06-01T12:00:00.000Z' },
    ]);
  });

  it('rolls the whole sync back if any entry fails to book', () => {
    const { accountId } = createAccount(db, () => NOW, 0);
    db.exec("CREATE TRIGGER fail BEFORE INSERT ON usage_records WHEN NEW.id = 'bad' BEGIN SELECT RAISE(ABORT, 'boom'); END");
    const entries = ['ok', 'bad'].map((id) => ({ id, operation: 'keyword' as const, credits: 1, at: '2030-06-01T11:00:00Z' }));
    expect(() => syncUsage(db, accountId, input(entries), NOW)).toThrow(/boom/);
    expect(getBalance(db, accountId)).toBe(0);
    expect(db.prepare('SELECT COUNT(*) AS n FROM usage_records').get()).toEqual({ n: 0 });
  });
});
