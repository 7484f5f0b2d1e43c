import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DATA_MIGRATIONS } from '../ledger/migrations/index.ts';
import { migrate } from './migrate.ts';

export type DataDb = Database.Database;

/**
 * Opens (creating if needed) the user's data database in `dataDir`. WAL lets readers run beside a
 * writer; the busy timeout makes a second process (another window, web mode) wait for the write lock
 * instead of failing.
 */
export function openDataDb(dataDir: string): DataDb {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(join(dataDir, 'data.db'));
  // The busy timeout first: a second process creating the same folder waits even for the switch to WAL.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db, DATA_MIGRATIONS);
  return db;
}
