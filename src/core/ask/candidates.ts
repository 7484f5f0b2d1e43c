import { STOPWORDS } from '../lexical/stopwords.ts';
import { NUMBER_UNITS, SCORE_UNITS } from '../bible/knowledge/numbers.ts';
import { answerPhrases, WHOLE } from './answer-phrase.ts';
import { hyphenatedEnd, type Word } from './clauses.ts';
import { stem } from './lexicon.ts';
import type { NameFacts, NameTest } from './names.ts';
import { placeKindOf } from './place-kinds.ts';
import { PERSON_CLASS, PLACE_CLASS, type Shape } from './shape.ts';

/** A stretch of a verse that may be the answer: a name, a number, a time, or a thing the verse mentions. */
export interface AnswerCandidate {
  /** What occurrences are counted together by: a name's canonical form, a phrase's stems. */
  key: string;
  /** The verse's own words. */
  text: string;
  start: number;
  end: number;
  /** Indexes of its first and last word in the verse's words. */
  from: number;
  to: number;
  kind: 'name' | 'number' | 'time' | 'phrase';
}

/** A reader's answer: a stretch of verse text found by its own pattern, with no word positions. */
export const saidPhrase = (key: string, text: string, start: number, end: number): AnswerCandidate => ({
  key,
  text,
  start,
  end,
  from: 0,
  to: 0,
  kind: 'phrase',
});

/** How the texts use a proper name, for telling a person from a place; the knowledge layer answers it. */

// Words that are never the thing asked for, though not function words; prepositions and adverbs of
// place end a thing (`the golden sceptre toward Esther` is `golden sceptre`).
const NOT_A_THING = new Set(
  `unto upon thee thou thy thine ye hath doth shall shalt saith said say says came come went go also even yet lo behold therefore
  wherefore thereof therein whereby thus lord god o oh let made make did done one things thing day days time man men hand people
  behold verily amen yea nay neither nor toward towards among within without beneath beside besides beyond throughout behind
  across along near thereon hither thither whither yonder afar aside away forth`.split(/\s+/),
);
const RELATIVE_ADVERB = /^(?:where|there|here)(?:in|by|of|on|upon|with|unto|to|at|fore|after|abouts?|withal)$/;
const JOINERS = new Set(['of', 'and']);
export const DETERMINERS = new Set(['the', 'a', 'an', 'his', 'her', 'their', 'its', 'my', 'thy', 'our', 'your', 'this', 'that', 'these', 'those', 'some']);

/** Content words may form a thing: not a function word, not a name (names are candidates of their own), not a question word. */
function isThingWord(word: Word, isName: NameTest, excludeStems: ReadonlySet<string>): boolean {
  const lower = word.text.toLowerCase();
  if (lower.length < 3 || STOPWORDS.has(lower) || NOT_A_THING.has(lower) || /\d/.test(lower)) return false;
  if (isName(word.text) || excludeStems.has(word.stem)) return false;
  // Verb forms the KJV marks (`loveth`, `believest`), adverbs and the relative adverbs (`wherein`,
  // `thereby`) are no things.
  return !/(eth|est|edst|ly)$/.test(lower) && !RELATIVE_ADVERB.test(lower);
}

/** Two-letter pronouns the stopwords leave out. */
const PRONOUNS = new Set(['us', 'ye']);

/** Runs of content words (joined by `of`/`and`, or a possessive), up to four words, never across punctuation: `ravens`, `bread and flesh`, `coat of many colours`, `camel's hair`. */
function thingRuns(text: string, words: readonly Word[], isName: NameTest, excludeStems: ReadonlySet<string>): { from: number; to: number }[] {
  const thing = (i: number) => words[i] !== undefined && (isThingWord(words[i]!, isName, excludeStems) || modifier(i));
  // Two letters only before a thing, as its modifier (`an ox goad`); not a pronoun (`give us vegetables`).
  const modifier = (i: number) => {
    const word = words[i]!.text;
    return /^[a-z]{2}$/.test(word) && !STOPWORDS.has(word) && !PRONOUNS.has(word) && joined(i) && isThingWord(words[i + 1]!, isName, excludeStems);
  };
  // Only spaces between two words, or the apostrophe of a possessive (`camel` ’ `s`).
  const joined = (i: number) => words[i + 1] !== undefined && /^\s+$/.test(text.slice(words[i]!.end, words[i + 1]!.start));
  const ofThe = (i: number) => words[i]?.text.toLowerCase() === 'of' && joined(i) && words[i + 1]?.text.toLowerCase() === 'the' && joined(i + 1);
  const possessive = (i: number) => words[i + 1]?.text === 's' && /^['’]$/.test(text.slice(words[i]!.end, words[i + 1]!.start));
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!thing(i)) continue;
    let to = i;
    for (;;) {
      if (joined(to) && thing(to + 1) && to - i < 3) to++;
      else if ((possessive(to) || (joined(to) && JOINERS.has(words[to + 1]!.text.toLowerCase()))) && joined(to + 1) && thing(to + 2) && to + 2 - i < 4) to += 2;
      // `the book of the law`, `the depths of the sea`: a thing of another with its article; the first alone stays a run too.
      else if (joined(to) && ofThe(to + 1) && thing(to + 3) && to + 3 - i < 4) {
        runs.push({ from: i, to });
        to += 3;
      } else break;
    }
    runs.push({ from: i, to });
    // The head alone too (`thorns` of `twisted thorns`), and each of two things joined (`bread and flesh`).
    if (to > i) runs.push({ from: to, to });
    for (let k = i; k < to; k++) if (words[k + 1]?.text.toLowerCase() === 'and' && k > i) runs.push({ from: i, to: k });
    i = to;
  }
  return runs;
}

