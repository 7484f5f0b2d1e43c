import type { Translation } from '#shared/contract/bible.ts';
import { escapeRegExp } from '#shared/regexp.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { isDivineName, saidPhrase } from './candidates.ts';
import { idsBefore } from './coreference.ts';
import { askedFirst } from './verses-about.ts';
import { toldAnswers, type RankedAnswer } from './factoid.ts';
import { capitalize, type NameFacts, type NameTest } from './names.ts';

// "How did Judas die?": no word of the answer is in the question, and the verse that tells it may not
// name him (`And he … went and hanged himself`, Matthew 27:5). The answer is how the verses that tell
// of him say he died: what was done to him (`they stoned Stephen`, `So they threw her down`), what
// he did (`fell upon it`, `hanged himself`) or what befell him (`he was eaten of worms`), where the
// one it is done to is he: named there, or the last person named before (of his gender, a possessive
// like `Heber's wife` aside, God aside), within a few verses.

/**
 * Whom a pronoun in a manner stands for: `object`, the deed's (`And David smote him`: not one named in
 * the clause before the deed, who did it); `subject`, the last one named before it (`Saul took a sword,
 * and fell upon it`).
 */
type Referent = 'object' | 'subject';

interface Manner {
  pattern: RegExp;
  referent: Referent;
}

// `(?<who>…)` is the one it is done to; `NAME` stands for the asked person's names. Each pattern's
// match is the answer as the verse says it.
const MANNERS: readonly { source: string; referent: Referent }[] = [
  // What was done to him: `they stoned Stephen`, `beheaded John`, `crucified him`, `threw her down`.
  {
    source: String.raw`\b(?:stoned|slew|killed|beheaded|hanged|crucified|smote|struck)\s+(?<who>NAME|him|her)\b|\bthrew\s+(?<who2>NAME|him|her)\s+down\b`,
    referent: 'object',
  },
  // `thrust them through the heart of Absalom`, `cast a piece of a millstone upon Abimelech's head`, `smote the nail into his temples`.
  {
    source: String.raw`\b(?:smote|struck|thrust|drove|cast|threw)\b[^,;:.]{0,40}?\b(?:into|through|upon|on)\s+(?:the\s+(?:heart|head|belly|body)\s+of\s+(?<who>NAME)|(?<who2>NAME|his|her)(?:['’]s)?\s+(?:temples|head|heart|belly|body|skull|side))\b`,
    referent: 'object',
  },
  // What befell him: `he was eaten of worms`, `Stephen was stoned`.
  {
    source: String.raw`\b(?<who>NAME|he|she)\s+(?:was|were)\s+(?:stoned|slain|hanged|beheaded|crucified|killed|eaten\s+(?:of|by)\s+worms|burnt|burned|devoured)\b`,
    referent: 'subject',
  },
  // What he did: `hanged himself`, `fell upon it`, `fell from off the seat backward`, `fell down, and gave up the ghost`.
  {
    source: String.raw`\b(?:hanged\s+(?:himself|herself)|killed\s+(?:himself|herself)|fell\s+(?:upon|on)\s+(?:it|his\s+(?:own\s+)?sword)|fell\s+from\s+off\s+(?:the|his)\s+seat\s+backward|fell\s+down,?\s+and\s+(?:gave\s+up\s+the\s+ghost|died)|burst\s+asunder|bowed\s+himself\s+with\s+all\s+his\s+might)\b`,
    referent: 'subject',
  },
];

/** The most words an answer says: the verse's deeds together, or the last alone. */
const SAID_WORDS = 30;
/** How many verses back the person a pronoun stands for is looked for (same chapter). */
const BACK = 3;
/** How strongly one verse telling the manner answers: as surely as a saying's speaker (see sayings.ts). */
const TOLD = 0.6;
/** A verse that leaves him to a pronoun tells it a little less surely than one naming him. */
const UNNAMED = 0.8;

export interface DeathDeps {
  store: VerseStore;
  isName: NameTest;
  names: NameFacts;
}

/** The person a text names last before `at`, of the gender asked (a possessive like `Heber's`, God and lower-case words aside). */
function lastPersonIn(text: string, at: number, gender: 'male' | 'female' | undefined, deps: DeathDeps): string | undefined {
  const names = [...text.slice(0, at).matchAll(/\p{Lu}[\p{Ll}-]+(?!['’]s\b)(?![\p{L}'’])/gu)].reverse();
  for (const m of names) {
    const word = m[0];
    if (isDivineName(word) || !deps.isName(word) || (deps.names.kinds(word)?.person ?? 0) <= 0.5) continue;
    if (gender && (deps.names.gender(word) ?? 'male') !== gender) continue;
    // `And Moses spake …, and stoned him`, `the LORD said unto Moses`: the one speaking or spoken to tells, and is not whom it is done to.
    if (SPOKEN_TO.test(text.slice(0, m.index)) || SPEAKS.test(text.slice(m.index + word.length))) return undefined;
    return deps.names.canonical(word).toLowerCase();
  }
  return undefined;
}

