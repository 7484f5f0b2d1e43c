// Paraphrase sets: a query in everyday words and the one verse it restates (hit@10 asks whether the
// verse is in the top ten). The modern set is held to wording the verse does not use.
import { readFileSync } from 'node:fs';
import { READING_TRANSLATIONS } from '#shared/contract/bible.ts';
import { parseReference } from '#shared/bible/reference.ts';
import { verseId } from '#core/bible/verse-id.ts';
import type { VerseStore } from '#core/bible/verse-store.ts';
import { STOPWORDS } from '#core/lexical/stopwords.ts';
import { tokenize } from '#core/lexical/tokenizer.ts';
import { porterStem } from '#core/lexical/porter-stemmer.ts';

export interface Paraphrase {
  query: string;
  reference: string;
  id: number;
  /** `dev` may be tuned on; `test` is only reported. The first set has no split (all of it was tuned on). */
  split?: 'dev' | 'test';
}

export function loadParaphrases(file: string): Paraphrase[] {
  const raw = JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as Omit<Paraphrase, 'id'>[];
  return raw.map((p) => {
    const parsed = parseReference(p.reference);
    return { ...p, id: verseId(parsed.book.index, parsed.start.chapter, parsed.start.verse!) };
  });
}

/** The first set (70, written with the first engine; many share most of their words with the verse). */
export const PARAPHRASES = loadParaphrases('paraphrases.json');
/** The modern set: at most half of each query's content words are in its verse, in any bundled translation. */
export const MODERN_PARAPHRASES = loadParaphrases('paraphrases-modern.json');

/** The most content words a modern paraphrase may share with its verse, as a share of its own. */
export const MAX_SHARED_WORDS = 0.5;

const contentStems = (text: string) =>
  new Set(
    tokenize(text)
      .filter((t) => !STOPWORDS.has(t))
      .map(porterStem),
  );

/** The largest share of the query's content words (stemmed) that its verse uses, over all eight bundled translations (search reads them all). */
export function sharedWords(query: string, id: number, store: VerseStore): number {
  const own = contentStems(query);
  if (own.size === 0) return 0;
  let most = 0;
  for (const t of READING_TRANSLATIONS) {
    const text = store.getVerse(id, t)?.text;
    if (!text) continue;
    const verse = contentStems(text);
    most = Math.max(most, [...own].filter((s) => verse.has(s)).length / own.size);
  }
  return most;
}

/** The paraphrases that break the rule, so the benchmark can refuse to report a set that measures keyword recall. */
export function tooClose(set: readonly Paraphrase[], store: VerseStore): { query: string; reference: string; shared: number }[] {
  return set.map((p) => ({ query: p.query, reference: p.reference, shared: sharedWords(p.query, p.id, store) })).filter((p) => p.shared > MAX_SHARED_WORDS);
}
