import { randomUUID } from 'node:crypto';
import { READING_TRANSLATIONS, TRANSLATIONS, type ReadingTranslation, type Translation } from '#shared/contract/bible.ts';
import { execute, identifier, queryAll, sql, type Identifier, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// The full-text indexes: for every translation an exact one (keyword search), and for the searched
// ones (`TRANSLATIONS`) a porter-stemmed twin, whose postings the build copies into `stem_postings`
// (stem-postings.ts) for the in-memory bm25.

/** Each translation has its own FTS5 index, so bm25 statistics are per translation. */
const exactTable = (t: ReadingTranslation) => identifier(`fts_${t}`);
/** Stemmed twins of the exact indexes: `worries` meets `worry`. Keyword search itself stays exact. */
export const stemTable = (t: Translation) => identifier(`fts_${t}_stem`);

/** The stemming tokenizer; the JS stemmer (core/lexical) is proven to give the same tokens. */
export const STEM_TOKENIZER = 'porter unicode61 remove_diacritics 2';

// unicode61 with remove_diacritics 2 folds case and accents; no stemmer, so words match exactly.
// Contentless (content=''): the text lives once, in verse_texts; the index holds only postings.
export const FTS_DDL = [
  ...READING_TRANSLATIONS.map(
    (t) => `CREATE VIRTUAL TABLE ${exactTable(t).identifier} USING fts5(text, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3');`,
  ),
  ...TRANSLATIONS.map((t) => `CREATE VIRTUAL TABLE ${stemTable(t).identifier} USING fts5(text, content='', tokenize='${STEM_TOKENIZER}');`),
].join('\n');

export function writeFtsText(db: WritableDB, translation: ReadingTranslation, id: number, text: string): void {
  for (const table of tablesOf(translation)) execute(db, sql`INSERT INTO ${table} (rowid, text) VALUES (${id}, ${text})`);
}

const isSearched = (t: ReadingTranslation): t is Translation => (TRANSLATIONS as readonly string[]).includes(t);
const tablesOf = (t: ReadingTranslation) => (isSearched(t) ? [exactTable(t), stemTable(t)] : [exactTable(t)]);

/** Merges each index's segments into one, for the smallest file and the fastest queries. */
export function optimizeFts(db: WritableDB, translation: ReadingTranslation): void {
  for (const table of tablesOf(translation)) execute(db, sql`INSERT INTO ${table} (${table}) VALUES ('optimize')`);
}

export interface KeywordRow {
  id: number;
  bm25: number;
}

export interface KeywordMatches {
  /** The best `limit` matches, best bm25 first, ties by id. */
  rows: KeywordRow[];
  /** How many verses match in each book with any (by book index, ascending). */
  byBook: { book: number; count: number }[];
}

/**
 * A keyword query's budget is checked on one matching verse in this many, picked by a hash of its id
 * (the same ones for the same query): a call into JavaScript on every match would add a quarter to a
 * broad query's time. Ids themselves are no sample: `id % 16` skips short chapters.
 */
export const BUDGET_SAMPLE_EVERY = 16;

/**
 * Exact-word matches of an FTS5 expression (built by core/keyword's parser) in `from..to`, best bm25
 * first, ties in canonical order, at most `limit`. One statement: the count is a window over the
 * matching rows, not a second search; bm25() is only available in the MATCH query itself, hence the
 * subquery. `budget` names a SQL function (see `registerBudget`) called on sampled matches.
 */
export function matchExact(
  db: ReadableDB,
  translation: ReadingTranslation,
  expression: string,
  range: { from: number; to: number },
  limit: number,
  budget: Identifier,
): KeywordMatches {
  const table = exactTable(translation);
  const all = queryAll<{ id: number; bm25: number; inBook: number }>(
    db,
    // The matches are found and scored once (a materialised CTE), then read twice: the best `limit`
    // by bm25, and how many fall in each book (the search analysis). Book rows carry `id` = the book.
    sql`WITH matches AS MATERIALIZED (
          SELECT rowid AS id, bm25(${table}) AS bm25 FROM ${table}
          WHERE ${table} MATCH ${expression} AND rowid BETWEEN ${range.from} AND ${range.to}
            AND (NOT ((rowid * 2654435761) >> 20) % ${BUDGET_SAMPLE_EVERY} = 0 OR ${budget}())
        )
        SELECT * FROM (SELECT id, bm25, 0 AS inBook FROM matches ORDER BY bm25, id LIMIT ${limit})
        UNION ALL
        SELECT id / 1000000 AS id, 0 AS bm25, count(*) AS inBook FROM matches GROUP BY id / 1000000`,
  );
  // A compound select promises no order of its own: the best `limit` are put back in bm25 order.
  const rows = all
    .filter((row) => row.inBook === 0)
    .map(({ id, bm25 }) => ({ id, bm25 }))
    .sort((a, b) => a.bm25 - b.bm25 || a.id - b.id);
  const byBook = all.filter((row) => row.inBook > 0).map((row) => ({ book: row.id, count: row.inBook }));
  return { rows, byBook: byBook.sort((a, b) => a.book - b.book) };
}

/**
 * Registers a function for `matchExact` to call on sampled matches, under a name of its own on this
 * connection (two budgets never share state); `check` may throw to stop the query.
 */
export function registerBudget(db: ReadableDB, check: () => void): Identifier {
  const name = identifier(`keyword_budget_${randomUUID().replaceAll('-', '')}`);
  db.function(name.identifier, { deterministic: false }, () => {
    check();
    return 1;
  });
  return name;
}
