import type { Relation } from '../../verses-db/knowledge.ts';
import { emit, type Gender, type Mention, type VerseScan } from './scan.ts';

// Kinship facts in both directions: the relation as the text states it, and its inverse (`X the son
// of Y`: X's father is Y, and Y's son is X). Which words apply follows the genders the pattern shows,
// else the ones the texts show for the names (names.ts).

type Span = { start: number; end: number };

function genderOf(scan: VerseScan, m: Mention, shown: Gender): Gender {
  return shown ?? scan.lexicon.gender(m.name);
}

const PARENT: Record<'male' | 'female' | 'unknown', Relation> = { male: 'father', female: 'mother', unknown: 'parent' };
const CHILD: Record<'male' | 'female' | 'unknown', Relation> = { male: 'son', female: 'daughter', unknown: 'child' };
const SIBLING: Record<'male' | 'female' | 'unknown', Relation> = { male: 'brother', female: 'sister', unknown: 'sibling' };

/**
 * `child`'s parent is `parent`. A parent whose gender nothing shows is taken for the father, as the
 * genealogies name fathers; the texts show the mothers they name as women (`Milcah ... bare`,
 * `Zeruiah Joab's mother`), so `Bethuel the son of Milcah` gives a mother.
 */
export function parentChild(
  scan: VerseScan,
  child: Mention,
  parent: Mention,
  span: Span,
  shown: { child?: Gender; parent?: Gender; defaultParent?: Gender },
  stated: 'parent' | 'child',
): void {
  const parentGender = genderOf(scan, parent, shown.parent) ?? shown.defaultParent;
  const childGender = genderOf(scan, child, shown.child);
  emit(scan, { relation: PARENT[parentGender ?? 'unknown'], subject: child, object: parent, ...span, inverse: stated !== 'parent' });
  emit(scan, { relation: CHILD[childGender ?? 'unknown'], subject: parent, object: child, ...span, inverse: stated !== 'child' });
}

/** `husband`'s wife is `wife`. */
export function spouses(scan: VerseScan, husband: Mention, wife: Mention, span: Span, stated: 'wife' | 'husband'): void {
  if (scan.lexicon.gender(husband.name) === 'female' || scan.lexicon.gender(wife.name) === 'male') return;
  emit(scan, { relation: 'wife', subject: husband, object: wife, ...span, inverse: stated !== 'wife' });
  emit(scan, { relation: 'husband', subject: wife, object: husband, ...span, inverse: stated !== 'husband' });
}

/** `a`'s sibling is `b`, a brother or a sister as shown. */
export function siblings(scan: VerseScan, a: Mention, b: Mention, span: Span, bGender: Gender, aGender?: Gender): void {
  emit(scan, { relation: SIBLING[genderOf(scan, b, bGender) ?? 'unknown'], subject: a, object: b, ...span, inverse: false });
  emit(scan, { relation: SIBLING[genderOf(scan, a, aGender) ?? 'unknown'], subject: b, object: a, ...span, inverse: true });
}

/** A kinship word and the gender it shows. */
export const KIN_WORDS: Record<string, { kind: 'parent' | 'child' | 'spouse' | 'sibling'; gender: 'male' | 'female' }> = {
  father: { kind: 'parent', gender: 'male' },
  mother: { kind: 'parent', gender: 'female' },
  son: { kind: 'child', gender: 'male' },
  firstborn: { kind: 'child', gender: 'male' },
  daughter: { kind: 'child', gender: 'female' },
  wife: { kind: 'spouse', gender: 'female' },
  husband: { kind: 'spouse', gender: 'male' },
  brother: { kind: 'sibling', gender: 'male' },
  sister: { kind: 'sibling', gender: 'female' },
};

/** `owner`'s WORD is `kin` (`Abraham`'s son is `Isaac`); `ownerGender` as a pronoun shows it (`his son`). */
export function kinOf(scan: VerseScan, owner: Mention, word: string, kin: Mention, span: Span, ownerGender?: Gender): void {
  const k = KIN_WORDS[word];
  if (!k) return;
  if (k.kind === 'parent') parentChild(scan, owner, kin, span, { parent: k.gender, child: ownerGender }, 'parent');
  else if (k.kind === 'child') parentChild(scan, kin, owner, span, { child: k.gender, parent: ownerGender }, 'child');
  else if (k.kind === 'spouse') {
    if (k.gender === 'female') spouses(scan, owner, kin, span, 'wife');
    else spouses(scan, kin, owner, span, 'husband');
  } else siblings(scan, owner, kin, span, k.gender, ownerGender);
}

/** Children one statement lists together (`Noah begat Shem, Ham, and Japheth`) are siblings; a long list is left alone. */
export function listedSiblings(scan: VerseScan, children: readonly Mention[], span: Span, gender?: Gender): void {
  if (children.length < 2 || children.length > 5) return;
  for (const a of children)
    for (const b of children)
      if (a.name !== b.name) emit(scan, { relation: SIBLING[genderOf(scan, b, gender) ?? 'unknown'], subject: a, object: b, ...span, inverse: false });
}
