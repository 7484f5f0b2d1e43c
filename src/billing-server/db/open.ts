import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations, migrate } from './migrate.ts';
import type { WritableDB } from './sql.ts';

/** Opens (creating if needed) the billing database in WAL mode and brings its schema up to date. */
export function openBillingDb(path: string): WritableDB {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path) as WritableDB;
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // The CLI's create-account may write while the server runs on the same file.
    db.pragma('busy_timeout = 5000');
    migrate(db, loadMigrations());
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export type SqliteErrorKind = 'corrupt' | 'read_only' | 'busy' | 'other';

/** Sorts SQLite failures so logs say what kind of trouble the file is in. */
export function sqliteErrorKind(err: unknown): SqliteErrorKind | undefined {
  if (!(err instanceof Database.SqliteError)) return undefined;
  if (err.code.startsWith('SQLITE_CORRUPT') || err.code === 'SQLITE_NOTADB') return 'corrupt';
  if (err.code.startsWith('SQLITE_READONLY')) return 'read_only';
  if (err.code.startsWith('SQLITE_BUSY') || err.code.startsWith('SQLITE_LOCKED')) return 'busy';
  return 'other';
}
