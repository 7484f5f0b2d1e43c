import { bookByIndex, findBook } from '#shared/bible/books.ts';
import type { BookCount, ReadingTranslation, ScoredVerse, Testament } from '#shared/contract/bible.ts';
import { AppError } from '#shared/errors.ts';
import { bookRange, intersectRanges, testamentRange, WHOLE_BIBLE, type IdRange } from '../bible/verse-id.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { matchExact } from '../verses-db/fts.ts';
import { readHyphenatedNames } from '../verses-db/knowledge.ts';
import { highlightSpans } from '../lexical/highlight.ts';
import { createQueryBudget, type QueryBudgetOptions } from './query-budget.ts';
import { parseKeywordQuery } from './query-parser.ts';
import { createSpellings, type Spellings } from './spellings.ts';

export interface KeywordSearchParams {
  query: string;
  topK: number;
  translation: ReadingTranslation;
  book?: string | undefined;
  testament?: Testament | undefined;
}

export interface KeywordSearchResult {
  verses: ScoredVerse[];
  total: number;
  /** Matches per book, canonical order, books without any left out. */
  byBook: BookCount[];
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
export function createKeywordSearch(db: VersesDb, store: VerseStore, options: QueryBudgetOptions = {}) {
  const budget = createQueryBudget(db, options);
  let spellings: Spellings | undefined;

  return function keywordSearch(params: KeywordSearchParams): KeywordSearchResult {
    spellings ??= createSpellings(readHyphenatedNames(db));
    const query = parseKeywordQuery(params.query, spellings);
    const range = filterRange(params.book, params.testament);
    const terms = query.groups.reduce((n, g) => n + g.required.length + g.excluded.length, 0);
    const { rows, byBook: counts } = budget.run(terms, () => matchExact(db, params.translation, query.fts, range, params.topK, budget.name));
    const total = counts.reduce((sum, b) => sum + b.count, 0);
    const byBook = counts.map(({ book, count }) => ({ book: bookByIndex(book)!.name, bookIndex: book, count }));
    const termsPerMatch = Math.max(...query.groups.map((g) => g.required.length));
    const highlightTerms = query.groups.flatMap((g) => g.required.flatMap((t) => [t, ...(t.alternatives ?? []).map((tokens) => ({ tokens, prefix: false }))]));
    const verses = rows.map((row) => {
      const verse = store.getVerse(row.id, params.translation)!;
      return { ...verse, score: bm25ToScore(row.bm25, termsPerMatch), highlights: highlightSpans(verse.text, highlightTerms) };
    });
    return { verses, total, byBook };
  };
}

export type KeywordSearch = ReturnType<typeof createKeywordSearch>;
