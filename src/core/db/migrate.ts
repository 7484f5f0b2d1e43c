import type Database from 'better-sqlite3';

export interface Migration {
  /** From the file name `NNNN-description`: numbered in steps of 10, applied in order, never edited once shipped. */
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations newer than the database's `user_version`, each in its own IMMEDIATE
 * transaction that reads the version only once it holds the write lock: two processes opening a new
 * data folder at once then apply each migration exactly once (the second sees it done and skips it).
 * Refuses a database whose version is newer than the newest migration (written by a newer app).
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): void {
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version <= migrations[i - 1]!.version) {
      throw new Error(`Migrations out of order: ${migrations[i - 1]!.name} then ${migrations[i]!.name}`);
    }
  }
  const newest = migrations.at(-1)?.version ?? 0;
  const version = () => db.pragma('user_version', { simple: true }) as number;
  const refuseNewer = (current: number) => {
    if (current > newest) {
      throw new Error(`The data database is newer than this app (version ${current}, this app knows up to ${newest}); update the app`);
    }
  };
  refuseNewer(version());
  for (const migration of migrations) {
    db.transaction(() => {
      const current = version();
      refuseNewer(current);
      if (migration.version <= current) return;
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}
