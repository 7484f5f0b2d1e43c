import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import {
  FACT_INVERSE,
  FACT_OBJECT_RESOLVED,
  FACT_SUBJECT_RESOLVED,
  type KnowledgeAliasRow,
  type KnowledgeFactRow,
  type KnowledgeNameRow,
  type Relation,
} from '../../verses-db/knowledge.ts';
import { chapterKey } from '../verse-id.ts';
import { extractActions } from './actions.ts';
import { findAliases, type AliasPair } from './aliases.ts';
import { extractKinship } from './kinship.ts';
import { extractLifespans } from './lifespans.ts';
import { extractTribes } from './tribes.ts';
import { extractBurials } from './burials.ts';
import { extractRenames } from './renames.ts';
import { extractTrades } from './trades.ts';
import { extractDeaths } from './deaths.ts';
import { extractInLaws } from './in-laws.ts';
import { extractFirstborn } from './firstborn.ts';
import { extractHomes } from './homes.ts';
import { findNames, type NameLexicon } from './names.ts';
import { extractOffices, findAccessions } from './offices.ts';
import { isMention, person, type Mention, type VerseScan } from './scan.ts';
import { pattern, type Texts } from './text.ts';

// The knowledge layer's extraction, run by the database build: names, aliases, then every verse of
// both translations through the kinship, office and action patterns, each fact kept with its span.

export interface Knowledge {
  names: KnowledgeNameRow[];
  aliases: KnowledgeAliasRow[];
  facts: KnowledgeFactRow[];
  /** For the build report: the alias pairs taken and refused, facts per relation. */
  report: { accepted: AliasPair[]; refused: AliasPair[]; relations: Record<string, number>; groups: number };
}

/** `Joseph of Arimathaea`, `Saul of Tarsus`: a person told apart by a place. */
const OF_PLACE = pattern(`{N} of {N}`);
/** `Elijah the Tishbite`, `Uriah the Hittite`. */
const GENTILIC = pattern(`{N},? the {N}`);

/** What tells the verse's people apart: a father (set by kinship.ts), else a place, else a people. */
function placeKeys(scan: VerseScan): void {
  for (const m of scan.text.matchAll(OF_PLACE)) {
    const who = person(scan, m, 1);
    const where = scan.names.find((n) => n.start === m.indices![2]![0]);
    if (who && where && scan.lexicon.placeOrPeople(where.word) && !scan.keys.has(who.name)) scan.keys.set(who.name, `of ${where.word}`);
  }
  for (const m of scan.text.matchAll(GENTILIC)) {
    const who = person(scan, m, 1);
    const people = m[2]!;
    if (who && /(?:ite|ian|ean|ene)$/.test(people) && scan.names.some((n) => n.word === people) && !scan.keys.has(who.name))
      scan.keys.set(who.name, `the ${people}`);
  }
}

const GENESIS = 1;
/** A man the texts name as a person this often, though his name is mostly his tribe's or his land's. */
const PATRIARCH_USES = 20;

/**
 * In Genesis the patriarchs' names are theirs, not yet their tribes' (`Judah`, `Benjamin`, `Israel`):
 * `said Judah to Tamar his daughter in law`, `the sons of Judah; Er, and Onan`.
 */
function patriarchal(lexicon: NameLexicon): NameLexicon {
  const patriarch = (name: string) => (lexicon.usage(name)?.person ?? 0) >= PATRIARCH_USES && lexicon.gender(name) === 'male';
  return {
    ...lexicon,
    personish: (name) => lexicon.personish(name) || patriarch(name),
    placeOrPeople: (name) => lexicon.placeOrPeople(name) && !patriarch(name),
  };
}

