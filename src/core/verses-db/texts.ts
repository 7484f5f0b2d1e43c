import { READING_TRANSLATIONS, type ReadingTranslation, type Translation } from '#shared/contract/bible.ts';
import { execute, queryAll, queryOne, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// Books, chapters, translations, verses and their texts.

export const TEXTS_DDL = `
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
`;

export interface BookRow {
  id: number;
  name: string;
  osis: string;
  testament: 'old' | 'new';
  chapters: number;
  /** JSON array of strings. */
  abbreviations: string;
}

export interface ChapterRow {
  book_id: number;
  chapter: number;
  verses: number;
}

export interface TextRow {
  verse_id: number;
  text: string;
  /** JSON `[[start, end], ...]`, or null when the verse has none. */
  italics: string | null;
  paragraph: number;
}

// Writers (the database build).

export function writeBook(db: WritableDB, b: BookRow): void {
  execute(
    db,
    sql`INSERT INTO books (id, name, osis, testament, chapters, abbreviations) VALUES (${b.id}, ${b.name}, ${b.osis}, ${b.testament}, ${b.chapters}, ${b.abbreviations})`,
  );
}

export function writeChapter(db: WritableDB, c: ChapterRow): void {
  execute(db, sql`INSERT INTO chapters (book_id, chapter, verses) VALUES (${c.book_id}, ${c.chapter}, ${c.verses})`);
}

export function writeTranslation(db: WritableDB, t: { id: string; name: string; license: string; source: string }): void {
  execute(db, sql`INSERT INTO translations (id, name, license, source) VALUES (${t.id}, ${t.name}, ${t.license}, ${t.source})`);
}

export function writeVerse(db: WritableDB, v: { id: number; book: number; chapter: number; verse: number }): void {
  execute(db, sql`INSERT INTO verses (id, book_id, chapter, verse) VALUES (${v.id}, ${v.book}, ${v.chapter}, ${v.verse})`);
}

export function writeVerseText(db: WritableDB, translation: string, row: TextRow): void {
  execute(
    db,
    sql`INSERT INTO verse_texts (translation, verse_id, text, italics, paragraph) VALUES (${translation}, ${row.verse_id}, ${row.text}, ${row.italics}, ${row.paragraph})`,
  );
}

// Readers. A verse the WEB leaves out is stored with no text, so the two stay aligned verse by verse
// (the stem postings, the knowledge layer); no reader returns it, as no translation shows a verse it lacks.

export function readTextRow(db: ReadableDB, translation: ReadingTranslation, id: number): TextRow | undefined {
  return queryOne<TextRow>(
    db,
    sql`SELECT verse_id, text, italics, paragraph FROM verse_texts WHERE translation = ${translation} AND verse_id = ${id} AND text <> ''`,
  );
}

/** The texts of verses `from..to` (ids), canonical order. */
export function readTextRows(db: ReadableDB, translation: ReadingTranslation, from: number, to: number): TextRow[] {
  return queryAll<TextRow>(
    db,
    sql`SELECT verse_id, text, italics, paragraph FROM verse_texts WHERE translation = ${translation} AND verse_id BETWEEN ${from} AND ${to} AND text <> '' ORDER BY verse_id`,
  );
}

/**
 * Every verse's text in one translation, canonical order: what the semantic index embeds, row for row
 * alike in both translations; a verse the WEB leaves out is embedded in the KJV's words (and shown so).
 */
export function readAllTexts(db: ReadableDB, translation: Translation): { id: number; text: string }[] {
  return queryAll(
    db,
    sql`SELECT v.verse_id AS id, CASE WHEN v.text <> '' THEN v.text ELSE k.text END AS text FROM verse_texts v
        JOIN verse_texts k ON k.translation = 'kjv' AND k.verse_id = v.verse_id
        WHERE v.translation = ${translation} ORDER BY v.verse_id`,
  );
}

export function readChapters(db: ReadableDB): ChapterRow[] {
  return queryAll<ChapterRow>(db, sql`SELECT book_id, chapter, verses FROM chapters`);
}

/** The bundled translations, each with how many verses it has. */
export function readTranslations(db: ReadableDB): { id: ReadingTranslation; name: string; license: string; source: string; verses: number }[] {
  const rows = queryAll<{ id: ReadingTranslation; name: string; license: string; source: string; verses: number }>(
    db,
    sql`SELECT t.id, t.name, t.license, t.source, (SELECT count(*) FROM verse_texts v WHERE v.translation = t.id AND v.text <> '') AS verses FROM translations t`,
  );
  return rows.sort((a, b) => READING_TRANSLATIONS.indexOf(a.id) - READING_TRANSLATIONS.indexOf(b.id));
}

export function readVerseCount(db: ReadableDB): number {
  return queryOne<{ n: number }>(db, sql`SELECT count(*) AS n FROM verses`)!.n;
}
