import { placeAfter } from './burials.ts';
import { emit, GENTILIC_SHAPE, mention, nameAt, personAt, sentenceSubject, type Mention, type VerseScan } from './scan.ts';

// Where someone died: "So Moses the servant of the LORD died there in the land of Moab", "Aaron the
// priest went up into mount Hor …, and died there", "to Mosera: there Aaron died", "Rachel died, and
// was buried in the way to Ephrath". A `there` is the last place the verse named before it.

const DIED = /\bdied\b/g;
/** `Moses the servant of the LORD died`, `there Aaron died`: the name right before `died`. */
const NAMED_BEFORE = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)?)(?: the (?:priest|king|prophet|servant of the LORD|son of [A-Z][a-z]+))?,? (?:also )?$/;
/** A name after these is a place whatever else the texts use it for: `mount Hor`. */
const PLACE_NOUN_BEFORE = /\b(?:mount|city|land of|valley of|wilderness of)\s+$/i;

function dyingOne(scan: VerseScan, at: number): Mention | undefined {
  const before = scan.text.slice(0, at);
  const named = NAMED_BEFORE.exec(before);
  const token = named ? nameAt(scan, at - named[0].length) : undefined;
  if (token) return personAt(scan, token);
  return sentenceSubject(scan, at, undefined);
}

/** The last place the verse names before `at`; `to Mosera: there Aaron died` names it right before `there`. */
function placeBefore(scan: VerseScan, at: number): { object: Mention; end: number } | undefined {
  const right = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)?)[:;,]? there $/.exec(scan.text.slice(0, at));
  const token = right ? nameAt(scan, at - right[0].length) : undefined;
  if (token) return { object: mention(token), end: at };
  const places = scan.names.filter(
    (n) =>
      n.end <= at &&
      !GENTILIC_SHAPE.test(n.word) &&
      (scan.lexicon.placeOrPeople(n.word) || PLACE_NOUN_BEFORE.test(scan.text.slice(Math.max(0, n.start - 20), n.start))),
  );
  const last = places.at(-1);
  return last && { object: mention(last), end: at };
}

/** Every place of death the verse tells. */
export function extractDeaths(scan: VerseScan): void {
  for (const m of scan.text.matchAll(DIED)) {
    const who = dyingOne(scan, m.index);
    if (!who) continue;
    const after = scan.text.slice(m.index + 'died'.length);
    const diedThere = /^ there\b/.test(after);
    const thereDied = /\bthere [A-Z][a-z]+ $/.test(scan.text.slice(0, m.index));
    const inPlace = /^(?: there)?,? (?:in|at) /.test(after) || /^, and was buried in /.test(after);
    // `went up into mount Hor … and died there, in the fortieth year`: `there` is the place named before.
    const where = thereDied
      ? placeBefore(scan, who.start)
      : diedThere
        ? (placeBefore(scan, m.index) ?? (inPlace ? placeAfter(scan, m.index) : undefined))
        : inPlace
          ? placeAfter(scan, m.index)
          : undefined;
    if (!where) continue;
    // emit() widens the span to the names it writes (a place before, `there Aaron`).
    emit(scan, { relation: 'died_in', subject: who, object: where.object, start: m.index, end: Math.max(where.end, m.index + 'died'.length), inverse: false });
  }
}
