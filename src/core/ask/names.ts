import { findBook } from '#shared/bible/books.ts';
import { BOOK_LEAD } from './book-named.ts';
import type { Knowledge } from '../verses-db/knowledge.ts';
import type { WordUsage } from '../verses-db/word-usage.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';

/**
 * Tells proper names (`Noah`, `Bethlehem`) from other capitalised words. The KJV capitalises the
 * first word of every sentence and of quoted speech (`saith unto him, Verily`), so position says
 * little; what does is whether the word is ever written in lower case. `God`, `Lord` and `Spirit`
 * are (`other gods`, `lord of`, `a spirit`), so divine titles do not count as names either.
 */
export function createNameTest(usage: () => WordUsage) {
  return function isName(word: string): boolean {
    if (!/^\p{Lu}/u.test(word) || word.length < 2) return false;
    const lower = word.toLowerCase();
    return !STOPWORDS.has(lower) && !usage().lowercase.has(lower);
  };
}

export type NameTest = ReturnType<typeof createNameTest>;

/** A question typed with no capital after its first letter ("who killed goliath"), whose case says nothing of its names. */
export const typedInLowerCase = (question: string) => !/\p{Lu}/u.test(question.slice(1));

/** The text with its first letter a capital: a name given back its case, a sentence its start. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Where a question says where to look, right before the book's title (`in revelation`, `the gospel of mark`). */
const BEFORE_TITLE = new RegExp(String.raw`\b${BOOK_LEAD}$`);
/** What follows a name that owns something: `lot's uncle`. */
const POSSESSIVE = /^['’]s\b/;
/** Words a name does not follow in a question: `what job`, `his job`, `Peter's job` are a common noun; `who's peter` is `who is`. */
const BEFORE_NO_NAME = /(?:\b(?:what|which|a|an|his|her|my|your|their|our|its)|(?<!\b(?:who|what|where|when|how|that|it|there|here|he|she))['’]s?)\s+$/i;

/**
 * "who was the mother of samuel": a question typed all in lower case, its names given back their
 * capitals (`Samuel`), which is how the question's reading tells a name from a word. Only words the
 * texts never write in lower case and know as names, and not after a possessive or a determiner
 * (`what job`), and a book's title where the question says where to look (`in revelation`); a
 * question with capitals anywhere after its first letter is left as typed.
 */
export function restoreNameCase(question: string, isName: NameTest, knownName: (word: string) => boolean): string {
  if (!typedInLowerCase(question)) return question;
  return question.replace(/(?<![\p{L}'’-])\p{Ll}[\p{L}-]*/gu, (word, at: number) => {
    const capitalized = capitalize(word);
    // `in revelation`, `the book of ruth`, `in the song of solomon`: a book's title where a question says
    // where to look, word by word (`Song`, then `Solomon` as the name it is).
    const title = findBook(word)?.name;
    if (title && !/\d/.test(title) && BEFORE_TITLE.test(question.slice(0, at))) return capitalized;
    // `isaacs father`: a name's possessive typed without its apostrophe, where the texts know no such word.
    const owner = capitalized.slice(0, -1);
    if (word.endsWith('s') && isName(capitalized) && !knownName(capitalized) && knownName(owner) && isName(owner)) return `${owner}'s`;
    if (BEFORE_NO_NAME.test(question.slice(0, at)) || !knownName(capitalized)) return word;
    // `lot's uncle`, `job's wife`: a name the texts also use as a word is a name when it owns something.
    return isName(capitalized) || POSSESSIVE.test(question.slice(at + word.length)) ? capitalized : word;
  });
}

/**
 * How nounlike a lower-case word is, 0..1, as the texts use it (counted at build time); 0.5 when they
 * never show it, and low when they do but never after a determiner or a subject (`except`, `whereby`).
 */
export function createNounTest(usage: () => WordUsage) {
  return (word: string): number => {
    const lower = word.toLowerCase();
    return usage().nounlike.get(lower) ?? (usage().lowercase.has(lower) ? NEVER_A_NOUN : 0.5);
  };
}

const NEVER_A_NOUN = 0.2;

export type NounTest = ReturnType<typeof createNounTest>;

/** How the texts use a name, for ranking candidate answers. */
export interface NameFacts {
  /** Shares of the name's uses that mark a person, a place, a people (0..1 each); undefined when it is not a name. */
  kinds(name: string): { person: number; place: number; people: number } | undefined;
  /** The one form all spellings of a name share (`Elias` → `Elijah`). */
  canonical(name: string): string;
  gender(name: string): 'male' | 'female' | undefined;
}

/** The knowledge layer's name index as the answer engine reads it: kinds, gender and one spelling per name. */
export function createNameFacts(knowledge: () => Knowledge): NameFacts {
  const info = (name: string) => knowledge().nameInfo(name.replace(/['’]s$/, ''));
  return {
    kinds(name) {
      const found = info(name);
      if (!found) return undefined;
      const { person, place, people } = found.usage;
      return person + place + people > 0 ? found.kind : undefined;
    },
    canonical: (name) => info(name)?.canonical ?? name.replace(/['’]s$/, ''),
    gender: (name) => info(name)?.gender,
  };
}
