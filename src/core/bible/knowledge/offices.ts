import { parseNumberWords } from './numbers.ts';
import {
  emit,
  endOf,
  GENTILIC_SHAPE,
  group,
  headOfPatronym,
  isPossessive,
  mention,
  onlyPersonBefore,
  person,
  personAt,
  sentenceSubject,
  type Mention,
  type VerseScan,
} from './scan.ts';
import { clauseEnd, pattern, sentenceStart, wordBefore } from './text.ts';

// Offices and the order of the kings: "X king of Israel", the regnal formulas of Kings and
// Chronicles ("N years old was he when he began to reign", "reigned N years in Jerusalem", "in the
// Nth year of Y king of Z began X to reign", "X reigned in his stead"), and prophets, priests,
// judges and apostles where the text calls them so.

const SON_OF = '(?:,? the son of {N}(?: of {N})?)?';

/** `Hiram king of Tyre`, `Sihon king of the Amorites`, `Saul king over Israel`. */
const KING_OF = pattern(`{N},? (?:the )?(king|queen) (?:of|over) (?:the )?{N}`);
/** `Saul reigned over Israel`, `reigned Asa over Judah`, `Rehoboam ... reigned in Judah`. */
const REIGNED_OVER = pattern(`(?:{N}${SON_OF} reigned|reigned {N}${SON_OF}) (over|in) (?:all )?{N}`);
/** Where a king begins to reign: `began Abijam to reign`, `Omri began to reign`, `reigned Asa over Judah`, `made Solomon king`. */
const ACCESSIONS = [
  { re: pattern(`\\bbegan {N}${SON_OF} to reign`), name: 1 },
  { re: pattern(`{N}${SON_OF}(?:,? (?:the )?king of {N})?,? (?:began|begun) to reign`), name: 1 },
  { re: pattern(`\\breigned {N}${SON_OF} (?:over|in) `), name: 1 },
  { re: pattern(`\\bdid {N}${SON_OF} reign\\b`), name: 1 },
  { re: pattern(`\\bmade {N}${SON_OF} king\\b`), name: 1 },
  { re: pattern(`{N}${SON_OF},? (?:was )?{NUM} years old when he (?:began to reign|became king)`), name: 1 },
  { re: pattern(`\\b{NUM} years old was {N} when he began to reign`), name: 2 },
];
/** Age at accession: `Josiah was eight years old when he began to reign`, `Twelve years old was he when he began to reign`. */
const AGE = pattern(
  `(?:{N}${SON_OF},? (?:was )?{NUM}|\\b([Hh]e was|[Hh]e) {NUM}|\\b{NUM} years old was (?:{N}|he)) (?:years old )?when he (?:began to reign|became king)`,
);
/** Reign length: `reigned fifty and five years in Jerusalem`, `forty years reigned he`, `David reigned over Israel were forty years`. */
const LENGTH = pattern(
  `(?:(?:{N} |\\b(he) )?reigned(?: (?:over|in) (?:all )?{N})?(?:,? (?:were|was))? {NUM} (years?|months?|days)|\\b{NUM} (years|months|days) reigned (?:he|{N}))(?: (in|over) {N})?`,
);
const DIVINE_NAME = /^(?:God|LORD|GOD|Lord|Yahweh|Jehovah)$/;
/** `Now after the death of Moses the servant of the LORD`. */
const AFTER_THE_DEATH_OF = pattern(`\\b[Aa]fter the death of {N}`);
/** `did Zimri reign seven days in Tirzah`. */
const DID_REIGN = pattern(`\\bdid {N} reign {NUM} (years?|months?|days)(?: (in|over) {N})?`);
/** `in the eighteenth year of king Jeroboam`. */
const YEAR_OF = pattern(`\\b[Ii]n the {NUM} year of (?:the reign of )?(?:king |King )?{N}`);
/** `Rehoboam his son reigned in his stead`, `made Eliakim ... king in the room of Josiah`. */
const IN_HIS_STEAD = pattern(`{N}(?: (?:his|her) (?:son|brother))?${SON_OF}(?: of {N})? (?:reigned|was king|became king) in his (?:stead|place)`);
const IN_THE_ROOM_OF = pattern(`{N}${SON_OF} king in (?:the room|the place|stead) of {N}`);
/** `Nathan the prophet`, `Zadok the priest`, `Deborah, a prophetess`, `the prophet Isaiah`, `king Solomon`. */
const ROLES = 'prophetess|prophet|high priest|chief priest|priest|scribe|seer|judge|apostle|king|queen|governor|tetrarch|evangelist|deacon';
const X_THE_ROLE = pattern(`{N},? (?:the|a|an) (${ROLES})\\b(?!['’-])`);
const THE_ROLE_X = pattern(`\\b(?:the |[Kk]ing |[Qq]ueen )(?:(${ROLES}) )?{N}`);
const APOSTLE = pattern(`{N}, (?:a servant of Jesus Christ, )?(?:called (?:to be )?)?an apostle\\b`);
/** `Samson judged Israel twenty years`, `he judged Israel`. */
const JUDGED = pattern(`(?:{N}|\\b(he|she)) judged (?:all )?Israel(?: {NUM} years)?`);

