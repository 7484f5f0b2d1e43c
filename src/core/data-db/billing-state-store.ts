import { execute, queryOne, sql } from '#sqlite/sql.ts';
import type { DataDb } from './open.ts';

// The `billing_state` table (migration 0020): small mutable billing facts, one JSON text per key.

export function readState(db: DataDb, key: string): string | undefined {
  return queryOne<{ value: string }>(db, sql`SELECT value FROM billing_state WHERE key = ${key}`)?.value;
}

export function writeState(db: DataDb, key: string, value: string): void {
  execute(db, sql`INSERT INTO billing_state (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO UPDATE SET value = excluded.value`);
}

/** Writes `value` only if the key has none yet (the first of two racing processes wins). */
export function insertStateIfAbsent(db: DataDb, key: string, value: string): void {
  execute(db, sql`INSERT INTO billing_state (key, value) VALUES (${key}, ${value}) ON CONFLICT (key) DO NOTHING`);
}

export function deleteState(db: DataDb, key: string): void {
  execute(db, sql`DELETE FROM billing_state WHERE key = ${key}`);
}
