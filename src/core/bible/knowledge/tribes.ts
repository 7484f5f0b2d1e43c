import { splitVerseId } from '../verse-id.ts';
import { PAULS_LETTERS } from './kinship.ts';
import { emit, endOf, group, mention, person, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// The tribe a person is of, where the texts say it: "Bezaleel the son of Uri, the son of Hur, of the
// tribe of Judah", "Saul the son of Cis, a man of the tribe of Benjamin", "Anna, a prophetess, the
// daughter of Phanuel, of the tribe of Aser", and the lists of Numbers: "Of the tribe of Judah, Caleb
// the son of Jephunneh".

/** Who stands between a name and its tribe: `the son of Uri`, `a prophetess`. */
const DESCRIBED = '(?:,? (?:the |a |an )?(?:son|daughter|prophetess|prophet|priest|man|woman|widow)(?: of {N})?)*';

/** The tribes of Israel, whose people's names (`a Benjamite`, `the Levite`, `a Manassite`) say a person's tribe. */
const TRIBE_NAMES = [
  'Reuben',
  'Simeon',
  'Levi',
  'Judah',
  'Dan',
  'Naphtali',
  'Gad',
  'Asher',
  'Issachar',
  'Zebulun',
  'Joseph',
  'Benjamin',
  'Ephraim',
  'Manasseh',
];
/** A tribe's people by their name's stem: `Benjam-ite` of Benjamin, `Lev-ite` of Levi (not `Ephrath-ite`, of Ephrath). */
const ofTribe = (people: string) => {
  const stem = people.replace(/ites?$/, '');
  return stem.length >= 3 && TRIBE_NAMES.some((tribe) => tribe.startsWith(stem));
};

/** Each pattern with the group of the person and of the tribe, and what a tribe's word must be, if anything. */
const TRIBES: { re: RegExp; who: number; tribe: number; fits?: (word: string) => boolean }[] = [
  { re: pattern(`{N}${DESCRIBED},? (?:a man |one )?of the tribe of {N}`), who: 1, tribe: 3 },
  // Not `out of the tribe of Reuben, Bezer with her suburbs`: the cities given out of a tribe.
  { re: pattern(`(?<!\\b[Oo]ut )\\b[Oo]f the tribe of {N}[,;:] {N}`), who: 2, tribe: 1 },
  // `Ehud the son of Gera, a Benjamite`, `Elon, a Zebulonite`: the people's name after a person's.
  { re: pattern(`{N}${DESCRIBED},? (?:a|the) ([A-Z][a-z]+ites?)\\b`), who: 1, tribe: 3, fits: ofTribe },
];

/** `I also am an Israelite, of the seed of Abraham, of the tribe of Benjamin` (Romans 11:1): no one named owns it. */
const UNOWNED_TRIBE = pattern(`\\bof the tribe of {N}`);

/** Every tribe fact of the verse. */
export function extractTribes(scan: VerseScan): void {
  let owned = false;
  for (const { re, who, tribe, fits } of TRIBES) {
    for (const m of scan.text.matchAll(re)) {
      const subject = person(scan, m, who);
      const of = group(scan, m, tribe);
      // `of the seed of Abraham, of the tribe of Benjamin`: a name after `of` only qualifies.
      if (!subject || !of || (fits && !fits(of.word)) || /\bof $/.test(scan.text.slice(0, subject.start))) continue;
      emit(scan, { relation: 'tribe', subject, object: mention(of), start: m.index, end: endOf(m), inverse: false });
      owned = true;
    }
  }
  // In Paul's letters a tribe no one in the verse owns is the writer's own.
  const { book } = splitVerseId(scan.id);
  if (owned || book < PAULS_LETTERS.first || book > PAULS_LETTERS.last) return;
  for (const m of scan.text.matchAll(UNOWNED_TRIBE)) {
    const of = group(scan, m, 1);
    const writer = { name: 'Paul', start: 0, end: 0, resolved: true, previous: true };
    if (of) emit(scan, { relation: 'tribe', subject: writer, object: mention(of), start: m.index, end: endOf(m), inverse: false });
  }
}
