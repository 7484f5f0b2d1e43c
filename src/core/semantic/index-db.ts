import Database from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

/** Bump when the index layout or how it is built changes; part of the inputs hash. */
export const SEMANTIC_INDEX_VERSION = 3;

/** The texts embedded for every verse; each has its own vectors and its own bit index. */
export const VARIANTS = ['kjv', 'web'] as const;
export type Variant = (typeof VARIANTS)[number];

const BIT_TABLE: Record<Variant, string> = { kjv: 'bits_kjv', web: 'bits_web' };
export const bitTable = (variant: Variant) => BIT_TABLE[variant];

/** Vector rows of all variants share a table, keyed `variant number × 10⁸ + verse id`. */
export const vectorKey = (variant: Variant, verseId: number) => (VARIANTS.indexOf(variant) + 1) * 100_000_000 + verseId;
export const vectorKeyRange = (variant: Variant) => ({ from: vectorKey(variant, 0), to: vectorKey(variant, 99_999_999) });

export type IndexDb = Database.Database;

export function indexSchema(dimensions: number): string {
  if (!Number.isInteger(dimensions) || dimensions <= 0 || dimensions % 8 !== 0) throw new Error(`unsupported dimensions ${dimensions}`);
  // Large pages: rows of 0.5-2 KB blobs would leave most of a 4 KB page empty.
  return `
PRAGMA page_size = 65536;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- What search loads at start: int8 vectors (row ≈ int8 × scale), a quarter of float32's size.
CREATE TABLE vectors_int8 (key INTEGER PRIMARY KEY, int8 BLOB NOT NULL, scale REAL NOT NULL);
-- Exact float32 vectors, unit length: the reference the recall benchmark measures against (not shipped).
CREATE TABLE vectors_f32 (key INTEGER PRIMARY KEY, vector BLOB NOT NULL);
-- The centre each variant's vectors are binarised around.
CREATE TABLE centers (variant TEXT PRIMARY KEY, vector BLOB NOT NULL) WITHOUT ROWID;
CREATE TABLE verse_themes (theme TEXT NOT NULL, verse_id INTEGER NOT NULL, score REAL NOT NULL, PRIMARY KEY (theme, verse_id)) WITHOUT ROWID;
CREATE INDEX verse_themes_by_verse ON verse_themes (verse_id);
${VARIANTS.map((v) => `CREATE VIRTUAL TABLE ${bitTable(v)} USING vec0(embedding bit[${dimensions}]);`).join('\n')}
`;
}

/** Opens an index file with the sqlite-vec extension loaded. */
export function openIndexDb(path: string, options: { readonly: boolean }): IndexDb {
  const db = new Database(path, { readonly: options.readonly, fileMustExist: options.readonly });
  sqliteVec.load(db);
  return db;
}

export function readMeta(db: IndexDb): Record<string, string> {
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[];
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** The inputs hash an index file records, or undefined when it is missing or not an index. */
export function indexInputsHash(path: string): string | undefined {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("SELECT value FROM meta WHERE key = 'inputs_hash'").get() as { value: string } | undefined)?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}
