import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { Bm25Index } from '../lexical/bm25-index.ts';
import { readKnowledge, type Knowledge } from '../verses-db/knowledge.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readWordUsage, type WordUsage } from '../verses-db/word-usage.ts';
import { createNameFacts, createNameTest, createNounTest, type NameFacts, type NameTest } from './names.ts';

/** What reading an answer needs to know of the texts beyond the verses: names, nouns, how common a word is. */
export interface TextFacts {
  isName: NameTest;
  names: NameFacts;
  nounlike: (word: string) => number;
  /** The verses a candidate answer's words stand in. */
  versesOf: (key: string) => ReadonlySet<number>;
  /** The knowledge layer (names, kinship, offices, actions), loaded on first use. */
  knowledge: () => Knowledge;
  /** The verses holding these stems in a row, in one translation. */
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>;
}

/** The text facts of one verses.db, each table read on first use. */
export function createTextFacts(versesDb: VersesDb, bm25: () => Bm25Index): TextFacts {
  let usage: WordUsage | undefined;
  const usageOf = () => (usage ??= readWordUsage(versesDb));
  let knowledge: Knowledge | undefined;
  const knowledgeOf = () => (knowledge ??= readKnowledge(versesDb));
  return {
    isName: createNameTest(usageOf),
    names: createNameFacts(knowledgeOf),
    knowledge: knowledgeOf,
    nounlike: createNounTest(usageOf),
    // The verses an answer's words stand in, either translation: a name's by the knowledge layer (every
    // spelling: `Beth-lehem` and `Bethlehem`), other words by their stems.
    versesOf(key) {
      const name = knowledgeOf().nameInfo(key);
      if (name) return new Set([...name.verses.kjv, ...name.verses.web]);
      const stems = stemTokens(key);
      const found = new Set<number>();
      if (stems.length > 0) for (const t of TRANSLATIONS) for (const id of bm25().versesWithAny(t, [stems])) found.add(id);
      return found;
    },
    phraseVerses: (translation, stems) => bm25().versesWithAny(translation, [stems]),
  };
}
