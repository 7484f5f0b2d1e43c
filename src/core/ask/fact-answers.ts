import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { BOOKS } from '#shared/bible/books.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { chapterKey, splitVerseId } from '../bible/verse-id.ts';
import { NUMBER_UNITS } from '../bible/knowledge/numbers.ts';
import type { Knowledge, KnowledgeFact, Relation } from '../verses-db/knowledge.ts';
import type { RankedAnswer, Support } from './factoid.ts';
import type { Question } from './question.ts';
import type { Kinship, Shape } from './shape.ts';
import { gather, keyOf, objectOf, subjectOf, twoSteps, type FactAnswer, type KnownAnswers } from './fact-gather.ts';
import { lifeFacts } from './life-facts.ts';
import { LINKS, otherNames, samePerson } from './same-person.ts';
import { isTrade, sameTrade, tradeIn, tradeOf } from '../bible/knowledge/trades.ts';
import { escapeRegExp } from '#shared/regexp.ts';

export type { FactAnswer, KnownAnswers } from './fact-gather.ts';

const KINSHIP_RELATION: Partial<Record<Kinship, Relation[]>> = {
  mother: ['mother'],
  father: ['father'],
  son: ['son'],
  sons: ['son'],
  daughter: ['daughter'],
  daughters: ['daughter'],
  wife: ['wife'],
  wives: ['wife'],
  husband: ['husband'],
  brother: ['brother'],
  brothers: ['brother'],
  sister: ['sister'],
  sisters: ['sister'],
  // "Who was Aaron's sibling besides Moses?": a brother or a sister, a word the texts never use.
  sibling: ['brother', 'sister'],
  siblings: ['brother', 'sister'],
  children: ['son', 'daughter', 'child'],
  parents: ['father', 'mother'],
  spouse: ['wife', 'husband'],
};

/** A person's near kin, for telling which of them is meant. */
const KIN: readonly Relation[] = ['son', 'daughter', 'child', 'brother', 'sister', 'wife', 'husband', 'father', 'mother'];

const MARRIAGES: ReadonlySet<Kinship> = new Set(['wife', 'husband', 'spouse']);

/** Children counted in the order the texts tell them; the first and the last have readers of their own (the firstborn). */
const CHILDREN: ReadonlySet<Kinship> = new Set(['son', 'daughter', 'sons', 'daughters', 'children']);
const ORDER_OF_BIRTH: ReadonlySet<NonNullable<Shape['ordinal']>> = new Set(['second', 'third']);
/** One father, one mother: several for one name are namesakes' (Caleb son of Jephunneh, of Hezron). */
const PARENTS: ReadonlySet<Kinship> = new Set(['father', 'mother']);
/** A namesake's parent is meant when the texts tell that parent in this many times the verses of any other. */
const MOST_TOLD = 3;

/** The verses that open a book: where the prophets' books name their prophet's father (Ezekiel 1:3). */
const OPENING = 3;

/**
 * Of namesakes' parents, those the book named after the person gives in its opening verses (`The words
 * of Jeremiah the son of Hilkiah`, Jeremiah 1:1; not the Jeremiah son of Habaziniah of 35:3), else all.
 */
function openedWith(owner: string, answers: readonly FactAnswer[]): FactAnswer[] {
  const book = BOOKS.find((b) => b.name === owner);
  const opens = (f: KnowledgeFact) => {
    const { book: at, chapter, verse } = splitVerseId(f.verse);
    return at === book?.index && chapter === 1 && verse <= OPENING;
  };
  const opening = answers.filter((a) => a.facts.some(opens));
  return opening.length ? opening : [...answers];
}

/** Of namesakes' parents, the one the texts tell far more often (the Caleb of Numbers and Joshua), else all. */
function mostTold(answers: readonly FactAnswer[]): FactAnswer[] {
  const told = (a: FactAnswer) => new Set(a.facts.map((f) => f.verse)).size;
  const [first, ...rest] = [...answers].sort((a, b) => told(b) - told(a));
  return first && rest.every((a) => told(first) >= MOST_TOLD * told(a)) ? [first] : [...answers];
}

