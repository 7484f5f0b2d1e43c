import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { openDataDb, type DataDb } from '../db/open-data-db.ts';
import { createLedger } from './ledger.ts';

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
    expect(ledger.recent(2).map((e) => [e.kind, e.operation, e.credits])).toEqual([['debit', 'semantic', -3], ['debit', 'keyword', -1]]);
  });

  it('charges nothing when the search fails', async () => {
    const { ledger } = open(10);
    await expect(ledger.charge('keyword', () => { throw new Error('boom'); })).rejects.toThrow('boom');
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
    const { ledger, dir } = open(40);
    const run = promisify(execFile);
    const spenders = await Promise.all(
      [1, 2, 3].map(() => run(process.execPath, ['--import', 'tsx', 'test/fixtures/spend-credits.ts', dir, '25'], { cwd: process.cwd() })),
    );
    const charged = spenders.map(({ stdout }) => (JSON.parse(stdout.trim().split('\n').at(-1)!) as { charged: number }).charged);
    expect(charged.reduce((a, b) => a + b, 0)).toBe(40);
    expect(ledger.balance()).toBe(0);
  }, 60_000);
});
