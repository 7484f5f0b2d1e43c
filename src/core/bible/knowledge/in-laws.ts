import type { Relation } from '../../verses-db/knowledge.ts';
import { emit, endOf, onlyPersonBefore, person, personAt, sentenceSubject, type Gender, type Mention, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// In-laws where the texts name them so: "Jethro, Moses' father in law", "said Judah to Tamar his
// daughter in law", "Naomi her mother in law", "Annas … was father in law to Caiaphas". (A spouse's
// parent the layer also finds through two facts: life-facts.ts.)

const IN_LAW = '(father|mother|son|daughter)[ -]in[ -]law';
const RELATION: Record<string, Relation> = {
  father: 'father_in_law',
  mother: 'mother_in_law',
  son: 'son_in_law',
  daughter: 'daughter_in_law',
};

/** `Jethro, Moses' father in law`: the relative, the owner, the kind. */
const POSSESSIVE = pattern(`{N},? (?:the priest of {N},? )?{N}['’]s? ${IN_LAW}`);
/** `Tamar his daughter in law`, `Naomi her mother in law`: the owner is who `his`/`her` stands for. */
const PRONOUN = pattern(`{N},? (his|her) ${IN_LAW}`);
/** `to Annas first; for he was father in law to Caiaphas`: the relative is the one name before. */
const TO = pattern(`\\b(?:was|is) (?:the )?${IN_LAW} (?:to|of) {N}`);

const add = (scan: VerseScan, kind: string | undefined, relative: Mention | undefined, owner: Mention | undefined, m: RegExpExecArray) => {
  const relation = kind && RELATION[kind];
  if (relation && relative && owner && relative.name !== owner.name)
    emit(scan, { relation, subject: owner, object: relative, start: m.index, end: endOf(m), inverse: false });
};

/** Every in-law the verse names. */
export function extractInLaws(scan: VerseScan): void {
  for (const m of scan.text.matchAll(POSSESSIVE)) add(scan, m[4], person(scan, m, 1), person(scan, m, 3), m);
  for (const m of scan.text.matchAll(PRONOUN)) {
    const gender: Gender = m[2] === 'her' ? 'female' : 'male';
    const owner = sentenceSubject(scan, m.index, gender, m[1]) ?? onlyPersonBefore(scan, m.index, gender, m[1]);
    add(scan, m[3], person(scan, m, 1), owner, m);
  }
  for (const m of scan.text.matchAll(TO)) {
    const before = scan.names.filter((n) => n.end <= m.index);
    const last = before.at(-1);
    add(scan, m[1], before.length === 1 && last ? personAt(scan, last) : undefined, person(scan, m, 2), m);
  }
}