/**
 * Of namesakes' parents still several, those told where the person is told most: the chapters that
 * give each parent, counted by their verses naming the person. The Jehu of 2 Kings 9-10 is Jehoshaphat's
 * son and Nimshi's grandson; the Jehus of Hanani (1 Kings 16) and of Obed (1 Chronicles 2:38) are told
 * in a few verses. A parent told a chapter from a kept one stays.
 */
function mostSeen(knowledge: Knowledge, owner: string, answers: readonly FactAnswer[]): FactAnswer[] {
  const named = knowledge.nameInfo(owner)?.verses;
  if (!named || answers.length < 2) return [...answers];
  const seen = (a: FactAnswer) => {
    const verses = new Set<number>();
    for (const t of TRANSLATIONS) {
      const chapters = new Set(a.facts.filter((f) => f.translation === t).map((f) => chapterKey(f.verse)));
      for (const id of named[t]) if (chapters.has(chapterKey(id))) verses.add(id);
    }
    return verses.size;
  };
  const counts = answers.map(seen);
  const most = Math.max(...counts);
  const kept = answers.filter((_, i) => MOST_TOLD * counts[i]! >= most);
  // Fathers told a chapter apart are one person's (Laban `son of Bethuel`, 28:5, and `son of Nahor`, his grandfather, 29:5).
  const keptChapters = kept.flatMap((a) => a.facts.map((f) => chapterKey(f.verse)));
  const near = (a: FactAnswer) => a.facts.some((f) => keptChapters.some((c) => Math.abs(c - chapterKey(f.verse)) <= 1));
  return answers.filter((a) => kept.includes(a) || near(a));
}

/**
 * The answer an ordinal picks, by the first verse that tells each: Ruth is Mahlon's wife (4:10) before
 * she is Boaz's (4:13). One person renamed (Sarai, Sarah) is one marriage.
 */
function inOrderTold(knowledge: Knowledge, answers: readonly FactAnswer[], ordinal: NonNullable<Shape['ordinal']>): FactAnswer[] {
  const first = (a: FactAnswer) => Math.min(...a.facts.map((f) => f.verse));
  // Within one verse, in the order it names them (`the name of the first, Jemima; and the name of the second, Kezia`).
  const at = (a: FactAnswer) => Math.min(...a.facts.filter((f) => f.verse === first(a)).map((f) => f.span[0]));
  const told: FactAnswer[] = [];
  for (const a of [...answers].sort((a, b) => first(a) - first(b) || at(a) - at(b))) {
    const renamed = new Set(
      [...knowledge.facts('renamed', a.text), ...knowledge.factsAbout(a.text, 'renamed')].flatMap((f) => [keyOf(f.subject), keyOf(f.object ?? '')]),
    );
    if (!told.some((t) => renamed.has(t.key))) told.push(a);
  }
  const pick = ordinal === 'last' ? told.at(-1) : told[{ first: 0, second: 1, third: 2 }[ordinal]];
  return pick ? [pick] : [];
}

/**
 * Relatives two or more generations away, through the parents or the children: a grandfather is a
 * parent's father, a great-grandson a child's child's son. The layer holds one generation per fact.
 */
const GENERATIONS: Partial<Record<Kinship, { through: Relation[]; last: Relation[] }>> = {
  grandfather: { through: ['father', 'mother'], last: ['father'] },
  grandmother: { through: ['father', 'mother'], last: ['mother'] },
  grandson: { through: ['son', 'daughter'], last: ['son'] },
};

/** Relatives two facts away to the side: an uncle is a parent's brother, a nephew a sibling's son. */
const SIDEWAYS: Partial<Record<Kinship, { first: Relation[]; then: Relation[] }>> = {
  uncle: { first: ['father', 'mother'], then: ['brother'] },
  nephew: { first: ['brother', 'sister'], then: ['son'] },
};

/**
 * The facts that end a line of descent from `owner`: one generation through `through` per step, then
 * `last`. Each step after the first keeps to the books that told the step before: Ruth's son Obed's
 * son in Ruth is Jesse, where namesakes of Obed in Chronicles have sons of their own; and no Gospel
 * names the mother of Joseph, Jesus' father, who is not Rachel, mother of Jacob's son Joseph.
 */