// God's names are never the person a quiz question asks for ("Who built the ark?" is not "Yahweh").
const DIVINE = new Set(['yahweh', 'jehovah', 'lord', 'god', 'jah', 'almighty', 'elohim', 'adonai']);
export const isDivineName = (word: string) => DIVINE.has(word.toLowerCase());

/**
 * `Jesus Christ`, `Christ Jesus`, `the Lord Jesus`: the creed's title, how the letters and Acts name
 * him in a greeting or a blessing ("Aeneas, Jesus Christ maketh thee whole"), not the one a verse
 * tells of. Bare `Jesus` in a gospel's story stays a candidate.
 */
const TITLE_PARTS = new Set(['jesus', 'christ']);
function inTitle(words: readonly Word[], i: number): boolean {
  const word = words[i]!.text.toLowerCase();
  if (!TITLE_PARTS.has(word)) return false;
  const partner = (other: string | undefined) => other !== undefined && other !== word && (TITLE_PARTS.has(other) || other === 'lord');
  return partner(words[i - 1]?.text.toLowerCase()) || partner(words[i + 1]?.text.toLowerCase());
}

/**
 * "What sea…": a place the texts name by a word of its own with its kind (`the Red sea`), though the
 * word is no name (`red` is a colour elsewhere).
 */
function kindNamed(text: string, words: readonly Word[], shape: Shape, isName: NameTest, excludeStems: ReadonlySet<string>): AnswerCandidate[] {
  const kind = shape.classNoun === undefined ? undefined : placeKindOf(shape.classNoun);
  if (!kind) return [];
  return words.flatMap((w, i) => {
    const named = words[i - 1];
    if (!named || !kind.includes(w.text.toLowerCase()) || words[i - 2]?.text.toLowerCase() !== 'the') return [];
    if (!/^\p{Lu}/u.test(named.text) || isName(named.text) || excludeStems.has(named.stem)) return [];
    const span = spanOf(text, words, i - 1, i);
    return [{ ...span, from: i - 1, to: i, key: span.text.toLowerCase(), kind: 'name' as const }];
  });
}

/** The WEB's contractions split into words: `Don't` is `Don` + `t`, and `Don` is no name. */
const CONTRACTION_TAIL = new Set(['t', 'll', 're', 've', 'm', 'd']);
const contracted = (words: readonly Word[], i: number) =>
  CONTRACTION_TAIL.has(words[i + 1]?.text.toLowerCase() ?? '') && words[i + 1]!.start === words[i]!.end + 1;

/** Proper names (`Judas`), a hyphenated one whole (`Beth-lehem`, `Abed-nego`: two words here, one name in the texts). */
function nameRuns(text: string, words: readonly Word[], isName: NameTest): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    // A divine name is no answer, but joined to a word it names an altar or a place (`Jehovah-nissi`, `Jehovah-jireh`).
    const divine = isDivineName(words[i]!.text);
    if (!divine && (!isName(words[i]!.text) || inTitle(words, i) || contracted(words, i))) continue;
    const to = hyphenatedEnd(text, words, i);
    if (divine && to === i) continue;
    runs.push({ from: i, to });
    i = to;
  }
  return runs;
}

