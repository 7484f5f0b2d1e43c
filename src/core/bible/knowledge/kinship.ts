import { bookByIndex } from '#shared/bible/books.ts';
import { splitVerseId } from '../verse-id.ts';
import { births } from './births.ts';
import { kinOf, listedSiblings, parentChild, spouses } from './kin-facts.ts';
import { endOf, headOfPatronym, isPossessive, mention, onlyPersonBefore, person, sentenceSubject, spanOf, type Mention, type VerseScan } from './scan.ts';
import { clauseStart, inSubjectPosition, pattern, sentenceStart, wordBefore, type Token } from './text.ts';

// Kinship from patterns of both translations. Traps the patterns avoid: `Hagar bare Abram a son`
// (Abram is the father), `Bethuel the son of Milcah` (a mother: kin-facts.ts), `Elhanan ... slew
// the brother of Goliath` (no name before `the brother of`, so no kinship), `Lot the son of Haran
// his son's son` (a possessive kinship word is skipped).

const KIN = "(father|mother|son|daughter|firstborn|wife|husband|brother|sister)\\b(?![-'’]| in law)";

/** `X the son of Y`, `X, son of Y`, `X which was the son of Y`, `X was the wife of Y`. */
/**
 * `Laban the Syrian, the brother of Rebekah`: a people's name between is the person's; so is an
 * office before a comma (`Ezekiel the priest, the son of Buzi`).
 */
const GENTILIC_APPOSITIVE = '(?:,? the [A-Z][a-z]+(?:ite|itess|ian|ean)|,? the (?:priest|prophet|prophetess|scribe|seer|king|queen|governor)(?=,))?';
const X_THE_KIN_OF_Y = pattern(`{N}${GENTILIC_APPOSITIVE},? (?:(?:which|who|that) )?(?:(?:was|is) )?(?:the )?${KIN} of {N}`);
/** `…, the son of ` ending the text before a name: the name closes an appositive (see `sonOf`). */
const APPOSITIVE_BEFORE = new RegExp(`,\\s+the ${KIN} of\\s+$`);
/** The next link of a chain: `…, the son of Z` (Luke 3's genealogy, `Jehu the son of Jehoshaphat the son of Nimshi`). */
const CHAIN = pattern(`^,? (?:(?:which|who) was )?the (son|daughter) of {N}`);
/** `Which was the son of Matthat` at a verse's start: the child is the last name of the verse before. */
const CHAIN_START = pattern(`^(?:Which was |who was |)the (son|daughter) of {N}`, 'i');
/** `X, Y's son`, `Zeruiah Joab's mother`, `Saul's son Jonathan`. */
const X_Ys_KIN = pattern(`{N}${GENTILIC_APPOSITIVE},? {N}['’]s? ${KIN}`);
const Ys_KIN_X = pattern(`{N}['’]s? ${KIN},? {N}`);
/** `Isaac his son`, `Sarai his wife`, `Aaron his brother`. */
const X_HIS_KIN = pattern(`{N}${GENTILIC_APPOSITIVE},? (his|her|thy|your) ${KIN}`);
/** `his son Solomon`, `thy wife Elisabeth`. */
const HIS_KIN_X = pattern(`(his|her|thy|your) ${KIN},? {N}`);
/** `The sons of Japheth; Gomer, and Magog`, `the sons of Aaron were Nadab and Abihu`. */
const SONS_OF = pattern(`\\b(sons|daughters) of {N}[;:,]? (?:(?:were|are|was)[;:,]? )?(?:these[;:,]? )?(?={N})`);
const LIST_NEXT = pattern(`^(?:,? and |, |; | and ){N}`);
/** `Y begat X`, `Y became the father of X`, `he begat X`. */
const BEGAT = pattern(`\\b(begat|begot|begotten|became the father of|fathered) {N}`);
/** `begat X of Y`, `became the father of X by Y`: Y is the mother. */
const OF_MOTHER = pattern(`^ (?:of|by) {N}`);
/** `unto Enoch was born Irad`, `To Joseph were born Manasseh and Ephraim`. */
const BORN_TO = pattern(`\\b(?:[Uu]nto|[Tt]o) {N},? (?:(?:also|there) )?(?:was|were) born {N}`);
/** `the name of Abram's wife was Sarai`, `his wife's name was Ahinoam`. */
const WIFES_NAME = pattern(`\\b(?:the name of {N}['’]s wife (?:was|is)|the name of (his) wife (?:was|is)|([Hh]is|whose) wife['’]s name (?:was|is)) {N}`);
/** `Rebekah had a brother, and his name was Laban`, `a wife … whose name was Zeruah`. */
const HAD_KIN_NAMED = pattern(`{N} had (?:a |an |two )?${KIN}s?,? (?:(?:and|whose) )?(?:(?:his|her|their) )?names? (?:was|is|were) {N}`);
/** `took`, `took him`, `took unto him`: the words every taking of a wife below starts with; and a wife named after them. */
const TOOK = 'took (?:(?:unto )?him )?';
const TO_WIFE = '(?:to|as) (?:a )?wife {N}';
/**
 * `Esau took to wife Judith`, `took Judith to wife`, `took as wife Judith`, `Aaron took him Elisheba,
 * daughter of Amminadab, sister of Naashon, to wife`.
 */