/** Runs every extractor over both translations. */
export function extractKnowledge(texts: Texts): Knowledge {
  const lexicon = findNames(texts);
  const aliases = findAliases(texts, lexicon);
  const nameList = [...lexicon.verses.keys()].sort();
  const ids = new Map(nameList.map((n, i) => [n, i + 1]));
  const canonicalOf = (name: string, verse: number, t: Translation) => {
    const local = t === 'kjv' ? aliases.local.get(verse)?.get(name) : undefined;
    return aliases.canonical.get(local ?? name) ?? name;
  };

  const patriarchs = patriarchal(lexicon);
  const facts: KnowledgeFactRow[] = [];
  for (const t of TRANSLATIONS) {
    let previous: VerseScan | undefined;
    let context: VerseScan[] = [];
    let storyFather: Mention | undefined;
    texts[t].forEach((v, i) => {
      const sameBook = previous && Math.floor(previous.id / 1_000_000) === Math.floor(v.id / 1_000_000);
      if (previous && chapterKey(previous.id) !== chapterKey(v.id)) {
        storyFather = undefined;
        context = [];
      }
      context = context.slice(-2);
      const scan: VerseScan = {
        translation: t,
        id: v.id,
        text: v.text,
        names: lexicon.tokens[t][i]!,
        lexicon: Math.floor(v.id / 1_000_000) === GENESIS ? patriarchs : lexicon,
        previous: sameBook ? { text: previous!.text, names: previous!.names, kings: previous!.kings } : undefined,
        context: context.map((c) => ({ text: c.text, names: c.names })),
        storyFather,
        kings: [],
        keys: new Map(),
        facts: [],
      };
      findAccessions(scan);
      extractKinship(scan);
      extractOffices(scan);
      extractTrades(scan);
      extractActions(scan);
      extractLifespans(scan);
      extractTribes(scan);
      extractBurials(scan);
      extractRenames(scan);
      extractDeaths(scan);
      extractInLaws(scan);
      extractFirstborn(scan);
      extractHomes(scan);
      placeKeys(scan);
      for (const f of scan.facts) {
        const row = factRow(f, scan, ids, canonicalOf);
        if (row) facts.push(row);
      }
      previous = scan;
      context.push(scan);
      storyFather = scan.namedFather ?? storyFather;
    });
  }

  const names: KnowledgeNameRow[] = nameList.map((name) => ({
    id: ids.get(name)!,
    name,
    canonical: ids.get(aliases.canonical.get(name) ?? name)!,
    verses: lexicon.verses.get(name)!,
    usage: lexicon.usage(name)!,
  }));
  const aliasRows = aliases.pairs.map((p) => ({ name: ids.get(p.kjv)!, alias: ids.get(p.web)!, verses: p.verses }));
  const relations: Record<string, number> = {};
  for (const f of facts) relations[f.relation] = (relations[f.relation] ?? 0) + 1;
  return {
    names,
    aliases: aliasRows,
    facts,
    report: { accepted: aliases.pairs.filter((p) => p.verses > 0), refused: [...aliases.refused], relations, groups: new Set(aliases.canonical.values()).size },
  };
}

function factRow(
  f: VerseScan['facts'][number],
  scan: VerseScan,
  ids: ReadonlyMap<string, number>,
  canonicalOf: (name: string, verse: number, t: Translation) => string,
): KnowledgeFactRow | undefined {
  if (!(f.start >= 0 && f.start < f.end && f.end <= scan.text.length)) return undefined;
  const key = (m: Mention) => {
    if (m.previous) return null;
    const k = scan.keys.get(m.name);
    // A father's name in the key is canonical too: `son of Elijah`, whichever spelling the verse has.
    const father = k && /^(son|daughter) of (.+)$/.exec(k);
    return father ? `${father[1]} of ${canonicalOf(father[2]!, scan.id, scan.translation)}` : (k ?? null);
  };
  const object = f.object;
  const named = isMention(object);
  let flags = f.inverse ? FACT_INVERSE : 0;
  if (f.subject.resolved) flags |= FACT_SUBJECT_RESOLVED;
  if (named && object.resolved) flags |= FACT_OBJECT_RESOLVED;
  return {
    relation: f.relation as Relation,
    subject: ids.get(canonicalOf(f.subject.name, scan.id, scan.translation))!,
    subjectAs: ids.get(f.subject.name)!,
    subjectKey: key(f.subject),
    object: named ? ids.get(canonicalOf(object.name, scan.id, scan.translation))! : null,
    objectAs: named ? ids.get(object.name)! : null,
    objectText: named ? (f.numberText ?? null) : object.text,
    objectKey: named ? key(object) : null,
    number: named ? (f.number ?? null) : (object.number ?? null),
    verse: scan.id,
    translation: scan.translation,
    start: f.start,
    end: f.end,
    flags,
  };
}
