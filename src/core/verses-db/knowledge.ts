import type { Translation } from '#shared/contract/bible.ts';
import { execute, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { bufferOf } from './blobs.ts';

// The knowledge layer (extracted from the texts by core/bible/knowledge at build time): proper
// names with their verses and usage, alias groups across the two translations, and facts, each with
// the verse and the span of its text that states it. Names are numbered; facts refer to them.

export const KNOWLEDGE_DDL = `
CREATE TABLE knowledge_names (
  id INTEGER PRIMARY KEY,     -- facts and aliases refer to a name by this number
  name TEXT NOT NULL UNIQUE,  -- as the texts spell it (Beth-lehem, Elias)
  canonical INTEGER NOT NULL, -- the id of its alias group's canonical form (its own id when it is one)
  kjv_verses BLOB NOT NULL,   -- int32 ids of the KJV verses that use it, ascending
  web_verses BLOB NOT NULL,   -- the same for the WEB
  usage BLOB NOT NULL         -- uint16 counts of contexts: person, place, people, male, female
);
CREATE TABLE knowledge_aliases (
  name INTEGER NOT NULL REFERENCES knowledge_names (id),  -- the form one translation writes
  alias INTEGER NOT NULL REFERENCES knowledge_names (id), -- the form the other writes in the same verses
  verses INTEGER NOT NULL,    -- verses where the two translations differ by exactly these forms (0: same letters)
  PRIMARY KEY (name, alias)
) WITHOUT ROWID;
CREATE TABLE knowledge_facts (
  relation TEXT NOT NULL,
  subject INTEGER NOT NULL REFERENCES knowledge_names (id),    -- canonical form
  subject_as INTEGER NOT NULL REFERENCES knowledge_names (id), -- as this verse writes it
  subject_key TEXT,           -- what the verse tells this person apart by (son of Jehoiada, of Arimathaea)
  object INTEGER REFERENCES knowledge_names (id),             -- canonical form, when the object is a name
  object_as INTEGER REFERENCES knowledge_names (id),
  object_text TEXT,           -- the words as written when the object is a phrase or a number
  object_key TEXT,
  number INTEGER,             -- the value of the number words, when parsed
  verse_id INTEGER NOT NULL REFERENCES verses (id),
  translation TEXT NOT NULL REFERENCES translations (id),
  start INTEGER NOT NULL,     -- the span of verse_texts.text that states the fact (UTF-16 offsets)
  end INTEGER NOT NULL,
  flags INTEGER NOT NULL      -- 1 the inverse of the stated relation; 2 subject, 4 object resolved from a pronoun or the verse before
);
`;

/** Kinship, offices and actions: a fact reads "subject RELATION object" (`mother` Samuel Hannah: Samuel's mother is Hannah). */
export const RELATIONS = [
  'father',
  'mother',
  'parent',
  'son',
  'daughter',
  'child',
  'wife',
  'husband',
  'brother',
  'sister',
  'sibling',
  'king_of',
  'office',
  'reign_age',
  'reign_length',
  'reign_began',
  'reigned_in',
  'succeeded',
  'succeeded_by',
  'judged_years',
  'kill',
  'strike',
  'build',
  'lead',
  'anoint',
  'write',
  'feed',
  'send',
  'baptize',
  'bury',
  'name',
  'sell',
  'buy',
  'heal',
  'raise',
  'lifespan',
  'tribe',
  'buried_in',
  'renamed',
  'died_in',
  'father_in_law',
  'mother_in_law',
  'son_in_law',
  'daughter_in_law',
  'firstborn',
  'from_place',
  'also_called',
  'age_when',
] as const;
export type Relation = (typeof RELATIONS)[number];

export const FACT_INVERSE = 1;
export const FACT_SUBJECT_RESOLVED = 2;
export const FACT_OBJECT_RESOLVED = 4;

/** Counts of the contexts a name is used in (see core/bible/knowledge/names.ts). */
export interface NameUsage {
  person: number;
  place: number;
  people: number;
  male: number;
  female: number;
}

export interface KnowledgeNameRow {
  id: number;
  name: string;
  canonical: number;
  verses: Record<Translation, readonly number[]>;
  usage: NameUsage;
}

export interface KnowledgeAliasRow {
  name: number;
  alias: number;
  verses: number;
}

export interface KnowledgeFactRow {
  relation: Relation;
  subject: number;
  subjectAs: number;
  subjectKey: string | null;
  object: number | null;
  objectAs: number | null;
  objectText: string | null;
  objectKey: string | null;
  number: number | null;
  verse: number;
  translation: Translation;
  start: number;
  end: number;
  flags: number;
}

const USAGE_FIELDS = ['person', 'place', 'people', 'male', 'female'] as const;
const int32Blob = (values: readonly number[]) => Buffer.from(Int32Array.from(values).buffer);

// Writers (the database build).

export function writeKnowledgeNames(db: WritableDB, rows: readonly KnowledgeNameRow[]): void {
  for (const r of rows) {
    const usage = Buffer.from(Uint16Array.from(USAGE_FIELDS, (f) => Math.min(0xffff, r.usage[f])).buffer);
    execute(
      db,
      sql`INSERT INTO knowledge_names (id, name, canonical, kjv_verses, web_verses, usage) VALUES (${r.id}, ${r.name}, ${r.canonical}, ${int32Blob(r.verses.kjv)}, ${int32Blob(r.verses.web)}, ${usage})`,
    );
  }
}

export function writeKnowledgeAliases(db: WritableDB, rows: readonly KnowledgeAliasRow[]): void {
  for (const r of rows) execute(db, sql`INSERT INTO knowledge_aliases (name, alias, verses) VALUES (${r.name}, ${r.alias}, ${r.verses})`);
}

export function writeKnowledgeFacts(db: WritableDB, rows: readonly KnowledgeFactRow[]): void {
  for (const f of rows) {
    execute(
      db,
      sql`INSERT INTO knowledge_facts (relation, subject, subject_as, subject_key, object, object_as, object_text, object_key, number, verse_id, translation, start, end, flags)
          VALUES (${f.relation}, ${f.subject}, ${f.subjectAs}, ${f.subjectKey}, ${f.object}, ${f.objectAs}, ${f.objectText}, ${f.objectKey}, ${f.number}, ${f.verse}, ${f.translation}, ${f.start}, ${f.end}, ${f.flags})`,
    );
  }
}

// Reader.

/** A name's alias group: every spelling of it in the two translations, their verses and how the texts use them. */
export interface NameInfo {
  /** The group's most frequent spelling. */
  canonical: string;
  /** Every spelling in the group, the canonical one first. */
  forms: readonly string[];
  /** The verses that use any of the forms, per translation, ascending. */
  verses: Readonly<Record<Translation, Int32Array>>;
  /** Context counts summed over the forms. */
  usage: Readonly<NameUsage>;
  /** Shares of the person, place and people contexts (0..1; all 0 when none was seen). */
  kind: { person: number; place: number; people: number };
  /** Where the texts show it: at least 4 in 5 gendered contexts agree. */
  gender: 'male' | 'female' | undefined;
}

export interface KnowledgeFact {
  relation: Relation;
  /** Canonical forms. */
  subject: string;
  /** The spelling the verse uses. */
  subjectAs: string;
  /** What the verse tells the subject apart from namesakes by (`son of Jehoiada`, `of Arimathaea`, `the Tishbite`). */
  subjectKey: string | undefined;
  /** The object when it is a name: canonical form; undefined when the object is a phrase or a number. */
  object: string | undefined;
  objectAs: string | undefined;
  /** The words as written when the object is not a name (`fifty and five years`, `an altar`, `prophet`). */
  objectText: string | undefined;
  objectKey: string | undefined;
  /** The value of number words in the fact (55 for `fifty and five years`, 18 for `the eighteenth year`). */
  number: number | undefined;
  verse: number;
  translation: Translation;
  /** [start, end) of the verse text that states it. */
  span: readonly [number, number];
  /** The inverse of the relation the text states (`X the son of Y` stored as `son` Y X). */
  inverse: boolean;
  /** The subject or object was a pronoun or is named in the verse before. */
  resolved: boolean;
}

export interface Knowledge {
  /** A name's group, by any of its spellings, case-insensitive; undefined when the texts have no such name. */
  nameInfo(name: string): NameInfo | undefined;
  /** Every spelling of the name's group (itself included), canonical first; empty when unknown. */
  aliasesOf(name: string): readonly string[];
  /** Facts `subject RELATION ?` about any spelling of `subject`, canonical order of verses. */
  facts(relation: Relation, subject: string): readonly KnowledgeFact[];
  /** Facts `? RELATION object` (every relation when none is given). */
  factsAbout(object: string, relation?: Relation): readonly KnowledgeFact[];
  /** Every name group. */
  names(): IterableIterator<NameInfo>;
  /** Every fact, by verse. */
  [Symbol.iterator](): IterableIterator<KnowledgeFact>;
  readonly size: number;
}

type NameRow = [number, string, number, Buffer, Buffer, Buffer];
type FactRow = [
  Relation,
  number,
  number,
  string | null,
  number | null,
  number | null,
  string | null,
  string | null,
  number | null,
  number,
  Translation,
  number,
  number,
  number,
];

function unionSorted(arrays: readonly Int32Array[]): Int32Array {
  if (arrays.length === 1) return arrays[0]!;
  return Int32Array.from(new Set(arrays.flatMap((a) => Array.from(a)))).sort();
}

function groupInfo(forms: readonly string[], rows: readonly NameRow[]): NameInfo {
  const usage: NameUsage = { person: 0, place: 0, people: 0, male: 0, female: 0 };
  const verses = { kjv: [] as Int32Array[], web: [] as Int32Array[] };
  for (const row of rows) {
    const counts = new Uint16Array(bufferOf(row[5]));
    USAGE_FIELDS.forEach((f, i) => (usage[f] += counts[i]!));
    verses.kjv.push(new Int32Array(bufferOf(row[3])));
    verses.web.push(new Int32Array(bufferOf(row[4])));
  }
  const kinds = usage.person + usage.place + usage.people;
  const gendered = usage.male + usage.female;
  return {
    canonical: forms[0]!,
    forms,
    verses: { kjv: unionSorted(verses.kjv), web: unionSorted(verses.web) },
    usage,
    kind: kinds ? { person: usage.person / kinds, place: usage.place / kinds, people: usage.people / kinds } : { person: 0, place: 0, people: 0 },
    gender: gendered && usage.male >= 0.8 * gendered ? 'male' : gendered && usage.female >= 0.8 * gendered ? 'female' : undefined,
  };
}

/** The names the KJV or the WEB write with a hyphen (`Beth-lehem`, `Bath-sheba`), for searching them as people type them. */
export function readHyphenatedNames(db: ReadableDB): string[] {
  return queryRows<[string]>(db, sql`SELECT name FROM knowledge_names WHERE name LIKE '%-%' ORDER BY name`).map((r) => r[0]);
}

/** Loads the knowledge layer into memory (a few thousand names, tens of thousands of facts). */
export function readKnowledge(db: ReadableDB): Knowledge {
  const nameRows = queryRows<NameRow>(db, sql`SELECT id, name, canonical, kjv_verses, web_verses, usage FROM knowledge_names ORDER BY id`);
  const nameOf = new Map(nameRows.map((r) => [r[0], r[1]]));
  const members = new Map<number, NameRow[]>();
  for (const row of nameRows) {
    const list = members.get(row[2]) ?? [];
    // The canonical form first, then the others in id order.
    if (row[0] === row[2]) list.unshift(row);
    else list.push(row);
    members.set(row[2], list);
  }
  const groups = new Map<number, NameInfo>();
  const groupOf = new Map<string, number>();
  for (const [canonical, rows] of members) {
    groups.set(
      canonical,
      groupInfo(
        rows.map((r) => r[1]),
        rows,
      ),
    );
    for (const r of rows) groupOf.set(r[1].toLowerCase(), canonical);
  }
  // `Bathsheba`, `Abednego`: a name the KJV and the WEB hyphenate is asked unhyphenated too.
  for (const [form, id] of [...groupOf]) {
    const joined = form.replace(/-/g, '');
    if (joined !== form && !groupOf.has(joined)) groupOf.set(joined, id);
  }

  const facts: KnowledgeFact[] = [];
  const bySubject = new Map<string, KnowledgeFact[]>();
  const byObject = new Map<number, KnowledgeFact[]>();
  const rows = queryRows<FactRow>(
    db,
    sql`SELECT relation, subject, subject_as, subject_key, object, object_as, object_text, object_key, number, verse_id, translation, start, end, flags
        FROM knowledge_facts ORDER BY verse_id, translation, start, rowid`,
  );
  for (const [relation, subject, subjectAs, subjectKey, object, objectAs, objectText, objectKey, number, verse, translation, start, end, flags] of rows) {
    const fact: KnowledgeFact = {
      relation,
      subject: nameOf.get(subject)!,
      subjectAs: nameOf.get(subjectAs)!,
      subjectKey: subjectKey ?? undefined,
      object: object === null ? undefined : nameOf.get(object),
      objectAs: objectAs === null ? undefined : nameOf.get(objectAs),
      objectText: objectText ?? undefined,
      objectKey: objectKey ?? undefined,
      number: number ?? undefined,
      verse,
      translation,
      span: [start, end],
      inverse: (flags & FACT_INVERSE) !== 0,
      resolved: (flags & (FACT_SUBJECT_RESOLVED | FACT_OBJECT_RESOLVED)) !== 0,
    };
    facts.push(fact);
    const key = `${relation}\t${subject}`;
    const list = bySubject.get(key);
    if (list) list.push(fact);
    else bySubject.set(key, [fact]);
    if (object !== null) {
      const about = byObject.get(object);
      if (about) about.push(fact);
      else byObject.set(object, [fact]);
    }
  }

  const canonicalId = (name: string) => groupOf.get(name.trim().toLowerCase());
  return {
    nameInfo: (name) => {
      const id = canonicalId(name);
      return id === undefined ? undefined : groups.get(id);
    },
    aliasesOf: (name) => {
      const id = canonicalId(name);
      return id === undefined ? [] : groups.get(id)!.forms;
    },
    facts: (relation, subject) => {
      const id = canonicalId(subject);
      return id === undefined ? [] : (bySubject.get(`${relation}\t${id}`) ?? []);
    },
    factsAbout: (object, relation) => {
      const id = canonicalId(object);
      const about = id === undefined ? [] : (byObject.get(id) ?? []);
      return relation ? about.filter((f) => f.relation === relation) : about;
    },
    names: () => groups.values(),
    [Symbol.iterator]: () => facts.values(),
    size: facts.length,
  };
}
