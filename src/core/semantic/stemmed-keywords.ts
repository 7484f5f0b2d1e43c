import type { Statement } from 'better-sqlite3';
import type { Translation } from '#shared/contract/bible.ts';
import type { VersesDb } from '../db/open-verses-db.ts';
import { FTS_STEM_TABLE } from '../db/verses-schema.ts';
import { tokenize } from '../search/query-parser.ts';
import { STOPWORDS } from '../search/stopwords.ts';

/**
 * The keyword half of semantic search: the query's content words, OR-ed, against the stemmed index,
 * best bm25 first. Unlike keyword search it needs no operator syntax and never refuses a query.
 */
export function createStemmedKeywords(db: VersesDb) {
  const statements = Object.fromEntries(
    Object.entries(FTS_STEM_TABLE).map(([translation, table]) => [
      translation,
      db.prepare<[string, number]>(`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}), rowid LIMIT ?`),
    ]),
  ) as Record<Translation, Statement<[string, number]>>;

  return function stemmedKeywords(query: string, translation: Translation, limit: number): number[] {
    const words = [...new Set(tokenize(query).filter((t) => !STOPWORDS.has(t)))];
    if (words.length === 0) return [];
    const fts = words.map((w) => `"${w}"`).join(' OR ');
    return (statements[translation].all(fts, limit) as { id: number }[]).map((r) => r.id);
  };
}

export type StemmedKeywords = ReturnType<typeof createStemmedKeywords>;
