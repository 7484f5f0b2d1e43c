import { execute, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// How the texts use each lower-case word (core/bible/knowledge/word-usage.ts counts it at build time).

export const WORD_USAGE_DDL = `
CREATE TABLE word_usage (
  word TEXT PRIMARY KEY,            -- lower case, as the texts write it
  kjv_lowercase INTEGER NOT NULL,   -- 1 when the KJV ever writes it in lower case (the WEB, for a word the KJV lacks)
  nounlike REAL                     -- 0..1, how often it is used as a noun; NULL when never seen after a determiner or a subject
) WITHOUT ROWID;
`;

export interface WordUsageRow {
  word: string;
  kjvLowercase: boolean;
  nounlike: number | null;
}

export function writeWordUsage(db: WritableDB, rows: readonly WordUsageRow[]): void {
  for (const r of rows) execute(db, sql`INSERT INTO word_usage (word, kjv_lowercase, nounlike) VALUES (${r.word}, ${r.kjvLowercase ? 1 : 0}, ${r.nounlike})`);
}

export interface WordUsage {
  /** Every word the KJV writes in lower case, and the WEB's words the KJV lacks that the WEB writes so. */
  lowercase: ReadonlySet<string>;
  nounlike: ReadonlyMap<string, number>;
}

export function readWordUsage(db: ReadableDB): WordUsage {
  const rows = queryRows<[string, number, number | null]>(db, sql`SELECT word, kjv_lowercase, nounlike FROM word_usage`);
  const lowercase = new Set<string>();
  const nounlike = new Map<string, number>();
  for (const [word, lower, noun] of rows) {
    if (lower) lowercase.add(word);
    if (noun !== null) nounlike.set(word, noun);
  }
  return { lowercase, nounlike };
}
