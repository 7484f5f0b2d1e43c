import { TRANSLATIONS } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { isDivineName, type AnswerCandidate } from './candidates.ts';
import type { Word } from './clauses.ts';
import type { NameTest } from './names.ts';
import type { Shape } from './shape.ts';

// Who a verse's words stand for when it does not name the one asked about: `the Philistine` of
// 1 Samuel 17 is Goliath, and `David` of `So David prevailed …, and smote the Philistine, and slew
// him` is the one who slew.

/** Whether one of these verses comes before this one in its chapter (or is it): the chapter has named him when it gets to this verse. */
export function namedBefore(verses: ReadonlySet<number>, id: number): boolean {
  const chapter = Math.floor(id / 1000);
  for (const v of verses) if (Math.floor(v / 1000) === chapter && v <= id) return true;
  return false;
}

/** The verses just before a verse in its chapter, latest first, at most `count`: where an antecedent is looked for. */
export function idsBefore(id: number, count: number): number[] {
  const ids: number[] = [];
  for (let back = 1; back <= count && (id % 1000) - back >= 1; back++) ids.push(id - back);
  return ids;
}

/** A name in more verses than this is too common a figure for one epithet to stand for him alone. */
const EPITHET_NAME_VERSES = 60;

/**
 * The capitalised words the texts call a rare name by (`Goliath the Philistine`, `Elijah the Tishbite`):
 * in a chapter that names him, `the Philistine` is he.
 */
export function epithetsOf(key: string, input: { store: VerseStore; versesOf: (key: string) => ReadonlySet<number> }): ReadonlySet<string> {
  const verses = input.versesOf(key);
  const found = new Set<string>();
  if (verses.size > EPITHET_NAME_VERSES) return found;
  const escaped = key.replace(/[^\p{L}-]/gu, '');
  const pattern = new RegExp(`\\b${escaped} the (\\p{Lu}\\p{Ll}+)\\b`, 'gu');
  for (const id of verses) {
    for (const translation of TRANSLATIONS) {
      const text = input.store.getVerse(id, translation)?.text ?? '';
      for (const match of text.matchAll(pattern)) if (!isDivineName(match[1]!)) found.add(match[1]!);
    }
  }
  return found;
}

/** How far from its verb the subject of a chain of predicates counts as standing, in words. */
export const CHAIN_GAP = 3;
/** Words after the subject that hand the clause to another speaker or subject. */
const NEW_SUBJECT = new Set('he she they i we ye thou who which whom that when because if said saith spake say says told'.split(' '));
/** Words a name may follow without being a subject of its own (`prevailed over the Philistine`, `sent to Joab`). */
const GOVERNING = new Set('the of over to unto with from by against upon on in at before after for into his her'.split(' '));
/** Words that may open the clause of a subject. */
const CLAUSE_OPENERS = new Set(['and', 'so', 'then', 'now', 'but', 'therefore']);

/**
 * "Who killed Goliath?": `So David prevailed over the Philistine with a sling …, and smote the
 * Philistine, and slew him`: the subject of a chain of predicates is the doer of each, however far the
 * verb stands. The verb's index when the candidate is the clause's first name in subject position,
 * with no other subject, speaker or sentence end before it.
 */
export function chainedVerb(
  shape: Shape,
  text: string,
  words: readonly Word[],
  candidate: AnswerCandidate,
  relationHits: readonly number[],
  isName: NameTest,
): number | undefined {
  if (shape.role !== 'agent' || candidate.kind !== 'name') return undefined;
  const verb = relationHits.find((h) => h > candidate.to);
  if (verb === undefined || verb - candidate.to <= 3) return undefined;
  // At the verse's start or after `And`/`So`.
  const previous = words[candidate.from - 1];
  if (previous && !CLAUSE_OPENERS.has(previous.text.toLowerCase())) return undefined;
  if (/[.;:?!]/.test(text.slice(words[candidate.to]!.end, words[verb]!.start))) return undefined;
  // A second subject joined to the first (`Joab and Abishai his brother slew Abner`) shares the verb.
  const joined = (i: number) => i === candidate.to + 2 && words[i - 1]!.text === 'and';
  for (let i = candidate.to + 1; i < verb; i++) {
    const word = words[i]!;
    if (NEW_SUBJECT.has(word.text.toLowerCase())) return undefined;
    if (/^\p{Lu}/u.test(word.text) && isName(word.text) && !GOVERNING.has(words[i - 1]?.text.toLowerCase() ?? '') && !joined(i)) return undefined;
  }
  return verb;
}
