import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, runTogether } from '../../../test/helpers.ts';
import { openDataDb, type DataDb } from '../data-db/open.ts';
import { createLedger, usageCsv, usageFilter } from './ledger.ts';
import { DATA_MIGRATIONS } from '../data-db/migrations/index.ts';

const now = () => new Date('2026-01-01T00:00:00Z');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function open(freeCredits = 10): { db: DataDb; ledger: ReturnType<typeof createLedger>; dir: string } {
  const temp = makeTempDir('ledger-');
  const db = openDataDb(temp.dir);
  cleanups.push(() => {
    db.close();
    temp.remove();
  });
  return { db, ledger: createLedger(db, { freeCredits, now }), dir: temp.dir };
}

describe('the usage history', () => {
  it('shows the balance after each entry, filters by kind, operation and day, and keeps a purchase’s receipt', async () => {
    let clock = Date.parse('2026-03-01T10:00:00Z');
    const tick = () => new Date((clock += 3_600_000));
    const temp = makeTempDir('usage-');
    const db = openDataDb(temp.dir);
    cleanups.push(() => {
      db.close();
      temp.remove();
    });
    const ledger = createLedger(db, { freeCredits: 20, now: tick });
    await ledger.charge('keyword', () => 'x');
    await ledger.charge('semantic', () => 'x');
    clock = Date.parse('2026-03-05T10:00:00Z');
    ledger.append({
      id: 'purchase:cs_test_1',
      kind: 'purchase',
      credits: 500,
      detail: { packId: 'study', amountCents: 499, currency: 'usd', completedAt: '2026-03-05T10:59:00Z' },
    });
    await ledger.charge('ask', () => 'x');

    const all = ledger.usage(usageFilter({}, 50));
    expect(all.map((e) => [e.kind, e.operation, e.credits, e.balanceAfter])).toEqual([
      ['debit', 'ask', -10, 506],
      ['purchase', null, 500, 516],
      ['debit', 'semantic', -3, 16],
      ['debit', 'keyword', -1, 19],
      ['grant', null, 20, 20],
    ]);
    expect(all[1]!.receipt).toEqual({ purchaseId: 'cs_test_1', packId: 'study', amountCents: 499, currency: 'usd', completedAt: '2026-03-05T10:59:00Z' });
    expect(all[0]!.receipt).toBeUndefined();
    // Filtered lists keep the real balances.
    expect(ledger.usage(usageFilter({ operation: 'semantic' }, 50)).map((e) => e.balanceAfter)).toEqual([16]);
    expect(ledger.usage(usageFilter({ kind: 'purchase' }, 50)).map((e) => e.id)).toEqual(['purchase:cs_test_1']);
    expect(ledger.usage(usageFilter({ since: '2026-03-05' }, 50)).map((e) => e.kind)).toEqual(['debit', 'purchase']);
    expect(ledger.usage(usageFilter({ until: '2026-03-01' }, 50)).map((e) => e.kind)).toEqual(['debit', 'debit', 'grant']);
    expect(ledger.usage(usageFilter({ since: all[2]!.at, until: all[2]!.at }, 50)).map((e) => e.operation)).toEqual(['semantic']);
    expect(ledger.usage(usageFilter({}, 2))).toHaveLength(2);

    const csv = usageCsv(all).split('\r\n');
    expect(csv[0]).toBe('at,kind,operation,credits,balance_after,pack,amount,currency,purchase_id,id');
    expect(csv[2]).toBe('2026-03-05T11:00:00.000Z,purchase,,500,516,study,4.99,usd,cs_test_1,purchase:cs_test_1');
    // Numbers stay numbers; only text that looks like a formula is escaped.
    expect(csv[1]).toMatch(/^2026-03-05T\d\d:00:00.000Z,debit,ask,-10,506,/);
  });
});

describe('the credits ledger', () => {
  it('grants the free start once, however often it is opened', () => {
    const { db, ledger } = open(10);
    createLedger(db, { freeCredits: 500, now });
    expect(ledger.balance()).toBe(10);
    expect(ledger.recent(10)).toEqual([{ id: 'free-start', kind: 'grant', operation: null, credits: 10, at: '2026-01-01T00:00:00.000Z' }]);
  });

  it('charges a successful search, atomically with its usage record', async () => {
    const { ledger } = open(10);
    const { result, creditsUsed, balance } = await ledger.charge('keyword', () => 'found');
    expect([result, creditsUsed, balance]).toEqual(['found', 1, 9]);
    const semantic = await ledger.charge('semantic', () => 0);
    expect(semantic.balance).toBe(6);
    expect(ledger.recent(2).map((e) => [e.kind, e.operation, e.credits])).toEqual([
      ['debit', 'semantic', -3],
      ['debit', 'keyword', -1],
    ]);
  });

  it('charges nothing when the search fails', async () => {
    const { ledger } = open(10);
    await expect(
      ledger.charge('keyword', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await expect(ledger.charge('keyword', async () => Promise.reject(new Error('async boom')))).rejects.toThrow('async boom');
    expect(ledger.balance()).toBe(10);
    expect(ledger.recent(10)).toHaveLength(1);
  });

  it('refuses with insufficient_credits and runs nothing when the balance is short', async () => {
    const { ledger } = open(2);
    let ran = false;
    await expect(ledger.charge('semantic', () => (ran = true))).rejects.toMatchObject({ code: 'insufficient_credits', details: { balance: 2, cost: 3 } });
    expect(ran).toBe(false);
    expect(ledger.balance()).toBe(2);
  });

  it('re-checks the balance when charging, so work that raced past the first check is not paid twice', async () => {
    const { ledger } = open(1);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = ledger.charge('keyword', () => gate);
    const second = ledger.charge('keyword', () => gate);
    release();
    const outcomes = await Promise.allSettled([first, second]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(ledger.balance()).toBe(0);
  });

  it('is append-only', () => {
    const { db } = open(10);
    expect(() => db.prepare("UPDATE ledger SET credits = 1000 WHERE id = 'free-start'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
    expect(() => db.prepare("INSERT INTO ledger (id, kind, credits, at) VALUES ('x', 'debit', 5, 'now')").run()).toThrow(/CHECK/);
    db.prepare("UPDATE ledger SET synced_at = 'now' WHERE id = 'free-start'").run();
  });

  it('never overspends when several processes spend from one data dir at once', async () => {
    // Six processes released together, each trying far more than its share: a check-then-debit that is
    // not one transaction lets two of them spend the same last credits (the mutation check proves it).
    const { ledger, dir } = open(300);
    const charged = await runTogether<{ charged: number }>('test/fixtures/spend-credits.ts', [dir, '150'], 6);
    expect(charged.reduce((sum, c) => sum + c.charged, 0)).toBe(300);
    expect(charged.filter((c) => c.charged > 0).length).toBeGreaterThan(1);
    expect(ledger.balance()).toBe(0);
  }, 120_000);
});

describe('a new data folder opened by several processes at once', () => {
  it('is migrated exactly once, and every process opens it', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const temp = makeTempDir('data-race-');
      cleanups.push(temp.remove);
      const opened = await runTogether<{ version: number; balance: number }>('test/fixtures/open-data-folder.ts', [temp.dir], 9);
      expect(opened.map((o) => o.version)).toEqual(Array(9).fill(DATA_MIGRATIONS.at(-1)!.version));
      expect(opened.map((o) => o.balance)).toEqual(Array(9).fill(25));
    }
  }, 120_000);
});
