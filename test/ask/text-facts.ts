import { afterAll } from 'vitest';
import { createVerseStore, type VerseStore } from '#core/bible/verse-store.ts';
import { createBm25Index } from '#core/lexical/bm25-index.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { openVersesDb } from '#core/verses-db/open.ts';
import { readQuestion } from '#core/ask/read-question.ts';
import { createTextFacts, type TextFacts } from '#core/ask/text-facts.ts';

/** The built verses.db's texts and what the question reader knows of them (names, words, kinds), closed after the calling file's tests. */
export function openTextSources(): { store: VerseStore; facts: TextFacts } {
  const db = openVersesDb(defaultVersesDbPath());
  afterAll(() => db.close());
  const bm25 = createBm25Index(db);
  const store = createVerseStore(db);
  return { store, facts: createTextFacts(db, () => bm25, store) };
}

/** What the question reader knows of the built verses.db, closed after the calling file's tests. */
export const openTextFacts = (): TextFacts => openTextSources().facts;

/** The words a question's term is read with (`stew` → stew, pottage), or none when the question has no such term. */
export const termWordsOf = (facts: TextFacts) => (question: string, word: string) =>
  readQuestion(question, facts).terms.find((t) => t.word === word)?.words ?? [];