function descent(knowledge: Knowledge, owner: string, steps: number, generation: { through: Relation[]; last: Relation[] }): KnowledgeFact[] {
  let line = new Map<string, Set<number>>([[owner, new Set()]]);
  const stepFrom = (person: string, books: ReadonlySet<number>, relations: readonly Relation[]) => {
    const facts = relations.flatMap((r) => knowledge.facts(r, person)).filter((f) => f.object);
    return books.size === 0 ? facts : facts.filter((f) => books.has(splitVerseId(f.verse).book));
  };
  for (let i = 0; i < steps; i++) {
    const next = new Map<string, Set<number>>();
    for (const [person, books] of line)
      for (const f of stepFrom(person, books, generation.through)) {
        const seen = next.get(f.object!) ?? new Set<number>();
        next.set(f.object!, seen.add(splitVerseId(f.verse).book));
      }
    line = next;
  }
  return [...line].flatMap(([person, books]) => stepFrom(person, books, generation.last));
}

/** The question's verbs as the knowledge layer's action relations (any form the question may use). */
const ACTIONS: [RegExp, Relation][] = [
  [/^(kill|killed|kills|slay|slew|slain|murder|murdered|defeat|defeated)$/, 'kill'],
  [/^(smite|smote|struck|strike)$/, 'strike'],
  [/^(build|built|builded)$/, 'build'],
  [/^(lead|led|leads)$/, 'lead'],
  [/^(anoint|anointed)$/, 'anoint'],
  [/^(write|wrote|written)$/, 'write'],
  [/^(feed|fed)$/, 'feed'],
  [/^(send|sent)$/, 'send'],
  [/^(baptize|baptized|baptise|baptised)$/, 'baptize'],
  [/^(bury|buried)$/, 'bury'],
  [/^(name|named)$/, 'name'],
  [/^(sell|sold)$/, 'sell'],
  [/^(buy|bought)$/, 'buy'],
  [/^(heal|healed)$/, 'heal'],
  [/^(raise|raised)$/, 'raise'],
];

/** The question's capitalised names the knowledge layer knows, canonical. */
function namesIn(question: Question, knowledge: Knowledge): string[] {
  return question.terms.filter((t) => t.name).flatMap((t) => knowledge.nameInfo(t.word)?.canonical ?? []);
}

/**
 * What the knowledge layer says to a question, when its shape is one the layer holds: a relative
 * ("Who was Samuel's mother?"), a doer or a done-to of a common verb ("Who killed Goliath?",
 * "Whom did Saul anoint?"), a king by order ("the first king of Israel") or by reign ("reigned fifty
 * and five years"). Empty when it holds nothing for it: retrieval answers then.
 */
export function factAnswers(question: Question, shape: Shape, knowledge: Knowledge): KnownAnswers {
  const found = lookUp(question, shape, samePerson(knowledge));
  // The question's own names are never its answer, nor their other names unless it asks for a name
  // ("Who did Abraham marry after Sarah died?" is neither Sarah nor Sarai).
  const names = namesIn(question, knowledge);
  const named = new Set(names.map(keyOf));
  const renamed = new Set(names.flatMap((n) => otherNames(knowledge, n)).map((o) => keyOf(o.name)));
  const naming = (a: FactAnswer) => a.facts.some((f) => LINKS.has(f.relation));
  const answers = found.answers.filter((a) => !named.has(a.key) && (!renamed.has(a.key) || naming(a)));
  return { answers, strict: found.strict && answers.length > 0, ...(found.outright && { outright: true }) };
}

/**
 * The trades (else the callings) the texts give the question's person. Not a calling the question
 * names ("…before he was a prophet?"); of namesakes, the one told beside the question's other names
 * (Simon the tanner, in Joppa).
 */
function tradesOf(question: Question, names: readonly string[], knowledge: Knowledge): { facts: KnowledgeFact[]; trades: boolean } {
  const [person, ...others] = names;
  if (!person) return { facts: [], trades: false };
  const held = knowledge.facts('office', person).filter((f) => !question.tokens.includes(f.objectText ?? ''));
  const beside = held.filter((f) => others.some((o) => knowledge.nameInfo(o)?.verses[f.translation].includes(f.verse)));
  const told = beside.length ? beside : held;
  const trades = told.filter((f) => isTrade(f.objectText ?? ''));
  return trades.length ? { facts: trades, trades: true } : { facts: told, trades: false };
}

