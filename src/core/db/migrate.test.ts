import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';

const m = (version: number, sql: string) => ({ version, name: `${version}`, sql });

describe('migrate', () => {
  it('applies each migration once, in order, and records the version', () => {
    const db = new Database(':memory:');
    const migrations = [m(10, 'CREATE TABLE a (x)'), m(20, 'CREATE TABLE b (y)')];
    migrate(db, migrations);
    migrate(db, migrations);
    expect(db.pragma('user_version', { simple: true })).toBe(20);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get()).toEqual({ n: 2 });
  });

  it('rolls back a failing migration whole', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [m(10, 'CREATE TABLE a (x); CREATE TABLE a (x);')])).toThrow();
    expect(db.pragma('user_version', { simple: true })).toBe(0);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master").get()).toEqual({ n: 0 });
  });

  it('refuses out-of-order migrations and a database from a newer app', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [m(20, ''), m(10, '')])).toThrow(/out of order/);
    db.pragma('user_version = 90');
    expect(() => migrate(db, [m(10, '')])).toThrow(/newer than this app/);
  });
});
