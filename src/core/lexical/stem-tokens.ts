import { tokenize } from './tokenizer.ts';
import { porterStem } from './porter-stemmer.ts';

/**
 * The tokens FTS5's `porter unicode61 remove_diacritics 2` tokenizer makes of `text`, in order:
 * the stemmed indexes' terms, without a scratch table (porter-stemmer.test.ts checks them against FTS5).
 */
export function stemTokens(text: string): string[] {
  return tokenize(text).map(porterStem);
}
