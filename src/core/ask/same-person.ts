import { splitVerseId } from '../bible/verse-id.ts';
import type { Knowledge, KnowledgeFact, Relation } from '../verses-db/knowledge.ts';

/** The relations that link one person's two names; they are never followed further. */
export const LINKS: ReadonlySet<Relation> = new Set(['renamed', 'also_called']);
/** Matthew is the 40th book. */
const FIRST_NEW_TESTAMENT_BOOK = 40;
const testament = (verse: number) => (splitVerseId(verse).book >= FIRST_NEW_TESTAMENT_BOOK ? 'new' : 'old');

/** One of the person's other names, the testament of the verses that link them, and how those verses tell the person apart (`son of Jona`). */
interface OtherName {
  name: string;
  testament: 'old' | 'new';
  keys: Set<string>;
}

/** The person's other names: renamed either way, or also called. */
export function otherNames(knowledge: Knowledge, name: string): OtherName[] {
  const own = new Set(knowledge.aliasesOf(name));
  const found = new Map<string, OtherName>();
  for (const f of [...LINKS].flatMap((r) => [...knowledge.facts(r, name), ...knowledge.factsAbout(name, r)])) {
    const other = own.has(f.subject) ? f.object : f.subject;
    if (!other || own.has(other)) continue;
    const entry = found.get(other) ?? { name: other, testament: testament(f.verse), keys: new Set() };
    // How any verse that renames the other name tells him apart: Simon `the son of Jona` is renamed Cephas (John 1:42).
    for (const link of [...LINKS].flatMap((r) => knowledge.facts(r, other))) if (link.subjectKey) entry.keys.add(link.subjectKey);
    found.set(other, entry);
  }
  return [...found.values()];
}

/** A name in at most this many verses is a person's lesser name when the texts link it to a commoner one. */
const LESSER_NAME_VERSES = 30;

/**
 * The name the texts mostly call a person by, when `name`, said in `verse`, is a rarer name of that
 * person (`Belteshazzar` is Daniel, `Hadassah` Esther, `Didymus` Thomas). Undefined for a common name
 * and for a name the texts give two people in the verse's testament (Hoshea the son of Elah is no Joshua).
 */
export function betterKnownName(knowledge: Knowledge, name: string, verse: number): string | undefined {
  const count = (n: string) => knowledge.nameInfo(n)?.verses.kjv.length ?? 0;
  const own = count(name);
  const t = testament(verse);
  if (own === 0 || own > LESSER_NAME_VERSES || namesakes(knowledge, knowledge.nameInfo(name)!.canonical, t) > 1) return undefined;
  const best = otherNames(knowledge, name)
    .filter((o) => o.testament === t)
    .map((o) => ({ name: o.name, verses: count(o.name) }))
    .sort((a, b) => b.verses - a.verses || a.name.localeCompare(b.name))[0];
  return best && best.verses > own ? best.name : undefined;
}

/** How many namesakes the texts tell apart under a name in a testament (`Simon the Canaanite`, `Simon the son of Jona`, …), in one translation's spelling (the WEB's `son of Kish` is the KJV's `son of Cis`). */
function namesakes(knowledge: Knowledge, name: string, t: 'old' | 'new'): number {
  const keys = new Set<string>();
  for (const f of knowledge) if (f.subject === name && f.subjectKey && f.translation === 'kjv' && testament(f.verse) === t) keys.add(f.subjectKey);
  return keys.size;
}

/**
 * One person under two names: what the texts tell of Simon they tell of Peter, of Hoshea of Joshua, of
 * Abram of Abraham. A view of the layer whose `facts` about a person add those told under the
 * person's other names, from the testament that links the names: Saul of Tarsus is Paul, but Saul
 * the son of Kish is not.
 */
export function samePerson(knowledge: Knowledge): Knowledge {
  let view = views.get(knowledge);
  if (!view) views.set(knowledge, (view = samePersonView(knowledge)));
  return view;
}

/** One view per layer, so what it counts is counted once. */
const views = new WeakMap<Knowledge, Knowledge>();

function samePersonView(knowledge: Knowledge): Knowledge {
  const counted = new Map<string, number>();
  const namesakeCount = (name: string, t: 'old' | 'new') => {
    const key = `${name} ${t}`;
    let n = counted.get(key);
    if (n === undefined) counted.set(key, (n = namesakes(knowledge, name, t)));
    return n;
  };
  // A question asks the view for many relations of one person: his other names are read once.
  const others = new Map<string, OtherName[]>();
  const othersOf = (name: string) => {
    let found = others.get(name);
    if (!found) others.set(name, (found = otherNames(knowledge, name)));
    return found;
  };
  const facts = (relation: Relation, subject: string): readonly KnowledgeFact[] => {
    const own = knowledge.facts(relation, subject);
    if (LINKS.has(relation)) return own;
    // A namesake the verse tells apart (`Saul the son of Cis`, Acts 13:21) is someone else. Of a name many
    // bear (Simon), only what is told of the one the renaming verse names (`Simon the son of Jona`).
    const more = othersOf(subject).flatMap((o) => {
      const common = namesakeCount(o.name, o.testament) > 1;
      return knowledge
        .facts(relation, o.name)
        .filter((f) => testament(f.verse) === o.testament && (f.subjectKey === undefined ? !common : o.keys.has(f.subjectKey)));
    });
    return more.length ? [...own, ...more].sort((a, b) => a.verse - b.verse) : own;
  };
  return {
    nameInfo: (name) => knowledge.nameInfo(name),
    aliasesOf: (name) => knowledge.aliasesOf(name),
    facts,
    factsAbout: (object, relation) => knowledge.factsAbout(object, relation),
    names: () => knowledge.names(),
    [Symbol.iterator]: () => knowledge[Symbol.iterator](),
    get size() {
      return knowledge.size;
    },
  };
}
