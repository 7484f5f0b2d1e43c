import type { Statement } from 'better-sqlite3';
import { findBook } from '#shared/bible/books.ts';
import type { ScoredVerse, Testament, Translation } from '#shared/contract/bible.ts';
import { AppError } from '#shared/errors.ts';
import { bookRange, intersectRanges, testamentRange, WHOLE_BIBLE, type IdRange } from '../bible/verse-id.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import type { VersesDb } from '../db/open-verses-db.ts';
import { FTS_TABLE } from '../db/verses-schema.ts';
import { highlightSpans } from './highlight.ts';
import { parseKeywordQuery } from './query-parser.ts';

export interface KeywordSearchParams {
  query: string;
  topK: number;
  translation: Translation;
  book?: string | undefined;
  testament?: Testament | undefined;
}

export interface KeywordSearchResult {
  verses: ScoredVerse[];
  total: number;
}

/**
 * bm25 grows with the number of query terms, so it is divided by that count, then squashed into
 * 0..1 with `b / (b + HALF_SCORE_BM25)`: a verse whose per-term bm25 equals this constant scores 0.5.
 * 3 is about the per-term bm25 of a verse matching a moderately rare word once (measured on the KJV).
 */
const HALF_SCORE_BM25 = 3;

export function bm25ToScore(bm25: number, terms: number): number {
  const b = Math.max(0, -bm25) / Math.max(1, terms);
  return b / (b + HALF_SCORE_BM25);
}

function filterRange(book: string | undefined, testament: Testament | undefined): IdRange {
  let range = WHOLE_BIBLE;
  if (book !== undefined) {
    const info = findBook(book);
    if (!info) throw new AppError('invalid_request', `book: unknown book "${book}"`, { field: 'book' });
    range = intersectRanges(range, bookRange(info.index));
  }
  if (testament !== undefined) range = intersectRanges(range, testamentRange(testament));
  return range;
}

/** Exact-word search over one translation's FTS5 index, best bm25 first, ties in canonical order. */
export function createKeywordSearch(db: VersesDb, store: VerseStore) {
  const statements = Object.fromEntries(
    Object.entries(FTS_TABLE).map(([translation, table]) => [
      translation,
      {
        top: db.prepare<[string, number, number, number]>(
          `SELECT rowid AS id, bm25(${table}) AS bm25 FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY bm25, rowid LIMIT ?`,
        ),
        count: db.prepare<[string, number, number]>(`SELECT count(*) AS n FROM ${table} WHERE ${table} MATCH ? AND rowid BETWEEN ? AND ?`),
      },
    ]),
  ) as Record<Translation, { top: Statement<[string, number, number, number]>; count: Statement<[string, number, number]> }>;

  return function keywordSearch(params: KeywordSearchParams): KeywordSearchResult {
    const query = parseKeywordQuery(params.query);
    const range = filterRange(params.book, params.testament);
    const { top, count } = statements[params.translation];
    const rows = top.all(query.fts, range.from, range.to, params.topK) as { id: number; bm25: number }[];
    const { n: total } = count.get(query.fts, range.from, range.to) as { n: number };
    const termsPerMatch = Math.max(...query.groups.map((g) => g.required.length));
    const highlightTerms = query.groups.flatMap((g) => g.required);
    const verses = rows.map((row) => {
      const verse = store.getVerse(row.id, params.translation)!;
      return { ...verse, score: bm25ToScore(row.bm25, termsPerMatch), highlights: highlightSpans(verse.text, highlightTerms) };
    });
    return { verses, total };
  };
}

export type KeywordSearch = ReturnType<typeof createKeywordSearch>;
