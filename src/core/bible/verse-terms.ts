/**
 * What the Douay-Rheims verse map (rhe-verse-map.ts) compares verses by: the stems of their content
 * words, old verb endings and names spelled the Vulgate's way or the Hebrew's brought together, each
 * weighted by how rare it is.
 */
import { porterStem } from '../lexical/porter-stemmer.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { foldToken } from '../lexical/tokenizer.ts';
import type { SourceVerse } from './sources.ts';

/** Words that say nothing about which verse is which, beyond the search stopwords. */
const FILLER = new Set('thee thou thy thine ye hath hast doth dost shall shalt unto upon also even lo behold yea art wilt let may might saith'.split(' '));

/**
 * A name's consonant skeleton, so that the Vulgate's spellings meet the Hebrew ones (Ezechias and
 * Hezekiah, Sion and Zion, Phihahiroth and Pi-hahiroth): p and ph are f, h is dropped, k is c, z is s,
 * j and y are i, a final s is dropped, and vowels after the first letter, and doubled letters, go.
 */
export function nameSkeleton(word: string): string {
  const w = foldToken(word)
    .replace(/-/g, '')
    .replace(/ph?/g, 'f')
    .replace(/h/g, '')
    .replace(/k/g, 'c')
    .replace(/z/g, 's')
    .replace(/[jy]/g, 'i')
    .replace(/s$/, '');
  return (w.slice(0, 1) + w.slice(1).replace(/[aeiou]/g, '')).replace(/(.)\1+/g, '$1');
}

/** The terms each word gives, by its spelling: stemming is the slow part, and words repeat. */
const wordTerms = new Map<string, string[]>();

/** The old second- and third-person endings (`visitest`, `waterest`, `goeth`), which the stemmer keeps. */
const archaicEnding = (token: string) => (/^\w{2,}eth$|^\w{3,}est$/.test(token) ? token.slice(0, -3) : token);

function termsOfWord(word: string): string[] {
  const folded = foldToken(word);
  const tokens = folded.split('-').filter((token) => token.length > 1 && !STOPWORDS.has(token) && !FILLER.has(token));
  const terms = tokens.map((token) => porterStem(archaicEnding(token)));
  // Capitalised: a name, or the first word of a sentence (where a function word is dropped above).
  if (tokens.length && word.length > 2 && word[0] !== folded[0]) terms.push(`~${nameSkeleton(word)}`);
  return terms;
}

/** What a verse is compared by: the stems of its content words, and the skeletons (`~…`) of its capitalised ones. */
export function contentTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const [word] of text.matchAll(/\p{L}+(?:-\p{L}+)*/gu)) {
    let found = wordTerms.get(word);
    if (!found) wordTerms.set(word, (found = termsOfWord(word)));
    for (const t of found) terms.add(t);
  }
  return [...terms];
}

/** The terms of each verse, and how much each term tells: rare names weigh most, words in every other verse least. */
export interface Vocabulary {
  termsOf(verse: SourceVerse): string[];
  weights: ReadonlyMap<string, number>;
}

export function vocabularyOf(verses: readonly SourceVerse[]): Vocabulary {
  const termsByVerse = new Map<SourceVerse, string[]>();
  const termsOf = (verse: SourceVerse) => {
    let terms = termsByVerse.get(verse);
    if (!terms) termsByVerse.set(verse, (terms = contentTerms(verse.text)));
    return terms;
  };
  const df = new Map<string, number>();
  for (const verse of verses) for (const t of termsOf(verse)) df.set(t, (df.get(t) ?? 0) + 1);
  return { termsOf, weights: new Map([...df].map(([t, n]) => [t, Math.log(1 + verses.length / n)])) };
}
