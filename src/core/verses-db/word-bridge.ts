import { execute, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// The older words the translations put for a modern one (core/bible/knowledge/word-bridge.ts learns
// them at build time from the same verse in each).

export const WORD_BRIDGE_DDL = `
CREATE TABLE word_bridge (
  stem TEXT PRIMARY KEY,  -- a modern word's stem, as the stemmed indexes hold it (pretend)
  words TEXT NOT NULL     -- the older words for it, best first, space-separated, as the texts write them (feign)
) WITHOUT ROWID;
`;

export interface WordBridgeRow {
  stem: string;
  words: readonly string[];
}

export function writeWordBridge(db: WritableDB, rows: readonly WordBridgeRow[]): void {
  for (const r of rows) execute(db, sql`INSERT INTO word_bridge (stem, words) VALUES (${r.stem}, ${r.words.join(' ')})`);
}

/** Every modern stem with its older words (a few thousand rows: read whole, once). */
export function readWordBridge(db: ReadableDB): ReadonlyMap<string, readonly string[]> {
  const rows = queryRows<[string, string]>(db, sql`SELECT stem, words FROM word_bridge`);
  return new Map(rows.map(([stem, words]) => [stem, words.split(' ')]));
}
