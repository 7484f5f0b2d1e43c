import { parseNumberWords } from './numbers.ts';
import { emit, endOf, person, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// How long someone lived, as the texts sum a life up: "all the days of Methuselah were nine hundred
// sixty and nine years", "the whole age of Jacob was …", "Moses was an hundred and twenty years old
// when he died", "So Joseph died, being an hundred and ten years old". Not "Seth lived an hundred and
// five years, and begat Enos": that is his age at a son's birth.
//
// And someone's age at an event the verse tells (`age_when`): "Noah was six hundred years old when the
// flood of waters was upon the earth", "Moses was fourscore years old, and Aaron fourscore and three
// years old, when they spake unto Pharaoh". The fact's text runs from the age to the end of the event.

/** Each pattern with the group of its name and of its number words. */
const LIFESPANS = [
  // `all the days that Adam lived were nine hundred and thirty years`, `the days of Isaac were …`
  { re: pattern(`\\b(?:[Aa]ll )?the days (?:that |of )?{N}(?: lived)? were {NUM} years`), name: 1, number: 2 },
  // `these are the days of the years of Abraham's life which he lived, an hundred threescore and fifteen years`
  { re: pattern(`\\bthe days of the years of {N}['’]s life (?:which he lived|that he lived),? {NUM} years`), name: 1, number: 2 },
  { re: pattern(`\\bthe whole age of {N} was {NUM} years`), name: 1, number: 2 },
  // `Moses was an hundred and twenty years old when he died`
  { re: pattern(`{N} was {NUM} years old,? when (?:he|she) died`), name: 1, number: 2 },
  // `So Joseph died, being an hundred and ten years old`; `Joshua the son of Nun, the servant of the LORD, died, being …`
  { re: pattern(`{N}(?:,? the son of {N})?(?:, the servant of (?:the LORD|Yahweh),)? died,? being {NUM} years old`), name: 1, number: 3 },
  // `Sarah was an hundred and seven and twenty years old: these were the years of the life of Sarah`; WEB `Sarah lived one hundred twenty-seven years. These were the years of Sarah's life.`
  { re: pattern(`{N} (?:was|lived) {NUM} years(?: old)?[:.;] [Tt]hese were the years of`), name: 1, number: 2 },
];

/** Groups: a name, its age, another name and age, the event. */
const AGE_WHEN = pattern(`{N} was {NUM} years old(?:,? and {N} {NUM} years old)?,? when ([^.;:?!]+)`);
/** Told by `lifespan` and by the reigns' `reign_age`. */
const TOLD_ELSEWHERE = /^(?:he|she) (?:died|began to reign)\b/;

function agesWhen(scan: VerseScan): void {
  for (const m of scan.text.matchAll(AGE_WHEN)) {
    if (TOLD_ELSEWHERE.test(m[5]!)) continue;
    for (const [name, number] of [
      [1, 2],
      [3, 4],
    ] as const) {
      const who = person(scan, m, name);
      const at = m.indices?.[number]?.[0];
      if (!who || at === undefined) continue;
      const end = endOf(m);
      emit(scan, {
        relation: 'age_when',
        subject: who,
        object: { text: scan.text.slice(at, end).trimEnd(), number: parseNumberWords(m[number]!) },
        start: who.start,
        end,
        inverse: false,
      });
    }
  }
}

/** Every lifespan fact of the verse. */
export function extractLifespans(scan: VerseScan): void {
  for (const { re, name, number } of LIFESPANS) {
    for (const m of scan.text.matchAll(re)) {
      const who = person(scan, m, name);
      const words = m[number];
      if (!who || !words) continue;
      emit(scan, {
        relation: 'lifespan',
        subject: who,
        object: { text: `${words} years`, number: parseNumberWords(words) },
        start: m.index,
        end: endOf(m),
        inverse: false,
      });
    }
  }
  agesWhen(scan);
}