/** What stands between two names of one list: `, `, ` and `, `, and `, ` the Temanite, and `. */
const LIST_JOIN = /^(?: the \p{L}+)?,? (?:and )?$/u;
const isListJoin = (between: string) => LIST_JOIN.test(between);
/** …and, when the list is said whole, `X the Y`: the second name describes the first (`Eliphaz the Temanite`). */
const isListOrEpithetJoin = (between: string) => between === ' the ' || LIST_JOIN.test(between);

/** Names in text order grouped where `joins` accepts what stands between neighbours. */
function nameGroups<T extends { start: number; end: number }>(text: string, names: readonly T[], joins: (between: string) => boolean): T[][] {
  const groups: T[][] = [];
  for (const n of names) {
    const group = groups.at(-1);
    if (group && joins(text.slice(group.at(-1)!.end, n.start))) group.push(n);
    else groups.push([n]);
  }
  return groups;
}

/** The names (by first word) listed together with a name the question asks about. */
function listedWithAsked(
  text: string,
  names: readonly { from: number; start: number; end: number; text: string }[],
  asked: (n: { text: string }) => boolean,
): Set<number> {
  const lists = nameGroups(text, names, isListJoin).filter((list) => list.length > 1 && list.some(asked));
  return new Set(lists.flat().map((n) => n.from));
}

const spanOf = (text: string, words: readonly Word[], from: number, to: number) => ({
  start: words[from]!.start,
  end: words[to]!.end,
  text: text.slice(words[from]!.start, words[to]!.end),
});

/** What makes a land's name its people's: `Egyptian`, `Israelites`, `Moabites`. */
const GENTILIC = /^(?:ians?|ites?|s)$/;

/**
 * The candidates a verse offers for a question of this shape. Words the question itself uses are
 * never the answer (`excludeStems`, `excludeNames`).
 */
export function candidatesIn(
  text: string,
  words: readonly Word[],
  shape: Shape,
  isName: NameTest,
  names: NameFacts,
  excludeStems: ReadonlySet<string>,
  excludeNames: ReadonlySet<string>,
  nounlike: (word: string) => number,
): AnswerCandidate[] {
  const wordAt = (offset: number) => words.findIndex((w) => w.start <= offset && offset < w.end);
  // "What did Hezekiah call the bronze serpent?": a thing's name is a name (`he called it Nehushtan`).
  const namedThing = shape.type === 'thing' && shape.asksName;
  if (shape.type === 'person' || shape.type === 'people' || shape.type === 'place' || namedThing) {
    const all = nameRuns(text, words, isName).map((r) => ({ ...r, ...spanOf(text, words, r.from, r.to) }));
    // Nor the land of a people the question names ("…after he killed the Egyptian?" is not asking `Egypt`),
    // nor the kind asked for ("which pharisee…" typed in lower case is not answered `Pharisee`).
    const kind = shape.classNoun === undefined ? undefined : stem(shape.classNoun);
    // Nor a name the question's name is read as, its own included (`Annas` for "Anna the prophetess": one stem, so retrieval's verses of either).
    const askedStems = new Set([...excludeNames].map(stem));
    const asked = (c: { text: string }) => {
      const key = names.canonical(c.text).toLowerCase();
      if (kind !== undefined && stem(key) === kind) return true;
      return askedStems.has(stem(key)) || [...excludeNames].some((n) => n.length > key.length && n.startsWith(key) && GENTILIC.test(n.slice(key.length)));
    };
    // "Who were Job's three friends?": `these three men, Noah, Daniel, and Job` lists Job's peers, not his friends.
    const peers = shape.type === 'people' ? listedWithAsked(text, all, asked) : new Set<number>();
    const named = all.filter((c) => !asked(c) && !peers.has(c.from)).map((c) => ({ ...c, key: names.canonical(c.text).toLowerCase(), kind: 'name' as const }));
    // A thing's name, or the thing itself; not the word `name` of `called the name of it Eben-ezer`.
    if (namedThing) {
      const things = candidatesIn(text, words, { ...shape, asksName: false }, isName, names, excludeStems, excludeNames, nounlike);
      return [...named, ...things.filter((c) => !/^names?$/i.test(c.text))];
    }
    // A name asked for, or a place, is never a common noun.
    if (shape.type === 'place') return [...named, ...kindNamed(text, words, shape, isName, excludeStems)];
    return shape.asksName ? named : [...named, ...agentNouns(text, words, excludeStems, nounlike, !shape.classNoun)];
  }
  if (shape.type === 'number' || shape.type === 'duration' || shape.type === 'time') {
    const expected = shape.type === 'number' ? 'quantity' : shape.type;
    return answerPhrases(text, words, expected, isName, new Set()).flatMap((found) => {
      // `an hundred years`: the article is the number's `one`.
      const article = /^(?:hundred|thousand)/i.test(found.text) ? /\ban? $/i.exec(text.slice(0, found.start)) : null;
      const p = article ? { ...found, text: text.slice(article.index, found.end), start: article.index } : found;
      const from = wordAt(p.start);
      const to = wordAt(p.end - 1);
      if (from < 0 || to < 0) return [];
      return [
        { key: numberKey(p.text), text: p.text, start: p.start, end: p.end, from, to, kind: shape.type === 'time' ? ('time' as const) : ('number' as const) },
      ];
    });
  }
  if (shape.type === 'thing') {
    // A thing ends in a noun: `the ravens`, `a coat of many colours`, not `brought` or `exceeding`;
    // a material after `of` is one, though the texts mostly use it to qualify (`an ivory palace`).
    return thingRuns(text, words, isName, excludeStems)
      .flatMap((r) => (TIME_NOUN.test(words[r.to]!.text) ? beforeTime(words, r) : [r]))
      .filter((r) => nounlike(words[r.to]!.text) >= MIN_NOUNLIKE || materialAfterOf(shape, words, r.from) || countedAt(words, r.from))
      .filter((r) => !PERSON_CLASS.has(words[r.to]!.text.toLowerCase()))
      .map((r) => {
        const span = spanOf(text, words, r.from, r.to);
        const key = words
          .slice(r.from, r.to + 1)
          .filter((w) => !JOINERS.has(w.text.toLowerCase()) && !DETERMINERS.has(w.text.toLowerCase()))
          .map((w) => stem(w.text.toLowerCase()))
          .join(' ');
        return { ...r, ...span, key, kind: 'phrase' as const };
      });
  }
  return [];
}

