import { renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';
import { execute, executeScript, identifier, queryAll, queryOne, sql, setPragma, writeTransaction, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { indexSchema, storage, vectorKeyRange, type Representation, type Variant } from './schema.ts';

// The semantic index file (one per embedder and inputs hash, in the cache): its only reader and writer.

export type IndexDb = ReadableDB;
export type IndexWriter = WritableDB;

export type IndexMetaKey = 'inputs_hash' | 'texts_hash' | 'embedder' | 'index_version' | 'verses' | 'embed_seconds' | 'embedded_texts' | 'texts';

/** Opens an index file read-only, with the sqlite-vec extension loaded. */
export function openIndexDb(path: string): IndexDb {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  sqliteVec.load(db);
  return db as unknown as IndexDb;
}

export function readIndexMeta(db: IndexDb): Partial<Record<IndexMetaKey, string>> {
  return Object.fromEntries(queryAll<{ key: string; value: string }>(db, sql`SELECT key, value FROM meta`).map((r) => [r.key, r.value]));
}

/** The inputs hash an index file records, or undefined when it is missing or not an index. */
export function recordedIndexHash(path: string): string | undefined {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true }) as unknown as IndexDb;
    try {
      return queryOne<{ value: string }>(db, sql`SELECT value FROM meta WHERE key = 'inputs_hash'`)?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

export interface StoredMatrix {
  ids: Buffer;
  int8: Buffer;
  scales: Buffer;
  bits: Buffer;
  center: Buffer;
}

export function readMatrix(db: IndexDb, variant: Variant, representation: Representation): StoredMatrix {
  return queryOne<StoredMatrix>(db, sql`SELECT ids, int8, scales, bits, center FROM matrices WHERE name = ${storage(variant, representation).matrix}`)!;
}

/** A variant's exact float32 rows, by verse id (the key minus the variant's base). */
export function readFloatRows(db: IndexDb, variant: Variant): { id: number; vector: Buffer }[] {
  const { from, to } = vectorKeyRange(variant);
  return queryAll<{ key: number; vector: Buffer }>(db, sql`SELECT key, vector FROM vectors_f32 WHERE key BETWEEN ${from} AND ${to} ORDER BY key`).map((r) => ({
    id: r.key - from,
    vector: r.vector,
  }));
}

export function readThemeTags(db: IndexDb): { theme: string; id: number }[] {
  return queryAll(db, sql`SELECT theme, verse_id AS id FROM verse_themes ORDER BY theme, verse_id`);
}

/** sqlite-vec's own nearest neighbours of a verse's sign bits (tests compare the app's scan with it). */
export function knnByBits(
  db: IndexDb,
  variant: Variant,
  representation: Representation,
  verseId: number,
  k: number,
): { code: Buffer; neighbours: { id: number; distance: number }[] } {
  const table = identifier(storage(variant, representation).bitTable);
  const code = queryOne<{ embedding: Buffer }>(db, sql`SELECT embedding FROM ${table} WHERE rowid = ${BigInt(verseId)}`)!.embedding;
  const neighbours = queryAll<{ id: number; distance: number }>(
    db,
    sql`SELECT rowid AS id, distance FROM ${table} WHERE embedding MATCH vec_bit(${code}) AND k = ${k}`,
  );
  return { code, neighbours };
}

/** Copies the index into `path`, without the float32 rows only the benchmark reads (the shipped copy). */
export function writeShippedCopy(db: IndexDb, path: string): void {
  rmSync(path, { force: true });
  db.prepare('VACUUM INTO ?').run(path);
  const copy = new Database(path) as unknown as IndexWriter;
  try {
    executeScript(copy, 'DROP TABLE vectors_f32; VACUUM;');
  } finally {
    copy.close();
  }
}

/**
 * A new index file with the schema for `dimensions`, written in a temporary file beside `outPath`:
 * `commit` renames it into place, so a reader never sees a partial index; `discard` removes it.
 */
export function createIndexFile(outPath: string, dimensions: number): { db: IndexWriter; commit(): void; discard(): void } {
  const tmpPath = `${outPath}.${process.pid}.${Date.now()}.tmp`;
  rmSync(tmpPath, { force: true });
  const db = new Database(tmpPath) as unknown as IndexWriter;
  sqliteVec.load(db);
  setPragma(db, 'journal_mode = OFF');
  setPragma(db, 'synchronous = OFF');
  executeScript(db, indexSchema(dimensions));
  return {
    db,
    commit() {
      db.close();
      renameSync(tmpPath, outPath);
    },
    discard() {
      if (db.open) db.close();
      rmSync(tmpPath, { force: true });
    },
  };
}

export function inIndexTransaction(db: IndexWriter, fn: () => void): void {
  writeTransaction(db, fn);
}

export function writeFloatRow(db: IndexWriter, key: number, vector: Buffer): void {
  execute(db, sql`INSERT INTO vectors_f32 (key, vector) VALUES (${key}, ${vector})`);
}

export function writeMatrix(db: IndexWriter, variant: Variant, representation: Representation, m: StoredMatrix): void {
  execute(
    db,
    sql`INSERT INTO matrices (name, ids, int8, scales, bits, center) VALUES (${storage(variant, representation).matrix}, ${m.ids}, ${m.int8}, ${m.scales}, ${m.bits}, ${m.center})`,
  );
}

/** One verse's sign bits in the variant's sqlite-vec table (rowids must be bound as BigInt). */
export function writeBits(db: IndexWriter, variant: Variant, representation: Representation, verseId: number, bits: Buffer): void {
  execute(db, sql`INSERT INTO ${identifier(storage(variant, representation).bitTable)} (rowid, embedding) VALUES (${BigInt(verseId)}, vec_bit(${bits}))`);
}

export function writeThemeTag(db: IndexWriter, theme: string, verseId: number, score: number): void {
  execute(db, sql`INSERT INTO verse_themes (theme, verse_id, score) VALUES (${theme}, ${verseId}, ${score})`);
}

export function writeIndexMeta(db: IndexWriter, key: IndexMetaKey, value: string): void {
  execute(db, sql`INSERT INTO meta (key, value) VALUES (${key}, ${value})`);
}
