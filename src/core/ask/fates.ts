import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import type { RankedAnswer } from './factoid.ts';
import { capitalize } from './names.ts';
import type { Retrieved } from './retrieve.ts';
import { firstTold, MEANING, versesAbout } from './verses-about.ts';
import { saidPhrase } from './candidates.ts';

// "What happened to Lot's wife?" asks what befell someone, which no name, place or thing of the
// verses says alone: `she became a pillar of salt`, `the wall fell down flat`, `he was eaten of
// worms`. The answer is the clause of a verse about the question (its words, the asked one's name
// in the verse or its chapter) that tells a fate: what one became, died of, was done to or suffered.

// Past only: "What happens to us when we die?" asks what scripture teaches.
const ASKED = /^\s*what\s+(?:happened|befell)\s+(?:to\s+)?(\S.*?)\s*[?.!]*\s*$/i;
/** Where the asked one ends and the circumstances begin: "Ananias | when he lied to Peter". */
const CIRCUMSTANCE = /\s+(?:when|after|as|on|at|in|during|while|before|for|because)\s+.*$/i;

/** "What happened to Ananias when he lied to Peter?" → the one asked about, without the circumstances (`Ananias`). */
export function fateAsked(question: string): { whom: string } | undefined {
  const asked = ASKED.exec(question)?.[1];
  return asked ? { whom: asked.replace(CIRCUMSTANCE, '') } : undefined;
}

/**
 * The words that tell a fate: what one became or suffered (`became leprous`, `was eaten of worms`),
 * how one died or was taken (`gave up the ghost`, `God took him`, `went up by a whirlwind`), what was
 * done to one (`swallowed them up`, `smote him`), or what one was left (`dumb`, `blind`).
 */
const FATE =
  /\b(?:became(?!\s+the\s+father)|become|died|(?:was|were|fell|lay|taken\s+up)\s+dead|perished|fell\s+down|gave\s+up\s+the\s+ghost|devoured|consumed|swallow(?:ed)?(?:\s+up)?|smote\s+(?:him|her|them)|slew\s+(?:him|her|them)|hanged\s+(?:himself|herself)|stoned|drowned|eaten\s+of|driven\s+from|did\s+eat\s+grass|leprous|a\s+leper|blind|dumb|(?:God|LORD)\s+took\s+(?:him|her)|taken\s+up\s+(?:dead|into)|was\s+taken\s+up|caught\s+up|speechless|could\s+not\s+speak|translated|went\s+up\s+by|covered\s+the|turned\s+into|(?:strength|spirit)\s+(?:went|departed)\s+from|(?:threw|cast|thrown)\s+(?:him|her|them)\s+down|fell\s+(?:up)?on\s+(?:it|his\s+sword)|budded|withered|overthrew|rained\s+upon)\b/i;
/** Deeds done to someone: a fate of the one after the verb, not of one named before it (`Elijah … slew them`). */
const DONE = /\b(?:devoured|consumed|swallow(?:ed)?|smote|slew|took|covered|stoned|threw|cast|thrown|overthrew|rained)\b/i;
/** `is stoned`, `was devoured`: a deed done to the one named before the verb. */
const PASSIVE = /\b(?:is|was|were|be|been|being)\s+$/i;
/** Words of an asked phrase that name no one (`Korah and his followers`, `the walls of Jericho`). */
const FUNCTION_WORDS = new Set(['the', 'of', 'and', 'his', 'her', 'their', 'a', 'an']);
/** Capitalised words that name no one else: a clause's first word, a pronoun, God. */
const NO_OTHER = /^(?:And|But|For|Then|Now|So|The|By|In|At|On|When|After|Behold|Lo|He|She|They|It|His|Her|Their|I|We|Ye|God|LORD|Lord|GOD|Jesus|Christ)$/;

/** `Judas Iscariot, who also became a traitor`, `him who was dead`: a relative clause describes someone; it tells no fate of the story. */
const DESCRIBING = /\b(?:who|which)\s+(?:\p{L}+\s+)?$/iu;

/**
 * A clause that wishes, warns, supposes or denies (`lest thou be consumed`, `Would God that we had
 * died`, `died not`) tells no fate, nor one that dates what the verse tells (`In the year that king
 * Uzziah died`, `when his armourbearer saw that Saul was dead`).
 */
