/** Bump when the index layout or how it is built changes; part of the inputs hash. */
export const SEMANTIC_INDEX_VERSION = 5;

/** The texts embedded for every verse; each has its own vectors and its own bit index. */
export const VARIANTS = ['kjv', 'web'] as const;
export type Variant = (typeof VARIANTS)[number];

/**
 * What a row stands for: a verse's own text (`verse`, for "more like this"), or the verse with its
 * neighbours (`context`, what search compares queries with; see semantic-index/context-vectors.ts).
 */
export const REPRESENTATIONS = ['verse', 'context'] as const;
export type Representation = (typeof REPRESENTATIONS)[number];

/** Where one variant's vectors in one representation live: a `matrices` row and a sqlite-vec bit table. */
export function storage(variant: Variant, representation: Representation) {
  const prefix = representation === 'verse' ? '' : 'context_';
  return { matrix: `${variant}:${representation}`, bitTable: `${prefix}bits_${variant}` };
}

/** Vector rows of all variants share a table, keyed `variant number × 10⁸ + verse id`. */
export const vectorKey = (variant: Variant, verseId: number) => (VARIANTS.indexOf(variant) + 1) * 100_000_000 + verseId;
export const vectorKeyRange = (variant: Variant) => ({ from: vectorKey(variant, 0), to: vectorKey(variant, 99_999_999) });

export function indexSchema(dimensions: number): string {
  if (!Number.isInteger(dimensions) || dimensions <= 0 || dimensions % 8 !== 0) throw new Error(`unsupported dimensions ${dimensions}`);
  // Large pages: rows of 0.5-2 KB blobs would leave most of a 4 KB page empty.
  return `
PRAGMA page_size = 65536;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
-- What search loads at start, one row per variant and representation ('kjv:context'): the verse ids
-- (int32), their int8 vectors (row ≈ int8 × scale; a quarter of float32's size) and scales (float32),
-- the sign bits of the centred vectors (the same codes as the sqlite-vec table) and the centre. One
-- blob each: 31,102 rows cost 0.16 s to read one by one, a single 16 MB blob a few ms.
CREATE TABLE matrices (name TEXT PRIMARY KEY, ids BLOB NOT NULL, int8 BLOB NOT NULL, scales BLOB NOT NULL, bits BLOB NOT NULL, center BLOB NOT NULL) WITHOUT ROWID;
-- Exact float32 vectors, unit length: the reference the recall benchmark measures against (not shipped).
CREATE TABLE vectors_f32 (key INTEGER PRIMARY KEY, vector BLOB NOT NULL);
CREATE TABLE verse_themes (theme TEXT NOT NULL, verse_id INTEGER NOT NULL, score REAL NOT NULL, PRIMARY KEY (theme, verse_id)) WITHOUT ROWID;
CREATE INDEX verse_themes_by_verse ON verse_themes (verse_id);
${VARIANTS.flatMap((v) => REPRESENTATIONS.map((r) => `CREATE VIRTUAL TABLE ${storage(v, r).bitTable} USING vec0(embedding bit[${dimensions}]);`)).join('\n')}
`;
}
