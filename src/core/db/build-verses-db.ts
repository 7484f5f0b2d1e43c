import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { BOOKS } from '#shared/bible/books.ts';
import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { CROSS_REFERENCE_SOURCE, readCrossReferences } from '../bible/cross-references.ts';
import { readKjv, readWeb, SOURCE_FILES, TRANSLATION_INFO, type SourceVerse } from '../bible/sources.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import { encodeCrossReferences } from '../semantic/cross-reference-graph.ts';
import { FTS_STEM_TABLE, FTS_TABLE, VERSES_SCHEMA, VERSES_SCHEMA_VERSION } from './verses-schema.ts';

/** Bump when the builder's output changes for the same sources (new columns, text cleaning). */
const BUILDER_VERSION = 2;

export interface BuildProgress {
  phase: 'reading' | 'verses' | 'indexing' | 'cross-references' | 'finishing';
  done: number;
  total: number;
}

/** A hash of everything the database is made from: sources, book table, schema and builder. */
export function versesInputsHash(): string {
  const hash = createHash('sha256');
  hash.update(`schema:${VERSES_SCHEMA_VERSION};builder:${BUILDER_VERSION};`);
  hash.update(JSON.stringify(BOOKS));
  for (const file of [...Object.values(SOURCE_FILES), CROSS_REFERENCE_SOURCE]) hash.update(readFileSync(file));
  return hash.digest('hex');
}

