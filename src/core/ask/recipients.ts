import { findBook } from '#shared/bible/books.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId, verseId } from '../bible/verse-id.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { isDivineName, saidPhrase } from './candidates.ts';
import type { RankedAnswer } from './factoid.ts';
import type { NameFacts, NameTest } from './names.ts';
import type { AddresseeOf } from './narrator.ts';

// "Who is 3 John written to?", "To whom was Acts written?", "Who did Luke write his gospel to?": a
// book's first verses say whom it is for (`The elder unto the wellbeloved Gaius`, `O Theophilus`,
// `To all that be in Rome`), as its writer's greeting; no other verse does.

const BOOK_WORDS = String.raw`(?:the )?(?:(?:book|letter|epistle|gospel|prophecy) (?:of |to (?:the )?)?)?`;
const WRITTEN = String.raw`(?:written|addressed|sent|written and sent)`;
const ASKED = [
  // "Who is 3 John written to?", "Who was the letter of 2 John addressed to?", "Who was the third letter of John written to?"
  new RegExp(String.raw`^\s*(?:who|whom) (?:is|was|were) ${BOOK_WORDS}(.+?) ${WRITTEN} (?:to|for)\s*\??\s*$`, 'i'),
  // "To whom was the book of Acts written?"
  new RegExp(String.raw`^\s*(?:to|for) whom (?:is|was|were) ${BOOK_WORDS}(.+?) ${WRITTEN}\s*\??\s*$`, 'i'),
  // "Who did Luke write his gospel to?", "Who did Luke write Acts to?"
  /^\s*(?:who|whom) did (\p{L}+) (?:write|address) (?:his |her |the )?(?:gospel|letter|epistle|book )?(?:of )?(.*?)\s*(?:to|for)\s*\??\s*$/iu,
];

/** The book a question asks the recipient of, when it asks that. */
export function recipientAsked(question: string): number | undefined {
  for (const pattern of ASKED) {
    const m = pattern.exec(question);
    if (!m) continue;
    // "Who did Luke write his gospel to?": the writer names his book when the question names none.
    // "Who was the third letter of John written to?" comes as `the letter of 3 John` (see book-named.ts).
    const named = m[2] !== undefined ? m[2] || m[1]! : m[1]!;
    const found = findBook(named)?.index;
    if (found !== undefined) return found;
  }
  return undefined;
}

/** How many of a book's first verses hold its greeting (Revelation's is 1:4, Romans' 1:7). */
const GREETING_VERSES = 7;
/** Words that may stand between `unto` and the one greeted: `unto the wellbeloved Gaius`, `most excellent Theophilus`. */
const ADDRESS = String.raw`(?:(?:the|my|our|mine|own|dear|dearly|beloved|wellbeloved|well-beloved|most|excellent|elect|noble) )*`;
/** One greeted by name: after `unto`/`to`, `O`, or `most excellent`. */
const GREETED_NAME = new RegExp(String.raw`(?:\b(?:[Uu]nto|[Tt]o) ${ADDRESS}|\bO |\bmost excellent )(\p{Lu}\p{Ll}+)`, 'gu');
/**
 * Those greeted by a phrase: `unto`/`to` opening a verse, after a comma, or after the verse's first
 * words (`The elder unto the elect lady`, `John to the seven churches`), not `separated unto the gospel`.
 */
const GREETED_PHRASE = /(?:^|,\s+|^(?:\S+\s+){1,2})(?:[Uu]nto|[Tt]o) ((?:the|all|them)\b[^,;:.()]+)/u;
/**
 * A greeting said in a longer phrase is cut before its first relative clause (`the church of the
 * Thessalonians which is in God…`), else before a preposition (`like precious faith with us through…`).
 */
const PHRASE_WORDS = 10;
/** A recipient the book's greeting names is as surely stated as a fact the knowledge layer states (called.ts too). */
export const GREETED_SCORE = 0.6;

/** Whom the book's first verses greet: the first one named (KJV), else the first phrase greeted. */
export function recipientsOf(book: number, store: VerseStore, isName: NameTest): RankedAnswer[] {
  const verses = Array.from({ length: GREETING_VERSES }, (_, i) => verseId(book, 1, i + 1)).flatMap((id) => {
    const text = store.getVerse(id, 'kjv')?.text;
    return text ? [{ id, text }] : [];
  });
  for (const { id, text } of verses)
    for (const m of text.matchAll(GREETED_NAME)) {
      const name = m[1]!;
      if (!isName(name) || isDivineName(name)) continue;
      const start = m.index + m[0].length - name.length;
      return [answer(id, name, start)];
    }
  for (const { id, text } of verses) {
    const m = GREETED_PHRASE.exec(text);
    if (!m) continue;
    const words = m[1]!.trim().split(/\s+/);
    const clause = words.findIndex((w, i) => i >= 2 && /^(?:which|that|who)$/.test(w));
    const link = words.findIndex((w, i) => i >= 4 && /^(?:with|through|by|in|according)$/.test(w));
    const cut = words.length <= PHRASE_WORDS ? words.length : clause > 0 ? clause : link > 0 ? link : PHRASE_WORDS;
    const phrase = words.slice(0, cut).join(' ');
    return [answer(id, phrase, m.index + m[0].length - m[1]!.length)];
  }
  return [];
}

function answer(id: number, text: string, start: number): RankedAnswer {
  const key = stemTokens(text).join(' ');
  const candidate = saidPhrase(key, text, start, start + text.length);
  return { key, score: GREETED_SCORE, support: [{ id, translation: 'kjv', candidate, score: GREETED_SCORE, local: 1 }] };
}

/** The letters, Romans to Jude: their `thee` is the one they greet. */
const LETTERS = { first: 45, last: 65 };

/**
 * A letter to one man (`Unto Timothy`, `To Titus`) says `thee` for him, and so does a prophet's book
 * whose word came to him by name (`the word of the LORD came unto Jonah`); not a history whose opening
 * has someone speak to another (`said to Elijah`, 2 Kings 1:3), nor Luke's `thou` to all it tells of.
 */
export function createAddressees(store: VerseStore, isName: NameTest, names: NameFacts): AddresseeOf {
  const byBook = new Map<number, string | undefined>();
  return (id) => {
    const { book } = splitVerseId(id);
    if (!byBook.has(book)) {
      const [greeted] = recipientsOf(book, store, isName);
      const text = greeted?.support[0]!.candidate.text;
      const letter = book >= LETTERS.first && book <= LETTERS.last;
      const own = text !== undefined && findBook(text)?.index === book;
      byBook.set(book, text !== undefined && isName(text) && (letter || own) ? names.canonical(text).toLowerCase() : undefined);
    }
    return byBook.get(book);
  };
}