const TOOK_WIFE = pattern(
  `{N} ${TOOK}(?:${TO_WIFE}|{N},? (?:(?:the |a )?daughter of {N},? )?(?:(?:the )?(?:sister|brother) of [A-Z][a-z]+,? )?(?:to|as|for) (?:be his |his |a )?wife)`,
);
/** `And Esau was forty years old when he took to wife Judith`: the sentence's subject is the husband. */
const HE_TOOK_WIFE = pattern(`\\b[Hh]e ${TOOK}${TO_WIFE}`);
/** `Then again Abraham took a wife, and her name was Keturah`, `took him a wife, whose name was …`. */
const TOOK_WIFE_NAMED = pattern(`{N} ${TOOK}(?:a|another) wife,? (?:and )?(?:her|whose) name (?:was|is) {N}`);
/**
 * `he gave him Rachel his daughter to wife`, `he gave him to wife Asenath the daughter of Poti-pherah`,
 * `he gave him Asenath, the daughter of Potiphera priest of On as a wife`: `him` is the husband, named before in the verse.
 */
const GAVE_HIM_TO_WIFE = pattern(
  `\\bgave him (?:to wife {N}|{N},? (?:(?:his|her) (?:daughter|handmaid|maid),? |the daughter of [A-Z][a-z-]+(?: priest of [A-Z][a-z]+)?,? )?(?:to|as|for) (?:be his |a |his )?wife)`,
);
/** `So he went and took Gomer the daughter of Diblaim; which conceived, and bare him a son`: a wife who bore him children. */
const TOOK_SHE_BARE = pattern(
  `(?:{N}|\\b[Hh]e)(?: went and)? took {N}(?:,? the daughter of {N})?[;,] (?:and she|which|who) (?:also )?(?:conceived|bare|bore)\\b`,
);
/** `So Boaz took Ruth, and she was his wife`, `Isaac … took Rebekah, and she became his wife`: the sentence's subject is the husband. */
const TOOK_SHE_WIFE = pattern(`\\btook {N},? and she (?:was|became) his wife`);

/** `Caleb's younger brother`: a possessive that names a relative, not a thing owned. */
const OWNER_OF_KIN = new RegExp(`^['’]s? (?:[a-z]+ )?${KIN}`);

/**
 * `Pharaoh called Joseph's name Zaphnath-paaneah; and he gave him …`: `he` is the sentence's subject,
 * who gives, and `him` the one other man the sentence names, though only as an owner (`Joseph's`
 * name; not `Caleb's younger brother`, Judges 1:13, where Caleb gives).
 */
function givenTo(scan: VerseScan, at: number): Mention | undefined {
  if (!/\bhe $/.test(scan.text.slice(Math.max(0, at - 3), at))) return undefined;
  const giver = sentenceSubject(scan, at, 'male');
  const from = sentenceStart(scan.text, at);
  const owners = scan.names.filter(
    (n) => n.start >= from && n.end <= at && isPossessive(scan.text, n) && !OWNER_OF_KIN.test(scan.text.slice(n.end)) && fitsOwner(scan, n.word, 'male'),
  );
  const other = new Set(owners.map((n) => n.word));
  return giver && other.size === 1 && !other.has(giver.name) ? mention(owners[0]!, true) : undefined;
}

