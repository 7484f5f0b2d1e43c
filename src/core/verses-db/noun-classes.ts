import { execute, queryRows, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

// The classes of physical things each noun of the texts belongs to (core/bible/knowledge/noun-classes.ts
// reads them from WordNet at build time).

export const NOUN_CLASSES_DDL = `
CREATE TABLE noun_classes (
  class TEXT NOT NULL,   -- a class as WordNet names it, singular (bird, animal, metal)
  word TEXT NOT NULL,    -- a noun of the KJV or the WEB, lower case, as the texts write it (ravens)
  PRIMARY KEY (class, word)
) WITHOUT ROWID;
`;

export interface NounClassRow {
  word: string;
  nounClass: string;
}

export function writeNounClasses(db: WritableDB, rows: readonly NounClassRow[]): void {
  for (const r of rows) execute(db, sql`INSERT INTO noun_classes (class, word) VALUES (${r.nounClass}, ${r.word})`);
}

/** WordNet's rules for a plural noun's base form (its `morphy`, without the exception list). */
const DETACHMENTS: readonly [string, string][] = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['s', ''],
];

/** The word as WordNet lists it (`ravens` → `raven`, `asses` → `ass`), or undefined when it lists no such noun. */
export function nounBase(word: string, known: (w: string) => boolean): string | undefined {
  if (known(word)) return word;
  for (const [suffix, base] of DETACHMENTS) {
    if (!word.endsWith(suffix)) continue;
    const candidate = word.slice(0, -suffix.length) + base;
    if (candidate.length > 1 && known(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The texts' words for things of a class, as they write them, by the class's name in the singular or
 * the plural (`birds`); empty for a word that names no class of physical things.
 */
export function readNounClass(db: ReadableDB, noun: string): Set<string> {
  const members = (nounClass: string) => queryRows<[string]>(db, sql`SELECT word FROM noun_classes WHERE class = ${nounClass}`).map(([word]) => word);
  const found = new Map<string, string[]>();
  const base = nounBase(noun.toLowerCase(), (w) => {
    if (!found.has(w)) found.set(w, members(w));
    return found.get(w)!.length > 0;
  });
  return new Set(base ? found.get(base) : []);
}
