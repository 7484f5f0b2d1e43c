import Database from 'better-sqlite3';
import { execute, queryOne, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// The `meta` table: facts about the build (schema version, inputs hash, verse count, texts hash).

export const META_DDL = `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;`;

export type MetaKey = 'schema_version' | 'inputs_hash' | 'verse_count' | 'texts_hash' | 'source';

export function writeMeta(db: WritableDB, key: MetaKey, value: string): void {
  execute(db, sql`INSERT INTO meta (key, value) VALUES (${key}, ${value})`);
}

export function readMeta(db: ReadableDB, key: MetaKey): string | undefined {
  return queryOne<{ value: string }>(db, sql`SELECT value FROM meta WHERE key = ${key}`)?.value;
}

/** The inputs hash recorded in the database file at `path`, or undefined when it is missing or unreadable. */
export function recordedInputsHash(path: string): string | undefined {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true }) as unknown as ReadableDB;
    try {
      return readMeta(db, 'inputs_hash');
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
