import { CARDINAL_WORD } from '../bible/knowledge/numbers.ts';
import { hyphenatedEnd, type Word } from './clauses.ts';
import type { NameTest } from './names.ts';
import type { Expected } from './question.ts';

/** A stretch of verse text that may be the answer a factoid question asks for. */
export interface Phrase {
  /** What votes are counted by: the name, or the phrase in lower case. */
  key: string;
  /** The verse's own words, e.g. `in Bethlehem of Judaea`, `the third day`. */
  text: string;
  start: number;
  end: number;
}

const CARDINAL = `${CARDINAL_WORD}|\\d+`;
const ORDINAL =
  'first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|fortieth|fiftieth|last';
/** `the six hundredth year`, `the one and twentieth day`: an ordinal with the count before it. */
const ORDINAL_RUN = `(?:(?:${CARDINAL})(?:\\s+and\\s+|\\s+|-))*(?:${ORDINAL}|hundredth|thousandth)`;
const UNIT = 'days?|nights?|years?|months?|hours?|weeks?|watch|sabbaths?|generations?';
const NUMBER = `(?:${CARDINAL})(?:(?:\\s+and\\s+|\\s+|-)(?:${CARDINAL}))*(?![\\p{L}\\d])`;

/** `two whole years`, `three full weeks`: a word between a count and its unit that says it is all of it. */
export const WHOLE = 'whole|full|entire';
const COUNTED_UNIT = `(?:(?:${WHOLE})\\s+)?(?:${UNIT})`;

const DURATION = new RegExp(`\\b${NUMBER}\\s+${COUNTED_UNIT}(?:\\s+and\\s+${NUMBER}\\s+${COUNTED_UNIT})?`, 'giu');
const TIME_PATTERNS = [
  new RegExp(`\\b(?:the\\s+)?${ORDINAL_RUN}\\s+(?:day|month|year|hour|watch)(?:\\s+of\\s+the\\s+(?:(?:${ORDINAL})\\s+)?(?:week|month|year))?`, 'giu'),
  new RegExp(`\\b(?:after|within|in)\\s+${NUMBER}\\s+${COUNTED_UNIT}`, 'giu'),
  /\bthe\s+day\s+of\s+(?:Pentecost|atonement|the\s+passover|the\s+Lord|unleavened\s+bread)\b/gi,
  /\bin\s+the\s+days\s+of\s+\p{Lu}\p{L}+(?:\s+the\s+king)?/giu,
  /\b(?:early\s+)?in\s+the\s+(?:morning|evening)\b|\bat\s+(?:even|midnight|midday|noon)\b/gi,
  // `the month Abib`: a month by its name alone (the name is added below).
  /\bthe\s+month(?=\s+\p{Lu}\p{Ll})/gu,
];

const QUANTITY = new RegExp(`\\b${NUMBER}(?:\\s+${COUNTED_UNIT})?`, 'giu');
// "one" is more often a pronoun than a count ("one of them").
const NOT_A_COUNT = /^(?:one|score)$/i;
/** `two and two`, `by seven and seven`: so many at a time, not how many in all. */
const DISTRIBUTIVE = /^(\p{L}+) and \1$/iu;

const LOCATIVE = /^(?:in|at|unto|to|into|from|upon|toward|towards|beyond)$/i;
const PLACE_NOUN = /^(?:city|land|mount|mountains|river|wilderness|country|plains|isle|place|town|sea|coasts|borders)$/i;

// `children of Israel`, `land of Egypt`: a people or a place, not a person.
const GROUP_OF =
  /^(?:children|house|tribe|tribes|land|city|cities|king|kings|daughters|sons|men|people|elders|wilderness|mount|river|sea|country|plains|coasts|borders|hand)$/i;

/**
 * Whether a name stands where a person would: not after `to`/`in` (`to Jerusalem`), not a people
 * (`the Jew`, `children of Israel`), not a place named after a person (`Jesus of Nazareth`), not a
 * possessor (`Abram's wife`).
 */