function fitsOwner(scan: VerseScan, name: string, gender: 'male' | 'female'): boolean {
  const g = scan.lexicon.gender(name);
  return scan.lexicon.personish(name) && !scan.lexicon.placeOrPeople(name) && (g === gender || (!g && gender === 'male'));
}

/** Paul's letters, Romans to Philemon: each is written by Paul to the people or the person its title names. */
export const PAULS_LETTERS = { first: 45, last: 57 };

/**
 * `thy mother Eunice` in 2 Timothy is Timothy's: a letter to one person (its title is a person's
 * name, `Timothy`, `Titus`, `Philemon`) addresses him wherever no one else is spoken to.
 */
function addressee(scan: VerseScan): Mention | undefined {
  const { book } = splitVerseId(scan.id);
  if (book < PAULS_LETTERS.first || book > PAULS_LETTERS.last) return undefined;
  const name = bookByIndex(book)?.name.replace(/^\d\s+/, '');
  // Named outside the verse, as a name from the verse before is: no span of this verse is its.
  return name && scan.lexicon.isName(name) && scan.lexicon.personish(name) ? { name, start: 0, end: 0, resolved: true, previous: true } : undefined;
}

/** The person `his`/`her` at `at` refers to: the other one of a pair (`Moses and Aaron his brother`), a chain's last link, or the sentence's subject. */
function ownerOf(scan: VerseScan, pronoun: string, x: Mention, at: number, pairs: boolean): Mention | undefined {
  const gender = pronoun.toLowerCase() === 'her' ? 'female' : 'male';
  const before = scan.text.slice(Math.max(0, at - 60), at);
  const second = pronoun === 'thy' || pronoun === 'your';
  const pair = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*)(?: (?:his|her) (?:son|daughter))?,? (?:and|with) $/.exec(before);
  const chain = /([A-Z][a-z]+(?:-[A-Za-z][a-z]*)*) (?:his|her) (?:son|daughter)[,;]? $/.exec(before);
  const near = second || !pairs ? undefined : (pair ?? chain);
  if (near) {
    const found = scan.names.find((n) => n.end <= at && n.start === at - before.length + near.index);
    // `James the son of Zebedee, and John his brother`: John is James's brother.
    const t = found && (headOfPatronym(scan, found) ?? found);
    const g = t && scan.lexicon.gender(t.word);
    return t && t.word !== x.name && scan.lexicon.personish(t.word) && (!g || g === gender) ? mention(t, true) : undefined;
  }
  if (second) {
    // The one addressed: `Fear not, Zacharias: for ... thy wife Elisabeth`, `the LORD said unto Moses, ... Aaron thy brother`.
    const vocative = (n: Token) =>
      (/\bO $/.test(scan.text.slice(Math.max(0, n.start - 2), n.start)) ||
        /\b(?:said|saith|spake|answered)\b[^.;:]*, $/.test(scan.text.slice(clauseStart(scan.text, n.start), n.start))) &&
      /^(?:[:!]|,(?! (?:she|he|they|it)\b))/.test(scan.text.slice(n.end));
    // `said unto Moses`, and with the speaker between: `Then said the LORD unto Isaiah, … Shear-jashub thy son`.
    const spokenTo = (n: Token) =>
      /\b(?:said|spake|saith|says|spoke)(?: (?:the )?[A-Z][A-Za-z]*)? (?:unto|to) $/.test(scan.text.slice(Math.max(0, n.start - 30), n.start));
    const called = new Set(scan.names.filter((n) => n.end <= at && n.word !== x.name && (vocative(n) || spokenTo(n))).map((n) => n.word));
    const [only] = called;
    const token = only === undefined ? undefined : scan.names.find((n) => n.word === only);
    if (called.size === 0) return addressee(scan);
    return called.size === 1 && token && scan.lexicon.personish(token.word) ? mention(token, true) : undefined;
  }
  // The nearest name before in the sentence that is a subject (`Isaac was sporting with Rebekah his wife`,
  // not the `Abimelech` who saw them), with no other `he` between (`and he gave Moses Zipporah his daughter`).
  const from = sentenceStart(scan.text, at);
  const subject = scan.names
    .filter((n) => n.start >= from && n.end <= at && n.word !== x.name && !isPossessive(scan.text, n) && inSubjectPosition(scan.text, n.start))
    .at(-1);
  if (!subject || !fitsOwner(scan, subject.word, gender) || /\b(?:he|she|they)\b/i.test(scan.text.slice(subject.end, at))) return undefined;
  return mention(subject, true);
}