const UNTOLD = /\b(?:lest|if|would|should|shall|shalt|will|may|might|let)\b|\b(?:died|perished)\s+not\b|\bin the (?:year|day)\b|^(?:and\s+)?when\b/i;
/** `and was dead`, `and swallow them up`: a clause going on with the subject of the one before. */
const NO_SUBJECT = /^and\s+(?!(?:he|she|they|it|i|we|ye|thou|the|his|her|their|all|there)\b)\p{Ll}+/u;
const CLAUSE_BREAK = /[,;:.!?]+(?=\s|$)/g;
/** Leading words a clause is told without: `And`, `that the wall…`, `for God took him`. */
const LEAD = /^(?:(?:and|but|for|then|now|so|that|behold|lo|immediately)\b[,\s]*)+/i;
/** A fate told in more words than this is cut to the clauses that tell it. */
const MOST_WORDS = 16;
/** How much the asked one's own words weigh against the circumstances' (`when he lied to Peter`). */
const WHOM = 0.6;
/** A verse must name the asked one this much (all of him, or his name's chapter for a pronoun). */
const MIN_ABOUT = 0.6;
/** The FOLLOWING verses after one that names the asked one count as STORY_DECAY as much about the question as it, less each verse further. */
const FOLLOWING = 3;
const STORY_DECAY = 0.8;
/** The words a verse that leaves the asked one (or ones) to his chapter calls him by. */
const HIS = /\b(?:he|him|himself|his|she|her|herself)\b/i;
const THEIRS = /\b(?:they|them|themselves|their|it|he|him|himself|his|she|her|herself)\b/i;
/** How many of retrieval's verses are read: the best by the question's words and meaning. */
const READ = 80;

/** The asked one's words (lower case), and whether they are several (`Nadab and Abihu`, `the walls`). */
interface Whom {
  words: ReadonlySet<string>;
  many: boolean;
}

interface Clause {
  text: string;
  start: number;
  end: number;
  /** Whether a comma alone parts it from the clause before (one sentence goes on). */
  continues: boolean;
}

function clausesOf(text: string): Clause[] {
  const clauses: Clause[] = [];
  let start = 0;
  let comma = false;
  for (const m of [...text.matchAll(CLAUSE_BREAK), { index: text.length, 0: '' }] as { index: number; 0: string }[]) {
    const raw = text.slice(start, m.index);
    const lead = raw.length - raw.trimStart().length;
    if (raw.trim()) clauses.push({ text: raw.trim(), start: start + lead, end: start + lead + raw.trim().length, continues: comma });
    start = m.index + m[0].length;
    comma = m[0] === ',';
  }
  return clauses;
}

/**
 * The fate a verse tells of the asked one: its first clause with a fate's words and the ones after it
 * that tell more, without their leading `And`; with the clause before when the fate's own leaves its
 * doer there (`the earth opened her mouth, and swallowed them up`). `names`: whether the verse names
 * him (by any of his names); by default, whether it holds a word of the question's for him.
 */
export function fateIn(text: string, whom: Whom, names?: boolean): { said: string; start: number; end: number } | undefined {
  const clauses = clausesOf(text);
  const untold = (i: number): boolean =>
    UNTOLD.test(clauses[i]!.text) ||
    // `when Jezebel heard that Naboth was stoned, and was dead`: a clause with no subject of its own goes on with the one before.
    (i > 0 && clauses[i]!.continues && NO_SUBJECT.test(clauses[i]!.text) && untold(i - 1));
  const tells = (c: Clause | undefined, i: number) =>
    !!c && FATE.test(c.text) && !untold(i) && befalls(c.text, whom, text.slice(0, c.start), names ?? mentions(text, whom));
  let first = clauses.findIndex(tells);
  if (first === -1) return undefined;
  let last = first;
  while (tells(clauses[last + 1], last + 1)) last++;
  const words = (from: number, to: number) => text.slice(clauses[from]!.start, clauses[to]!.end).split(/\s+/).length;
  if (first > 0 && clauses[first]!.continues && /^and\s+\p{Ll}+(?:ed|ied)\b/u.test(clauses[first]!.text) && words(first - 1, last) <= MOST_WORDS) first--;
  const lead = LEAD.exec(clauses[first]!.text)?.[0].length ?? 0;
  const start = clauses[first]!.start + lead;
  let end = clauses[last]!.end;
  if (text.slice(start, end).split(/\s+/).length > MOST_WORDS) end = clauses[first]!.end;
  const said = text.slice(start, end);
  return said.trim() ? { said, start, end } : undefined;
}

