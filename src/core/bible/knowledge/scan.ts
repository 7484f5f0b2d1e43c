import type { Translation } from '#shared/contract/bible.ts';
import type { Relation } from '../../verses-db/knowledge.ts';
import type { NameLexicon } from './names.ts';
import { inSubjectPosition, sentenceStart, type Token } from './text.ts';

// One verse as the extractors see it, what they emit, and how they resolve a pronoun to a name.

/** A name in a fact: where the verse (or the verse before, when `previous`) writes it. */
export interface Mention {
  name: string;
  start: number;
  end: number;
  /** Came from a pronoun (`he`, `his`, `she`) or from the verse before. */
  resolved: boolean;
  previous?: boolean;
}

export interface TextObject {
  text: string;
  number?: number;
}

export interface Fact {
  relation: Relation;
  subject: Mention;
  object: Mention | TextObject;
  /** A number that goes with a name object (`in the eighteenth year of Jeroboam`). */
  number?: number;
  numberText?: string;
  /** The span of the verse text that states it. */
  start: number;
  end: number;
  /** The inverse of the relation the text states. */
  inverse: boolean;
}

export const isMention = (o: Mention | TextObject): o is Mention => 'name' in o;

export interface VerseScan {
  translation: Translation;
  id: number;
  text: string;
  /** The names of this verse, in order. */
  names: readonly Token[];
  lexicon: NameLexicon;
  /** The verse before in the same book, when there is one. */
  previous: { text: string; names: readonly Token[]; kings: readonly Mention[] } | undefined;
  /** The two verses before in the same chapter, nearest last: where a child named a verse after its birth has its father (births.ts). */
  context: readonly { text: string; names: readonly Token[] }[];
  /** The father of the child the chapter's verses named last after its birth (births.ts sets `namedFather`). */
  storyFather?: Mention;
  namedFather?: Mention;
  /** Names this verse says begin to reign (offices.ts), for "his mother's name was". */
  kings: Mention[];
  /** What the verse tells a name's bearer apart by: `son of Jehoiada`, `of Arimathaea`, `the Tishbite`. */
  keys: Map<string, string>;
  facts: Fact[];
}

export function mention(token: { word: string; start: number; end: number }, resolved = false): Mention {
  return { name: token.word, start: token.start, end: token.end, resolved };
}

/** The name token of the verse that starts at `start`, if the word there is a name. */
export function nameAt(scan: VerseScan, start: number): Token | undefined {
  return scan.names.find((n) => n.start === start);
}

/** A captured group (`match.indices[i]`) as a name token, when it is a name. */
export function group(scan: VerseScan, match: RegExpExecArray, i: number): Token | undefined {
  const at = match.indices?.[i];
  return at ? nameAt(scan, at[0]) : undefined;
}

export type Gender = 'male' | 'female' | undefined;

/** `Jacob's`, `Moses'`: the name qualifies a noun; it is not the person in the clause. */
/** God named in the verse: a candidate for `he` that the names (which leave God out) do not show. */
const DIVINE = /\b(?:God|LORD|GOD|Lord|Yahweh)\b(?! of)/;