function sonOf(scan: VerseScan): void {
  for (const m of scan.text.matchAll(X_THE_KIN_OF_Y)) {
    const x = person(scan, m, 1);
    const y = person(scan, m, 3);
    if (!x || !y || isPossessive(scan.text, y)) continue;
    const word = m[2]!;
    const span = { start: m.index, end: endOf(m) };
    // `Is not this the carpenter, the son of Mary, the brother of James` (Mark 6:3): in a row of
    // appositives, each is the head's (the carpenter's), not that of the name ending the one before; a
    // genealogy's next link keeps its own word (`the father of Jesse, the father of David`).
    const before = APPOSITIVE_BEFORE.exec(scan.text.slice(Math.max(0, x.start - 40), x.start));
    if (before && before[1] !== word && scan.text.slice(x.end, m.indices![2]![0]).includes(',')) continue;
    if (word === 'son' || word === 'daughter') {
      parentChild(scan, x, y, span, { child: word === 'son' ? 'male' : 'female', defaultParent: 'male' }, 'parent');
      if (!scan.keys.has(x.name)) scan.keys.set(x.name, `${word} of ${y.name}`);
      chain(scan, y, endOf(m));
    } else kinOf(scan, y, word, x, span);
  }
  // A genealogy continued from the verse before: `Which was the son of Matthat, which was the son of Levi`.
  const start = CHAIN_START.exec(scan.text);
  CHAIN_START.lastIndex = 0;
  const last = scan.previous?.names.at(-1);
  if (start && last && scan.previous && /son of [A-Z][a-z-]+,?\s*$/.test(scan.previous.text)) {
    const y = person(scan, start, 2);
    if (y) {
      parentChild(scan, { ...mention(last, true), previous: true }, y, { start: 0, end: endOf(start) }, { child: 'male', defaultParent: 'male' }, 'parent');
      chain(scan, y, endOf(start));
    }
  }
}

function chain(scan: VerseScan, child: Mention, from: number): void {
  for (let at = from, link = child; ;) {
    CHAIN.lastIndex = 0;
    const m = CHAIN.exec(scan.text.slice(at));
    if (!m) return;
    const t = scan.names.find((n) => n.start === at + m.indices![2]![0]);
    if (!t || !scan.lexicon.personish(t.word) || isPossessive(scan.text, t)) return;
    const parent = mention(t);
    parentChild(scan, link, parent, spanOf(link, at + m.index, at + endOf(m)), { child: m[1] === 'son' ? 'male' : 'female', defaultParent: 'male' }, 'parent');
    [at, link] = [at + endOf(m), parent];
  }
}

