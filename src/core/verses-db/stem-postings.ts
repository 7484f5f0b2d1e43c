import type { Translation } from '#shared/contract/bible.ts';
import { execute, queryOne, queryAll, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { bufferOf } from './blobs.ts';

// The porter-stemmed postings of the searched translations, as arrays the app loads into memory to
// rank fast (see core/lexical/bm25-index.ts): the tokens their stemmed FTS5 indexes hold
// (bm25-index.test.ts compares them). A verse is its position in stem_documents.verse_ids. And, for
// all eight translations at once, each stem's best bm25 share in any of them (stem_any), and the
// stems of one word family they use for the same verses (stem_siblings: core/lexical/stem-siblings.ts).

export const STEM_POSTINGS_DDL = `
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
CREATE TABLE stem_any (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  terms TEXT NOT NULL,        -- the stems of every bundled translation, sorted, one a line
  starts BLOB NOT NULL,       -- uint32 per term and one more: where its verses begin in docs
  docs BLOB NOT NULL,         -- uint16 verse positions (as in stem_documents), ascending per term
  scores BLOB NOT NULL        -- float32 the term's best bm25 share in that verse in any translation
);
CREATE TABLE stem_siblings (
  stem TEXT NOT NULL,
  sibling TEXT NOT NULL,      -- a stem of the same word family the translations use for the same verses
  dice REAL NOT NULL,         -- Dice over the verses holding each, in any translation
  PRIMARY KEY (stem, sibling)
) WITHOUT ROWID;
`;

export interface Postings {
  /** Verse positions (indexes into `ids`), ascending. */
  docs: Uint16Array;
  /** How often the term occurs in each of those verses. */
  tfs: Uint8Array;
  /** The token offset of each occurrence, verse after verse (`tfs[i]` of them for `docs[i]`). */
  offsets: Uint8Array;
}

/**
 * Every stem's verses with its best bm25 share in any one translation, all terms in one set of
 * arrays: term i's verses are `docs[starts[i]..starts[i + 1])`, ascending, with their `scores`.
 * Stored this way a verse is indexed under every word any translation uses for it, in a few MB
 * (one posting list a term, not one a term and translation).
 */
export interface AnyTranslationScores {
  terms: string[];
  starts: Uint32Array;
  docs: Uint16Array;
  scores: Float32Array;
}

/** Two stems of one word family (`anxieti`, `anxiou`) that the translations use for the same verses. */
export interface StemSibling {
  stem: string;
  sibling: string;
  dice: number;
}

export interface StemDocuments {
  /** Verse ids in canonical order; a posting refers to a verse by its position here. */
  ids: Int32Array;
  /** Each verse's length in tokens. */
  lengths: Uint16Array;
}

/**
 * One translation's stems grouped by term, as the build hands them over: each term's verse positions
 * (ascending; a position means the same verse in every translation), its frequency in each and the
 * token offsets of its occurrences; and each verse's length in tokens (0 where the translation lacks it).
 */
export interface StemPostingLists {
  lengths: readonly number[];
  terms: ReadonlyMap<string, { docs: readonly number[]; tfs: readonly number[]; offsets: readonly number[] }>;
}

/** Writes one translation's stemmed postings (the tables above); `documents` lists every verse id in canonical order. */
export function writeStemPostings(db: WritableDB, translation: Translation, documents: Int32Array, postings: StemPostingLists): void {
  if (documents.length > 0xffff) throw new Error('stem_postings stores verse positions as uint16');
  documents.forEach((id, at) => {
    if (postings.lengths[at]! > 0x100) throw new Error(`stem_postings stores token offsets as uint8; verse ${id} is longer`);
  });
  for (const [term, p] of postings.terms) {
    const over = p.tfs.findIndex((tf) => tf > 0xff);
    if (over >= 0) throw new Error(`stem_postings stores frequencies as uint8; '${term}' repeats more in verse ${documents[p.docs[over]!]}`);
    execute(
      db,
      sql`INSERT INTO stem_postings (translation, term, docs, tfs, offsets) VALUES (${translation}, ${term}, ${Buffer.from(Uint16Array.from(p.docs).buffer)}, ${Buffer.from(Uint8Array.from(p.tfs))}, ${Buffer.from(Uint8Array.from(p.offsets))})`,
    );
  }
  execute(
    db,
    sql`INSERT INTO stem_documents (translation, verse_ids, lengths) VALUES (${translation}, ${blob(documents)}, ${Buffer.from(Uint16Array.from(postings.lengths).buffer)})`,
  );
}

export function readStemDocuments(db: ReadableDB, translation: Translation): StemDocuments {
  const row = queryOne<{ verse_ids: Buffer; lengths: Buffer }>(db, sql`SELECT verse_ids, lengths FROM stem_documents WHERE translation = ${translation}`)!;
  return { ids: new Int32Array(bufferOf(row.verse_ids)), lengths: new Uint16Array(bufferOf(row.lengths)) };
}

/** Every term's postings in one translation. */
export function readStemPostings(db: ReadableDB, translation: Translation): Map<string, Postings> {
  const terms = new Map<string, Postings>();
  for (const row of queryAll<{ term: string; docs: Buffer; tfs: Buffer; offsets: Buffer }>(
    db,
    sql`SELECT term, docs, tfs, offsets FROM stem_postings WHERE translation = ${translation}`,
  )) {
    terms.set(row.term, { docs: new Uint16Array(bufferOf(row.docs)), tfs: new Uint8Array(bufferOf(row.tfs)), offsets: new Uint8Array(bufferOf(row.offsets)) });
  }
  return terms;
}

export function writeAnyTranslationScores(db: WritableDB, any: AnyTranslationScores): void {
  execute(
    db,
    sql`INSERT INTO stem_any (id, terms, starts, docs, scores) VALUES (1, ${any.terms.join('\n')}, ${blob(any.starts)}, ${blob(any.docs)}, ${blob(any.scores)})`,
  );
}

export function readAnyTranslationScores(db: ReadableDB): AnyTranslationScores {
  const row = queryOne<{ terms: string; starts: Buffer; docs: Buffer; scores: Buffer }>(
    db,
    sql`SELECT terms, starts, docs, scores FROM stem_any WHERE id = 1`,
  )!;
  return {
    terms: row.terms.split('\n'),
    starts: new Uint32Array(bufferOf(row.starts)),
    docs: new Uint16Array(bufferOf(row.docs)),
    scores: new Float32Array(bufferOf(row.scores)),
  };
}

export function writeStemSiblings(db: WritableDB, siblings: readonly StemSibling[]): void {
  for (const s of siblings) execute(db, sql`INSERT INTO stem_siblings (stem, sibling, dice) VALUES (${s.stem}, ${s.sibling}, ${s.dice})`);
}

/** Each stem's siblings. */
export function readStemSiblings(db: ReadableDB): Map<string, string[]> {
  const siblings = new Map<string, string[]>();
  for (const row of queryAll<{ stem: string; sibling: string }>(db, sql`SELECT stem, sibling FROM stem_siblings ORDER BY stem, sibling`)) {
    let list = siblings.get(row.stem);
    if (!list) siblings.set(row.stem, (list = []));
    list.push(row.sibling);
  }
  return siblings;
}

const blob = (array: ArrayBufferView) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
