import { findBook } from '#shared/bible/books.ts';

// "In First Corinthians…", "In Paul's second letter to Timothy…", "By whom did Peter send his first
// letter?": people name the numbered books in words. Said as the texts' titles (`1 Corinthians`),
// the book is where the question looks (question.ts `BOOK_SCOPE`), and its `first` asks no first.

/**
 * The words after which a question names the book to look in: `in`, `according to`, `the book of`,
 * `the letter to`; `In` and `According` may open the question. question.ts reads the book after them
 * (`BOOK_SCOPE`), and names.ts gives a title typed in lower case its capital there, so both must agree.
 */
export const BOOK_LEAD = String.raw`(?:[Ii]n|[Aa]ccording to|(?:book|prophecy|letter|epistle|gospel) of|(?:letter|epistle) to)\s+(?:the\s+)?`;

const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, '1st': 1, '2nd': 2, '3rd': 3 };
const ORDINAL = '(first|second|third|1st|2nd|3rd)';

/** The numbered book an ordinal and a name make (`second`, `timothy`: 2 Timothy), by its title. */
function numbered(ordinal: string, name: string): string | undefined {
  return findBook(`${ORDINALS[ordinal.toLowerCase()]} ${name}`)?.name;
}

/** "first letter to the Corinthians", "second epistle of Peter": the letter of the book. */
const LETTER_TO = new RegExp(String.raw`\b${ORDINAL}\s+(?:letter|epistle)\s+(?:to|of)\s+(?:the\s+)?(\p{L}+)`, 'giu');
/** "Peter's first letter": the book of the writer's name. */
const OWNED_LETTER = new RegExp(String.raw`\b(\p{L}+)['’]s\s+${ORDINAL}\s+(?:letter|epistle)\b`, 'giu');
/** "in First Corinthians", "from Second Kings": a title in words after a word that points to a book (not "the first kings"). */
const TITLE = new RegExp(String.raw`(^|\b(?:in|from|of|to|according\s+to|read)\s+)${ORDINAL}\s+(\p{L}+)\b`, 'giu');
/** "did Peter send his first letter": the letter of the one name before it. */
const HIS_LETTER = new RegExp(String.raw`\bhis\s+${ORDINAL}\s+(?:letter|epistle)\b`, 'giu');

/** The question with the numbered books it names in words written as their titles. */
export function numberedBooks(text: string): string {
  let said = text
    .replace(LETTER_TO, (all, ordinal: string, name: string) => {
      const book = numbered(ordinal, name);
      return book ? `letter of ${book}` : all;
    })
    .replace(OWNED_LETTER, (all, name: string, ordinal: string) => {
      const book = numbered(ordinal, name);
      return book ? `the letter of ${book}` : all;
    })
    .replace(TITLE, (all, before: string, ordinal: string, name: string) => {
      const book = numbered(ordinal, name);
      return book ? `${before}${book}` : all;
    });
  const names = [...said.matchAll(/(?<=\s)\p{Lu}\p{Ll}+/gu)].map((m) => m[0]);
  said = said.replace(HIS_LETTER, (all, ordinal: string) => {
    const books = [...new Set(names.map((name) => numbered(ordinal, name)).filter((b) => b !== undefined))];
    return books.length === 1 ? `the letter of ${books[0]}` : all;
  });
  return said;
}