const ORDINAL = /(?:first|second|third|th)$/;

/**
 * `Og the king of Bashan`, `Sihon king of the Amorites`: a king the texts mostly name as his land
 * (`the land of Og`), so no person's name by its usage, but whose gendered contexts are a man's (`Og the king`).
 */
function kingByName(scan: VerseScan, m: RegExpExecArray): Mention | undefined {
  const token = group(scan, m, 1);
  const usage = token && scan.lexicon.usage(token.word);
  if (!token || !usage || usage.person > 0 || scan.lexicon.gender(token.word) !== 'male' || GENTILIC_SHAPE.test(token.word)) return undefined;
  // Not a realm in a list of kings (`the king of Jarmuth, the king of Lachish`).
  return /\bking of (?:the )?$/i.test(scan.text.slice(0, token.start)) ? undefined : mention(token);
}

/** Names the verse says begin to reign, in order; run before the other extractors read `scan.kings`. */
export function findAccessions(scan: VerseScan): void {
  for (const { re, name } of ACCESSIONS) {
    for (const m of scan.text.matchAll(re)) {
      const king = person(scan, m, name);
      if (king && !isPossessive(scan.text, king) && !scan.kings.some((k) => k.start === king.start)) scan.kings.push(king);
    }
  }
  for (const m of scan.text.matchAll(IN_HIS_STEAD)) {
    const king = person(scan, m, 1);
    if (king && !scan.kings.some((k) => k.start === king.start)) scan.kings.push(king);
  }
  scan.kings.sort((a, b) => a.start - b.start);
}

/** The king `he` stands for at `at`: the last one the verse says begins to reign before it, else the verse before's, else the one man named before. */
function kingBefore(scan: VerseScan, at: number): Mention | undefined {
  const here = scan.kings.filter((k) => k.end <= at).at(-1);
  if (here) return { ...here, resolved: true };
  const before = scan.previous?.kings.at(-1);
  if (before && !scan.names.some((n) => n.end <= at && scan.lexicon.personish(n.word))) return { ...before, resolved: true, previous: true };
  return onlyPersonBefore(scan, at, 'male');
}

const numberGroup = (m: RegExpExecArray, ...groups: number[]) => groups.map((g) => m[g]).find((g) => g !== undefined);

