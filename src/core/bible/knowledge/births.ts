import { listedSiblings, parentChild, spouses } from './kin-facts.ts';
import { endOf, isPossessive, mention, onlyPersonBefore, person, sentenceSubject, spanOf, type Mention, type VerseScan } from './scan.ts';
import { pattern } from './text.ts';

// Mothers: who bore whom, the child a verse names after a birth, and "his mother's name was". The
// trap: `Hagar bare Abram a son` — a name followed by `a son` is the father, not the child.

/** `Adah bare Jabal`, `she bare him Hur`, `Ephrath, which bare him Hur`, `she bare unto Amram Aaron and Moses`. */
const BARE = pattern(
  `\\b(?:{N}|([Ss]he)|which|who),? (?:also |again )?(?:conceived(?: again)?,? and )?(?:bare|bore|gave birth to|did bear)(?:( (?:to |unto )?him)| (?:to|unto) {N})? {N}`,
);
/** What follows a name that is a father, not a child: `bare Abram a son`. */
const A_CHILD_AFTER = /^,? (?:a|another|her firstborn|his|two|twins|sons|children|the [a-z]+ son)\b/;
/** `bore Jacob a son`, `she bare a son`, `Elisabeth shall bear thee a son`. */
const BORE_A_SON = pattern(
  `\\b(?:{N}|([Ss]he)),? (?:also |again |had )?(?:conceived(?: again)?,? (?:and|that she) )?(?:bare|bore|gave birth to|shall bear|will bear|did bear)(?: (?:to |unto )?{N}| (?:to |unto )?(him|thee|you))? (?:a|another|her firstborn) (son|daughter|child)`,
);
/** The child a verse names after its birth: `called his name Seth`, `named him Samuel`, `called his son's name, which Hagar bare, Ishmael`. */
const NAMED_CHILD = pattern(`\\b(?:called (?:his|her|the child's|his son's) name(?:,[^,]*,)?|named (?:him|her)|call his name|called him) {N}`);
/** `bare Jabal to Lamech`, `bore Isaac unto Abraham`. */
const TO_FATHER = pattern(`^,? (?:to|unto) {N}`);
/** `his mother's name was Naamah`, `whose mother's name was Zeruah`, `the name of his mother was`. */
const MOTHERS_NAME = pattern(`\\b(?:([Hh]is|whose) mother['’]s name (?:also )?was|the name of (his) mother was) {N}`);
/** `Adam knew Eve his wife`: the father of the child the verse then says she bore. */
const KNEW_WIFE = pattern(`{N} (?:knew|went in unto|went in to) (?:{N} )?his wife`);

function husbandInVerse(scan: VerseScan): Mention | undefined {
  for (const m of scan.text.matchAll(KNEW_WIFE)) {
    const husband = person(scan, m, 1);
    const wife = person(scan, m, 2);
    if (husband && wife) spouses(scan, husband, wife, { start: m.index, end: endOf(m) }, 'wife');
    if (husband) return husband;
  }
  return undefined;
}

function mother(scan: VerseScan, m: RegExpExecArray, nameGroup: number, sheGroup: number): Mention | undefined {
  const named = person(scan, m, nameGroup);
  if (named) return scan.lexicon.gender(named.name) === 'male' || isPossessive(scan.text, named) ? undefined : named;
  if (m[sheGroup]) return onlyPersonBefore(scan, m.index, 'female');
  // `which bare`, `who bore`: the name just before.
  const before = scan.names.filter((n) => n.end <= m.index && /^,? $/.test(scan.text.slice(n.end, m.index))).at(-1);
  return before && scan.lexicon.personish(before.word) && scan.lexicon.gender(before.word) !== 'male' ? mention(before) : undefined;
}