export const isPossessive = (text: string, token: { end: number }) => /^['’]/.test(text.slice(token.end, token.end + 1));

/** A person the pronoun could stand for: a person's name, of a compatible gender, not used as a place here. */
export function fits(scan: VerseScan, text: string, token: Token, gender: Gender): boolean {
  const usage = scan.lexicon.usage(token.word);
  // Only a name the texts show as a person's: `Hai` in "Hai on the east: and there he builded" is a place.
  if (!scan.lexicon.personish(token.word) || !usage || usage.person + usage.male + usage.female === 0) return false;
  // Nor a possessive, nor a father named to tell someone apart (`Shallum the son of Jabesh ... smote him`).
  if (isPossessive(text, token) || /\b(?:son|daughter|sons|daughters) of $/.test(text.slice(Math.max(0, token.start - 13), token.start))) return false;
  const g = scan.lexicon.gender(token.word);
  // Most names the texts give no gender are men's; `she` needs a name they show as a woman's.
  return !gender || g === gender || (!g && gender === 'male');
}

/**
 * The one person a pronoun before `at` can stand for: the verse names exactly one such person before
 * it; when it names none, the verse before names exactly one. Otherwise undefined.
 */
export function onlyPersonBefore(
  scan: VerseScan,
  at: number,
  gender: Gender,
  except?: string,
  options: { sameVerse?: boolean; subjects?: boolean } = {},
): Mention | undefined {
  // `subjects`: only names not put in an object's place by the word before (`the garden of Uzza`).
  const ok = (text: string, n: Token) => n.word !== except && fits(scan, text, n, gender) && (!options.subjects || inSubjectPosition(text, n.start));
  const here = unique(scan.names.filter((n) => n.end <= at && ok(scan.text, n)));
  // `God said unto him, Thy name is Jacob ... and he called his name Israel`: God may be the `he`.
  if (gender !== 'female' && DIVINE.test(scan.text.slice(0, at))) return undefined;
  // `He removed the high places, ... the brasen serpent that Moses had made: ... and he called it
  // Nehushtan`: a pronoun before the name already stands for someone else.
  if (here.length === 1 && /\b(?:[Hh]e|[Ss]he)\b/.test(scan.text.slice(0, here[0]!.start))) return undefined;
  if (here.length) return here.length === 1 ? mention(here[0]!, true) : undefined;
  if (scan.names.some((n) => n.end <= at && scan.lexicon.personish(n.word))) return undefined;
  const prev = scan.previous;
  if (!prev || options.sameVerse) return undefined;
  const before = unique(prev.names.filter((n) => ok(prev.text, n)));
  return before.length === 1 ? { ...mention(before[0]!, true), previous: true } : undefined;
}

function unique(tokens: Token[]): Token[] {
  const seen = new Map<string, Token>();
  for (const t of tokens) if (!seen.has(t.word)) seen.set(t.word, t);
  return [...seen.values()];
}

/**
 * The subject of the sentence holding `at`: its first name, when nothing before it in the sentence
 * makes it an object (`unto Moses`, `the son of Nebat`) and it is a person of a compatible gender.
 */
export function sentenceSubject(scan: VerseScan, at: number, gender: Gender, except?: string): Mention | undefined {
  const from = sentenceStart(scan.text, at);
  const first = scan.names.find((n) => n.start >= from && n.end <= at);
  if (!first || first.word === except) return undefined;
  if (!inSubjectPosition(scan.text, first.start)) return undefined;
  return fits(scan, scan.text, first, gender) ? mention(first, true) : undefined;
}

/** The span from the earliest to the latest of the parts in this verse (a mention from the verse before is not). */
export function spanOf(...parts: (Mention | number)[]): { start: number; end: number } {
  const at = parts.flatMap((p) => (typeof p === 'number' ? [p] : p.previous ? [] : [p.start, p.end]));
  return { start: Math.min(...at), end: Math.max(...at) };
}

/** `Carmelitess`, `Syrian`, `Hittite`: a people's name for one of them, not a person's name. */
export const GENTILIC_SHAPE = /(?:ite|itess|ites|ian|ians|ean|eans)$/;

export const endOf = (m: RegExpExecArray) => m.index + m[0].length;

/** The name a father's name hangs on: `James` for `Zebedee` in "James the son of Zebedee, and John his brother". */
export function headOfPatronym(scan: VerseScan, t: { start: number }): Token | undefined {
  const head = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*),? (?:the )?(?:son|daughter) of $/.exec(scan.text.slice(Math.max(0, t.start - 60), t.start));
  return head ? scan.names.find((n) => n.start === t.start - head[0].length) : undefined;
}

/** `Judas Iscariot`, `Pontius Pilate`: of a two-word name, the word the texts use more often alone. */
function wholeName(scan: VerseScan, t: Token): Token {
  const verses = (n: Token) => (scan.lexicon.verses.get(n.word)?.kjv.length ?? 0) + (scan.lexicon.verses.get(n.word)?.web.length ?? 0);
  const before = scan.names.find((n) => n.end === t.start - 1 && scan.text[n.end] === ' ');
  const after = scan.names.find((n) => n.start === t.end + 1 && scan.text[t.end] === ' ');
  const other = before ?? after;
  // Only a pair the texts write together again and again: not `in the fifth year of king Rehoboam Shishak king of Egypt`.
  const together = other && scan.lexicon.pairs.get(before ? `${before.word} ${t.word}` : `${t.word} ${after!.word}`);
  return other && (together ?? 0) >= 3 && scan.lexicon.personish(other.word) && verses(other) > verses(t) ? other : t;
}

/** A captured name that stands for a person here: a person's name, not mostly a place's or a people's. */
export function person(scan: VerseScan, m: RegExpExecArray, i: number): Mention | undefined {
  const captured = group(scan, m, i);
  return captured && personAt(scan, captured);
}

/** The name (whole: `Judas Iscariot`) at a token, when it is a person's. */
export function personAt(scan: VerseScan, token: Token): Mention | undefined {
  const t = wholeName(scan, token);
  return scan.lexicon.personish(t.word) && !scan.lexicon.placeOrPeople(t.word) && !GENTILIC_SHAPE.test(t.word) ? mention(t) : undefined;
}

/** Adds a fact unless the same one (relation, names, span) is there already. */
export function emit(scan: VerseScan, fact: Fact): void {
  const same = (a: Fact) =>
    a.relation === fact.relation &&
    a.subject.name === fact.subject.name &&
    (isMention(a.object) && isMention(fact.object)
      ? a.object.name === fact.object.name
      : !isMention(a.object) && !isMention(fact.object) && a.object.text === fact.object.text);
  if (fact.subject.name === (isMention(fact.object) ? fact.object.name : undefined)) return;
  // The span covers the names the verse writes (`Judas Iscariot, Simon's son` names Judas before the match).
  for (const m of [fact.subject, fact.object]) {
    if (!isMention(m) || m.resolved || m.previous) continue;
    fact.start = Math.min(fact.start, m.start);
    fact.end = Math.max(fact.end, m.end);
  }
  if (!scan.facts.some(same)) scan.facts.push(fact);
}
