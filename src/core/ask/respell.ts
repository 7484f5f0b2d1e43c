import type { Knowledge } from '../verses-db/knowledge.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { typedInLowerCase } from './names.ts';

/**
 * "Who killed Goliah?", "Who interpreted Pharoah's dreams?": a name misspelled as people often do is
 * read as the name of the KJV and the WEB it is closest to, when no text uses the word (or hardly
 * any: see MORE_USED). A name of five to seven letters may be one letter added, dropped or two
 * swapped away (not one changed); from eight letters on, two edits of any kind. Shorter words, words
 * of the texts and book titles are left as typed, so "France" and "Japan" stay names the Bible never
 * mentions. Ties go to the name the texts use most. Another translation's spelling of the same
 * person (Young's `Zaccheus`) is read as the texts' name, whose verses are that spelling's.
 */
export function createRespeller(
  knowledge: () => Knowledge,
  /** The verses of any translation that use the word, up to RESPELL_MAX_USED; undefined for a lower-case word of the texts. */
  versesUsing: (word: string) => readonly number[] | undefined,
  bookTitle: (word: string) => boolean,
) {
  let forms: { form: string; lower: string; verses: number }[] | undefined;
  const formsOf = () =>
    (forms ??= [...knowledge().names()].flatMap((n) =>
      n.forms.map((form) => ({ form, lower: form.toLowerCase(), verses: n.verses.kjv.length + n.verses.web.length })),
    ));

  function closest(word: string, strict: boolean): { form: string; verses: number } | undefined {
    const lower = word.toLowerCase();
    const reach = lower.length >= (strict ? LONGER : LONG) && !(strict && ENGLISH_SUFFIX.test(lower)) ? 2 : 1;
    let best: { form: string; distance: number; verses: number } | undefined;
    for (const f of formsOf()) {
      if (Math.abs(f.lower.length - lower.length) > reach) continue;
      // A short name is misspelled by a letter doubled, dropped or swapped; one letter changed is more often another name (Japan, Javan).
      const distance = editDistance(lower, f.lower, reach, reach === 2 ? 1 : 2);
      if (distance > reach) continue;
      if (!best || distance < best.distance || (distance === best.distance && f.verses > best.verses)) best = { form: f.form, distance, verses: f.verses };
    }
    return best;
  }

  /** Whether another translation's spelling stands in the verses where the texts' name does (Young's `Zaccheus`, the KJV's `Zacchaeus`). */
  function sameVerses(verses: readonly number[], form: string): boolean {
    const info = knowledge().nameInfo(form);
    if (!info || verses.length === 0) return false;
    const named = new Set([...info.verses.kjv, ...info.verses.web]);
    return verses.filter((id) => named.has(id)).length * 2 >= verses.length;
  }

  return function respell(question: string, askedInLowerCase?: boolean): string {
    // "who killed goliah": in a question typed all in lower case any word may be a name, held to the
    // strict reach (one letter added, dropped or swapped), since an English word is more often unknown.
    // So it was typed though names' capitals were given back since (`who betrayed sampson to the Philistines`).
    const lowerCase = askedInLowerCase ?? typedInLowerCase(question);
    const word = lowerCase ? /(?<![\p{L}'’-])\p{L}[\p{Ll}]+(?![\p{L}-])/gu : /(?<![\p{L}'’-])\p{Lu}[\p{Ll}]+(?![\p{L}-])/gu;
    return question.replace(word, (typed) => {
      if (typed.length < SHORTEST || STOPWORDS.has(typed.toLowerCase()) || bookTitle(typed)) return typed;
      if (knowledge().nameInfo(typed)) return typed;
      const verses = versesUsing(typed);
      if (!verses || verses.length >= RESPELL_MAX_USED) return typed;
      const name = closest(typed, lowerCase);
      if (!name) return typed;
      return name.verses >= MORE_USED * verses.length || sameVerses(verses, name.form) ? name.form : typed;
    });
  };
}

const SHORTEST = 5;
/**
 * A word another translation uses is its spelling (the NHEB's `Bathsheba`), unless a name of the
 * texts this close is used far more: Webster's one `Pharoah` is a slip for its `Pharaoh`.
 */
const MORE_USED = 5;
/** A word this many verses use is a word of its own, not a slip; `versesUsing` need not look further. */
export const RESPELL_MAX_USED = 50;
const LONG = 8;
/**
 * Typed in lower case, where any English word may be taken for a name, only one this long gets two
 * edits (`methusaleh`, `nebuchadnezer`), and not one an English word's ending makes (`narcissism` is no `Narcissus`).
 */
const LONGER = 9;
const ENGLISH_SUFFIX = /(?:ism|ness|tion|sion|ity|ment|ful|less|ing|ous|ive|able|ible)$/;

/** Optimal string alignment distance (an adjacent swap is one edit; a substitution costs `change`), cut off past `limit`. */
function editDistance(a: string, b: string, limit: number, change: number): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : change;
      let d = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > limit) return limit + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}