/** "Who was the father of Levi the tax collector?": a trade after the relative's name tells which Levi is meant; no one asked holds it. */
const ownersTrade = (text: string, owner: string | undefined, trade: string) =>
  owner !== undefined && new RegExp(`\\b${escapeRegExp(owner)},? (?:the|a|an) (?:[a-z]+ )?${escapeRegExp(trade)}`, 'i').test(text);

function lookUp(question: Question, shape: Shape, knowledge: Knowledge): KnownAnswers {
  const none = { answers: [], strict: false };
  const names = namesIn(question, knowledge);
  const text = question.text.toLowerCase();
  const told = lifeFacts(text, shape, knowledge, names, question.terms);
  if (told) return told;
  // "What was Luke's profession?": the trades and callings the texts give the person (`Luke, the beloved physician`).
  // A trade the texts give answers outright; a calling (`Peter, an apostle`) may not be what was asked.
  if (shape.occupation) {
    const { facts, trades } = tradesOf(question, names, knowledge);
    const answer = (f: KnowledgeFact) => (f.objectText ? { key: keyOf(tradeOf(f.objectText)), text: f.objectText } : undefined);
    return { answers: gather(facts, answer), strict: trades && facts.length > 0, outright: true };
  }
  if (!['person', 'people'].includes(shape.type)) return none;
  // "Which of Isaac's sons was a skilful hunter?": whom the layer gives the trade, of the asked relatives
  // (else of the named person's kin) when the question names any.
  const trade = tradeIn(question.text);
  if (trade && !ownersTrade(question.text, shape.relation?.of, trade)) {
    const holdersOf = (fits: (held: string) => boolean) => [...knowledge].filter((f) => f.relation === 'office' && f.objectText && fits(tradeOf(f.objectText)));
    const holders = holdersOf((held) => held === trade);
    const owner = shape.relation?.of ?? names[0];
    const relations = shape.relation ? (KINSHIP_RELATION[shape.relation.kind] ?? []) : KIN;
    const kin = new Set(owner ? relations.flatMap((r) => knowledge.facts(r, owner)).map((f) => f.object) : []);
    const told = holders.filter((f) => kin.has(f.subject));
    // Else the one person who holds it ("Who was the physician who travelled with Paul?"); of several
    // (Esau and Nimrod hunt), retrieval says which, unless the question asks for the first the texts
    // tell in any words for the trade ("Who was the first shepherd?": `Abel was a keeper of sheep`, Genesis 4:2).
    const answers = gather(told.length ? told : holders, subjectOf);
    if (told.length || answers.length === 1) return { answers, strict: false, outright: true };
    const anyWords = shape.ordinal === 'first' ? holdersOf((held) => sameTrade(held, trade)) : [];
    if (anyWords.length) {
      const first = anyWords.reduce((a, b) => (b.verse < a.verse ? b : a));
      return {
        answers: gather(
          anyWords.filter((f) => f.subject === first.subject),
          subjectOf,
        ),
        strict: true,
        outright: true,
      };
    }
  }
  if (shape.relation) {
    const relations = KINSHIP_RELATION[shape.relation.kind];
    // "Whose daughter did Jesus raise?" names no one she is the daughter of: the layer cannot say.
    const owner = shape.relation.of ? knowledge.nameInfo(shape.relation.of)?.canonical : question.tokens.includes('whose') ? undefined : names[0];
    const generation = GENERATIONS[shape.relation.kind];
    if (generation && owner) {
      // "great-grandson": one more generation for each `great`.
      const at = question.tokens.indexOf(shape.relation.kind);
      let greats = 0;
      while (question.tokens[at - 1 - greats] === 'great') greats++;
      return { answers: gather(descent(knowledge, owner, 1 + greats, generation), objectOf), strict: true, outright: true };
    }
    // "Who was Jacob's uncle?": his mother Rebekah's brother Laban.
    const sideways = SIDEWAYS[shape.relation.kind];
    if (sideways && owner) return { answers: gather(twoSteps(knowledge, owner, sideways.first, sideways.then), objectOf), strict: true, outright: true };
    if (!relations || !owner) return none;
    const answers = gather(
      relations.flatMap((r) => knowledge.facts(r, owner)),
      objectOf,
    );
    // "Who was Abraham's second wife?": the marriages in the order the texts tell them; "Job's second daughter", the children.
    if (shape.ordinal && (MARRIAGES.has(shape.relation.kind) || (CHILDREN.has(shape.relation.kind) && ORDER_OF_BIRTH.has(shape.ordinal))))
      return { answers: inOrderTold(knowledge, answers, shape.ordinal), strict: true, outright: true };
    return {
      answers: PARENTS.has(shape.relation.kind) ? mostSeen(knowledge, owner, mostTold(openedWith(owner, answers))) : answers,
      strict: true,
      outright: true,
    };
  }

  const kingdoms = ['Israel', 'Judah', 'Babylon', 'Persia', 'Egypt', 'Assyria', 'Syria', 'Moab', 'Salem', 'Tyre'].filter((k) =>
    question.tokens.includes(k.toLowerCase()),
  );
  if (question.tokens.includes('king') || question.tokens.includes('queen')) {
    // "Which king of Judah reigned fifty-five years?", "…began to reign at eight years old"; not the
    // count of those asked for ("Which two men plotted to kill King Ahasuerus?").
    const numbers = REIGN_TOLD.test(text) ? numbersIn(question.text) : [];
    // "seven days" is not "seven years": a unit the question names must be the fact's.
    const unit = /\b(day|month|year)s?\b/.exec(text)?.[1];
    const sameUnit = (f: KnowledgeFact) => !unit || !f.objectText || !/\b(day|month|year)s?\b/.test(f.objectText) || f.objectText.includes(unit);
    const byReign = (relation: Relation) =>
      numbers.length === 0 ? [] : [...knowledge].filter((f) => f.relation === relation && f.number !== undefined && numbers.includes(f.number) && sameUnit(f));
    // "…began to reign at eight years old" asks an age; "…reigned fifty-five years" a length.
    const reign = byReign(/\b(old|age)\b/.test(text) ? 'reign_age' : 'reign_length');
    const inKingdom = (f: KnowledgeFact) => {
      const realms = knowledge.facts('king_of', f.subject);
      return kingdoms.length === 0 || realms.length === 0 || realms.some((k) => kingdoms.some((name) => k.object === name));
    };
    // A realm the texts do not tie the king to narrows nothing; a queen is no man.
    const queen = question.tokens.includes('queen');
    const inRealm = reign.filter((f) => inKingdom(f) && !(queen && knowledge.nameInfo(f.subject)?.gender === 'male'));
    if (inRealm.length) return { answers: gather(inRealm, subjectOf), strict: true };
    // "Who was the first (last) king of Israel?": of the realm's kings, the one whose reign the history
    // (Samuel and Kings) begins first (last) — `Hoshea … began to reign`, not the Jeroboam a prophet
    // names last; without a told reign, the earliest (latest) verse that calls someone so.
    if (shape.ordinal === 'first' || shape.ordinal === 'last') {
      // A realm of no list above ("the first king of Edom"): who the texts say reigned in it (`Bela … reigned in Edom`).
      const other = kingdoms.length ? undefined : /\b(?:king|queen) of ([A-Z][a-z]+)/.exec(question.text)?.[1];
      const kings = other
        ? (['king_of', 'reigned_in'] as const).flatMap((r) => knowledge.factsAbout(other, r))
        : kingdoms.flatMap((k) => knowledge.factsAbout(k, 'king_of'));
      if (kings.length === 0) return none;
      const began = new Map<string, number>();
      for (const name of new Set(kings.map((f) => f.subject)))
        for (const f of REGNAL.flatMap((r) => knowledge.facts(r, name)))
          if (inHistory(f.verse) && f.verse < (began.get(name) ?? Infinity)) began.set(name, f.verse);
      const told = [...began].sort((a, b) => a[1] - b[1]);
      const ordered = [...kings].sort((a, b) => a.verse - b.verse);
      const pick = told.length ? (shape.ordinal === 'first' ? told[0]! : told.at(-1)!)[0] : (shape.ordinal === 'first' ? ordered[0]! : ordered.at(-1)!).subject;
      // The verses that tell the reign first, then those that call him king.
      const reign = REGNAL.flatMap((r) => knowledge.facts(r, pick)).filter((f) => inHistory(f.verse));
      return { answers: gather([...reign, ...kings.filter((f) => f.subject === pick)], subjectOf), strict: true };
    }
    // "Who became king after Solomon?", "Who reigned in Solomon's stead?"
    // Without such a fact, `when` only dates the question ("…king of Jerusalem when Joshua fought").
    // "Which king of Moab rebelled … after Ahab died?": Ahab's followers in Israel are no kings of Moab.
    const asked = /\b(?:king|queen) of ([A-Z][a-z]+)/.exec(question.text)?.[1];
    const ofRealm = (f: KnowledgeFact) => !asked || knowledge.facts('king_of', f.object!).some((k) => k.object === asked);
    if (names.length && /\b(after|when|stead|succeeded|replaced|followed)\b/.test(question.tokens.join(' '))) {
      const all = names.flatMap((n) => knowledge.facts('succeeded_by', n));
      const followers = all.filter(ofRealm);
      if (followers.length || (!/\bwhen\b/.test(text) && followers.length === all.length)) return { answers: gather(followers, objectOf), strict: true };
    }
    // "Who was the king of Tyre who helped Solomon?": the kings the texts give the realm named right
    // after the title. Not strict: a realm has had many, and retrieval says which the question means.
    // Not when the king is who acts ("Who did the king of Babylon make governor…?" asks whom he made).
    const realm = shape.role === 'patient' ? undefined : asked;
    const rulers = realm ? knowledge.factsAbout(realm, 'king_of') : [];
    if (rulers.length) return { answers: gather(rulers, subjectOf), strict: false };
  }

  // "Who took over after Moses died?", "Who succeeded Moses?": whom the texts have follow him.
  const followed = names.filter((n) =>
    new RegExp(`\\b(?:after (?:the death of )?|succeeded |replaced )${n}\\b|\\b${n}['’]s successor\\b`, 'i').test(question.text),
  );
  const successors = followed.flatMap((n) => knowledge.facts('succeeded_by', n));
  if (successors.length) return { answers: gather(successors, objectOf), strict: true };

  const action = question.tokens.map((t) => ACTIONS.find(([pattern]) => pattern.test(t))?.[1]).find((r) => r !== undefined);
  if (action && names.length) {
    // "Who killed Goliath?": facts `X kill Goliath`; "Whom did David kill?": facts `David kill X`.
    const facts = shape.role === 'patient' ? names.flatMap((n) => knowledge.facts(action, n)) : names.flatMap((n) => knowledge.factsAbout(n, action));
    return { answers: gather(facts, shape.role === 'patient' ? objectOf : subjectOf), strict: false };
  }
  return none;
}

