import type { Relation } from '../../verses-db/knowledge.ts';
import { emit, endOf, isPossessive, mention, onlyPersonBefore, person, type Mention, type VerseScan } from './scan.ts';
import { clauseEnd, clauseStart, inSubjectPosition, NOT_BEFORE_SUBJECT, pattern, wordBefore } from './text.ts';

// Who did what to whom, for the verbs quiz questions ask about: "X VERB Y" and "X … VERB Y" within a
// clause, "Y was slain by X", "Y, whom X slew". The agent is a person's name, or `he`/`she` when
// the verse names exactly one person before it; the object a name, `him`/`her` when the verse names
// exactly one other person before the verb, or for things (an altar, the house of the LORD) a phrase.

const VERBS: Record<string, Relation> = {
  slew: 'kill',
  killed: 'kill',
  slayed: 'kill',
  smote: 'strike',
  struck: 'strike',
  built: 'build',
  builded: 'build',
  rebuilt: 'build',
  led: 'lead',
  anointed: 'anoint',
  wrote: 'write',
  fed: 'feed',
  sent: 'send',
  baptized: 'baptize',
  baptised: 'baptize',
  buried: 'bury',
  sold: 'sell',
  bought: 'buy',
  healed: 'heal',
  raised: 'raise',
};
const PASSIVE: Record<string, Relation> = {
  slain: 'kill',
  killed: 'kill',
  smitten: 'strike',
  anointed: 'anoint',
  baptized: 'baptize',
  baptised: 'baptize',
  buried: 'bury',
  sold: 'sell',
  healed: 'heal',
  sent: 'send',
};

/** Verbs whose object may be a thing, written as a phrase: built an altar, wrote the words. */
const THING_OBJECTS = new Set<Relation>(['build', 'write', 'feed', 'lead', 'sell', 'buy', 'send']);

const VERB = pattern(`\\b(${Object.keys(VERBS).join('|')})(?: (?:also|up|out|again|forth))? (?=\\S)`);
const PASSIVE_BY = pattern(`{N}(?:,? [a-z]+ [a-z]+,)? (?:was|were) (${Object.keys(PASSIVE).join('|')}) (?:by|of) {N}`);
const WHOM_X_VERB = pattern(`{N},? whom {N} (?:had )?(${Object.keys(VERBS).join('|')})\\b`);
/** `called his name Seth`, `called the name of that place Beth-el`, `named him Samuel`. */
const NAMING = pattern(
  `\\b(?:called|named)(?: (?:his|her|the child's|his son's) name| the name of (?:the|that|this) (?:place|city|well|altar)| the name thereof| (?:him|her|it)) {N}`,
);

const DETERMINER = /^(?:an?|the|his|her|their|its|this|that|these|those|all|two|three|seven|twelve|five|ten|many) /;
/** The end of a phrase object: punctuation, a clause word, or a preposition other than `of`. */
const PHRASE_END =
  / (?:and|in|into|unto|to|for|with|from|at|on|upon|by|before|against|after|that|which|who|when|because|according|out|over|under|through|among|whom|as|saying|but|until|unto|there|then)\b|[,;:.?!]/;