function isPersonSlot(text: string, words: readonly Word[], run: { from: number; to: number }, isName: NameTest): boolean {
  const before = words[run.from - 1]?.text ?? '';
  if (LOCATIVE.test(before) || before === 'the') return false;
  if (before === 'of' && (GROUP_OF.test(words[run.from - 2]?.text ?? '') || isName(words[run.from - 2]?.text ?? ''))) return false;
  return !/^['’]s\b/.test(text.slice(words[run.to]!.end));
}

function collect(text: string, patterns: readonly RegExp[]): Phrase[] {
  const found: Phrase[] = [];
  for (const pattern of patterns) {
    for (const m of text.matchAll(pattern)) {
      const phrase = m[0].trim();
      found.push({ key: phrase.toLowerCase().replace(/\s+/g, ' '), text: phrase, start: m.index, end: m.index + phrase.length });
    }
  }
  return found;
}

/** `the fourteenth day of the month Adar`: a month's own name after it belongs to the time. */
function withMonthName(text: string, phrase: Phrase): Phrase {
  const name = /month$/i.test(phrase.text) ? /^\s+\p{Lu}\p{Ll}+/u.exec(text.slice(phrase.end)) : null;
  if (!name) return phrase;
  const whole = text.slice(phrase.start, phrase.end + name[0].length);
  return { key: whole.toLowerCase().replace(/\s+/g, ' '), text: whole, start: phrase.start, end: phrase.end + name[0].length };
}

/** Runs of proper names (`Judas Iscariot`, `Bethlehem of Judaea`) among a verse's words. */
function nameRuns(text: string, words: readonly Word[], isName: NameTest, joinOf: boolean): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!isName(words[i]!.text)) continue;
    let to = hyphenatedEnd(text, words, i);
    while (to + 1 < words.length && isName(words[to + 1]!.text)) to = hyphenatedEnd(text, words, to + 1);
    while (joinOf && words[to + 1]?.text === 'of' && words[to + 2] && isName(words[to + 2]!.text)) to = hyphenatedEnd(text, words, to + 2);
    runs.push({ from: i, to });
    i = to;
  }
  return runs;
}

/** The name a run starts with, whole when hyphenated: what votes are counted by. */
const firstName = (text: string, words: readonly Word[], from: number) => text.slice(words[from]!.start, words[hyphenatedEnd(text, words, from)]!.end);

/**
 * The phrases in a verse that could answer a question expecting a person, place, time or quantity.
 * Words the question itself uses (`exclude`, lower case) are never the answer.
 */
export function answerPhrases(text: string, words: readonly Word[], expected: Expected, isName: NameTest, exclude: ReadonlySet<string>): Phrase[] {
  const span = (from: number, to: number) => ({ start: words[from]!.start, end: words[to]!.end });
  if (expected === 'person') {
    return nameRuns(text, words, isName, false)
      .filter((r) => !exclude.has(words[r.from]!.text.toLowerCase()) && isPersonSlot(text, words, r, isName))
      .map((r) => {
        const { start, end } = span(r.from, r.to);
        return { key: firstName(text, words, r.from), text: text.slice(start, end), start, end };
      });
  }
  if (expected === 'place') {
    return nameRuns(text, words, isName, true).flatMap((r) => {
      if (exclude.has(words[r.from]!.text.toLowerCase())) return [];
      const cue = words[r.from - 1]?.text ?? '';
      let from = r.from;
      if (cue === 'of' && PLACE_NOUN.test(words[r.from - 2]?.text ?? '')) {
        // `upon the mountains of Ararat`, `unto the city of David`
        from = r.from - 2;
        if (words[from - 1]?.text === 'the') from--;
        if (LOCATIVE.test(words[from - 1]?.text ?? '')) from--;
      } else if (LOCATIVE.test(cue)) from = r.from - 1;
      else if (cue !== 'called' && cue !== 'named') return [];
      const { start, end } = span(from, r.to);
      return [{ key: firstName(text, words, r.from), text: text.slice(start, end), start, end }];
    });
  }
  if (expected === 'time') return collect(text, TIME_PATTERNS).map((p) => withMonthName(text, p));
  if (expected === 'duration') return collect(text, [DURATION]);
  if (expected === 'quantity') return collect(text, [QUANTITY]).filter((p) => !NOT_A_COUNT.test(p.text) && !DISTRIBUTIVE.test(p.text));
  return [];
}