function regnal(scan: VerseScan): void {
  for (const m of scan.text.matchAll(AGE)) {
    const words = numberGroup(m, 4, 6, 7)!;
    const king = person(scan, m, 1) ?? person(scan, m, 8) ?? kingBefore(scan, m.index);
    if (!king) continue;
    const span = { start: Math.min(m.index, king.previous ? m.index : king.start), end: endOf(m) };
    emit(scan, { relation: 'reign_age', subject: king, object: { text: words, number: parseNumberWords(words) }, ...span, inverse: false });
    emit(scan, { relation: 'office', subject: king, object: { text: 'king' }, ...span, inverse: false });
  }
  for (const m of scan.text.matchAll(LENGTH)) {
    const words = numberGroup(m, 4, 6)!;
    const unit = numberGroup(m, 5, 7)!;
    const king = person(scan, m, 1) ?? person(scan, m, 8) ?? kingBefore(scan, m.index);
    if (!king) continue;
    const place = m[10];
    const text = `${words} ${unit}${place ? ` ${m[9]} ${place}` : ''}`;
    const span = { start: Math.min(m.index, king.previous ? m.index : king.start), end: endOf(m) };
    emit(scan, { relation: 'reign_length', subject: king, object: { text, number: parseNumberWords(words) }, ...span, inverse: false });
  }
  for (const m of scan.text.matchAll(DID_REIGN)) {
    const king = person(scan, m, 1);
    if (!king) continue;
    const text = `${m[2]} ${m[3]}${m[5] ? ` ${m[4]} ${m[5]}` : ''}`;
    emit(scan, { relation: 'reign_length', subject: king, object: { text, number: parseNumberWords(m[2]!) }, start: m.index, end: endOf(m), inverse: false });
  }
  for (const m of scan.text.matchAll(YEAR_OF)) {
    const words = m[1]!;
    const reigning = person(scan, m, 2);
    if (!reigning || !ORDINAL.test(words)) continue;
    // The king who begins to reign in that year: the nearest in the same sentence, before or after.
    const from = sentenceStart(scan.text, m.index);
    const to = scan.text.indexOf('.', endOf(m));
    const candidates = scan.kings.filter((k) => k.start >= from && (to < 0 || k.start < to) && k.name !== reigning.name);
    const king = candidates.sort((a, b) => Math.abs(a.start - m.index) - Math.abs(b.start - m.index))[0];
    if (!king) continue;
    const span = { start: Math.min(m.index, king.start), end: Math.max(endOf(m), king.end) };
    emit(scan, { relation: 'reign_began', subject: king, object: reigning, number: parseNumberWords(words), numberText: words, ...span, inverse: false });
  }
}

function succession(scan: VerseScan): void {
  const succeeded = (king: Mention, before: Mention, span: { start: number; end: number }) => {
    emit(scan, { relation: 'succeeded', subject: king, object: before, ...span, inverse: false });
    emit(scan, { relation: 'succeeded_by', subject: before, object: king, ...span, inverse: true });
    emit(scan, { relation: 'office', subject: king, object: { text: 'king' }, ...span, inverse: false });
  };
  for (const m of scan.text.matchAll(IN_HIS_STEAD)) {
    const king = person(scan, m, 1);
    if (!king) continue;
    // Only this verse: `the king of the children of Ammon died, and Hanun his son reigned in his place` names no one before.
    const before = sentenceSubject(scan, m.index, 'male', king.name) ?? onlyPersonBefore(scan, m.index, 'male', king.name, { subjects: true, sameVerse: true });
    if (before) succeeded(king, before, { start: before.previous ? m.index : Math.min(before.start, m.index), end: endOf(m) });
  }
  // `after the death of Moses … the LORD spake unto Joshua`: the one the story turns to next follows him;
  // not a name after `of` (`son of Jehoahaz king of Israel`, `the princes of Judah`).
  for (const m of scan.text.matchAll(AFTER_THE_DEATH_OF)) {
    const before = person(scan, m, 1);
    const end = clauseEnd(scan.text, endOf(m));
    const next = scan.names.find(
      (n) => n.start >= endOf(m) && n.end <= end && n.word !== before?.name && wordBefore(scan.text, n.start) !== 'of' && !DIVINE_NAME.test(n.word),
    );
    const after = next && personAt(scan, next);
    if (before && after) {
      emit(scan, { relation: 'succeeded', subject: after, object: before, start: m.index, end: after.end, inverse: false });
      emit(scan, { relation: 'succeeded_by', subject: before, object: after, start: m.index, end: after.end, inverse: true });
    }
  }
  for (const m of scan.text.matchAll(IN_THE_ROOM_OF)) {
    const king = person(scan, m, 1);
    const before = person(scan, m, 4);
    if (king && before) succeeded(king, before, { start: m.index, end: endOf(m) });
  }
}