/** The inputs hash recorded in an existing database, or undefined when it is missing or unreadable. */
export function builtInputsHash(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('SELECT value FROM meta WHERE key = ?').get('inputs_hash') as { value: string } | undefined;
      return row?.value;
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

export function isVersesDbCurrent(path: string): boolean {
  return builtInputsHash(path) === versesInputsHash();
}

/**
 * A hash of the verse texts alone: what the semantic index embeds. It changes with the words, not
 * with the database layout, so a schema change does not send every machine into a re-embedding.
 */
function textsHash(texts: Record<Translation, SourceVerse[]>): string {
  const hash = createHash('sha256');
  for (const t of TRANSLATIONS) for (const v of texts[t]) hash.update(`${t}\t${v.id}\t${v.text}\n`);
  return hash.digest('hex');
}

/** Copies a stemmed FTS index's postings into plain arrays (see the stem_postings table). */
function writeStemPostings(db: Database.Database, translation: Translation): void {
  const vocab = `temp.vocab_${translation}`;
  db.exec(`CREATE VIRTUAL TABLE ${vocab} USING fts5vocab(main, ${FTS_STEM_TABLE[translation]}, instance)`);
  const ids = Int32Array.from(db.prepare('SELECT verse_id FROM verse_texts WHERE translation = ? ORDER BY verse_id').pluck().all(translation) as number[]);
  if (ids.length > 0xffff) throw new Error('stem_postings stores verse positions as uint16');
  const position = new Map(Array.from(ids, (id, i) => [id, i]));
  const lengths = new Uint16Array(ids.length);
  const insert = db.prepare('INSERT INTO stem_postings (translation, term, docs, tfs, offsets) VALUES (?, ?, ?, ?, ?)');
  let term = '';
  let docs: number[] = [];
  let tfs: number[] = [];
  let offsets: number[] = [];
  const flush = () => {
    if (docs.length) insert.run(translation, term, Buffer.from(Uint16Array.from(docs).buffer), Buffer.from(Uint8Array.from(tfs)), Buffer.from(Uint8Array.from(offsets)));
    docs = [];
    tfs = [];
    offsets = [];
  };
  db.transaction(() => {
    // One row per token occurrence, by term, verse and offset: runs of equal (term, verse) are its frequency.
    for (const [t, doc, offset] of db.prepare(`SELECT term, doc, offset FROM ${vocab} ORDER BY term, doc, offset`).raw().all() as [string, number, number][]) {
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
    db.prepare('INSERT INTO stem_documents (translation, verse_ids, lengths) VALUES (?, ?, ?)').run(translation, Buffer.from(ids.buffer), Buffer.from(lengths.buffer));
  })();
  db.exec(`DROP TABLE ${vocab}`);
}

function writeCrossReferences(db: Database.Database, verses: ReadonlySet<number>, chapters: ReadonlyMap<number, number>): void {
  const { references, skipped } = readCrossReferences(verses, chapters);
  // A few stray references are tolerable; many would mean the source's layout changed under us.
  if (references.length < 300_000 || skipped > references.length / 100) {
    throw new Error(`cross-references: ${references.length} read, ${skipped} skipped; the source is not as expected`);
  }
  const { verseIds, offsets, targets } = encodeCrossReferences([...verses].sort((a, b) => a - b), references);
  db.prepare('INSERT INTO cross_references (verse_ids, offsets, targets) VALUES (?, ?, ?)').run(verseIds, offsets, targets);
}

/** Checks that both translations cover exactly the same verses (KJV versification). */
function checkAlignment(kjv: SourceVerse[], web: SourceVerse[]): void {
  const kjvIds = new Set(kjv.map((v) => v.id));
  const webIds = new Set(web.map((v) => v.id));
  if (kjvIds.size !== kjv.length || webIds.size !== web.length) throw new Error('duplicate verse ids in a source');
  const missing = [...kjvIds].filter((id) => !webIds.has(id));
  const extra = [...webIds].filter((id) => !kjvIds.has(id));
  if (missing.length || extra.length) {
    throw new Error(`WEB is not aligned with KJV: ${missing.length} verses missing, ${extra.length} extra`);
  }
  const empty = web.filter((v) => v.text === '').length + kjv.filter((v) => v.text === '').length;
  if (empty) throw new Error(`${empty} empty verses in the sources`);
}

/**
 * Builds the verse database at `outPath` from the npm sources. Deterministic: the same inputs give
 * the same rows in the same order. Writes to a temporary file and renames it, so a reader never sees
 * a half-built database.
 */
export function buildVersesDb(outPath: string, onProgress: (p: BuildProgress) => void = () => {}): { verses: number; inputsHash: string } {
  onProgress({ phase: 'reading', done: 0, total: 2 });
  const texts: Record<Translation, SourceVerse[]> = { kjv: readKjv(), web: readWeb() };
  onProgress({ phase: 'reading', done: 2, total: 2 });
  checkAlignment(texts.kjv, texts.web);
  for (const list of Object.values(texts)) list.sort((a, b) => a.id - b.id);

  const tmpPath = `${outPath}.tmp`;
  rmSync(tmpPath, { force: true });
  const db = new Database(tmpPath);
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('page_size = 4096');
    db.exec(VERSES_SCHEMA);

    const chapterVerses = new Map<string, number>();
    for (const v of texts.kjv) {
      const { book, chapter, verse } = splitVerseId(v.id);
      const key = `${book}:${chapter}`;
      chapterVerses.set(key, Math.max(chapterVerses.get(key) ?? 0, verse));
    }
    const bookChapters = new Map<number, number>();
    for (const key of chapterVerses.keys()) {
      const book = Number(key.split(':')[0]);
      bookChapters.set(book, (bookChapters.get(book) ?? 0) + 1);
    }

    const inputsHash = versesInputsHash();
    db.transaction(() => {
      const insertBook = db.prepare('INSERT INTO books (id, name, osis, testament, chapters, abbreviations) VALUES (?, ?, ?, ?, ?, ?)');
      for (const b of BOOKS) {
        insertBook.run(b.index, b.name, b.osis, b.testament, bookChapters.get(b.index) ?? 0, JSON.stringify(b.abbreviations));
      }
      const insertChapter = db.prepare('INSERT INTO chapters (book_id, chapter, verses) VALUES (?, ?, ?)');
      for (const [key, verses] of chapterVerses) {
        const [book, chapter] = key.split(':').map(Number);
        insertChapter.run(book, chapter, verses);
      }
      const insertTranslation = db.prepare('INSERT INTO translations (id, name, license, source) VALUES (?, ?, ?, ?)');
      for (const t of TRANSLATIONS) insertTranslation.run(t, TRANSLATION_INFO[t].name, TRANSLATION_INFO[t].license, TRANSLATION_INFO[t].source);
      const insertVerse = db.prepare('INSERT INTO verses (id, book_id, chapter, verse) VALUES (?, ?, ?, ?)');
      for (const v of texts.kjv) {
        const { book, chapter, verse } = splitVerseId(v.id);
        insertVerse.run(v.id, book, chapter, verse);
      }
    })();

    const total = texts.kjv.length * TRANSLATIONS.length;
    let done = 0;
    for (const t of TRANSLATIONS) {
      const insertText = db.prepare('INSERT INTO verse_texts (translation, verse_id, text, italics, paragraph) VALUES (?, ?, ?, ?, ?)');
      const insertFts = db.prepare(`INSERT INTO ${FTS_TABLE[t]} (rowid, text) VALUES (?, ?)`);
      const insertStemmed = db.prepare(`INSERT INTO ${FTS_STEM_TABLE[t]} (rowid, text) VALUES (?, ?)`);
      const chunk = 2_000;
      for (let i = 0; i < texts[t].length; i += chunk) {
        db.transaction(() => {
          for (const v of texts[t].slice(i, i + chunk)) {
            insertText.run(t, v.id, v.text, v.italics.length ? JSON.stringify(v.italics) : null, v.paragraph ? 1 : 0);
            insertFts.run(v.id, v.text);
            insertStemmed.run(v.id, v.text);
          }
        })();
        done += Math.min(chunk, texts[t].length - i);
        onProgress({ phase: 'verses', done, total });
      }
    }

    onProgress({ phase: 'indexing', done: 0, total: TRANSLATIONS.length });
    TRANSLATIONS.forEach((t, i) => {
      for (const table of [FTS_TABLE[t], FTS_STEM_TABLE[t]]) db.prepare(`INSERT INTO ${table} (${table}) VALUES ('optimize')`).run();
      onProgress({ phase: 'indexing', done: i + 1, total: TRANSLATIONS.length });
    });

    for (const t of TRANSLATIONS) writeStemPostings(db, t);

    onProgress({ phase: 'cross-references', done: 0, total: 1 });
    writeCrossReferences(db, new Set(texts.kjv.map((v) => v.id)), bookChapters);
    onProgress({ phase: 'cross-references', done: 1, total: 1 });

    onProgress({ phase: 'finishing', done: 0, total: 1 });
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('schema_version', String(VERSES_SCHEMA_VERSION));
    meta.run('inputs_hash', inputsHash);
    meta.run('verse_count', String(texts.kjv.length));
    meta.run('texts_hash', textsHash(texts));
    meta.run('source', JSON.stringify(Object.fromEntries(TRANSLATIONS.map((t) => [t, TRANSLATION_INFO[t].source]))));
    db.exec('ANALYZE');
    db.exec('VACUUM');
    onProgress({ phase: 'finishing', done: 1, total: 1 });
    db.close();
    renameSync(tmpPath, outPath);
    return { verses: texts.kjv.length, inputsHash };
  } catch (err) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw err;
  }
}
