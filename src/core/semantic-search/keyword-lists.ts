import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { Bm25Index } from '../lexical/bm25-index.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { tokenize } from '../lexical/tokenizer.ts';

/** How many tokens may stand between two query words for them to count as near. */
const PROXIMITY = 4;

/** The query's content words: no function words, and no one-letter tokens (the `s` of `God's`). */
function contentWords(query: string): string[] {
  return [...new Set(tokenize(query).filter((t) => t.length > 1 && !STOPWORDS.has(t)))];
}

/**
 * The keyword half of semantic search: the query's content words, OR-ed, against the stemmed index,
 * best bm25 first. Unlike keyword search it needs no operator syntax and never refuses a query.
 */
export function createKeywordLists(bm25: Bm25Index) {
  return {
    /** Verses with any of the query's content words, best bm25 first (summed over the translations given). */
    anyWords(query: string, translations: Translation | readonly Translation[], limit: number): number[] {
      const words = contentWords(query);
      return words.length ? bm25.search(translations, bm25.stems(words), limit).map((hit) => hit.id) : [];
    },

    /**
     * Verses with any of the query's content words in any bundled translation, best first: each word
     * by its best bm25 in any one of them (see Bm25Index.searchAnyTranslation), so a verse is found
     * by the words of its modern renderings too (`treat others` in the NHEB's Luke 6:31).
     */
    anyWordsAnyTranslation(query: string, limit: number): number[] {
      const words = contentWords(query);
      return words.length ? bm25.searchAnyTranslation(bm25.stems(words), limit).map((hit) => hit.id) : [];
    },

    /**
     * Verses whose KJV or WEB wording holds the whole query as a phrase (stemmed, function words and
     * all: `the Lord is my shepherd`), canonical order, at most `limit`. Empty for a one-word query.
     */
    quoted(query: string, limit: number): number[] {
      const tokens = bm25.stemsOfEach([query])[0] ?? [];
      if (tokens.length < 2) return [];
      return [...new Set(TRANSLATIONS.flatMap((t) => bm25.phrase(t, tokens, limit)))].sort((a, b) => a - b).slice(0, limit);
    },

    /**
     * Verses where neighbouring content words of the query stand close together (`loved the world`
     * for "love for the world"): each adjacent pair within PROXIMITY tokens, OR-ed. Empty for a
     * one-word query.
     */
    nearPairs(query: string, translation: Translation, limit: number): number[] {
      const words = contentWords(query);
      if (words.length < 2) return [];
      // Each content word is one token of the tokenizer, so one stem.
      const stems = bm25.stemsOfEach(words).map((s) => s[0]!);
      const pairs = stems.slice(1).map((s, i) => [stems[i]!, s] as const);
      return bm25.near(translation, pairs, PROXIMITY, limit).map((hit) => hit.id);
    },
  };
}

export type KeywordLists = ReturnType<typeof createKeywordLists>;
