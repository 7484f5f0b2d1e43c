import { tokenize } from './tokenizer.ts';
import { porterStem } from './porter-stemmer.ts';

/**
 * The tokens FTS5's `porter unicode61 remove_diacritics 2` tokenizer makes of `text`, in order:
 * the stemmed indexes' terms, without a scratch table (porter-stemmer.test.ts checks them against FTS5).
 */
export function stemTokens(text: string): string[] {
  return tokenize(text).map(porterStem);
}

/**
 * stemTokens with each distinct word stemmed once: the database build stems 6 million tokens of
 * about 30,000 distinct words. The memory grows with the vocabulary, so it is for one batch, not
 * for the queries of a running app.
 */
export function createCachedStemTokens(): (text: string) => string[] {
  const stems = new Map<string, string>();
  return (text) =>
    tokenize(text).map((word) => {
      let stem = stems.get(word);
      if (stem === undefined) stems.set(word, (stem = porterStem(word)));
      return stem;
    });
}