/**
 * The list a name stands in, as one span (`Shadrach, Meshach, and Abed-nego`, `Eliphaz the Temanite,
 * and Bildad the Shuhite`), for naming all of the people asked about; the name itself when it stands alone.
 */
export function listAround(text: string, found: readonly AnswerCandidate[], candidate: AnswerCandidate): AnswerCandidate {
  const names = found.filter((c) => c.kind === 'name').sort((a, b) => a.start - b.start);
  const list = nameGroups(text, names, isListOrEpithetJoin).find((group) => group.some((c) => c.start === candidate.start));
  if (!list || list.length === 1) return candidate;
  const [from, to] = [list[0]!, list.at(-1)!];
  return { ...candidate, text: text.slice(from.start, to.end), start: from.start, end: to.end, from: from.from, to: to.to };
}

/** "What was the throne made of?": `a throne of ivory`, a material after `of`, is a noun whatever else the texts do with it. */
export const materialAfterOf = (shape: Shape, words: readonly Word[], at: number) => !!shape.material && words[at - 1]?.text.toLowerCase() === 'of';

/** `two mites`, `five loaves`: what a number counts is a noun, however rarely the texts put `the` before it. */
export const countedAt = (words: readonly Word[], at: number) => (numberValue(words[at - 1]?.text ?? '') ?? 0) > 1;

/** The units a time is counted in (`forty days`, `seventeen years old`). */
const TIME_UNITS = 'day|night|year|month|hour|week';
/** One of those units, singular or plural. */
export const TIME_UNIT = new RegExp(`^(?:${TIME_UNITS})s?$`, 'i');
const FIRST_UNIT = new RegExp(`\\b(${TIME_UNITS})s?\\b`, 'i');

/**
 * A time is no thing seen, asked for or given: `in a dream by night` (Genesis 31:24) is when Jacob
 * saw, not what. Times have answers of their own kind (see answer-phrase.ts).
 */
const TIME_NOUN = new RegExp(`^(?:${TIME_UNITS}|morning|evening|time|season)s?$`, 'i');
/** Words that may stand before a time noun as part of it: its count or its place in a series (`the first day`). */
const TIME_PART = /^(?:first|second|third|last|next|same|whole|that|this)$/i;

/** The run cut before the time it ends in (`manna forty years` → `manna`); none when the run is all time (`the first day`). */
function beforeTime(words: readonly Word[], run: { from: number; to: number }): { from: number; to: number }[] {
  let to = run.to - 1;
  while (to >= run.from && (numberValue(words[to]!.text) !== undefined || TIME_PART.test(words[to]!.text) || DETERMINERS.has(words[to]!.text.toLowerCase())))
    to--;
  return to >= run.from ? [{ ...run, to }] : [];
}

