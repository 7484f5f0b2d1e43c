import { bookByIndex } from '#shared/bible/books.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId, verseId } from '../bible/verse-id.ts';
import { isDivineName } from './candidates.ts';
import type { Word } from './clauses.ts';
import type { NameFacts, NameTest } from './names.ts';

// "Which prophet saw a valley of dry bones?": the prophets tell their visions in the first person
// (`set me down in the midst of the valley which was full of bones`, Ezekiel 37:1; `Then I turned, and
// lifted up mine eyes, and looked, and behold a flying roll`, Zechariah 5:1), so the one who saw is
// the book's own teller, whom the texts name in other verses.

/** A name the texts use mostly for a person, not God's: `Isaiah`, `Job`; not `Babylon`, `LORD`. */
export const isPersonName = (isName: NameTest, names: NameFacts, word: string) => isName(word) && !isDivineName(word) && (names.kinds(word)?.person ?? 0) > 0.5;

/** A writer naming himself: `I John, who also am your brother`, `I Paul`, `I, Daniel`, `I Tertius, who wrote this epistle`. */
export const SELF = /\bI,? (\p{Lu}\p{Ll}+)\b(?!['’])/gu;

export interface Narrator {
  key: string;
  text: string;
}

/** A book names its teller as `I X` in this many verses at least (`I Daniel`, `I John`); one `I Deborah` in a song does not make Judges hers. */
const SELF_VERSES = 3;
/** How many verses of a book's opening may name the one it is named after: `the word of the LORD came expressly unto Ezekiel` (1:3). */
const OPENING_VERSES = 3;
/** A letter's first words name its writer: `Paul, an apostle`, `Paul and Timotheus, the servants`, `James, a servant`. */
const LETTER_OPENING = /^(\p{Lu}\p{Ll}+)(?: \p{Lu}\p{Ll}+)?(?: and \p{Lu}\p{Ll}+)?, (?:a|an|the|called)\b/u;

/** Past forms that do not end in `-ed`, as a teller uses them of himself: `I saw`, `I went`, `he brought me`. */
const PAST = new Set(
  'saw heard said spake came went took gave brought sat stood lay rose arose fell ate did made bought hid found knew wrote set put beheld began drank ran sent told slew smote sware built thought was had held led met kept left bare wept'.split(
    ' ',
  ),
);
const isPast = (word: string | undefined) => !!word && (PAST.has(word.toLowerCase()) || /^[a-z]{2,}[^e]ed$/.test(word.toLowerCase()));
/** What may stand between `I` and its past verb: `I also saw`, `I Daniel alone saw`. */
const BETWEEN = new Set(['also', 'then', 'alone']);

/**
 * Where a verse tells of its teller in the first person: `I` before a past verb (`I saw`, `I turned`),
 * `me` after one (`carried me out`, `said unto me`). Not `I will`, `I am`, `I have`: in the prophets
 * those are mostly the LORD's own words.
 */
export function tellerAt(words: readonly Word[]): number[] {
  const at: number[] = [];
  words.forEach((w, i) => {
    if (w.text === 'I') {
      // `I Daniel alone saw`: past the name he gives himself and the adverbs.
      let k = /^\p{Lu}/u.test(words[i + 1]?.text ?? '') ? i + 2 : i + 1;
      while (BETWEEN.has(words[k]?.text.toLowerCase() ?? '')) k++;
      if (isPast(words[k]?.text)) at.push(i);
    } else if (w.text.toLowerCase() === 'me') {
      const before = words[i - 1]?.text.toLowerCase();
      if (isPast(words[i - 1]?.text) || ((before === 'unto' || before === 'to') && isPast(words[i - 2]?.text))) at.push(i);
    }
  });
  return at;
}

/** The one man a verse's book speaks to as `thee`, as a name key; undefined for a book to many or to none (see recipients.ts). */
export type AddresseeOf = (id: number) => string | undefined;

/** Where a letter speaks to the one it greets: `thee`, `thou`, `thy`, `thine` (the KJV's singular; the WEB's `you` may be many). */
export const addressedAt = (words: readonly Word[]): number[] => words.flatMap((w, i) => (/^(?:thee|thou|thy|thine)$/i.test(w.text) ? [i] : []));

/**
 * Who tells a verse in the first person: the last one a verse of its chapter up to it names as `I X`
 * (`I Nebuchadnezzar was at rest in mine house`), else the book's teller: the one it names as `I X`
 * most (`I John`, `I Daniel`), the one it is named after when its opening names him (Isaiah, Ezekiel,
 * Zechariah, Nehemiah), or the writer a letter opens with (`Paul, an apostle`). Books that name none
 * (Genesis, Kings, the gospels) have no teller.
 */
export function createNarrators(store: VerseStore, isName: NameTest, names: NameFacts) {
  const isPerson = (word: string) => isPersonName(isName, names, word);
  const narrator = (word: string): Narrator => {
    const text = names.canonical(word);
    return { key: text.toLowerCase(), text };
  };
  const selfNamed = new Map<number, (Narrator & { verse: number })[]>();
  const bookTellers = new Map<number, Narrator | undefined>();

  /** The `I X` of a chapter, in verse order (KJV). */
  function selvesOf(book: number, chapter: number) {
    const key = book * 1000 + chapter;
    let found = selfNamed.get(key);
    if (found) return found;
    found = [];
    for (let verse = 1; ; verse++) {
      const text = store.getVerse(verseId(book, chapter, verse), 'kjv')?.text;
      if (text === undefined) break;
      for (const m of text.matchAll(SELF)) {
        const named = isPerson(m[1]!) ? narrator(m[1]!) : undefined;
        if (named && !found.some((s) => s.verse === verse && s.key === named.key)) found.push({ ...named, verse });
      }
    }
    selfNamed.set(key, found);
    return found;
  }

  function bookTeller(book: number): Narrator | undefined {
    if (bookTellers.has(book)) return bookTellers.get(book);
    const counts = new Map<string, { teller: Narrator; verses: number }>();
    for (let chapter = 1; store.getVerse(verseId(book, chapter, 1), 'kjv'); chapter++)
      for (const s of selvesOf(book, chapter)) {
        const entry = counts.get(s.key) ?? { teller: s, verses: 0 };
        entry.verses++;
        counts.set(s.key, entry);
      }
    const [most] = [...counts.values()].sort((a, b) => b.verses - a.verses || a.teller.key.localeCompare(b.teller.key));
    let teller = most && most.verses >= SELF_VERSES ? most.teller : undefined;
    const title = bookByIndex(book)!.name;
    if (!teller && isPerson(title))
      for (let verse = 1; verse <= OPENING_VERSES && !teller; verse++) {
        const text = store.getVerse(verseId(book, 1, verse), 'kjv')?.text ?? '';
        if (new RegExp(`\\b${title}\\b`, 'u').test(text)) teller = narrator(title);
      }
    if (!teller) {
      const opening = LETTER_OPENING.exec(store.getVerse(verseId(book, 1, 1), 'kjv')?.text ?? '');
      if (opening && isPerson(opening[1]!)) teller = narrator(opening[1]!);
    }
    bookTellers.set(book, teller);
    return teller;
  }

  return (id: number): Narrator | undefined => {
    const { book, chapter, verse } = splitVerseId(id);
    const inChapter = selvesOf(book, chapter).filter((s) => s.verse <= verse);
    return inChapter.at(-1) ?? bookTeller(book);
  };
}

export type NarratorOf = ReturnType<typeof createNarrators>;
