import { listedSiblings, parentChild, spouses } from './kin-facts.ts';
import {
  endOf,
  fits,
  GENTILIC_SHAPE,
  group,
  isPossessive,
  mention,
  onlyPersonBefore,
  person,
  sentenceSubject,
  spanOf,
  type Mention,
  type VerseScan,
} from './scan.ts';
import { pattern, type Token } from './text.ts';

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

/**
 * A child named by its father a verse after its birth: `And the LORD said unto him, Call his name
 * Jezreel` (Hosea 1:4, after `bare him a son`), `And he called the name of the first, Jemima; and the
 * name of the second, Kezia` (Job 42:14, after `He had also seven sons and three daughters`).
 */
const FATHER_NAMES = pattern(
  `\\b(?:[Hh]e called|(?:unto|to) him,? [Cc]all|(said) (?:God|the LORD),? [Cc]all|(?:God|the LORD|Yahweh) (said),? [Cc]all) (?:(his|her) name|the name of the first),? {N}`,
);
const NEXT_NAMED = pattern(`^;? and the name of the (?:second|third|fourth|fifth),? {N}`);
const BIRTH = /\b(?:bare|bore|born|conceived)\b|\bhad\b[^.;:]*\b(?:sons|daughters)\b/;
/** A birth told as the next of the same parents: `she conceived again`, `when she had weaned Lo-ruhamah, she conceived`. */
const AGAIN = /\b(?:conceived|bare|bore) again\b|\bweaned\b/;

/**
 * The father is the one man the verses around name: in this verse before the naming, and in the two
 * before it in the chapter (`he` of `he called` and `him` of `said unto him` stand for him). When they
 * name none or more than one, or God's `Call his name` tells no one, a child born `again` (or after the
 * one before was weaned) has the father of the chapter's child named before: Hosea 1:6 and 1:9 name
 * Lo-ruhamah and Lo-ammi after the house of Jehu.
 */
function childNamedAfterBirth(scan: VerseScan): void {
  for (const m of scan.text.matchAll(FATHER_NAMES)) {
    // `Then said God, Call his name Lo-ammi` tells no one whom God tells.
    const toldNoOne = m[1] !== undefined || m[2] !== undefined;
    const before = scan.text.slice(0, m.index);
    const previous = scan.context.at(-1)?.text ?? '';
    if (!BIRTH.test(before) && !BIRTH.test(previous)) continue;
    // Named as a child is a person, though the name is mostly a place's (`Jezreel`).
    const named = group(scan, m, 4);
    const first = named && !GENTILIC_SHAPE.test(named.word) ? mention(named) : undefined;
    if (!first) continue;
    // Each child with the words that name it, in the verse's order.
    const children = [{ child: first, span: { start: m.index, end: first.end } }];
    const nextNamed = (from: number) => {
      NEXT_NAMED.lastIndex = 0;
      return NEXT_NAMED.exec(scan.text.slice(from));
    };
    let end = endOf(m);
    for (let next = nextNamed(end); next; next = nextNamed(end)) {
      const t = scan.names.find((n) => n.start === end + next!.indices![1]![0]);
      if (!t || !scan.lexicon.personish(t.word)) break;
      children.push({ child: mention(t), span: { start: end + next.index, end: t.end } });
      end = t.end;
    }
    // `his name`, `her name`; a series is of the children the verses counted last (`three daughters`).
    const counted = [...`${previous} ${before}`.matchAll(/\b(sons|daughters)\b/g)].at(-1)?.[1];
    const gender = m[3] === 'his' ? 'male' : m[3] === 'her' ? 'female' : counted === 'sons' ? 'male' : counted === 'daughters' ? 'female' : undefined;
    // Not a house named (`the blood of Jezreel upon the house of Jehu`): a dynasty is no one in the scene;
    // nor a woman by a name men also bear (`took Gomer the daughter of Diblaim`).
    const man = (text: string, n: Token) =>
      fits(scan, text, n, 'male') && !/\bhouse of $/.test(text.slice(0, n.start)) && !/^,? the daughter of\b/.test(text.slice(n.end));
    const men = new Map<string, Mention>();
    for (const v of scan.context) for (const n of v.names) if (man(v.text, n)) men.set(n.word, { ...mention(n, true), previous: true });
    for (const n of scan.names) if (n.end <= m.index && man(scan.text, n)) men.set(n.word, mention(n, true));
    for (const c of children) men.delete(c.child.name);
    const again = AGAIN.test(before) || AGAIN.test(previous) ? scan.storyFather : undefined;
    const father = men.size === 1 && !toldNoOne ? [...men.values()][0]! : again && { ...again, resolved: true, previous: true };
    if (!father) continue;
    scan.namedFather = father;
    for (const { child, span } of children) {
      if (scan.facts.some((f) => f.subject.name === child.name && (f.relation === 'father' || f.relation === 'mother' || f.relation === 'parent'))) continue;
      parentChild(scan, child, father, span, { parent: 'male', child: gender }, 'child');
    }
    listedSiblings(
      scan,
      children.map((c) => c.child),
      { start: m.index, end },
      gender,
    );
  }
}

/** Every birth and mother fact of the verse. */
export function births(scan: VerseScan): void {
  const husband = husbandInVerse(scan);
  boreNamed(scan, husband);
  boreASon(scan, husband);
  childNamedAfterBirth(scan);
  mothersName(scan);
}