/** A thing's last word must follow a determiner at least this often where the texts show it. */
const MIN_NOUNLIKE = 0.45;
/**
 * "Who fed Elijah by the brook?": not every doer has a name. `the ravens brought him bread`, `I have
 * commanded the ravens to feed thee`, the WEB's `The serpent deceived me`: a noun after `the`, right
 * before the question's own verb (or `to` and the verb), that names no person (`the man`: a name is
 * wanted) and no place.
 */
function agentNouns(
  text: string,
  words: readonly Word[],
  questionStems: ReadonlySet<string>,
  nounlike: (word: string) => number,
  angels: boolean,
): AnswerCandidate[] {
  const out: AnswerCandidate[] = [];
  words.forEach((w, i) => {
    const lower = w.text.toLowerCase();
    // `the angel of the LORD called unto him`, `God hath sent his angel, and hath shut the lions' mouths`:
    // one sent from heaven is a doer whose name the texts seldom give, wherever the verb stands (not
    // when the question asks for one of a class: "Which prophet…", "Which boy…").
    if (angels && ANGEL.test(lower) && SENT_BY.test(words[i - 1]?.text ?? '') && !questionStems.has(w.stem)) {
      const to = angelEnd(words, i);
      return void out.push({ key: 'angel', ...spanOf(text, words, i, to), from: i, to, kind: 'phrase' });
    }
    if (i === 0 || words[i - 1]!.text.toLowerCase() !== 'the' || !/^\p{Ll}/u.test(w.text) || questionStems.has(w.stem)) return;
    if (PERSON_CLASS.has(lower) || PLACE_CLASS.has(lower) || STOPWORDS.has(lower) || nounlike(lower) < AGENT_NOUNLIKE) return;
    const next = words[i + 1];
    const verb = words[next?.text.toLowerCase() === 'to' ? i + 2 : i + 1];
    if (!next || !verb || !questionStems.has(verb.stem) || nounlike(verb.text) >= VERB_NOUNLIKE || !/^\s+$/.test(text.slice(w.end, next.start))) return;
    out.push({ key: stem(lower), ...spanOf(text, words, i, i), from: i, to: i, kind: 'phrase' });
  });
  return out;
}

const ANGEL = /^angels?$/;
const SENT_BY = /^(?:the|an|his|mine|my|thine|thy)$/i;

/** `the angel of the LORD`, `an angel of God`: where the angel's phrase ends, from its noun at `at`. */
function angelEnd(words: readonly Word[], at: number): number {
  if (words[at + 1]?.text !== 'of') return at;
  const lord = words[at + 2]?.text === 'the' ? at + 3 : at + 2;
  return /^(?:LORD|Lord|God)$/.test(words[lord]?.text ?? '') ? lord : at;
}

/** A doer's noun must follow a determiner this often where the texts show it, and its verb at most this often. */
const AGENT_NOUNLIKE = 0.6;
const VERB_NOUNLIKE = 0.3;

// The KJV's scores too: `threescore and ten`, `sixscore thousand persons` (Jonah 4:11).
const SCORES = SCORE_UNITS.map((unit) => [`${unit}score`, NUMBER_UNITS[unit]! * 20] as const);
const NUMBER_WORDS: Readonly<Record<string, number>> = { ...NUMBER_UNITS, ...Object.fromEntries(SCORES), score: 20 };

/** The value of a number phrase (`nine hundred sixty and nine years` → 969), for counting the same number written two ways. */
export function numberValue(phrase: string): number | undefined {
  const words = phrase.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  let total = 0;
  let current = 0;
  let seen = false;
  for (const w of words) {
    if (/^\d+$/.test(w)) {
      current += Number(w);
      seen = true;
    } else if (w in NUMBER_WORDS) {
      current += NUMBER_WORDS[w]!;
      seen = true;
    } else if (w === 'hundred') {
      current = (current || 1) * 100;
      seen = true;
    } else if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      seen = true;
    }
  }
  return seen ? total + current : undefined;
}

/** `two whole years` is two years long. */
const WHOLE_WORD = new RegExp(`\\b(?:${WHOLE})\\b`, 'gi');

function numberKey(phrase: string): string {
  const first = FIRST_UNIT.exec(phrase);
  // `forty days and forty nights` is forty days long, not eighty: the count is the one before the first unit.
  const value = numberValue((first ? phrase.slice(0, first.index) : phrase).replace(WHOLE_WORD, ' ').trim());
  const unit = first?.[1]?.toLowerCase() ?? '';
  return value === undefined ? phrase.toLowerCase() : `${value}${unit ? ` ${unit}` : ''}`;
}
