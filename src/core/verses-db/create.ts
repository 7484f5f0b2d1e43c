import { renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { executeScript, setPragma, writeTransaction, type WritableDB } from '#sqlite/sql.ts';
import { VERSES_SCHEMA } from './schema.ts';

/** A verse database being built (core/bible/build-verses-db.ts writes it through this layer's writers). */
export type VersesWriter = WritableDB;

/**
 * A new, empty verse database with the whole schema, in a temporary file beside `outPath`: `commit`
 * analyses, compacts and renames it into place, so a reader never sees a half-built database;
 * `discard` removes it.
 */
export function createVersesDb(outPath: string): { db: VersesWriter; commit(): void; discard(): void } {
  const tmpPath = `${outPath}.tmp`;
  rmSync(tmpPath, { force: true });
  const db = new Database(tmpPath) as unknown as VersesWriter;
  // Built once, then only read: no journal or syncing while writing it.
  setPragma(db, 'journal_mode = OFF');
  setPragma(db, 'synchronous = OFF');
  setPragma(db, 'page_size = 4096');
  executeScript(db, VERSES_SCHEMA);
  return {
    db,
    commit() {
      executeScript(db, 'ANALYZE; VACUUM;');
      db.close();
      renameSync(tmpPath, outPath);
    },
    discard() {
      if (db.open) db.close();
      rmSync(tmpPath, { force: true });
    },
  };
}

/** Runs `fn` in one transaction of the build (thousands of inserts commit at once). */
export function inBuildTransaction(db: VersesWriter, fn: () => void): void {
  writeTransaction(db, fn);
}
