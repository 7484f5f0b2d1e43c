import { emit, endOf, group, mention, onlyPersonBefore, person, sentenceSubject, type Mention, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// Whose firstborn someone was: "Reuben, Jacob's firstborn", "Er, the firstborn of Judah", "the sons
// of Aaron; Nadab the firstborn", "his firstborn was Amnon", "Joseph called the name of the firstborn
// Manasseh", "Canaan begat Sidon his firstborn", "the firstborn of Ishmael, Nebajoth". The fact runs
// from the parent to the child.

const FIRSTBORN = 'first[- ]?born';
/** `Reuben, Jacob's firstborn`, `Er, the firstborn of Judah`: the child, then the parent. */
const CHILD_OF = pattern(`{N},? (?:{N}['’]s? ${FIRSTBORN}|the ${FIRSTBORN}(?: son)? of {N})`);
/** `the sons of Aaron; Nadab the firstborn`, `the sons of David …; the firstborn Amnon`. */
const SONS_OF = pattern(`\\b(?:sons|children) (?:also )?of {N}[^.]*?(?:{N},? the ${FIRSTBORN}\\b|the ${FIRSTBORN},? {N})`);
/** `Canaan begat Sidon his firstborn`: the parent, then the child. */
const BEGAT_HIS = pattern(`{N} begat {N},? his ${FIRSTBORN}\\b`);
/** `the firstborn of Ishmael, Nebajoth`: the parent, then the child. */
const FIRSTBORN_OF = pattern(`\\bthe ${FIRSTBORN} of {N},? {N}`);
/** `his firstborn was Amnon`, `the name of the firstborn Manasseh`: the parent is the one named before. */
const HIS = pattern(`\\b(?:his ${FIRSTBORN}(?: son)?(?: was)?|the name of the ${FIRSTBORN}(?: was)?),? {N}`);

/** A name the kinship around it makes a person's, when the texts ever use it so (`Er, Judah's firstborn`, though Judah is mostly a tribe). */
function personHere(scan: VerseScan, m: RegExpExecArray, i: number): Mention | undefined {
  const token = group(scan, m, i);
  return token && (scan.lexicon.personish(token.word) || (scan.lexicon.usage(token.word)?.person ?? 0) > 0) ? mention(token) : undefined;
}

const add = (scan: VerseScan, parent: Mention | undefined, child: Mention | undefined, m: RegExpExecArray) => {
  if (parent && child && parent.name !== child.name)
    emit(scan, { relation: 'firstborn', subject: parent, object: child, start: m.index, end: endOf(m), inverse: false });
};

/** Every firstborn the verse names. */
export function extractFirstborn(scan: VerseScan): void {
  // `Reuben, Jacob's firstborn`: people here, though the texts mostly use the names for tribes and nations.
  for (const m of scan.text.matchAll(CHILD_OF)) add(scan, personHere(scan, m, m[2] ? 2 : 3), personHere(scan, m, 1), m);
  for (const m of scan.text.matchAll(SONS_OF)) add(scan, person(scan, m, 1), person(scan, m, m[2] ? 2 : 3), m);
  for (const m of scan.text.matchAll(FIRSTBORN_OF)) add(scan, personHere(scan, m, 1), person(scan, m, 2), m);
  for (const m of scan.text.matchAll(BEGAT_HIS)) add(scan, personHere(scan, m, 1), personHere(scan, m, 2), m);
  for (const m of scan.text.matchAll(HIS)) {
    const child = person(scan, m, 1);
    add(scan, sentenceSubject(scan, m.index, 'male', child?.name) ?? onlyPersonBefore(scan, m.index, 'male', child?.name), child, m);
  }
}
