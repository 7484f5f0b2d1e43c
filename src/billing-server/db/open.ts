import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { loadMigrations, migrate } from './migrate.ts';
import type { WritableDB } from '#sqlite/sql.ts';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Creates the missing folders up to `dir` as 0700. Folders that already exist keep their mode: BILLING_DB
 * may point into a shared folder that is not ours to lock. The umask filters `mkdir`'s mode, hence chmod.
 */
function makePrivateDirs(dir: string): void {
  const target = resolve(dir);
  const first = mkdirSync(target, { recursive: true, mode: PRIVATE_DIR });
  if (first === undefined) return;
  for (let current = target; ; current = dirname(current)) {
    chmodSync(current, PRIVATE_DIR);
    if (current === first || current === dirname(current)) break;
  }
}

/**
 * Creates the database file empty (SQLite takes an empty file as a new database) and 0600 before SQLite
 * opens it, so it is never readable by others, even briefly. Returns false if it already existed.
 */
function createPrivateFile(path: string): boolean {
  try {
    closeSync(openSync(path, 'wx', PRIVATE_FILE));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  chmodSync(path, PRIVATE_FILE);
  return true;
}

/** Opens (creating if needed) the billing database in WAL mode and brings its schema up to date. */
export function openBillingDb(path: string): WritableDB {
  let created = false;
  if (path !== ':memory:') {
    makePrivateDirs(dirname(path));
    created = createPrivateFile(path);
  }
  const db = new Database(path) as WritableDB;
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('foreign_keys = ON');
    // The CLI's create-account may write while the server runs on the same file.
    db.pragma('busy_timeout = 5000');
    migrate(db, loadMigrations());
    // SQLite creates -wal and -shm with the database file's mode; set it explicitly all the same.
    if (created) {
      for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, PRIVATE_FILE);
    }
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
