import type { Translation } from '#shared/contract/bible.ts';
import { execute, executeScript, identifier, queryOne, queryAll, queryColumn, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { bufferOf } from './blobs.ts';
import { stemTable } from './fts.ts';

// The stemmed indexes' postings again, as arrays the app loads into memory to rank fast (see
// core/lexical/bm25-index.ts). A verse is its position in stem_documents.verse_ids.

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
`;

export interface Postings {
  /** Verse positions (indexes into `ids`), ascending. */
  docs: Uint16Array;
  /** How often the term occurs in each of those verses. */
  tfs: Uint8Array;
  /** The token offset of each occurrence, verse after verse (`tfs[i]` of them for `docs[i]`). */
  offsets: Uint8Array;
}

export interface StemDocuments {
  /** Verse ids in canonical order; a posting refers to a verse by its position here. */
  ids: Int32Array;
  /** Each verse's length in tokens. */
  lengths: Uint16Array;
}

/** Copies one translation's stemmed FTS index's postings into plain arrays (the tables above). */
export function writeStemPostings(db: WritableDB, translation: Translation): void {
  const vocab = identifier(`temp.vocab_${translation}`);
  executeScript(db, `CREATE VIRTUAL TABLE ${vocab.identifier} USING fts5vocab(main, ${stemTable(translation).identifier}, instance)`);
  const ids = Int32Array.from(queryColumn<number>(db, sql`SELECT verse_id FROM verse_texts WHERE translation = ${translation} ORDER BY verse_id`));
  if (ids.length > 0xffff) throw new Error('stem_postings stores verse positions as uint16');
  const position = new Map(Array.from(ids, (id, i) => [id, i]));
  const lengths = new Uint16Array(ids.length);
  let term = '';
  let docs: number[] = [];
  let tfs: number[] = [];
  let offsets: number[] = [];
  const flush = () => {
    if (docs.length) {
      execute(
        db,
        sql`INSERT INTO stem_postings (translation, term, docs, tfs, offsets) VALUES (${translation}, ${term}, ${Buffer.from(Uint16Array.from(docs).buffer)}, ${Buffer.from(Uint8Array.from(tfs))}, ${Buffer.from(Uint8Array.from(offsets))})`,
      );
    }
    docs = [];
    tfs = [];
    offsets = [];
  };
  // One row per token occurrence, by term, verse and offset: runs of equal (term, verse) are its frequency.
  for (const [t, doc, offset] of queryRows<[string, number, number]>(db, sql`SELECT term, doc, offset FROM ${vocab} ORDER BY term, doc, offset`)) {
    const at = position.get(doc)!;
    if (offset > 0xff) throw new Error(`stem_postings stores token offsets as uint8; verse ${doc} is longer`);
    lengths[at]!++;
    if (t !== term) {
      flush();
      term = t;
    }
    if (docs.at(-1) === at) {
      if (tfs[tfs.length - 1] === 0xff) throw new Error(`stem_postings stores frequencies as uint8; '${t}' repeats more in verse ${doc}`);
      tfs[tfs.length - 1]!++;
    } else {
      docs.push(at);
      tfs.push(1);
    }
    offsets.push(offset);
  }
  flush();
  execute(
    db,
    sql`INSERT INTO stem_documents (translation, verse_ids, lengths) VALUES (${translation}, ${Buffer.from(ids.buffer)}, ${Buffer.from(lengths.buffer)})`,
  );
  executeScript(db, `DROP TABLE ${vocab.identifier}`);
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
