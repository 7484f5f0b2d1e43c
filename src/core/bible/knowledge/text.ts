import type { Translation } from '#shared/contract/bible.ts';
import { NUMBER_WORDS_SOURCE } from './numbers.ts';

// What the extraction reads: verse texts, their words, and patterns written with placeholders.

export interface VerseText {
  id: number;
  text: string;
}

/** Both translations, canonical order, aligned verse by verse (the same ids at the same positions). */
export type Texts = Readonly<Record<Translation, readonly VerseText[]>>;

export interface Token {
  word: string;
  start: number;
  end: number;
}

/** A word, hyphenated compounds whole (`Beth-lehem`, `Maher-shalal-hash-baz`). */
const WORD = /[A-Za-z]+(?:-[A-Za-z]+)*/g;

export function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
}

/** A capitalised word as a name would be written: `Noah`, `Beth-lehem`, `Bethlehem-judah`; not `LORD`. */
export const NAME_SHAPE = /^[A-Z][a-z]+(?:-[A-Za-z][a-z]*)*$/;

const NAME_SOURCE = '(?<![A-Za-z-])([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*)(?![A-Za-z-])';

/**
 * Compiles a pattern: `{N}` is a capitalised word (a candidate name, captured), `{NUM}` number
 * words (captured); the rest is a regular expression. Flags `dg`: every match with its groups' indices.
 */
export function pattern(source: string, flags = ''): RegExp {
  const expanded = source.replaceAll('{N}', NAME_SOURCE).replaceAll('{NUM}', `(${NUMBER_WORDS_SOURCE})`);
  return new RegExp(expanded, `dg${flags}`);
}

/** Where the sentence holding `at` starts: after the last `.`, `?` or `!` before it (or the verse start). */
export function sentenceStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if (text[i] === '.' || text[i] === '?' || text[i] === '!') return i + 1;
  return 0;
}

/** Where the clause holding `at` starts: after the last `.`, `;`, `:`, `?` or `!` before it. */
export function clauseStart(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if ('.;:?!'.includes(text[i]!)) return i + 1;
  return 0;
}

/** Where the clause holding `at` ends: at the next `.`, `;`, `:`, `?` or `!` (or the verse end). */
export function clauseEnd(text: string, at: number): number {
  for (let i = at; i < text.length; i++) if ('.;:?!'.includes(text[i]!)) return i;
  return text.length;
}

/** The lower-case word just before `at` (skipping spaces and commas), or '' at the start. */
export function wordBefore(text: string, at: number): string {
  const m = /([A-Za-z']+)[\s,]*$/.exec(text.slice(Math.max(0, at - 30), at));
  return m ? m[1]!.toLowerCase() : '';
}

/** Words that, just before a name, put it in the position of an object, not a subject. */
export const NOT_BEFORE_SUBJECT = new Set([
  'of',
  'to',
  'unto',
  'with',
  'by',
  'from',
  'in',
  'into',
  'for',
  'against',
  'upon',
  'at',
  'on',
  'before',
  'after',
  'toward',
  'towards',
  'the',
  'his',
  'her',
  'their',
  'our',
  'my',
  'thy',
  'your',
  'whom',
  'than',
  'as',
  'like',
  'about',
  'among',
  'over',
  'under',
  'through',
  'between',
  'without',
  'within',
  'called',
  'named',
  'begat',
  'bare',
  'bore',
  'saw',
  'sent',
  'took',
  'slew',
  'killed',
  'smote',
  'anointed',
  'is',
  'was',
  'were',
  'be',
]);

/** Words after which a name starts a clause as its subject: `And Moses said`, `that Cain rose up`. */
const SUBJECT_LEAD = new Set([
  'and',
  'then',
  'so',
  'but',
  'now',
  'that',
  'also',
  'for',
  'behold',
  'therefore',
  'wherefore',
  'moreover',
  'howbeit',
  'because',
  'when',
  'if',
  'yet',
  'lo',
  'after',
  'thus',
  'again',
  'o',
]);

/** Whether the name at `start` stands where a subject does: after punctuation, the verse start, or a conjunction (or joined to a name that does). */
export function inSubjectPosition(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 30), start);
  if (/(?:^|[,;:.?!"(])\s*$/.test(before)) return true;
  // `between Zorah and Eshtaol`, `unto Moses and Aaron`: a name joined to another stands where that one does.
  const joined = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*) and\s+$/.exec(before);
  if (joined) return inSubjectPosition(text, start - before.length + joined.index);
  const word = /([A-Za-z]+)\s+$/.exec(before)?.[1]?.toLowerCase();
  return word !== undefined && SUBJECT_LEAD.has(word);
}
