import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stem } from './lexicon.ts';
import { CLAUSE_LEADS, wordsOf, type Word } from './clauses.ts';
import type { RankedAnswer } from './factoid.ts';
import type { Retrieved } from './retrieve.ts';
import { saidInBest } from './verses-about.ts';

// "Who shall inherit the earth?", "Who will rise first when the Lord comes?" ask whom a promise is
// for, and the verses name them by what they are, not by a name: `Blessed are the meek: for they
// shall inherit the earth`, `the dead in Christ shall rise first`, `Blessed are they that mourn: for
// they shall be comforted`. The answer is the subject before `shall` and the question's own verb,
// read back through `they` to what `Blessed are` names.

const ASKED = /^\s*who\s+(?:shall|will|should|would)\s+(not\s+)?(?:be\s+)?(\p{L}+)/iu;

/** The verb a "Who shall …?" question promises (`inherit`, `called`) and whether it denies it ("Who shall not perish?"). */
export function promiseAsked(question: string): { verb: string; denied: boolean } | undefined {
  const m = ASKED.exec(question);
  return m ? { verb: m[2]!.toLowerCase(), denied: m[1] !== undefined } : undefined;
}

const MODAL = /^(?:shall|will|should)$/i;
/** Words between the modal and the verb: `shall not perish`, `shall be called`, `shall also rise`. */
const BETWEEN = /^(?:not|be|also|surely|never)$/i;
const DENIES = /^(?:not|never)$/i;
/** Words a subject may open with: `the meek`, `all that dwell`, `they that mourn`, `whosoever believeth` (`the same` takes up another). */
const OPENS = /^(?:the|all|they|he|she|whosoever|whoso|every|many)$/i;
const PRONOUN = /^(?:they|he|she)$/i;
/** `Blessed are the pure in heart:`, `Blessed is the man that walketh not …,` */
const BLESSED = /\bBlessed (?:are|is) ((?:the|they|he|ye)\b[^:;,.]*)[:;,]/u;
/** `he that shall endure unto the end, the same shall be saved`: the one a `the same` or `they` takes up. */
const REFERENT = /\b((?:he|they|whosoever|whoso)\b[^:;,.]*),\s*$/iu;
/** A subject is a phrase, not a clause: at most this many words. */
const SUBJECT_WORDS = 6;

/** The subject a verse gives its `shall` + the asked verb: the phrase before it, or what `Blessed are` names for its `they`. */
export function promisedIn(text: string, asked: { verb: string; denied: boolean }): { text: string; start: number; end: number } | undefined {
  const words = wordsOf(text);
  const verb = stem(asked.verb);
  for (let i = 1; i < words.length; i++) {
    if (!MODAL.test(words[i]!.text)) continue;
    let k = i + 1;
    let denied = false;
    for (; BETWEEN.test(words[k]?.text ?? ''); k++) denied ||= DENIES.test(words[k]!.text);
    // `Whosoever shall not receive the kingdom…, he shall not enter therein` is no answer to who shall enter.
    if (words[k]?.stem !== verb || denied !== asked.denied) continue;
    const from = subjectStart(text, words, i);
    if (from === undefined) continue;
    const pronoun = from === i - 1 && PRONOUN.test(words[from]!.text);
    const same = from === i - 2 && /^the same$/i.test(`${words[from]!.text} ${words[i - 1]!.text}`);
    if (pronoun || same) {
      const before = text.slice(0, words[from]!.start);
      const named = BLESSED.exec(before) ?? REFERENT.exec(before);
      if (named) return span(named[1]!.trimEnd(), named.index + named[0].indexOf(named[1]!));
      continue;
    }
    return span(text.slice(words[from]!.start, words[i - 1]!.end), words[from]!.start);
  }
  return undefined;
}

const span = (text: string, start: number) => ({ text, start, end: start + text.length });

/**
 * Where the subject before the modal at `modal` starts: the furthest word that opens one, back to the
 * clause's start, past its lead word (`: and the dead in Christ`, `, that whosoever believeth in him`).
 */
function subjectStart(text: string, words: readonly Word[], modal: number): number | undefined {
  let start: number | undefined;
  for (let from = modal - 1; from >= 0 && modal - from <= SUBJECT_WORDS; from--) {
    if (OPENS.test(words[from]!.text)) start = from;
    if (from === 0 || /[,;:.?!]/.test(text.slice(words[from - 1]!.end, words[from]!.start)) || CLAUSE_LEADS.has(words[from - 1]!.text.toLowerCase())) break;
  }
  return start;
}

/** Whom the verses about the question promise its verb to, the best verse's first. */
export function promisedTo(asked: { verb: string; denied: boolean }, retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  return saidInBest(retrieved, translation, store, (text) => promisedIn(text, asked));
}
