import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { findBook } from '#shared/bible/books.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { Bm25Index } from '../lexical/bm25-index.ts';
import { readKnowledge, type Knowledge } from '../verses-db/knowledge.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readWordUsage, type WordUsage } from '../verses-db/word-usage.ts';
import { readNounClass } from '../verses-db/noun-classes.ts';
import { readVerbWords, type VerbWord } from '../verses-db/verb-words.ts';
import { readWordBridge } from '../verses-db/word-bridge.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { createClassMembers } from './class-members.ts';
import { createNarrators, type AddresseeOf, type NarratorOf } from './narrator.ts';
import { createAddressees } from './recipients.ts';
import { createSpeakers, type SpeakerOf } from './speakers.ts';
import { createRespeller, RESPELL_MAX_USED } from './respell.ts';
import { createNameFacts, createNameTest, createNounTest, type NameFacts, type NameTest } from './names.ts';

/** What reading an answer needs to know of the texts beyond the verses: names, nouns, how common a word is. */
export interface TextFacts {
  isName: NameTest;
  names: NameFacts;
  nounlike: (word: string) => number;
  /** Whether the texts write the word in lower case: a word of theirs, no name. */
  isWord: (word: string) => boolean;
  /** The verses a candidate answer's words stand in. */
  versesOf: (key: string) => ReadonlySet<number>;
  /** The knowledge layer (names, kinship, offices, actions), loaded on first use. */
  knowledge: () => Knowledge;
  /** The verses holding these stems in a row, in one translation. */
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>;
  /** The question with a misspelled name read as the texts' closest one (see respell.ts); whether it was typed in lower case, when its case has changed since. */
  respell: (question: string, askedInLowerCase?: boolean) => string;
  /** Who the texts call by a class noun (`Elijah the prophet`), each noun read on first use (see class-members.ts). */
  classMembers: (noun: string) => ReadonlySet<string>;
  /** The texts' words for things of a class (`birds`: `ravens`, `quails`), each class read on first use; empty for no class of physical things. */
  thingsOfClass: (noun: string) => ReadonlySet<string>;
  /** A verb form of the texts: the verses using it and the texts' forms of its synonyms (see verb-words.ts); undefined for no verb form of theirs. */
  verbWord: (word: string) => VerbWord | undefined;
  /** The older words the translations put for a modern one (`pretend`: `feign`; see word-bridge.ts), best first; empty for none. */
  bridgeWords: (word: string) => readonly string[];
  /** Who tells a verse in the first person, when its book names him (see narrator.ts). */
  narratorOf: NarratorOf;
  /** The one man a verse's book greets by name, whom its `thee` means (see recipients.ts). */
  addresseeOf: AddresseeOf;
  /** The one whose speech, opened in a verse before, a verse continues (see speakers.ts). */
  speakerOf: SpeakerOf;
}

/** The text facts of one verses.db, each table read on first use. */
export function createTextFacts(versesDb: VersesDb, bm25: () => Bm25Index, store: VerseStore): TextFacts {
  let usage: WordUsage | undefined;
  const usageOf = () => (usage ??= readWordUsage(versesDb));
  let knowledge: Knowledge | undefined;
  const knowledgeOf = () => (knowledge ??= readKnowledge(versesDb));
  const isName = createNameTest(usageOf);
  const names = createNameFacts(knowledgeOf);
  const isWord = (word: string) => usageOf().lowercase.has(word);
  const classes = new Map<string, ReadonlySet<string>>();
  let verbs: ReadonlyMap<string, VerbWord> | undefined;
  let bridge: ReadonlyMap<string, readonly string[]> | undefined;
  const phraseVerses = (translation: Translation, stems: readonly string[]) => bm25().versesWithAny(translation, [stems]);
  return {
    isName,
    names,
    knowledge: knowledgeOf,
    nounlike: createNounTest(usageOf),
    isWord,
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
    phraseVerses,
    classMembers: createClassMembers(store, isName, names, phraseVerses),
    thingsOfClass(noun) {
      let members = classes.get(noun);
      if (!members) classes.set(noun, (members = readNounClass(versesDb, noun)));
      return members;
    },
    verbWord: (word) => (verbs ??= readVerbWords(versesDb)).get(word),
    bridgeWords(word) {
      const [stem, ...more] = stemTokens(word);
      return stem === undefined || more.length > 0 ? [] : ((bridge ??= readWordBridge(versesDb)).get(stem) ?? []);
    },
    narratorOf: createNarrators(store, isName, names),
    addresseeOf: createAddressees(store, isName, names),
    speakerOf: createSpeakers(store, isName, names),
    respell: createRespeller(
      knowledgeOf,
      // A word of the texts in lower case is no misspelled name; else the verses of any translation that use it.
      (word) =>
        isWord(word.toLowerCase())
          ? undefined
          : bm25()
              .searchAnyTranslation(bm25().stems([word.toLowerCase()]), RESPELL_MAX_USED)
              .map((hit) => hit.id),
      (word) => findBook(word) !== undefined,
    ),
  };
}
