import type { Testament } from '../contract/bible.ts';

export interface BookInfo {
  /** 1..66 in canonical (Protestant) order. */
  index: number;
  name: string;
  /** OSIS book code, as used by the WEB source and OpenBible data. */
  osis: string;
  testament: Testament;
  /** Lower-case forms people type, without dots; the full name is always accepted too. */
  abbreviations: readonly string[];
}

type Row = [name: string, osis: string, abbreviations: string];

// Abbreviations follow common study-Bible usage (SBL and the forms on popular Bible sites).
const OLD: Row[] = [
  ['Genesis', 'Gen', 'gen ge gn'],
  ['Exodus', 'Exod', 'exod exo ex'],
  ['Leviticus', 'Lev', 'lev le lv'],
  ['Numbers', 'Num', 'num nu nm nb'],
  ['Deuteronomy', 'Deut', 'deut deu dt'],
  ['Joshua', 'Josh', 'josh jos jsh'],
  ['Judges', 'Judg', 'judg jdg jg jdgs'],
  ['Ruth', 'Ruth', 'rth ru'],
  ['1 Samuel', '1Sam', '1sam 1sa 1sm 1s'],
  ['2 Samuel', '2Sam', '2sam 2sa 2sm 2s'],
  ['1 Kings', '1Kgs', '1kgs 1ki 1kin 1kg 1k'],
  ['2 Kings', '2Kgs', '2kgs 2ki 2kin 2kg 2k'],
  ['1 Chronicles', '1Chr', '1chr 1ch 1chron'],
  ['2 Chronicles', '2Chr', '2chr 2ch 2chron'],
  ['Ezra', 'Ezra', 'ezr'],
  ['Nehemiah', 'Neh', 'neh ne'],
  ['Esther', 'Esth', 'esth est es'],
  ['Job', 'Job', 'jb'],
  ['Psalms', 'Ps', 'ps psa psalm pss psm pslm'],
  ['Proverbs', 'Prov', 'prov pro prv pr'],
  ['Ecclesiastes', 'Eccl', 'eccl ecc ec qoh'],
  ['Song of Solomon', 'Song', 'song sng sos so canticles songofsongs song of songs'],
  ['Isaiah', 'Isa', 'isa is'],
  ['Jeremiah', 'Jer', 'jer je jr'],
  ['Lamentations', 'Lam', 'lam la'],
  ['Ezekiel', 'Ezek', 'ezek eze ezk'],
  ['Daniel', 'Dan', 'dan da dn'],
  ['Hosea', 'Hos', 'hos ho'],
  ['Joel', 'Joel', 'jl'],
  ['Amos', 'Amos', 'am'],
  ['Obadiah', 'Obad', 'obad ob oba'],
  ['Jonah', 'Jonah', 'jon jnh'],
  ['Micah', 'Mic', 'mic mc'],
  ['Nahum', 'Nah', 'nah na'],
  ['Habakkuk', 'Hab', 'hab hb'],
  ['Zephaniah', 'Zeph', 'zeph zep zp'],
  ['Haggai', 'Hag', 'hag hg'],
  ['Zechariah', 'Zech', 'zech zec zc'],
  ['Malachi', 'Mal', 'mal ml'],
];

const NEW: Row[] = [
  ['Matthew', 'Matt', 'matt mat mt'],
  ['Mark', 'Mark', 'mrk mar mk mr'],
  ['Luke', 'Luke', 'luk lk'],
  ['John', 'John', 'jn jhn joh'],
  ['Acts', 'Acts', 'act ac'],
  ['Romans', 'Rom', 'rom ro rm'],
  ['1 Corinthians', '1Cor', '1cor 1co'],
  ['2 Corinthians', '2Cor', '2cor 2co'],
  ['Galatians', 'Gal', 'gal ga'],
  ['Ephesians', 'Eph', 'eph ephes'],
  ['Philippians', 'Phil', 'phil php pp'],
  ['Colossians', 'Col', 'col co'],
  ['1 Thessalonians', '1Thess', '1thess 1th 1thes'],
  ['2 Thessalonians', '2Thess', '2thess 2th 2thes'],
  ['1 Timothy', '1Tim', '1tim 1ti 1tm'],
  ['2 Timothy', '2Tim', '2tim 2ti 2tm'],
  ['Titus', 'Titus', 'tit ti'],
  ['Philemon', 'Phlm', 'phlm philem phm'],
  ['Hebrews', 'Heb', 'heb he'],
  ['James', 'Jas', 'jas jm jam'],
  ['1 Peter', '1Pet', '1pet 1pe 1pt 1p'],
  ['2 Peter', '2Pet', '2pet 2pe 2pt 2p'],
  ['1 John', '1John', '1john 1jn 1jo 1jhn'],
  ['2 John', '2John', '2john 2jn 2jo 2jhn'],
  ['3 John', '3John', '3john 3jn 3jo 3jhn'],
  ['Jude', 'Jude', 'jud jd'],
  ['Revelation', 'Rev', 'rev re rv revelations apocalypse'],
];

function toBook([name, osis, abbreviations]: Row, index: number, testament: Testament): BookInfo {
  return { index, name, osis, testament, abbreviations: abbreviations.split(' ') };
}

export const BOOKS: readonly BookInfo[] = [...OLD.map((row, i) => toBook(row, i + 1, 'old')), ...NEW.map((row, i) => toBook(row, OLD.length + i + 1, 'new'))];

/** Books with a single chapter, where `Jude 3` means verse 3. */
export const SINGLE_CHAPTER_BOOKS = new Set(['Obadiah', 'Philemon', '2 John', '3 John', 'Jude']);

/** Folds a typed book name for lookup: lower case, no dots or spaces, roman numerals and ordinals to digits. */
export function bookKey(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/\./g, ' ')
    .trim()
    .replace(/^(iii|3rd|third)\s+/, '3 ')
    .replace(/^(ii|2nd|second)\s+/, '2 ')
    .replace(/^(i|1st|first)\s+/, '1 ')
    .replace(/[\s']+/g, '');
}

const BY_KEY = new Map<string, BookInfo>();
for (const book of BOOKS) {
  for (const form of [book.name, book.osis, ...book.abbreviations]) BY_KEY.set(bookKey(form), book);
}
// The KJV source names Song of Solomon this way.
BY_KEY.set(bookKey("Solomon's Song"), BOOKS[21]!);

/** Finds a book by name, OSIS code or abbreviation (`jn`, `1 cor`, `Ps`, `I Kings`). */
export function findBook(typed: string): BookInfo | undefined {
  return BY_KEY.get(bookKey(typed));
}

/** Matthew, Mark, Luke and John: books 40 to 43. */
export const isGospel = (index: number): boolean => index >= 40 && index <= 43;

export function bookByIndex(index: number): BookInfo | undefined {
  return BOOKS[index - 1];
}