function offices(scan: VerseScan): void {
  for (const m of scan.text.matchAll(KING_OF)) {
    const named = person(scan, m, 1) ?? kingByName(scan, m);
    const realm = m.indices?.[3] && scan.names.find((n) => n.start === m.indices![3]![0]);
    if (!named || !realm || isPossessive(scan.text, named)) continue;
    // `Balak the son of Zippor, king of Moab`: the title is the son's, the head of the phrase.
    // Not a daughter's name (`Maacah the daughter of Talmai king of Geshur`).
    const headToken = headOfPatronym(scan, named);
    const head =
      headToken && scan.lexicon.gender(headToken.word) !== 'female' && !/daughter of $/.test(scan.text.slice(0, named.start)) ? headToken : undefined;
    const king = head ? scan.lexicon.personish(head.word) && mention(head) : named;
    if (!king) continue;
    const span = { start: king.start, end: endOf(m) };
    emit(scan, { relation: 'king_of', subject: king, object: mention(realm), ...span, inverse: false });
    emit(scan, { relation: 'office', subject: king, object: { text: m[2]! }, ...span, inverse: false });
  }
  for (const m of scan.text.matchAll(REIGNED_OVER)) {
    const king = person(scan, m, 1) ?? person(scan, m, 4);
    const realm = m.indices?.[8] && scan.names.find((n) => n.start === m.indices![8]![0]);
    if (!king || !realm) continue;
    emit(scan, { relation: m[7] === 'over' ? 'king_of' : 'reigned_in', subject: king, object: mention(realm), start: m.index, end: endOf(m), inverse: false });
  }
  for (const re of [X_THE_ROLE, THE_ROLE_X]) {
    for (const m of scan.text.matchAll(re)) {
      const [nameGroup, role] = re === X_THE_ROLE ? [1, m[2]] : [2, m[1] ?? (/^[Kk]ing/.test(m[0]) ? 'king' : /^[Qq]ueen/.test(m[0]) ? 'queen' : undefined)];
      const named = person(scan, m, nameGroup);
      // `Joshua the son of Josedech, the high priest`: after a comma the title is the son's.
      const head = named && re === X_THE_ROLE && /^,/.test(scan.text.slice(named.end)) ? headOfPatronym(scan, named) : undefined;
      const holder = head ? mention(head) : named;
      if (!holder || !role || isPossessive(scan.text, holder)) continue;
      emit(scan, { relation: 'office', subject: holder, object: { text: role }, start: Math.min(holder.start, m.index), end: endOf(m), inverse: false });
    }
  }
  for (const m of scan.text.matchAll(APOSTLE)) {
    const holder = person(scan, m, 1);
    if (holder) emit(scan, { relation: 'office', subject: holder, object: { text: 'apostle' }, start: m.index, end: endOf(m), inverse: false });
  }
  for (const m of scan.text.matchAll(JUDGED)) {
    const judge = person(scan, m, 1) ?? (m[2] ? onlyPersonBefore(scan, m.index, m[2] === 'she' ? 'female' : 'male') : undefined);
    if (!judge) continue;
    const span = { start: judge.previous ? m.index : Math.min(judge.start, m.index), end: endOf(m) };
    emit(scan, { relation: 'office', subject: judge, object: { text: 'judge' }, ...span, inverse: false });
    if (m[3])
      emit(scan, { relation: 'judged_years', subject: judge, object: { text: `${m[3]} years`, number: parseNumberWords(m[3]) }, ...span, inverse: false });
  }
}

/** Every office and reign fact of the verse (after `findAccessions`). */
export function extractOffices(scan: VerseScan): void {
  regnal(scan);
  succession(scan);
  offices(scan);
}