/** Words of a question that asks a reign's length or a king's age by a number. */
const REIGN_TOLD = /\b(?:reign|reigned|reigns|ruled|years?|old|age)\b/;

/** Facts that tell a king's reign: its start, length, or the age he began at. */
const REGNAL: Relation[] = ['reign_began', 'reign_length', 'reign_age'];
/** 1 Samuel to 2 Kings: the history that tells the reigns in order (Chronicles retells Judah's). */
const inHistory = (verse: number) => {
  const book = splitVerseId(verse).book;
  return book >= 9 && book <= 12;
};

/** The numbers a question states (`fifty-five`, `31`, `thirty one`). */
function numbersIn(text: string): number[] {
  const found: number[] = [];
  let run: number[] = [];
  const flush = () => {
    if (run.length) found.push(run.reduce((sum, n) => sum + n, 0));
    run = [];
  };
  for (const token of text.toLowerCase().match(/\d+|[a-z]+/g) ?? []) {
    if (/^\d+$/.test(token)) {
      flush();
      found.push(Number(token));
    } else if (token in NUMBER_UNITS) run.push(NUMBER_UNITS[token]!);
    else flush();
  }
  flush();
  return found;
}

/** A ranked answer the knowledge layer also states rises by this much per stating verse (on a log scale). */
const FACT_BOOST = 1;
/** The score of an answer only the knowledge layer found (retrieval's answers run about 0.1–3). */
const FACT_ONLY_SCORE = 0.4;

