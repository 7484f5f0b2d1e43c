import { emit, endOf, headOfPatronym, isPossessive, mention, person, type Mention, type VerseScan } from './scan.ts';
import { pattern, sentenceStart } from './text.ts';

// Trades the texts give people, as a class of words (not chosen for any question), stored as
// `office` facts with the trade as written: `Luke, the beloved physician`, `Simon a tanner`, `Abel
// was a keeper of sheep`, `Zacchaeus, which was the chief among the publicans`, `Amos, who was among
// the herdmen`, `he saw Simon and Andrew his brother casting a net into the sea: for they were
// fishers`, `answered Amos … I was an herdman`.

const TRADES = [
  'physician',
  'publican',
  'tax collector',
  'tanner',
  'carpenter',
  'fisher',
  'fisherman',
  'shepherd',
  'herdman',
  'herdsman',
  'husbandman',
  'potter',
  'smith',
  'coppersmith',
  'silversmith',
  'goldsmith',
  'lawyer',
  'centurion',
  'chamberlain',
  'cupbearer',
  'butler',
  'baker',
  'steward',
  'treasurer',
  'recorder',
  'harlot',
  'sorcerer',
  'hunter',
  'tentmaker',
  'seller of purple',
  'keeper of sheep',
  'tiller of the ground',
  'worker in brass',
];

/** `herdman` → `herdmen`, `keeper of sheep` → `keepers of sheep`. */
const plural = (trade: string) => trade.replace(/^(\S+?)(man)?(?=\s|$)/, (_, word: string, man?: string) => (man ? `${word}men` : `${word}s`));

const SINGULAR = TRADES.join('|');
const PLURAL = TRADES.map(plural).join('|');
const SINGULAR_OF = new Map(TRADES.map((t) => [plural(t), t]));
const KNOWN = new Set(TRADES);

/** One trade however many held it: `herdmen` → `herdman`, `chief among the publicans` → `publican`. */
export const tradeOf = (text: string) => {
  const word = text.replace(/^chief among the /, '');
  return SINGULAR_OF.get(word) ?? word;
};

/** Trades the texts (or a question) name in other words: the KJV's `keeper of sheep` is a shepherd, the WEB's `tax collector` a publican. */
const SAME_TRADES = [
  ['shepherd', 'keeper of sheep'],
  ['fisher', 'fisherman'],
  ['herdman', 'herdsman'],
  ['publican', 'tax collector'],
  ['husbandman', 'tiller of the ground'],
];
const TRADE_CLASS = new Map(SAME_TRADES.flatMap((same) => same.map((t) => [t, same[0]!] as const)));

/** Whether two trades (as `tradeOf` gives them) are one: "Who was the first shepherd?" is asked of `Abel was a keeper of sheep`. */
export const sameTrade = (a: string, b: string) => (TRADE_CLASS.get(a) ?? a) === (TRADE_CLASS.get(b) ?? b);

/** A trade (not a calling such as prophet or king) as the knowledge layer writes it. */
export const isTrade = (text: string) => KNOWN.has(tradeOf(text));

const ASKED = new RegExp(`\\b(?:${[...TRADES, ...TRADES.map(plural)].sort((a, b) => b.length - a.length).join('|')})\\b`, 'i');
/** The trade a question names ("Which disciple was a tax collector?"), as one holder's: `tax collector`. */
export const tradeIn = (question: string) => {
  const found = ASKED.exec(question)?.[0];
  return found === undefined ? undefined : tradeOf(found.toLowerCase());
};

/** `Luke, the beloved physician`, `Alexander the coppersmith`; `Esau was a cunning hunter`. */
const X_THE_TRADE = pattern(`{N},? (?:the|a|an) (?:[a-z]+ )?(${SINGULAR})\\b(?!['’-])`);
const X_WAS_TRADE = pattern(`{N} was (?:a|an) (?:[a-z]+ )?(${SINGULAR})\\b(?!['’-])`);
/** `Zacchaeus, which was the chief among the publicans`; `Amos, who was among the herdmen of Tekoa`. */
const X_AMONG = pattern(`{N},? (?:which|who) was ((?:the )?chief )?among the (${PLURAL})\\b`);
/** `for they were fishers`, `for by their occupation they were tentmakers`. */
const THEY_WERE = pattern(`\\bfor (?:by their occupation )?they were (${PLURAL})\\b`);
/** `I was an herdman`: said by the one the verse says answered or said it. */
const I_WAS = pattern(`\\bI was (?:a|an) (${SINGULAR})\\b`);
const SPEAKERS = [pattern(`\\b(?:answered|said) {N}`), pattern(`{N},? (?:answered|said)\\b`)];
/** The people a verse sees doing the work: `he saw Simon and Andrew his brother casting a net`. */
const SEEING = /\b(?:saw|seeth|found|findeth|beheld)\b/g;

function emitTrade(scan: VerseScan, holder: Mention, trade: string, start: number, end: number): void {
  emit(scan, { relation: 'office', subject: holder, object: { text: trade }, start, end, inverse: false });
}

/** Every trade fact of the verse. */
export function extractTrades(scan: VerseScan): void {
  for (const re of [X_THE_TRADE, X_WAS_TRADE]) {
    for (const m of scan.text.matchAll(re)) {
      const named = person(scan, m, 1);
      // `Jehoshaphat the son of Ahilud, the recorder`: the son holds it.
      const head = named && headOfPatronym(scan, named);
      const holder = head ? scan.lexicon.personish(head.word) && mention(head) : named;
      if (holder && !isPossessive(scan.text, holder)) emitTrade(scan, holder, m[2]!, holder.start, endOf(m));
    }
  }
  for (const m of scan.text.matchAll(X_AMONG)) {
    const holder = person(scan, m, 1);
    if (holder && !isPossessive(scan.text, holder)) emitTrade(scan, holder, `${m[2] ? 'chief among the ' : ''}${m[3]!}`, holder.start, endOf(m));
  }
  for (const m of scan.text.matchAll(THEY_WERE)) {
    // The people named in the sentence before, after the verb that sees them (not the `Jesus` who saw them).
    const from = sentenceStart(scan.text, m.index);
    const seen = [...scan.text.slice(from, m.index).matchAll(SEEING)].at(-1);
    const after = seen ? from + seen.index + seen[0].length : from;
    const workers = scan.names.filter((n) => n.start >= after && n.end <= m.index && !isPossessive(scan.text, n));
    const people = workers.flatMap((n) => (scan.lexicon.personish(n.word) && !scan.lexicon.placeOrPeople(n.word) ? [mention(n)] : []));
    if (people.length >= 2 && people.length === workers.length) for (const p of people) emitTrade(scan, p, m[1]!, p.start, endOf(m));
  }
  for (const m of scan.text.matchAll(I_WAS)) {
    const before = scan.text.slice(0, m.index);
    const speakers = SPEAKERS.flatMap((re) => [...before.matchAll(re)].flatMap((s) => person(scan, s, 1) ?? []));
    if (new Set(speakers.map((s) => s.name)).size === 1) emitTrade(scan, speakers[0]!, m[1]!, speakers[0]!.start, endOf(m));
  }
}
