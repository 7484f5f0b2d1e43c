import { bookByIndex, findBook } from '#shared/bible/books.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { KnowledgeFact } from '../verses-db/knowledge.ts';
import { isPersonName, SELF } from './narrator.ts';
import type { FactAnswer } from './fact-answers.ts';
import type { NameFacts, NameTest } from './names.ts';

/** "Who wrote the book of Revelation?", "Who wrote the Song of Songs?", "Who authored Romans?" */
const WHO_WROTE =
  /^\s*who (?:wrote|authored|penned|(?:is|was) the (?:author|writer) of)(?: most of)? (?:the )?(?:(?:book|letter|epistle|gospel|prophecy) (?:of|to) (?:the )?)?([^?]+?)\s*\??\s*$/i;

/** The book a question asks the writer of, when it asks that. */
export function authorAsked(question: string): number | undefined {
  const named = WHO_WROTE.exec(question)?.[1];
  return named === undefined ? undefined : findBook(named)?.index;
}

/** The book's first verse names its writer first: `Paul, an apostle`, `The proverbs of Solomon`, `The song of songs, which is Solomon's`. */
const FIRST_NAME = /\p{Lu}\p{Ll}+/gu;

/** Verses holding a phrase of stems in one translation (see TextFacts.phraseVerses). */
type PhraseVerses = (translation: KnowledgeFact['translation'], stems: readonly string[]) => ReadonlySet<number>;

/** Whom a first verse names as the book's subject, never its writer (`the gospel of Jesus Christ`). */
const SUBJECTS = new Set(['Jesus', 'Christ']);

/** Chapters and verses are read until the book ends; no book has more. */
const MAX_CHAPTERS = 150;
const MAX_VERSES = 176;

/**
 * Who the book itself says speaks or writes it: the people it names as `I X`, and the first person its
 * first verse names, each counted by the verses that say so (either translation). Revelation's `I John`
 * (1:9, 21:2, 22:8) outweighs the `Jesus Christ` of 1:1; Hebrews names no one, so nothing is said.
 */
export function authorsOf(book: number, store: VerseStore, isName: NameTest, names: NameFacts, phraseVerses?: PhraseVerses): FactAnswer[] {
  const found = new Map<string, { text: string; facts: KnowledgeFact[]; verses: Set<number> }>();
  const isPerson = (word: string) => isPersonName(isName, names, word);
  const add = (word: string, id: number, translation: KnowledgeFact['translation'], at: number) => {
    const canonical = names.canonical(word);
    const key = canonical.toLowerCase();
    let entry = found.get(key);
    if (!entry) found.set(key, (entry = { text: canonical, facts: [], verses: new Set() }));
    entry.verses.add(id);
    entry.facts.push({
      relation: 'write',
      subject: canonical,
      subjectAs: word,
      subjectKey: undefined,
      object: undefined,
      objectAs: undefined,
      objectText: undefined,
      objectKey: undefined,
      number: undefined,
      verse: id,
      translation,
      span: [at, at + word.length],
      inverse: false,
      resolved: false,
    });
  };
  for (let chapter = 1; chapter <= MAX_CHAPTERS; chapter++) {
    if (!store.getVerse(verseId(book, chapter, 1), 'kjv')) break;
    for (let verse = 1; verse <= MAX_VERSES; verse++) {
      const id = verseId(book, chapter, verse);
      let any = false;
      for (const translation of TRANSLATIONS) {
        const text = store.getVerse(id, translation)?.text;
        if (!text) continue;
        any = true;
        for (const m of text.matchAll(SELF)) if (isPerson(m[1]!)) add(m[1]!, id, translation, m.index + m[0].length - m[1]!.length);
        if (chapter === 1 && verse === 1) {
          // Not one the book is about (`The book of the generation of Jesus Christ`) or speaks to (`O Theophilus`).
          const first = [...text.matchAll(FIRST_NAME)].find((m) => isPerson(m[0]));
          if (first && !SUBJECTS.has(first[0]) && !/\bO $/.test(text.slice(0, first.index))) add(first[0], id, translation, first.index);
        }
      }
      if (!any) break;
    }
  }
  // A book that names no writer may be quoted by one elsewhere: `David himself saith in the book of Psalms` (Luke 20:42).
  if (found.size === 0 && phraseVerses) {
    const title = bookByIndex(book)!.name;
    const quoting = new RegExp(String.raw`(\p{Lu}\p{Ll}+)(?: himself)? (?:saith|says|said|spake|speaketh|writeth|wrote) in the book of ${title}\b`, 'gu');
    for (const translation of TRANSLATIONS)
      for (const id of phraseVerses(translation, stemTokens(`book of ${title}`))) {
        const text = store.getVerse(id, translation)?.text ?? '';
        for (const m of text.matchAll(quoting)) if (isPerson(m[1]!)) add(m[1]!, id, translation, m.index);
      }
  }
  return [...found.entries()]
    .sort((a, b) => b[1].verses.size - a[1].verses.size || a[0].localeCompare(b[0]))
    .map(([key, { text, facts }]) => ({ key, text, facts }));
}