/**
 * Retrieval's ranked answers with what the knowledge layer states: an answer both agree on rises, one
 * only the layer has joins with its verses as support, and a strict relation (a mother, the first king)
 * leaves no other answer standing. The requested translation's verses come first among the facts.
 */
export function withFacts(ranked: readonly RankedAnswer[], known: KnownAnswers, translation: Translation, store: VerseStore): RankedAnswer[] {
  if (known.answers.length === 0) return [...ranked];
  const byKey = new Map(ranked.map((r) => [r.key, r]));
  const merged = known.strict ? [] : ranked.filter((r) => !known.answers.some((k) => k.key === r.key));
  for (const k of known.answers) {
    const verses = new Set(k.facts.map((f) => f.verse)).size;
    const boost = 1 + FACT_BOOST * Math.log1p(verses);
    const found = byKey.get(k.key);
    // An answer the layer states outright is answered as surely as one only it states; a verse that
    // states it stands as close to the question as a verse can, and leads when the best other verse
    // does not name whom it is said of (`I will make you fishers of men` is no trade of Peter's).
    const support = found && known.outright ? statedFirst(found.support, k, known.answers.length === 1, translation, store) : found?.support;
    if (found) merged.push({ ...found, support: support!, score: (known.outright ? Math.max(found.score, FACT_ONLY_SCORE) : found.score) * boost });
    else {
      const only = factOnly(k, translation, store);
      if (only.support.length > 0) merged.push(only);
    }
  }
  return merged.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

/** The layer's only answer (`sole`) has its verses lead even where retrieval found none of them. */
function statedFirst(support: readonly Support[], answer: FactAnswer, sole: boolean, translation: Translation, store: VerseStore): Support[] {
  const stating = new Set(answer.facts.map((f) => f.verse));
  const marked = support.map((s) => (stating.has(s.id) ? { ...s, local: 1 } : s));
  const lead = marked[0];
  const about = [...new Set(answer.facts.map((f) => f.subjectAs))];
  const text = lead && store.getVerse(lead.id, lead.translation)?.text;
  if (!lead || stating.has(lead.id) || (text && about.some((name) => new RegExp(`\\b${name}\\b`).test(text)))) return marked;
  const sorted = marked.sort((a, b) => Number(stating.has(b.id)) - Number(stating.has(a.id)));
  if (!sole || stating.has(sorted[0]!.id)) return sorted;
  // Retrieval found none of the verses that state it (Paul's tribe beside King Saul's): they lead all
  // the same, those that name it (not a chain's link that names another, `Nahor … begat Terah`).
  return [...supportOf(answer, translation, store).filter((s) => keyOf(s.candidate.text) === answer.key), ...sorted];
}

/** An answer only the knowledge layer states, scored by how many verses state it. */
export function factOnly(answer: FactAnswer, translation: Translation, store: VerseStore): RankedAnswer {
  const verses = new Set(answer.facts.map((f) => f.verse)).size;
  return { key: answer.key, score: FACT_ONLY_SCORE * (1 + FACT_BOOST * Math.log1p(verses)), support: supportOf(answer, translation, store) };
}

/** The fact verses as support, each at the answer's words in the verse (the requested translation first). */
function supportOf(answer: FactAnswer, translation: Translation, store: VerseStore): Support[] {
  const facts = [...answer.facts].sort((a, b) => Number(b.translation === translation) - Number(a.translation === translation) || a.verse - b.verse);
  const support: Support[] = [];
  for (const f of facts) {
    if (support.some((s) => s.id === f.verse)) continue;
    const text = store.getVerse(f.verse, f.translation)?.text;
    const written =
      f.object && answer.key === f.object.toLowerCase()
        ? f.objectAs
        : f.objectText && (answer.key === keyOf(f.objectText) || answer.key === keyOf(tradeOf(f.objectText)) || answer.key === `${f.number} year`)
          ? f.objectText
          : f.subjectAs;
    const start = written && text ? text.indexOf(written, f.span[0]) : -1;
    if (!text || !written || start < 0) continue;
    support.push({
      id: f.verse,
      translation: f.translation,
      candidate: { key: answer.key, text: written, start, end: start + written.length, from: 0, to: 0, kind: 'name' },
      score: FACT_ONLY_SCORE,
      local: 1,
    });
  }
  return support;
}