function boreNamed(scan: VerseScan, husband: Mention | undefined): void {
  for (const m of scan.text.matchAll(BARE)) {
    const child = person(scan, m, 5);
    if (!child || A_CHILD_AFTER.test(scan.text.slice(child.end, child.end + 20))) continue;
    const mom = mother(scan, m, 1, 2);
    let end = child.end;
    const children = [child];
    for (let next = /^,? and ([A-Z][a-z-]+)/.exec(scan.text.slice(end)); next; next = /^,? and ([A-Z][a-z-]+)/.exec(scan.text.slice(end))) {
      const t = scan.names.find((n) => n.start === end + next!.index + next![0].length - next![1]!.length);
      if (!t || !scan.lexicon.personish(t.word)) break;
      children.push(mention(t));
      end = t.end;
    }
    TO_FATHER.lastIndex = 0;
    const to = TO_FATHER.exec(scan.text.slice(end));
    const toFather = to && scan.names.find((n) => n.start === end + to.indices![1]![0]);
    const father =
      person(scan, m, 4) ??
      (m[3]
        ? onlyPersonBefore(scan, mom?.start ?? m.index, 'male', mom?.name)
        : toFather && scan.lexicon.personish(toFather.word)
          ? mention(toFather)
          : husband);
    const span = spanOf(...[mom, father].filter((p): p is Mention => p !== undefined && !p.resolved), m.index, toFather ? toFather.end : end);
    for (const c of children) {
      if (mom) parentChild(scan, c, mom, span, { parent: 'female' }, 'child');
      if (father && father.name !== mom?.name) parentChild(scan, c, father, span, { parent: 'male' }, 'child');
    }
    listedSiblings(scan, children, span);
  }
}

function boreASon(scan: VerseScan, husband: Mention | undefined): void {
  for (const m of scan.text.matchAll(BORE_A_SON)) {
    NAMED_CHILD.lastIndex = endOf(m);
    const named = NAMED_CHILD.exec(scan.text);
    NAMED_CHILD.lastIndex = 0;
    const child = named && person(scan, named, 1);
    if (!named || !child) continue;
    const mom = mother(scan, m, 1, 2);
    const pronoun = m[4]?.toLowerCase();
    const father =
      person(scan, m, 3) ??
      (pronoun === 'him' ? onlyPersonBefore(scan, mom?.start ?? m.index, 'male', mom?.name) : undefined) ??
      (pronoun === 'thee' || pronoun === 'you' ? onlyPersonBefore(scan, m.index, 'male', mom?.name) : undefined) ??
      husband;
    const gender = m[5] === 'son' ? 'male' : m[5] === 'daughter' ? 'female' : undefined;
    const span = spanOf(...[mom, father].filter((p): p is Mention => p !== undefined && !p.resolved), m.index, endOf(named));
    if (mom) parentChild(scan, child, mom, span, { parent: 'female', child: gender }, 'child');
    if (father && father.name !== mom?.name) parentChild(scan, child, father, span, { parent: 'male', child: gender }, 'child');
  }
}

/** Whose mother: a king the verse (before the phrase) or the verse before says begins to reign, else the verse's subject. */
function mothersName(scan: VerseScan): void {
  for (const m of scan.text.matchAll(MOTHERS_NAME)) {
    const mom = person(scan, m, 3);
    if (!mom || scan.lexicon.gender(mom.name) === 'male') continue;
    const whose = m[1] === 'whose';
    const king = whose ? undefined : (scan.kings.filter((k) => k.end <= m.index).at(-1) ?? lastKingBefore(scan));
    const owner = king ?? sentenceSubject(scan, m.index, 'male', mom.name) ?? sentenceSubject(scan, scan.names[0]?.end ?? 0, 'male', mom.name);
    if (!owner) continue;
    const span = { start: owner.previous || owner.start > m.index ? m.index : owner.start, end: endOf(m) };
    parentChild(scan, { ...owner, resolved: true }, mom, span, { parent: 'female' }, 'parent');
  }
}

function lastKingBefore(scan: VerseScan): Mention | undefined {
  const king = scan.previous?.kings.at(-1);
  return king && { ...king, resolved: true, previous: true };
}

/** Every birth and mother fact of the verse. */
export function births(scan: VerseScan): void {
  const husband = husbandInVerse(scan);
  boreNamed(scan, husband);
  boreASon(scan, husband);
  mothersName(scan);
}