/** The object after the verb: names (`slew Zebah and Zalmunna`), `him`/`her`, or a phrase. */
function objects(scan: VerseScan, relation: Relation, at: number, verbStart: number, agent: Mention): (Mention | { text: string })[] {
  const rest = scan.text.slice(at);
  const first = scan.names.find((n) => n.start === at);
  if (first) {
    if (isPossessive(scan.text, first) || /^ the [A-Z][a-z]+['’]/.test(scan.text.slice(first.end))) return [];
    if (!scan.lexicon.personish(first.word) && !THING_OBJECTS.has(relation) && relation !== 'strike') return [];
    const list: Mention[] = [mention(first)];
    for (let end = first.end; ;) {
      const next = /^(?:,? and |, )([A-Z][a-z-]+)/.exec(scan.text.slice(end));
      const t = next && scan.names.find((n) => n.start === end + next[0].length - next[1]!.length);
      if (!t || isPossessive(scan.text, t)) break;
      list.push(mention(t));
      end = t.end;
    }
    return list;
  }
  const pronoun = /^(him|her)\b/.exec(rest);
  if (pronoun) {
    const who = onlyPersonBefore(scan, verbStart, pronoun[1] === 'her' ? 'female' : 'male', agent.name);
    return who && !who.previous ? [{ ...who, resolved: true }] : [];
  }
  if (!THING_OBJECTS.has(relation) || !DETERMINER.test(rest)) return [];
  const end = PHRASE_END.exec(rest.slice(1));
  let phrase = (end ? rest.slice(0, end.index + 1) : rest).trim();
  // `the house of the LORD`: one `of` and what it governs stay with the noun.
  const words = phrase.split(' ');
  if (words.length > 7) phrase = words.slice(0, 7).join(' ');
  return phrase.split(' ').length >= 2 ? [{ text: phrase }] : [];
}

/** `Elhanan the son of Jair`, `Sibbechai the Hushathite`, `Zichri, a mighty man of Ephraim,`: what may stand between an agent and its verb. */
const APPOSITIVE = String.raw`(?: the son of [A-Z][a-z-]+|,? the [A-Z][a-z-]+|, (?:a|the) [a-z ]+ of [A-Z][a-z-]+,| (?:his|her) (?:brother|son|servant)| also| himself| the (?:king|prophet|priest))?`;
const DIRECT = new RegExp(String.raw`([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*)${APPOSITIVE}(?: and ([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*)${APPOSITIVE})? $`);
const SUBORDINATE = new Set([
  'when',
  'if',
  'because',
  'though',
  'although',
  'while',
  'until',
  'till',
  'before',
  'after',
  'since',
  'as',
  'whom',
  'who',
  'which',
  'whose',
  'lest',
]);

/** The agents of the verb at `at`: the names just before (`Joab and Abishai his brother slew`), `he`/`she` for the one person named before, or the clause's subject. */
function agentsOf(scan: VerseScan, at: number): Mention[] {
  const from = clauseStart(scan.text, at);
  const before = scan.text.slice(from, at);
  const direct = DIRECT.exec(before);
  if (direct) {
    const lead = /([A-Za-z]+)[\s,]*$/.exec(before.slice(0, direct.index))?.[1]?.toLowerCase() ?? '';
    if (NOT_BEFORE_SUBJECT.has(lead)) return [];
    const found = [1, 2].flatMap((g) => {
      const at = direct[g] === undefined ? -1 : from + direct.index + direct[0].indexOf(direct[g]!, g === 1 ? 0 : direct[0].indexOf(' and '));
      const t = scan.names.find((n) => n.start === at);
      return t && scan.lexicon.personish(t.word) && !isPossessive(scan.text, t) ? [mention(t)] : [];
    });
    return found.length === (direct[2] === undefined ? 1 : 2) ? found : [];
  }
  const pronoun = /\b(he|she)(?: (?:also|then))? $/.exec(before);
  if (pronoun) {
    const who = onlyPersonBefore(scan, at, pronoun[1] === 'she' ? 'female' : 'male');
    return who ? [who] : [];
  }
  // `Cain rose up against Abel his brother, and slew him`: the clause's first name, in subject position,
  // the verb the second of its predicates, no other subject between.
  const first = scan.names.find((n) => n.start >= from && n.end <= at);
  if (!first || !scan.lexicon.personish(first.word) || isPossessive(scan.text, first)) return [];
  const lead =
    scan.text
      .slice(from, first.start)
      .trim()
      .split(/[\s,]+/)
      .at(-1)
      ?.toLowerCase() ?? '';
  const between = scan.text.slice(first.end, at);
  if (!inSubjectPosition(scan.text, first.start) || SUBORDINATE.has(lead)) return [];
  if (/\b(?:who|which|whom|that|when|because|if|whose|they|we|ye|I|he|she|it|men|people|servants)\b/.test(between)) return [];
  if ((between.match(/,? and /g) ?? []).length !== 1 || !/,? and $/.test(between)) return [];
  const others = scan.names.filter((n) => n.start > first.end && n.end <= at);
  if (others.some((n) => !NOT_BEFORE_SUBJECT.has(wordBefore(scan.text, n.start)))) return [];
  return [mention(first)];
}

function active(scan: VerseScan): void {
  for (const m of scan.text.matchAll(VERB)) {
    const relation = VERBS[m[1]!]!;
    const agents = agentsOf(scan, m.index);
    const clauseRest = scan.text.slice(endOf(m), clauseEnd(scan.text, endOf(m)));
    for (const agent of agents) {
      // `he sold his birthright unto Jacob`: a `he` is not the one the clause names after the verb.
      if (agent.resolved && new RegExp(`\\b${agent.name}\\b`).test(clauseRest)) continue;
      for (const object of objects(scan, relation, endOf(m), m.index, agent)) {
        // `Isaac and Ishmael buried him`: not one of the agents; `fed the asses of Zibeon`: not the agent's own.
        if ('name' in object ? agents.some((a) => a.name === object.name) : new RegExp(`\\b${agent.name}\\b`).test(object.text)) continue;
        const end = 'name' in object ? Math.max(object.end, endOf(m)) : endOf(m) + object.text.length;
        const start = agent.previous ? m.index : Math.min(agent.start, m.index);
        emit(scan, { relation, subject: agent, object, start, end, inverse: false });
      }
    }
  }
}

function passive(scan: VerseScan): void {
  for (const m of scan.text.matchAll(PASSIVE_BY)) {
    const object = person(scan, m, 1);
    const agent = person(scan, m, 3);
    if (object && agent && !isPossessive(scan.text, object))
      emit(scan, { relation: PASSIVE[m[2]!]!, subject: agent, object, start: m.index, end: endOf(m), inverse: false });
  }
  for (const m of scan.text.matchAll(WHOM_X_VERB)) {
    const object = person(scan, m, 1);
    const agent = person(scan, m, 2);
    if (object && agent) emit(scan, { relation: VERBS[m[3]!]!, subject: agent, object, start: m.index, end: endOf(m), inverse: false });
  }
}

function naming(scan: VerseScan): void {
  for (const m of scan.text.matchAll(NAMING)) {
    const named = scan.names.find((n) => n.start === m.indices![1]![0]);
    if (!named) continue;
    const agent = agentsOf(scan, m.index)[0];
    if (agent && agent.name !== named.word)
      emit(scan, {
        relation: 'name',
        subject: agent,
        object: mention(named),
        start: agent.previous ? m.index : Math.min(agent.start, m.index),
        end: endOf(m),
        inverse: false,
      });
  }
}

/** Every action fact of the verse. */
export function extractActions(scan: VerseScan): void {
  active(scan);
  passive(scan);
  naming(scan);
}
