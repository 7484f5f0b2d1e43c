import { bookByIndex, isGospel } from '#shared/bible/books.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import type { RankedAnswer } from './factoid.ts';

// "In which book of the Bible is the story of Jonah?", "Which gospel tells of Lazarus raised?": the
// book where the verses that best match the question gather, by their relevance; the best of them
// in that book is the one cited.

/** How many of retrieval's best verses are counted. */
const COUNTED = 30;
/** "First": a book that tells it at least this share as much as the one that tells it most counts. */
const FIRST_SHARE = 0.5;
/** A book as surely named as an answer stated in a verse. */
const BOOK_SCORE = 0.5;

export function bookAsked(verses: readonly { id: number; relevance: number }[], gospel: boolean, first: boolean): RankedAnswer[] {
  const byBook = new Map<number, { weight: number; best: { id: number; relevance: number } }>();
  for (const v of [...verses].sort((a, b) => b.relevance - a.relevance).slice(0, COUNTED)) {
    const { book } = splitVerseId(v.id);
    // Matthew to John: "Which gospel …" asks for one of the four.
    if (gospel && !isGospel(book)) continue;
    const entry = byBook.get(book);
    if (entry) entry.weight += v.relevance;
    else byBook.set(book, { weight: v.relevance, best: v });
  }
  const most = Math.max(0, ...[...byBook.values()].map((b) => b.weight));
  // "… first given?": of the books that tell it much, the first; the later ones count for less.
  const earliest = Math.min(...[...byBook.entries()].filter(([, e]) => e.weight >= FIRST_SHARE * most).map(([book]) => book));
  const told = (book: number, weight: number) => (!first ? weight : book === earliest ? 2 * most : weight / 2);
  return [...byBook.entries()]
    .map(([book, entry]) => ({ book, ...entry, weight: told(book, entry.weight) }))
    .sort((a, b) => b.weight - a.weight || a.book - b.book)
    .map(({ book, weight, best }, _, [top]) => {
      const name = bookByIndex(book)!.name;
      const text = `The book of ${name}`;
      return {
        key: name.toLowerCase(),
        // As sure as the best verse there matches the question, and as much as the book tells it against the top one.
        score: BOOK_SCORE * best.relevance * Math.min(1, weight / top!.weight),
        support: [
          {
            id: best.id,
            translation: 'kjv',
            candidate: { key: name.toLowerCase(), text, start: 0, end: 0, from: 0, to: 0, kind: 'name' },
            score: BOOK_SCORE,
            local: 1,
          },
        ],
      };
    });
}
