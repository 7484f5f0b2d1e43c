import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '#sqlite/migrate.ts';
import { readPragma, setPragma, writeTransaction, type WritableDB } from '#sqlite/sql.ts';
import { DATA_MIGRATIONS } from './migrations/index.ts';

/** The user's data database: the ledger, billing state and (later) the study data. One writer per process. */
export type DataDb = WritableDB;

/**
 * Opens (creating if needed) the user's data database in `dataDir`. WAL lets readers run beside a
 * writer; the busy timeout makes a second process (another window, web mode) wait for the write lock
 * instead of failing.
 */
export function openDataDb(dataDir: string): DataDb {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, 'data.db')) as DataDb;
  setPragma(db, 'busy_timeout = 5000');
  useWal(db);
  setPragma(db, 'foreign_keys = ON');
  migrate(db, DATA_MIGRATIONS, { program: 'this app' });
  return db;
}

/**
 * Switches a new database to WAL. The switch needs the file to itself, and SQLite answers "database is
 * locked" at once, without its busy timeout, when processes creating the same folder collide on it: so
 * wait a little and try again, for up to the busy timeout.
 */
function useWal(db: DataDb): void {
  const deadline = Date.now() + 5000;
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      if (readPragma(db, 'journal_mode') !== 'wal') setPragma(db, 'journal_mode = WAL');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pause);
    }
  }
}

/** Runs `fn` in one IMMEDIATE transaction on the data database: all of it happens, or none. */
export function inTransaction<T>(db: DataDb, fn: () => T): T {
  return writeTransaction(db, fn);
}