/**
 * Whether a clause's fate befalls the asked one (his words, lower case). A deed done (`stoned him`,
 * `swallowed them up`) befalls the one after the verb, never its doer (`Elijah … slew them there`);
 * any other fate the one before it, so not when another is named there (`Jehoiakim became his servant`,
 * `Naboth is stoned`).
 */
function befalls(clause: string, whom: Whom, earlier: string, names: boolean): boolean {
  const at = FATE.exec(clause)!.index;
  const head = clause.slice(0, at);
  if (DESCRIBING.test(head)) return false;
  const before = head.match(/[\p{L}']+/gu) ?? [];
  const rest = clause.slice(at);
  const isAsked = (w: string) => asks(whom, w);
  if (DONE.test(rest) && !PASSIVE.test(head)) {
    if (before.some(isAsked)) return false;
    // `slew them` is no fate of one person; `swallowed them up` may be of Korah and his company.
    return !(/^\S+\s+(?:up\s+)?them\b/i.test(rest) && !whom.many);
  }
  if (before.some(isAsked)) return true;
  if (before.some((w) => /^\p{Lu}/u.test(w) && !NO_OTHER.test(w))) return false;
  // `They are all of them become unto me as Sodom`: a verse that names him only after the fate tells another's.
  return !names || mentions(earlier, whom);
}

/** Whether a text names the asked one by a word of the question's (`Sodom`, `Jericho`; not `the`, `his`). */
const mentions = (text: string, whom: Whom) => (text.match(/[\p{L}']+/gu) ?? []).some((w) => asks(whom, w));
const asks = (whom: Whom, word: string) => whom.words.has(word.toLowerCase()) && !FUNCTION_WORDS.has(word.toLowerCase());

/**
 * What the verses about the question say befell the one asked about (`whom`), the best verse's fate
 * first: one that names him (in the verse, or leaving him to a pronoun in a chapter that names him)
 * and holds most of the question's other words, the nearer in meaning the better; empty when none tells one.
 */
export function fatesOf(whom: string, retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  const { stats } = retrieved;
  // Several when joined (`Nadab and Abihu`) or a plural among its words (`the prophets of Baal`).
  const asked: Whom = { words: new Set(whom.toLowerCase().split(/[^\p{L}]+/u)), many: /\band\b|[^s'’]s\b(?!['’])/i.test(whom) };
  const isWhom = stats.map((s) => s.term.words.some((w) => asked.words.has(w.toLowerCase())));
  // Named by his names, when he has any: `Korah and his followers` are Korah's company, whatever the verses call them.
  const isNamed = isWhom.some((w, i) => w && stats[i]!.term.name) ? isWhom.map((w, i) => w && stats[i]!.term.name) : isWhom;
  const about = versesAbout(retrieved);
  const localOf = (id: number) => WHOM * about.share(id, (i) => isWhom[i]!) + (1 - WHOM) * about.share(id, (i) => !isWhom[i]) + MEANING * about.meaning(id);
  const names = (id: number) => stats.some((s, i) => isNamed[i] && s.ids.has(id));
  const local = new Map(about.ids.map((id) => [id, localOf(id)]));
  // A story tells the fate a verse or two after it names him (`Then Judas, which had betrayed him, …
  // repented himself`, then `went and hanged himself`): those verses are read as nearly as much about the question.
  for (const id of about.ids.filter(names))
    for (let k = 1; k <= FOLLOWING; k++) local.set(id + k, Math.max(local.get(id + k) ?? localOf(id + k), local.get(id)! * STORY_DECAY ** k));
  const verses = [...local]
    .map(([id, local]) => ({ id, local, about: about.share(id, (i) => isNamed[i]!) }))
    .filter((v) => v.about >= MIN_ABOUT)
    .sort((a, b) => b.local - a.local || a.id - b.id)
    .slice(0, READ);
  return firstTold(verses, translation, store, 2, (id, text) => {
    const fate = fateIn(text, asked, names(id));
    // A verse that leaves him to his chapter tells his fate only of a pronoun (`he went out … a leper`), not of `the child`.
    if (!fate || (!names(id) && !(asked.many ? THEIRS : HIS).test(fate.said))) return undefined;
    const key = stemTokens(fate.said).join(' ');
    return { candidate: saidPhrase(key, capitalize(fate.said), fate.start, fate.end) };
  });
}
