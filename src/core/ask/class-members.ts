import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { wordsOf, type Word } from './clauses.ts';
import { stem } from './lexicon.ts';
import type { NameFacts, NameTest } from './names.ts';
import { CITY, PLACE_KINDS } from './place-kinds.ts';

/**
 * Who the texts call by a class noun anywhere: `Elijah the prophet`, `the prophet Elijah`, `king
 * David`, `Anna, a prophetess`, `Luke, the beloved physician`. "Which prophet was taken up in a
 * chariot of fire?" is answered by a verse that never says `prophet` (`Elijah went up by a whirlwind`);
 * knowing Elijah is one is what lets that verse answer it. Keys are canonical names, lower case.
 */
export function createClassMembers(
  store: VerseStore,
  isName: NameTest,
  names: NameFacts,
  phraseVerses: (translation: Translation, stems: readonly string[]) => ReadonlySet<number>,
) {
  const cache = new Map<string, ReadonlySet<string>>();
  return (noun: string): ReadonlySet<string> => {
    const nounStem = stem(noun);
    let members = cache.get(nounStem);
    if (members) return members;
    const found = new Set<string>();
    // A place is named after its kind's `of` too (`the sea of Galilee`, `the land of Uz`); not a person
    // (`king of Israel`), nor a city, which stands in the place after its `of` (`a city of Galilee`, `the cities of Judah`).
    // By the stem, as the cache is: `hills` reads as `hill` does, whichever is asked first.
    const kind = PLACE_KINDS.find((words) => words.some((word) => stem(word) === nounStem));
    const place = kind !== undefined && kind !== CITY;
    const placeName = (word: string) => (names.kinds(word)?.person ?? 0) < 0.5;
    for (const translation of TRANSLATIONS)
      // The stemmed indexes hold porter stems, not this file's light ones (`priest` is `pri` here).
      for (const id of phraseVerses(translation, stemTokens(noun))) {
        const words = wordsOf(store.getVerse(id, translation)?.text ?? '');
        words.forEach((w, i) => {
          if (w.stem !== nounStem) return;
          const at = apposedNames(words, i);
          if (place && lower(words[i + 1]) === 'of' && capitalised(words[i + 2]) && placeName(words[i + 2]!.text)) at.push(i + 2);
          for (const k of at) if (isName(words[k]!.text)) found.add(names.canonical(words[k]!.text).toLowerCase());
        });
      }
    cache.set(nounStem, (members = found));
    return members;
  };
}

const lower = (w: Word | undefined) => w?.text.toLowerCase();
const capitalised = (w: Word | undefined) => w !== undefined && /^\p{Lu}/u.test(w.text);

/** Where a name stands in apposition to the noun at `at`: before `the`/`a`/`that` (one adjective allowed) or `one of the`, right after it, or after `named` or `called`. */
function apposedNames(words: readonly Word[], at: number): number[] {
  const out: number[] = [];
  // `Elijah the prophet`, `Luke, the beloved physician`, `Anna, a prophetess`, `Nineveh, that great city`.
  for (const article of [at - 1, at - 2]) {
    if (!/^(the|a|an|that)$/.test(lower(words[article]) ?? '')) continue;
    if (article === at - 2 && capitalised(words[at - 1])) continue;
    if (capitalised(words[article - 1])) out.push(article - 1);
  }
  // `Harbonah, one of the chamberlains`.
  if (lower(words[at - 1]) === 'the' && lower(words[at - 2]) === 'of' && lower(words[at - 3]) === 'one' && capitalised(words[at - 4])) out.push(at - 4);
  // `the prophet Elijah`, `king David`.
  if (capitalised(words[at + 1]) && lower(words[at + 2]) !== 'of') out.push(at + 1);
  // `a certain prophet, named Agabus`, `a maid named Rhoda`.
  if (/^(named|called)$/.test(lower(words[at + 1]) ?? '') && capitalised(words[at + 2])) out.push(at + 2);
  return out;
}
