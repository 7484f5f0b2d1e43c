/** Bump when the layout of verses.db changes; the app refuses a database of another version. */
export const VERSES_SCHEMA_VERSION = 5;

/** Each translation has its own FTS5 index, so bm25 statistics are per translation. */
export const FTS_TABLE = { kjv: 'fts_kjv', web: 'fts_web' } as const;

/**
 * Porter-stemmed twins of the exact indexes, for the keyword half of semantic (hybrid) search, where
 * `worries` should meet `worry`. Keyword search itself stays exact.
 */
export const FTS_STEM_TABLE = { kjv: 'fts_kjv_stem', web: 'fts_web_stem' } as const;

// unicode61 with remove_diacritics 2 folds case and accents; no stemmer, so words match exactly.
// Contentless (content=''): the text lives once, in verse_texts; the index holds only postings.
const fts = (table: string) => `
CREATE VIRTUAL TABLE ${table} USING fts5(
  text, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3'
);`;
/** The stemming tokenizer of the `FTS_STEM_TABLE`s; the in-memory bm25 index stems queries with it too. */
export const STEM_TOKENIZER = 'porter unicode61 remove_diacritics 2';
const ftsStemmed = (table: string) => `
CREATE VIRTUAL TABLE ${table} USING fts5(
  text, content='', tokenize='${STEM_TOKENIZER}'
);`;

export const VERSES_SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE books (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  osis TEXT NOT NULL UNIQUE,
  testament TEXT NOT NULL CHECK (testament IN ('old', 'new')),
  chapters INTEGER NOT NULL,
  abbreviations TEXT NOT NULL
);

CREATE TABLE chapters (
  book_id INTEGER NOT NULL REFERENCES books (id),
  chapter INTEGER NOT NULL,
  verses INTEGER NOT NULL,
  PRIMARY KEY (book_id, chapter)
) WITHOUT ROWID;

CREATE TABLE translations (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  license TEXT NOT NULL,
  source TEXT NOT NULL
) WITHOUT ROWID;

-- id = book * 1e6 + chapter * 1e3 + verse (see core/bible/verse-id.ts)
CREATE TABLE verses (
  id INTEGER PRIMARY KEY,
  book_id INTEGER NOT NULL REFERENCES books (id),
  chapter INTEGER NOT NULL,
  verse INTEGER NOT NULL
);

CREATE TABLE verse_texts (
  translation TEXT NOT NULL REFERENCES translations (id),
  verse_id INTEGER NOT NULL REFERENCES verses (id),
  text TEXT NOT NULL,
  italics TEXT,               -- JSON [[start, end], ...] into text; NULL when none
  paragraph INTEGER NOT NULL, -- 1 where a paragraph starts
  PRIMARY KEY (translation, verse_id)
) WITHOUT ROWID;
${fts(FTS_TABLE.kjv)}
${fts(FTS_TABLE.web)}
${ftsStemmed(FTS_STEM_TABLE.kjv)}
${ftsStemmed(FTS_STEM_TABLE.web)}

-- The stemmed indexes' postings again, as arrays the app loads into memory to rank OR queries fast
-- (see core/search/bm25-index.ts). A verse is its position in stem_documents.verse_ids.
CREATE TABLE stem_documents (
  translation TEXT PRIMARY KEY REFERENCES translations (id),
  verse_ids BLOB NOT NULL,    -- int32 per verse, canonical order
  lengths BLOB NOT NULL       -- uint16 per verse: its number of tokens
) WITHOUT ROWID;
CREATE TABLE stem_postings (
  translation TEXT NOT NULL REFERENCES translations (id),
  term TEXT NOT NULL,
  docs BLOB NOT NULL,         -- uint16 verse positions, ascending
  tfs BLOB NOT NULL,          -- uint8 occurrences in each
  offsets BLOB NOT NULL,      -- uint8 token offset of each occurrence: tfs[0] of them for the first verse, then the next
  PRIMARY KEY (translation, term)
) WITHOUT ROWID;

-- The Treasury of Scripture Knowledge's cross-references (see core/bible/cross-references.ts), one
-- row in the layout of core/semantic/cross-reference-graph.ts. Semantic search spreads relevance along them.
CREATE TABLE cross_references (
  verse_ids BLOB NOT NULL,    -- int32 per verse, canonical order: a verse is its position here
  offsets BLOB NOT NULL,      -- uint32 per verse, plus one: where its references start in targets
  targets BLOB NOT NULL       -- uint16 positions of the verses each verse refers to, ascending
);
`;
