import { execute, executeScript, queryAll, readPragma, setPragma, sql, writeTransaction, type WritableDB } from './sql.ts';

/** One forward-only schema change: numbered in steps of 10 from its file name, never edited once shipped. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The database was written by a newer program, or by a different history: opening it would risk the data. */
export class MigrationError extends Error {
  constructor(
    readonly kind: 'newer_database' | 'history_mismatch' | 'bad_migration_set',
    message: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

export function checkOrder(migrations: readonly Migration[]): void {
  let previous = 0;
  for (const migration of migrations) {
    if (migration.version % 10 !== 0 || migration.version <= previous) {
      throw new MigrationError('bad_migration_set', `Migrations out of order: ${migration.name} must be numbered in steps of 10 above ${previous}`);
    }
    previous = migration.version;
  }
}

interface HistoryRow {
  version: number;
  name: string;
}

const CREATE_HISTORY = sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;

export interface MigrateOptions {
  /** Who refuses a newer database, for the message: "this app", "this server". */
  program: string;
  now?: () => Date;
}

/**
 * Applies pending migrations, forward only, each in its own IMMEDIATE transaction that records it in
 * `schema_migrations` and sets `user_version`. The version is read only once the write lock is held,
 * so processes opening a new database at once apply each migration exactly once. Refuses a database
 * newer than these migrations, or whose applied history is not theirs. A database from before the
 * history table (a version set, no history) gets its history filled in from `user_version`.
 */
export function migrate(db: WritableDB, migrations: readonly Migration[], options: MigrateOptions = { program: 'this program' }): { from: number; to: number } {
  checkOrder(migrations);
  const now = options.now ?? (() => new Date());
  const latest = migrations.at(-1)?.version ?? 0;
  const version = () => Number(readPragma(db, 'user_version'));
  const from = version();
  for (const migration of [undefined, ...migrations]) {
    writeTransaction(db, () => {
      const current = version();
      if (current > latest)
        throw new MigrationError('newer_database', `The database schema (${current}) is newer than ${options.program} (${latest}); update it`);
      checkHistory(db, migrations, current, now);
      if (!migration || migration.version <= current) return;
      executeScript(db, migration.sql);
      execute(db, CREATE_HISTORY);
      execute(db, sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${now().toISOString()})`);
      setPragma(db, `user_version = ${migration.version}`);
    });
  }
  return { from, to: Math.max(from, latest) };
}

/** The applied history must be exactly the migrations up to `current`. */
function checkHistory(db: WritableDB, migrations: readonly Migration[], current: number, now: () => Date): void {
  const expected = migrations.filter((m) => m.version <= current);
  const kept = queryAll<{ n: number }>(db, sql`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`)[0]!.n > 0;
  let applied = kept ? queryAll<HistoryRow>(db, sql`SELECT version, name FROM schema_migrations ORDER BY version`) : [];
  if (!kept && expected.length > 0) {
    // Written before the history was kept: the version says which of ours ran.
    execute(db, CREATE_HISTORY);
    for (const m of expected)
      execute(db, sql`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${m.version}, ${m.name}, ${now().toISOString()})`);
    applied = expected.map(({ version, name }) => ({ version, name }));
  }
  const matches = applied.length === expected.length && applied.every((row, i) => row.version === expected[i]!.version && row.name === expected[i]!.name);
  if (!matches) throw new MigrationError('history_mismatch', "The database's migration history does not match these migrations");
}