function possessives(scan: VerseScan): void {
  for (const m of scan.text.matchAll(X_Ys_KIN)) {
    const x = person(scan, m, 1);
    const y = person(scan, m, 2);
    // `Abishai the son of Zeruiah, Joab's brother`: the appositive after a comma is Abishai's; in `the
    // sons of Rachel Jacob's wife` it is Rachel's.
    const appositiveOfHead = wordBefore(scan.text, x?.start ?? 0) === 'of' && scan.text.slice(x?.end ?? 0, y?.start ?? 0).includes(',');
    if (x && y && !isPossessive(scan.text, x) && !appositiveOfHead) kinOf(scan, y, m[3]!, x, { start: m.index, end: endOf(m) });
  }
  for (const m of scan.text.matchAll(Ys_KIN_X)) {
    const y = person(scan, m, 1);
    const x = person(scan, m, 3);
    if (x && y && !isPossessive(scan.text, x)) kinOf(scan, y, m[2]!, x, { start: m.index, end: endOf(m) });
  }
  for (const m of scan.text.matchAll(HAD_KIN_NAMED)) {
    const owner = person(scan, m, 1);
    const kin = person(scan, m, 3);
    if (owner && kin) kinOf(scan, owner, m[2]!, kin, { start: m.index, end: endOf(m) });
  }
  const pronounGender = (p: string) => (p === 'his' ? 'male' : p === 'her' ? 'female' : undefined);
  for (const m of scan.text.matchAll(X_HIS_KIN)) {
    const x = person(scan, m, 1);
    // `Herodias his brother Philip's wife`: the kinship word is Philip's, and Herodias is the wife.
    if (/^ [A-Z][a-z-]+['’]/.test(scan.text.slice(endOf(m)))) continue;
    const owner = x && ownerOf(scan, m[2]!, x, m.index, true);
    if (x && owner) kinOf(scan, owner, m[3]!, x, spanOf(owner, m.index, endOf(m)), pronounGender(m[2]!));
  }
  for (const m of scan.text.matchAll(HIS_KIN_X)) {
    const x = person(scan, m, 3);
    // `Laban gave to Rachel his daughter Bilhah`: the kinship word is Rachel's.
    if (!x || isPossessive(scan.text, x) || scan.names.some((n) => n.end === m.index - 1)) continue;
    const owner = ownerOf(scan, m[1]!, x, m.index, false);
    if (owner) kinOf(scan, owner, m[2]!, x, spanOf(owner, m.index, endOf(m)), pronounGender(m[1]!.toLowerCase()));
  }
}

/** The names listed from `at` on (`Gomer, and Magog, and Madai`), stopping at the first word that is not one. */
function listFrom(scan: VerseScan, at: number, first: Mention): { names: Mention[]; end: number } {
  const names = [first];
  let end = first.end;
  // A lineage inside a list (`The sons of Kohath; Amminadab his son, Korah his son`) ends it.
  if (/^ (?:his|her) /.test(scan.text.slice(end, end + 5))) return { names, end };
  for (;;) {
    LIST_NEXT.lastIndex = 0;
    const m = LIST_NEXT.exec(scan.text.slice(end));
    const t = m && scan.names.find((n) => n.start === end + m.indices![1]![0]);
    if (!m || !t || !scan.lexicon.personish(t.word) || isPossessive(scan.text, t)) break;
    names.push(mention(t));
    end = t.end;
    if (/^ (?:his|her) /.test(scan.text.slice(end, end + 5))) break;
  }
  return { names, end };
}

function lists(scan: VerseScan): void {
  for (const m of scan.text.matchAll(SONS_OF)) {
    const parent = person(scan, m, 2);
    const first = scan.names.find((n) => n.start === endOf(m));
    // `And of the sons of Pahath-moab; Adna, ...`: members of a clan, not a father's sons; but `the
    // names of the daughters of Zelophehad were Mahlah, …` lists his own.
    if (/(?<!\bnames )\bof the $/i.test(scan.text.slice(Math.max(0, m.index - 13), m.index))) continue;
    if (!parent || !first || isPossessive(scan.text, parent) || isPossessive(scan.text, first) || !scan.lexicon.personish(first.word)) continue;
    const { names, end } = listFrom(scan, endOf(m), mention(first));
    const gender = m[1] === 'sons' ? 'male' : 'female';
    for (const child of names) parentChild(scan, child, parent, { start: m.index, end }, { child: gender, defaultParent: 'male' }, 'child');
    listedSiblings(scan, names, { start: m.index, end }, gender);
  }
  for (const m of scan.text.matchAll(BEGAT)) {
    const first = person(scan, m, 2);
    if (!first) continue;
    const parent = parentBefore(scan, m.index);
    if (!parent) continue;
    const { names, end } = listFrom(scan, first.start, first);
    OF_MOTHER.lastIndex = 0;
    const byMother = OF_MOTHER.exec(scan.text.slice(end));
    const motherToken = byMother && scan.names.find((n) => n.start === end + byMother.indices![1]![0]);
    listedSiblings(scan, names, spanOf(parent, m.index, end));
    for (const child of names) {
      parentChild(scan, child, parent, spanOf(parent, m.index, end), { parent: 'male' }, 'child');
      if (motherToken && scan.lexicon.gender(motherToken.word) !== 'male') {
        parentChild(scan, child, mention(motherToken), { start: child.start, end: motherToken.end }, { parent: 'female' }, 'child');
      }
    }
  }
  for (const m of scan.text.matchAll(BORN_TO)) {
    const parent = person(scan, m, 1);
    const first = person(scan, m, 2);
    if (!parent || !first) continue;
    const { names, end } = listFrom(scan, first.start, first);
    for (const child of names) parentChild(scan, child, parent, { start: m.index, end }, { defaultParent: 'male' }, 'child');
    listedSiblings(scan, names, { start: m.index, end });
  }
}

/** The father in `Y begat X`: the nearest name before in the clause, or `he` standing for the one person named before. */
function parentBefore(scan: VerseScan, at: number): Mention | undefined {
  const from = clauseStart(scan.text, at);
  const before = scan.names.filter((n) => n.start >= from && n.end <= at && scan.lexicon.personish(n.word) && !isPossessive(scan.text, n));
  const nearest = before.at(-1);
  const between = nearest ? scan.text.slice(nearest.end, at) : '';
  if (nearest && !/\b(?:he|him|whom|who|which)\b/.test(between) && scan.lexicon.gender(nearest.word) !== 'female') return mention(nearest);
  if (/\bhe (?:had )?$|\bhe $/.test(scan.text.slice(from, at))) return onlyPersonBefore(scan, at, 'male');
  return undefined;
}

function marriages(scan: VerseScan): void {
  for (const m of scan.text.matchAll(WIFES_NAME)) {
    const wife = person(scan, m, 4);
    if (!wife) continue;
    const husband = m[1] ? person(scan, m, 1) : sentenceSubject(scan, m.index, 'male', wife.name);
    if (husband) spouses(scan, husband, wife, spanOf(husband, m.index, endOf(m)), 'wife');
  }
  for (const m of scan.text.matchAll(TOOK_WIFE)) {
    const husband = person(scan, m, 1);
    const wife = person(scan, m, 2) ?? person(scan, m, 3);
    if (!husband || !wife) continue;
    spouses(scan, husband, wife, { start: m.index, end: endOf(m) }, 'wife');
    const father = person(scan, m, 4);
    if (father && m[3]) parentChild(scan, wife, father, { start: wife.start, end: father.end }, { child: 'female', defaultParent: 'male' }, 'parent');
  }
  for (const m of scan.text.matchAll(HE_TOOK_WIFE)) {
    const wife = person(scan, m, 1);
    const husband = wife && sentenceSubject(scan, m.index, 'male', wife.name);
    if (wife && husband) spouses(scan, husband, wife, spanOf(husband, m.index, endOf(m)), 'wife');
  }
  for (const m of scan.text.matchAll(TOOK_WIFE_NAMED)) {
    const husband = person(scan, m, 1);
    const wife = person(scan, m, 2);
    if (husband && wife) spouses(scan, husband, wife, { start: m.index, end: endOf(m) }, 'wife');
  }
  for (const m of scan.text.matchAll(GAVE_HIM_TO_WIFE)) {
    const wife = person(scan, m, 1) ?? person(scan, m, 2);
    // The owner a subject's `he` gives to (`givenTo`), else the one man named before; with the giver
    // named too (`Saul gave him Michal`) it is left unread.
    const husband = wife && (givenTo(scan, m.index) ?? onlyPersonBefore(scan, m.index, 'male', wife.name, { sameVerse: true }));
    if (wife && husband) spouses(scan, husband, wife, spanOf(husband, m.index, endOf(m)), 'wife');
  }
  for (const m of scan.text.matchAll(TOOK_SHE_BARE)) {
    const wife = person(scan, m, 2);
    // `he` is the one man named before, in the verse or the one before it (Hosea 1:2 names Hosea).
    const husband = wife && (m[1] ? person(scan, m, 1) : onlyPersonBefore(scan, m.index, 'male', wife.name));
    // …and a verse before naming anyone else (`Jeush, and Shamariah, and Zaham`, Rehoboam's sons) leaves `he` unknown.
    if (!wife || !husband || (husband.previous && new Set(scan.previous!.names.map((n) => n.word)).size !== 1)) continue;
    spouses(scan, husband, wife, spanOf(husband, m.index, endOf(m)), 'wife');
    const father = person(scan, m, 3);
    if (father) parentChild(scan, wife, father, { start: wife.start, end: father.end }, { child: 'female', defaultParent: 'male' }, 'parent');
  }
  for (const m of scan.text.matchAll(TOOK_SHE_WIFE)) {
    const wife = person(scan, m, 1);
    const husband = wife && sentenceSubject(scan, m.index, 'male', wife.name);
    if (wife && husband) spouses(scan, husband, wife, spanOf(husband, m.index, endOf(m)), 'wife');
  }
}

/** Every kinship fact of the verse. */
export function extractKinship(scan: VerseScan): void {
  sonOf(scan);
  possessives(scan);
  lists(scan);
  marriages(scan);
  births(scan);
}
