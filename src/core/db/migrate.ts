import type Database from 'better-sqlite3';

export interface Migration {
  /** From the file name `NNNN-description`: numbered in steps of 10, applied in order, never edited once shipped. */
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations newer than the database's `user_version`, each in its own transaction.
 * Refuses a database whose version is newer than the newest migration (written by a newer app).
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version <= migrations[i - 1]!.version) {
      throw new Error(`Migrations out of order: ${migrations[i - 1]!.name} then ${migrations[i]!.name}`);
    }
  }
  const current = db.pragma('user_version', { simple: true }) as number;
  const newest = migrations.at(-1)?.version ?? 0;
  if (current > newest) {
    throw new Error(`The data database is newer than this app (version ${current}, this app knows up to ${newest}); update the app`);
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}
