import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOrder, loadMigrations, migrate, MigrationError } from './migrate.ts';
import { openBillingDb } from './open.ts';
import type { WritableDB } from '#sqlite/sql.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'billing-migrate-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function withDb<T>(fn: (db: WritableDB) => T): T {
  const db = openBillingDb(join(dir, 'nested', 'billing.sqlite'));
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

describe('migrations', () => {
  it('builds the schema in WAL mode, records history and sets user_version', () => {
    withDb((db) => {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('user_version', { simple: true })).toBe(10);
      expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([{ version: 10, name: '0010-initial.sql' }]);
    });
    // Reopening applies nothing new.
    withDb((db) => expect(migrate(db, loadMigrations())).toEqual({ from: 10, to: 10 }));
  });

  it('refuses a database newer than the server', () => {
    withDb((db) => db.pragma('user_version = 20'));
    expect(() => withDb(() => undefined)).toThrow(MigrationError);
    expect(() => withDb(() => undefined)).toThrow(/newer than this server/);
  });

  it('refuses a database whose applied history differs', () => {
    withDb((db) => db.prepare("UPDATE schema_migrations SET name = '0010-other.sql'").run());
    expect(() => withDb(() => undefined)).toThrow(/history does not match/);
  });

  it('rolls a failing migration back entirely, user_version included', async () => {
    const migrations = join(dir, 'migrations');
    await mkdir(migrations);
    await writeFile(join(migrations, '0010-a.sql'), 'CREATE TABLE a (x INTEGER);');
    await writeFile(join(migrations, '0020-b.sql'), 'CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);');
    const db = new Database(':memory:') as WritableDB;
    try {
      expect(() => migrate(db, loadMigrations(migrations))).toThrow(/no such table: nowhere/);
      expect(db.pragma('user_version', { simple: true })).toBe(10);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('a', 'b')").all()).toEqual([{ name: 'a' }]);
    } finally {
      db.close();
    }
  });

  it('checks names and order', async () => {
    expect(() =>
      checkOrder([
        { version: 10, name: 'x', sql: '' },
        { version: 15, name: 'y', sql: '' },
      ]),
    ).toThrow(/steps of 10/);
    expect(() =>
      checkOrder([
        { version: 20, name: 'x', sql: '' },
        { version: 10, name: 'y', sql: '' },
      ]),
    ).toThrow(/steps of 10/);
    const migrations = join(dir, 'bad');
    await mkdir(migrations);
    await writeFile(join(migrations, '10-short.sql'), '');
    expect(() => loadMigrations(migrations)).toThrow(/NNNN-description/);
  });
});

describe('schema', () => {
  it('keeps the ledger append-only and each ref booked once', () => {
    withDb((db) => {
      db.prepare("INSERT INTO accounts VALUES ('a', x'00', 'now')").run();
      db.prepare("INSERT INTO ledger_entries (account_id, kind, credits, ref, created_at) VALUES ('a', 'grant', 5, 'g', 'now')").run();
      expect(() => db.prepare('UPDATE ledger_entries SET credits = 500').run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM ledger_entries').run()).toThrow(/append-only/);
      expect(() => db.prepare("INSERT INTO ledger_entries (account_id, kind, credits, ref, created_at) VALUES ('a', 'grant', 5, 'g', 'now')").run()).toThrow(
        /UNIQUE/,
      );
      expect(() => db.prepare("INSERT INTO ledger_entries (account_id, kind, credits, ref, created_at) VALUES ('a', 'usage', 5, 'u', 'now')").run()).toThrow(
        /CHECK/,
      );
    });
  });

  it('answers the hot queries from indexes', () => {
    withDb((db) => {
      const plan = (query: string): string =>
        (db.prepare(`EXPLAIN QUERY PLAN ${query}`).all('x', 'y') as Array<{ detail: string }>).map((row) => row.detail).join('; ');
      expect(plan('SELECT id FROM accounts WHERE key_hash = ? AND ? IS NOT NULL')).toMatch(/SEARCH accounts USING (COVERING )?INDEX/);
      expect(plan('SELECT SUM(credits) FROM ledger_entries WHERE account_id = ? AND ? IS NOT NULL')).toMatch(/SEARCH ledger_entries USING INDEX/);
      expect(plan('SELECT * FROM usage_records WHERE account_id = ? AND id = ?')).toMatch(/SEARCH usage_records USING PRIMARY KEY/);
      expect(plan("SELECT * FROM checkout_sessions WHERE account_id = ? AND status = 'complete' AND ? IS NOT NULL")).toMatch(
        /SEARCH checkout_sessions USING INDEX checkout_sessions_by_account/,
      );
    });
  });
});
