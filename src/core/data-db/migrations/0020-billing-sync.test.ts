import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '#sqlite/migrate.ts';
import type { WritableDB } from '#sqlite/sql.ts';
import { DATA_MIGRATIONS } from './index.ts';

const insert = (db: Database.Database, row: Record<string, unknown>) =>
  db
    .prepare('INSERT INTO ledger (id, kind, operation, credits, at, detail, synced_at) VALUES (@id, @kind, @operation, @credits, @at, @detail, @synced_at)')
    .run({ operation: null, detail: null, synced_at: null, at: '2026-01-01T00:00:00.000Z', ...row });

function seededAt0010(): Database.Database {
  const db = new Database(':memory:');
  migrate(
    db as WritableDB,
    DATA_MIGRATIONS.filter((m) => m.version === 10),
  );
  insert(db, { id: 'free-start', kind: 'grant', credits: 100, detail: '{"reason":"free start"}' });
  insert(db, { id: 'd1', kind: 'debit', operation: 'keyword', credits: -1, synced_at: '2026-01-02T00:00:00.000Z' });
  insert(db, { id: 'd2', kind: 'debit', operation: 'ask', credits: -10 });
  return db;
}

const allRows = (db: Database.Database) => db.prepare('SELECT * FROM ledger ORDER BY seq').all();

describe('migration 0020-billing-sync', () => {
  it('keeps every ledger row as it was, with its seq, and new rows continue after them', () => {
    const db = seededAt0010();
    const before = allRows(db);
    migrate(db as WritableDB, DATA_MIGRATIONS);
    expect(db.pragma('user_version', { simple: true })).toBe(DATA_MIGRATIONS.at(-1)!.version);
    expect(allRows(db)).toEqual(before);
    insert(db, { id: 'after', kind: 'grant', credits: 1 });
    expect(db.prepare("SELECT seq FROM ledger WHERE id = 'after'").get()).toEqual({ seq: 4 });
  });

  it('allows adjustments of either sign, and still refuses what 0010 refused', () => {
    const db = seededAt0010();
    migrate(db as WritableDB, DATA_MIGRATIONS);
    insert(db, { id: 'adj-down', kind: 'adjustment', credits: -40 });
    insert(db, { id: 'adj-up', kind: 'adjustment', credits: 5 });
    expect(() => insert(db, { id: 'x1', kind: 'debit', credits: 5 })).toThrow(/CHECK/);
    expect(() => insert(db, { id: 'x2', kind: 'debit', credits: 0 })).toThrow(/CHECK/);
    for (const kind of ['grant', 'purchase', 'refund']) expect(() => insert(db, { id: `neg-${kind}`, kind, credits: -1 })).toThrow(/CHECK/);
    expect(() => insert(db, { id: 'x3', kind: 'bonus', credits: 1 })).toThrow(/CHECK/);
    expect(() => insert(db, { id: 'd1', kind: 'grant', credits: 1 })).toThrow(/UNIQUE/);
  });

  it('stays append-only: only the sync mark may change', () => {
    const db = seededAt0010();
    migrate(db as WritableDB, DATA_MIGRATIONS);
    expect(() => db.prepare("UPDATE ledger SET credits = 1000 WHERE id = 'free-start'").run()).toThrow(/append-only/);
    expect(() => db.prepare("DELETE FROM ledger WHERE id = 'd2'").run()).toThrow(/append-only/);
    db.prepare("UPDATE ledger SET synced_at = 'now' WHERE id = 'd2'").run();
    expect(db.prepare("SELECT synced_at FROM ledger WHERE id = 'd2'").get()).toEqual({ synced_at: 'now' });
  });

  it('reads the sync outbox through its partial index', () => {
    const db = seededAt0010();
    migrate(db as WritableDB, DATA_MIGRATIONS);
    const plan = db
      .prepare("EXPLAIN QUERY PLAN SELECT id, operation, credits, at FROM ledger WHERE kind = 'debit' AND synced_at IS NULL ORDER BY seq LIMIT 1000")
      .all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join('\n')).toContain('ledger_unsynced_debits');
    expect(db.prepare("SELECT id FROM ledger WHERE kind = 'debit' AND synced_at IS NULL").all()).toEqual([{ id: 'd2' }]);
  });
});
