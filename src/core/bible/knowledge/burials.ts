import { emit, GENTILIC_SHAPE, mention, nameAt, onlyPersonBefore, personAt, sentenceSubject, type Mention, type TextObject, type VerseScan } from './scan.ts';

// Where someone was buried: "Rachel died, and was buried in the way to Ephrath", "Samuel died; … and
// buried him in his house at Ramah", "Abraham buried Sarah his wife in the cave of the field of
// Machpelah", "the bones of Joseph … buried they in Shechem", "David slept with his fathers, and was
// buried in the city of David". The place is the first place the clause names after `buried`.

const BURIED = /\bburied\b/g;
const PASSIVE_BEFORE = /\b(?:was|were|be|been)\s+$/;
const PRONOUN_AFTER = /^ (him|her)\b/;
const BONES = /\bbones of ([A-Z][a-z]+)/;

/** Who the `buried` at `at` buries (or who is buried there). */
function buriedOne(scan: VerseScan, at: number): Mention | undefined {
  const before = scan.text.slice(0, at);
  const after = scan.text.slice(at + 'buried'.length);
  if (PASSIVE_BEFORE.test(before)) return sentenceSubject(scan, at, undefined) ?? onlyPersonBefore(scan, at, undefined);
  const pronoun = PRONOUN_AFTER.exec(after);
  if (pronoun) return onlyPersonBefore(scan, at, pronoun[1] === 'her' ? 'female' : 'male');
  // `Abraham buried Sarah his wife in …`
  const named = nameAt(scan, at + 'buried '.length);
  if (named) return personAt(scan, named);
  // `the bones of Joseph … buried they in Shechem`
  const bones = BONES.exec(before);
  const token = bones ? nameAt(scan, bones.index + 'bones of '.length) : undefined;
  return token && personAt(scan, token);
}

/** The place the clause after `at` names (`buried in …`, `died there in …`): `the city of David`, or its first place name. */
export function placeAfter(scan: VerseScan, at: number): { object: Mention | TextObject; end: number } | undefined {
  const end = scan.text.slice(at).search(/[.;:?!]/);
  const clauseEnd = end < 0 ? scan.text.length : at + end;
  const city = /\bthe city of ([A-Z][a-z]+)/.exec(scan.text.slice(at, clauseEnd));
  if (city) return { object: { text: `city of ${city[1]}` }, end: at + city.index + city[0].length };
  // `buried they in Shechem`: a name right after `in` or `at` is the place, however else the texts use it.
  const right = /^[^,]*?\b(?:in|at) (?=[A-Z])/.exec(scan.text.slice(at, clauseEnd));
  const named = right && nameAt(scan, at + right[0].length);
  if (named) return { object: mention(named), end: named.end };
  const place = scan.names.find((n) => n.start > at && n.end <= clauseEnd && scan.lexicon.placeOrPeople(n.word) && !GENTILIC_SHAPE.test(n.word));
  return place && { object: mention(place), end: place.end };
}

/** Every burial place the verse tells. */
export function extractBurials(scan: VerseScan): void {
  for (const m of scan.text.matchAll(BURIED)) {
    const who = buriedOne(scan, m.index);
    const where = who && placeAfter(scan, m.index);
    if (!who || !where) continue;
    emit(scan, { relation: 'buried_in', subject: who, object: where.object, start: m.index, end: where.end, inverse: false });
  }
}
