import { BOOKS } from '#shared/bible/books.ts';
import { splitVerseId } from '../bible/verse-id.ts';

/**
 * The books whose verses are mostly teaching, prayer and wisdom rather than narrative, law or lists:
 * where people who search a topic ("trusting God", "anger") expect their answers to come from. Written
 * by us from the books' genres, not learned from any judgments.
 */
export const TEACHING_BOOKS: ReadonlySet<string> = new Set([
  'Psalms',
  'Proverbs',
  'Ecclesiastes',
  'Isaiah',
  'Matthew',
  'Mark',
  'Luke',
  'John',
  // The epistles, Romans to Jude (Revelation is mostly vision narrative).
  ...BOOKS.slice(
    BOOKS.findIndex((b) => b.name === 'Romans'),
    BOOKS.findIndex((b) => b.name === 'Jude') + 1,
  ).map((b) => b.name),
]);

/**
 * How much more a teaching verse counts in semantic search's fused score. 1.5 measured best on the
 * tuning topics among 1.2, 1.3 and 1.5 while keeping the paraphrase hit rate at or above 0.92 (see
 * README, "Semantic search"); 1 turns the prior off.
 */
export const TEACHING_BOOST = 1.5;

const teaching = new Set(BOOKS.filter((b) => TEACHING_BOOKS.has(b.name)).map((b) => b.index));

/** The prior of a verse: TEACHING_BOOST for teaching books, 1 otherwise. */
export function bookPrior(verseId: number, boost = TEACHING_BOOST): number {
  return teaching.has(splitVerseId(verseId).book) ? boost : 1;
}
