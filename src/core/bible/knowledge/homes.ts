import { emit, endOf, GENTILIC_SHAPE, group, mention, person, type Mention, type TextObject, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// Where someone was from, as the texts tell people apart: "Jesus of Nazareth", "Goliath, of Gath", "a
// man of Cyrene, Simon by name", "Ruth the Moabitess", "Naaman the Syrian", "Apollos, an
// Alexandrian", "Apollos, born at Alexandria", "Elijah the Tishbite, who was of the inhabitants of
// Gilead", "There was a man in the land of Uz, whose name was Job". A people's name is kept as written
// (`Moabitess`).

/** `Jesus of Nazareth`, `Goliath, of Gath`. */
const OF_PLACE = pattern(`{N},? of {N}`);
/** `a man of Cyrene, Simon by name`. */
const MAN_OF = pattern(`\\ba man of {N},? {N} by name`);
/** `Ruth the Moabitess`, `Simon a Cyrenian`; not `Goliath the Gittite's brother`, said of the brother. */
const GENTILIC = pattern(`{N},? (?:the|an?) ([A-Z][a-z]+(?:ite|itess|ian|ean|ene))\\b(?!['’])`);
/** `Apollos, born at Alexandria`, `Aquila, born in Pontus`: the name right before, not `Jesus was born in Bethlehem` (a birth, not a home). */
const BORN_AT = pattern(`{N}, born (?:at|in) {N}`);
/**
 * A story's opening: `There was a man in the land of Uz, whose name was Job`, `there was a certain man
 * of Zorah, of the family of the Danites, whose name was Manoah`, `a man in Jerusalem, whose name was Simeon`.
 */
const INTRODUCED = pattern(
  `\\b(?:a|one) (?:certain )?(?:man|woman) (?:in|of|at) (?:the land of )?{N}[^.;:]{0,60}?,? (?:whose name was|and his name was|and her name was|named) {N}`,
);
/** `Elijah the Tishbite, who was of the inhabitants of Gilead`. */
const INHABITANT = pattern(`{N},? the [A-Z][a-z]+,? (?:who|which) was (?:one )?of the (?:inhabitants|settlers|sojourners|foreigners) of {N}`);

const add = (scan: VerseScan, who: Mention | undefined, where: Mention | TextObject | undefined, m: RegExpExecArray) => {
  if (who && where) emit(scan, { relation: 'from_place', subject: who, object: where, start: m.index, end: endOf(m), inverse: false });
};

const placeAt = (scan: VerseScan, m: RegExpExecArray, i: number) => {
  const token = group(scan, m, i);
  return token && scan.lexicon.placeOrPeople(token.word) && !GENTILIC_SHAPE.test(token.word) ? mention(token) : undefined;
};

/** Every home the verse gives someone. */
export function extractHomes(scan: VerseScan): void {
  for (const m of scan.text.matchAll(OF_PLACE)) {
    // `the God of Israel`, `the brother of Goliath the Gittite`: only a name standing for itself.
    if (/\b(?:of|God) $/.test(scan.text.slice(0, m.index))) continue;
    add(scan, person(scan, m, 1), placeAt(scan, m, 2), m);
  }
  for (const m of scan.text.matchAll(MAN_OF)) add(scan, person(scan, m, 2), placeAt(scan, m, 1), m);
  // The people's name as written; life-facts.ts says the place it is named after.
  for (const m of scan.text.matchAll(GENTILIC)) if (!/\bof $/.test(scan.text.slice(0, m.index))) add(scan, person(scan, m, 1), { text: m[2]! }, m);
  for (const m of scan.text.matchAll(INHABITANT)) add(scan, person(scan, m, 1), placeAt(scan, m, 2), m);
  for (const m of scan.text.matchAll(BORN_AT)) add(scan, person(scan, m, 1), placeAt(scan, m, 2), m);
  for (const m of scan.text.matchAll(INTRODUCED)) add(scan, person(scan, m, 2), placeAt(scan, m, 1), m);
}
