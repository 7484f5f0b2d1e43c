import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';
import type { WritableDB } from './sql.ts';

const m = (version: number, sql: string) => ({ version, name: `${version}`, sql });
const open = () => new Database(':memory:') as WritableDB;
const app = { program: 'this app' };
const tables = (db: WritableDB) => db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations'").get();

describe('migrate', () => {
  it('applies each migration once, in order, and records the version', () => {
    const db = open();
    const migrations = [m(10, 'CREATE TABLE a (x)'), m(20, 'CREATE TABLE b (y)')];
    migrate(db, migrations, app);
    migrate(db, migrations, app);
    expect(db.pragma('user_version', { simple: true })).toBe(20);
    expect(tables(db)).toEqual({ n: 2 });
  });

  it('rolls back a failing migration whole', () => {
    const db = open();
    expect(() => migrate(db, [m(10, 'CREATE TABLE a (x); CREATE TABLE a (x);')], app)).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare('SELECT count(*) AS n FROM sqlite_master').get()).toEqual({ n: 0 });
  });

  it('refuses out-of-order migrations and a database from a newer app', () => {
    const db = open();
    expect(() => migrate(db, [m(20, ''), m(10, '')], app)).toThrow(/out of order/);
    db.pragma('user_version = 90');
    expect(() => migrate(db, [m(10, '')], app)).toThrow(/newer than this app/);
  });

  it('keeps the history of what ran, fills it in for a database from before it, and refuses another history', () => {
    const db = open();
    // A database migrated before the history was kept: only its version says what ran.
    db.exec('CREATE TABLE a (x)');
    db.pragma('user_version = 10');
    const migrations = [m(10, 'CREATE TABLE a (x)'), m(20, 'CREATE TABLE b (y)')];
    expect(migrate(db, migrations, { program: 'this app', now: () => new Date('2030-01-01T00:00:00Z') })).toEqual({ from: 10, to: 20 });
    expect(db.prepare('SELECT version, name, applied_at FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 10, name: '10', applied_at: '2030-01-01T00:00:00.000Z' },
      { version: 20, name: '20', applied_at: '2030-01-01T00:00:00.000Z' },
    ]);
    expect(() => migrate(db, [m(10, 'CREATE TABLE a (x)'), { version: 20, name: 'another', sql: '' }], app)).toThrow(/history does not match/);
  });
});
