import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execute, queryAll, sql, writeTransaction, type WritableDB } from './sql.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

/** The database was written by a newer server (or a different history); opening it would risk the ledger. */
export class MigrationError extends Error {
  constructor(
    readonly kind: 'newer_database' | 'history_mismatch' | 'bad_migration_set',
    message: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** Reads `NNNN-description.sql` files and checks they climb in steps of 10. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const migrations = files.map((name): Migration => {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) {
      throw new MigrationError('bad_migration_set', `Migration file ${name} is not named NNNN-description.sql`);
    }
    return { version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') };
  });
  checkOrder(migrations);
  return migrations;
}

export function checkOrder(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const migration of migrations) {
    if (migration.version % 10 !== 0 || migration.version <= previous) {
      throw new MigrationError(
        'bad_migration_set',
        `Migration ${migration.name} must be numbered in steps of 10 above ${previous}`,
      );
    }
    previous = migration.version;
  }
}

interface HistoryRow {
  version: number;
  name: string;
}

/**
 * Applies pending migrations forward only, each in its own transaction that also records it and sets
 * `user_version`. Refuses a database that is newer than these migrations or whose applied history differs.
 */
export function migrate(db: WritableDB, migrations: readonly Migration[]): { from: number; to: number } {
  checkOrder(migrations);
  execute(
    db,
    sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT`,
  );
  const from = Number(db.pragma('user_version', { simple: true }));
  const latest = migrations.at(-1)?.version ?? 0;
  if (from > latest) {
    throw new MigrationError('newer_database', `Database schema ${from} is newer than this server (${latest})`);
  }
  const applied = queryAll<HistoryRow>(db, sql`SELECT version, name FROM schema_migrations ORDER BY version`);
  const expected = migrations.filter((m) => m.version <= from);
  const matches =
    applied.length === expected.length &&
    applied.every((row, i) => row.version === expected[i]?.version && row.name === expected[i]?.name);
  if (!matches) {
    throw new MigrationError('history_mismatch', `Database migration history does not match this server's migrations`);
  }
  for (const migration of migrations.filter((m) => m.version > from)) {
    writeTransaction(db, () => {
      db.exec(migration.sql);
      execute(
        db,
        sql`INSERT INTO schema_migrations (version, name, applied_at)
            VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`,
      );
      // PRAGMA takes no bound parameters; the version is an integer we parsed from a file name.
      db.pragma(`user_version = ${migration.version}`);
    });
  }
  return { from, to: Math.max(from, latest) };
}