/** Who the words at `at` of verse `id` speak of: the last person named before, in the verse or the few before it. */
function personBefore(id: number, translation: Translation, text: string, at: number, gender: 'male' | 'female' | undefined, deps: DeathDeps) {
  const here = lastPersonIn(text, at, gender, deps);
  if (here) return here;
  for (const before of idsBefore(id, BACK)) {
    const earlier = deps.store.getVerse(before, translation)?.text ?? '';
    const found = lastPersonIn(earlier, earlier.length, gender, deps);
    if (found) return found;
  }
  return undefined;
}

/** Deeds that are a death whoever they are done to; `slew`, `smote` need the verse to say he died of it. */
const DEATH_DEED = /^(?:stoned|beheaded|hanged|crucified|threw)\b/i;
const DIED_AFTER = /\b(?:died|gave up the ghost)\b/i;
const SPOKEN_TO = /\b(?:unto|to)\s+$/i;
const SPEAKS = /^(?:\s+\w+){0,2}?\s+(?:spake|spoke|said|saith|says|commanded|answered|told)\b/i;

const genderOf = (words: string): 'male' | 'female' | undefined =>
  /\b(?:her|she|herself)\b/i.test(words) ? 'female' : /\b(?:him|his|he|himself)\b/i.test(words) ? 'male' : undefined;

/**
 * How the verses say the asked person died, best told first: each manner by the verses that tell it of
 * him (in or just after the verses that name him), several verses adding up, the earlier telling
 * first on a tie. Empty when no verse tells it (then the question is answered as any other).
 */
export function mannerOfDeath(
  person: { words: readonly string[]; ids: ReadonlySet<number> },
  book: number | undefined,
  translation: Translation,
  deps: DeathDeps,
): RankedAnswer[] {
  const keys = new Set(person.words.map((w) => deps.names.canonical(w).toLowerCase()));
  const name = person.words.map((w) => escapeRegExp(capitalize(w))).join('|');
  const isAsked = new RegExp(`^(?:${name})$`, 'i');
  const namesAsked = new RegExp(`\\b(?:${name})\\b`, 'i');
  const manners: Manner[] = MANNERS.map((m) => ({ pattern: new RegExp(m.source.replaceAll('NAME', name), 'gu'), referent: m.referent }));
  const verses = new Set<number>();
  for (const id of person.ids) {
    if (book !== undefined && splitVerseId(id).book !== book) continue;
    for (let next = 0; next <= BACK; next++) if (Math.floor((id + next) / 1000) === Math.floor(id / 1000)) verses.add(id + next);
  }
  /** Whether a match tells of the asked person: by name, or by a pronoun standing for him. */
  const toldOf = (m: RegExpExecArray, manner: Manner, id: number, t: Translation, text: string): boolean => {
    const who = m.groups?.who ?? m.groups?.who2;
    if (who !== undefined && isAsked.test(who)) return true;
    // `slew him`, `smote him` tell of every battle: done to a pronoun, only a deed that is itself a
    // death counts, or one the verse says he died of.
    if (manner.referent === 'object' && !DEATH_DEED.test(m[0]) && !DIED_AFTER.test(text.slice(m.index))) return false;
    const at = manner.referent === 'object' ? clauseStart(text, m.index) : m.index;
    const person = personBefore(id, t, text, at, genderOf(who ?? m[0]), deps);
    return person !== undefined && keys.has(person);
  };
  const answers = toldAnswers();
  const order = askedFirst(translation);
  for (const id of [...verses].sort((a, b) => a - b)) {
    for (const t of order) {
      const text = deps.store.getVerse(id, t)?.text;
      if (!text) continue;
      const named = namesAsked.test(text);
      const told = manners.flatMap((manner) => [...text.matchAll(manner.pattern)].filter((m) => toldOf(m, manner, id, t, text)));
      if (told.length === 0) continue;
      // `the angel of the Lord smote him, … and he was eaten of worms`: the verse's deeds said together,
      // from the clause of the first to the end of the last (the death itself); the last alone when that is long.
      told.sort((a, b) => a.index - b.index);
      const last = told.reduce((a, b) => (b.index + b[0].length > a.index + a[0].length ? b : a));
      const end = last.index + last[0].length;
      let from = spokenFrom(text, clauseStart(text, told[0]!.index));
      if (text.slice(from, end).split(/\s+/).length > SAID_WORDS) from = spokenFrom(text, clauseStart(text, last.index));
      const said = text.slice(from, end);
      const answerKey = stemTokens(last[0]).join(' ');
      answers.add(answerKey, {
        id,
        translation: t,
        candidate: saidPhrase(answerKey, said, from, end),
        score: TOLD * (named ? 1 : UNNAMED),
        local: 1,
      });
    }
  }
  return answers.ranked();
}

/** Where the clause holding `at` begins: after the last comma, semicolon, colon or full stop before it. */
function clauseStart(text: string, at: number): number {
  const before = text.slice(0, at);
  return Math.max(...[',', ';', ':', '.'].map((p) => before.lastIndexOf(p))) + 1;
}

/** Where a clause's own words begin, past the words that join it to the one before (`And`, `So`, `that`). */
function spokenFrom(text: string, start: number): number {
  const joiner = /^\s*(?:(?:and|so|then|that|but|therefore|now|immediately)\b,?\s*)*/i.exec(text.slice(start))!;
  return start + joiner[0].length;
}
