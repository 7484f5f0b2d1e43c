import { execute, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// The texts' words for what each verb form of theirs means, by WordNet (core/bible/knowledge/verb-words.ts
// reads them at build time).

export const VERB_WORDS_DDL = `
CREATE TABLE verb_words (
  word TEXT PRIMARY KEY,    -- a verb form as the KJV or the WEB writes it, lower case (tied, forsaketh)
  verses INTEGER NOT NULL,  -- the verses of the KJV and the WEB that use it, counted in each
  synonyms TEXT NOT NULL    -- the texts' forms of its verb's synonyms, space-separated (bind bound …); '' when none
) WITHOUT ROWID;
`;

export interface VerbWordRow {
  word: string;
  verses: number;
  synonyms: readonly string[];
}

export function writeVerbWords(db: WritableDB, rows: readonly VerbWordRow[]): void {
  for (const r of rows) execute(db, sql`INSERT INTO verb_words (word, verses, synonyms) VALUES (${r.word}, ${r.verses}, ${r.synonyms.join(' ')})`);
}

export interface VerbWord {
  verses: number;
  synonyms: readonly string[];
}

/** Every verb form of the texts with its verse count and its synonyms' forms (6,609 rows: read whole, once). */
export function readVerbWords(db: ReadableDB): ReadonlyMap<string, VerbWord> {
  const rows = queryRows<[string, number, string]>(db, sql`SELECT word, verses, synonyms FROM verb_words`);
  return new Map(rows.map(([word, verses, synonyms]) => [word, { verses, synonyms: synonyms === '' ? [] : synonyms.split(' ') }]));
}
