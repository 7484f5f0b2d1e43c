import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import type { NameUsage } from '../../verses-db/knowledge.ts';
import { NAME_SHAPE, tokenize, type Texts, type Token } from './text.ts';

// Proper names. The KJV capitalises the first word of every sentence and of quoted speech, so a
// capital says little; what does is whether the word is ever written in lower case, in either
// translation (`Sabbath` in the WEB is `sabbath` in the KJV). Then how the texts use each name:
// contexts that mark a person, a place or a people, and a man or a woman.

/** Divine names and titles, and capitalised words that are not names (interjections, liturgy). */
const NOT_NAMES = new Set([
  'God',
  'Lord',
  'Yahweh',
  'Jehovah',
  'Jah',
  'Christ',
  'Messiah',
  'Messias',
  'Almighty',
  'Holy',
  'Ghost',
  'Spirit',
  'Father',
  'Saviour',
  'Savior',
  'Creator',
  'Redeemer',
  'Highest',
  'Lamb',
  'Word',
  'Amen',
  'Selah',
  'Hallelujah',
  'Alleluia',
  'Hosanna',
  'Maranatha',
  'Anathema',
  'Raca',
  'Abba',
  'Ah',
  'Aha',
  'Alas',
  'Lo',
  'Oh',
  'Woe',
  'Hail',
  'Psalm',
  'Yah',
  'Musician',
  'Book',
]);

/** Endings of English words, not of the Hebrew and Greek names. */
const ENGLISH_SHAPE = /(?:ing|est|ly|ous|ent|ties|ate|ful|ness|ment)$/;

/** Contexts, as regular expressions on the text just before (`…$`) or just after (`^…`) a name. */
const PERSON_BEFORE =
  /(?:\b(?:son|daughter|wife|husband|brother|sister|mother|sons|daughters|servant|servants|house) of|\b(?:king|queen|prophet|priest|prophetess|said (?:unto|to)|spake (?:unto|to)|answered|begat|father of|named)) $/;
const PERSON_AFTER =
  /^,? (?:said|saith|answered|begat|spake|knew|died|prayed|wept|arose|commanded|lived|reigned|became the father|the son of|the daughter of|the wife of|the father of|the brother of|the sister of|the mother of|the prophet|the priest|the scribe|his (?:son|brother|father|wife|mother|sister|daughter|servant|sons)|her (?:husband|son|mother|daughter|sister))\b/;
/**
 * `unto Felix the governor`, `Lysanias the tetrarch of Abilene`, `Erastus the chamberlain of the city`, though not
 * `In Damascus the governor under Aretas` or `the gate of Joshua the governor of the city`.
 */
const OFFICE_AFTER = /^,? the (?:governor|tetrarch|captain|chief captain|chamberlain|treasurer|recorder|high priest|centurion|lawyer|evangelist)\b/;
const PLACE_BEFORE =
  /(?:\b(?:in|at|into|toward|towards|through)|\b(?:went|came|go|come|fled|returned|journeyed|departed|removed|gone)(?: (?:up|down|out|back|away|over))? (?:into|from)|\b(?:went|came|go|come|gone|fled) (?:up|down) (?:to|unto)|\b(?:journeyed|removed|departed) (?:to|unto)|\b(?:city|cities|land|mount|mountain|mountains|river|wilderness|plain|plains|valley|sea|gate|coast|coasts|border|borders|country|region|villages|towns|walls|inhabitants|way|king|kings|governor|field|fields) of|\b(?:mount|river|brook)) $/i;
const PLACE_AFTER = /^,? (?:the|a|that|which is (?:a|the)) (?:city|town)\b/;
const PEOPLE_BEFORE = /\b(?:children|tribe|tribes|people|nation|all the|all) (?:of )?$/;
const PLURAL_PEOPLE = /(?:ites|ims|ians|ines|ees|ans|Jews|Greeks|eans)$/;
const FEMALE_AFTER =
  /^,? (?:bare|bore|conceived|did bear|gave birth|his wife|the wife of|the daughter of|his daughter|his sister|the sister of|his mother|the mother of|her mother|her sister|the prophetess|his concubine|the harlot|the widow|the queen|[A-Z][a-z]+(?:'s)? (?:mother|wife|sister|daughter|concubine|maid|handmaid)\b|(?:and|which|who) (?:she|bare|bore)\b|(?:his|her) (?:father|mother)['’]s sister\b)(?!['’])/;
const FEMALE_BEFORE =
  /(?:\b(?:queen|prophetess|his wife|thy wife|her daughter|his daughter|his sister|his mother|her mother),?|\b(?:sisters|daughters) (?:were|was)(?: [A-Z][a-z]+,?(?: and)?)?) $/;
const MALE_AFTER =
  /^,? (?:begat|became the father of|the son of|his son|his brother|his father|the father of|the brother of|her husband|the husband of|took to wife|took him a wife|knew his wife|[A-Z][a-z]+(?:'s)? (?:son|brother|father|husband)\b|the (?:king|prophet|priest)(?!['’])\b|reigned|began to reign|(?:his|her) (?:father|mother)['’]s brother\b)(?!['’])/;
const MALE_BEFORE =
  /(?:\b(?:king|his son|her son|his brother|her brother|his father|her husband|thy son|thy brother),?|\bsons of [A-Z][a-z-]+[;:,]?(?: (?:were|are))?) $/;
/** `a place called Gethsemane`, `a city of Galilee, named Nazareth`, `a city of Samaria, which is called Sychar`: a place's name, though `named` otherwise names a person. */
const PLACE_NAMED =
  /\b(?:place|city|town|village|country|land|field|mount|mountain|pool|river|valley|island|isle|region|gate)(?: of [A-Z][a-z]+)?(?:,? (?:which|that) (?:is|was))?,? (?:named|called) $/;
/** `Jesus of ` before `Nazareth`: what follows `Nazareth` describes Jesus. */
const HEAD_OF = /\b[A-Z][a-z-]+ of $/;
/** `thy mother Eunice`, `his servant Ziba`, `whose name was Malchus`, `called his name Jabez`. */
const KIN_OR_NAME_BEFORE =
  /(?:\b(?:his|her|thy|my|their|our|your) (?:son|daughter|wife|husband|brother|sister|mother|father|grandmother|grandfather|servant|maid|handmaid|friend)|(?:\b(?:his|her|whose)|['’]s?) name(?: was| is)?) $/;
/** `Stephen, a man full of faith`, `Anna, a prophetess`. */
const DESCRIBED_AFTER = /^, (?:a|an|the) (?:certain )?(?:man|woman|prophetess|disciple|servant|Levite|Jew|Jewess|deacon|apostle)\b/;
/** `X, Joab's brother` after `the son of`: the appositive is about the one before, not X. */
const OF_BEFORE = /\bof $/;
const POSSESSIVE_KIN_AFTER = /^,? [A-Z][a-z]+['’]s? (?:son|brother|father|husband|mother|wife|sister|daughter|concubine|maid|handmaid)\b/;

/** What the extraction knows of the names: which words are names, and how the texts use each. */
export interface NameLexicon {
  isName(word: string): boolean;
  usage(name: string): NameUsage | undefined;
  gender(name: string): 'male' | 'female' | undefined;
  /** Used as a person at least a quarter of the time, or never marked at all. */
  personish(name: string): boolean;
  /** Used mostly as a place or a people. */
  placeOrPeople(name: string): boolean;
  /** Every name, and the verses each translation uses it in. */
  readonly verses: ReadonlyMap<string, Record<Translation, number[]>>;
  /** How many verses write two names side by side (`Judas Iscariot`, `Pontius Pilate`), keyed `A B`. */
  readonly pairs: ReadonlyMap<string, number>;
  /** The names of each verse, in order, per translation (parallel to the texts). */
  readonly tokens: Readonly<Record<Translation, readonly Token[][]>>;
}

/** How a word is written across both translations. */
interface WordCounts {
  lower: number;
  /** Capitalised right after a lower-case word: not a sentence start. */
  capitalMid: number;
  /** Capitalised as an item of a list: `, Obal, and`. */
  listed: number;
  /** Capitalised in the KJV (whose old words the WEB's modern capitalised verbs are not). */
  kjv: number;
}

function countWords(texts: Texts): Map<string, WordCounts> {
  const counts = new Map<string, WordCounts>();
  for (const t of TRANSLATIONS) {
    for (const v of texts[t]) {
      let previousLower = false;
      let previousEnd = -1;
      for (const tok of tokenize(v.text)) {
        const key = tok.word.toLowerCase();
        let c = counts.get(key);
        if (!c) counts.set(key, (c = { lower: 0, capitalMid: 0, listed: 0, kjv: 0 }));
        const lower = tok.word.charCodeAt(0) >= 97;
        if (!lower && t === 'kjv') c.kjv++;
        if (lower) c.lower++;
        else if (previousLower && v.text.slice(previousEnd, tok.start) === ' ') c.capitalMid++;
        else if (/[,;:] $/.test(v.text.slice(tok.start - 2, tok.start)) && /^(?:[,;.]| and )/.test(v.text.slice(tok.end, tok.end + 5))) c.listed++;
        previousLower = lower;
        previousEnd = tok.end;
      }
    }
  }
  return counts;
}

function emptyUsage(): NameUsage {
  return { person: 0, place: 0, people: 0, male: 0, female: 0 };
}

/** `written in Hebrew`, `called in the Hebrew Golgotha`, `in the Hebrew tongue`: a language, no place a thing is in. */
const LANGUAGE_BEFORE = /\b(?:written|writ|called|spake|spoke|speak|speaking|spoken|saying|wrote|read) in (?:the )?$/;
const LANGUAGE_AFTER = /^ (?:tongue|language|letters)\b/;
/** The languages the texts name (`His name in Hebrew is "Abaddon"`, `but in the Hebrew, Gabbatha`): never a place one is in. */
const LANGUAGES = new Set(['Hebrew', 'Greek', 'Latin', 'Aramaic', 'Syriack', 'Syrian']);

/** Adds what the words around one occurrence say about the name. */
function countContext(usage: NameUsage, name: string, before: string, whatFollows: string): void {
  if (LANGUAGE_BEFORE.test(before) || LANGUAGE_AFTER.test(whatFollows) || (LANGUAGES.has(name) && /\bin (?:the )?$/.test(before))) return;
  // `Jesus of Nazareth, the prophet`: what follows speaks of the name before `of`.
  const after = HEAD_OF.test(before) ? '' : whatFollows;
  if (PLACE_NAMED.test(before)) usage.place++;
  else if (
    PERSON_BEFORE.test(before) ||
    KIN_OR_NAME_BEFORE.test(before) ||
    PERSON_AFTER.test(after) ||
    DESCRIBED_AFTER.test(after) ||
    (OFFICE_AFTER.test(after) && !PLACE_BEFORE.test(before))
  )
    usage.person++;
  else if (PLACE_BEFORE.test(before) || PLACE_AFTER.test(after)) usage.place++;
  if (PEOPLE_BEFORE.test(before) || (PLURAL_PEOPLE.test(name) && /\bthe $/.test(before))) usage.people++;
  if (OF_BEFORE.test(before) && POSSESSIVE_KIN_AFTER.test(after)) return;
  const named = namedAs(before);
  if (named === 'female' || FEMALE_AFTER.test(after) || FEMALE_BEFORE.test(before)) usage.female++;
  else if (named === 'male' || MALE_AFTER.test(after) || MALE_BEFORE.test(before)) usage.male++;
}

/** Nouns for a woman or a man that a name may be given to: `a woman … whose name was Delilah`. */
const GENDERED_NOUN =
  /\b(women|woman|damsel|maid|maiden|widow|harlot|prostitute|virgin|prophetess|wife|daughter|men|man|son|prophet|priest|eunuch|centurion|husband)\b/g;
const FEMALE_NOUNS = new Set(['women', 'woman', 'damsel', 'maid', 'maiden', 'widow', 'harlot', 'prostitute', 'virgin', 'prophetess', 'wife', 'daughter']);

/** The gender a naming gives: `his name was Elkanah`, `she called her name`, `a certain woman named Martha`. */
function namedAs(before: string): 'male' | 'female' | undefined {
  if (/\bhis name(?: was| is)? $/.test(before)) return 'male';
  if (/\bher name(?: was| is)? $/.test(before)) return 'female';
  if (!/\b(?:named|called|whose name was) $/.test(before)) return undefined;
  const clause = before.split(/[.;:!?]/).at(-1)!;
  const noun = [...clause.matchAll(GENDERED_NOUN)].at(-1)?.[1];
  return noun === undefined ? undefined : FEMALE_NOUNS.has(noun) ? 'female' : 'male';
}

/** Finds the names of both translations and how each is used. */
export function findNames(texts: Texts): NameLexicon {
  const counts = countWords(texts);
  const usages = new Map<string, NameUsage>();
  // A word written in lower case more than five times as often as capitalised mid-sentence cannot be a
  // name by any rule below (`And`, `The`): its contexts are not counted.
  const candidate = (word: string) => {
    const c = counts.get(word.toLowerCase())!;
    return c.capitalMid * 5 >= c.lower && NAME_SHAPE.test(word) && !NOT_NAMES.has(word);
  };
  // Contexts of every capitalised word: they decide the names that are also common words (`Lot`).
  for (const t of TRANSLATIONS) {
    for (const v of texts[t]) {
      for (const tok of tokenize(v.text)) {
        if (!candidate(tok.word)) continue;
        let usage = usages.get(tok.word);
        if (!usage) usages.set(tok.word, (usage = emptyUsage()));
        // Eighty characters before: `a woman in the valley of Sorek, whose name was` is that long.
        countContext(usage, tok.word, v.text.slice(Math.max(0, tok.start - 80), tok.start), v.text.slice(tok.end, tok.end + 40));
      }
    }
  }
  const names = new Set<string>();
  for (const [word, usage] of usages) {
    const c = counts.get(word.toLowerCase())!;
    const neverLower = c.lower === 0;
    const almostNeverLower = c.capitalMid >= 5 && c.lower * 2 <= c.capitalMid;
    // A common word that is also a person's name: capitalised mid-sentence often, in person contexts.
    const alsoAPerson = c.capitalMid >= 10 && c.capitalMid * 5 >= c.lower && usage.person >= 5 && usage.person >= 2 * (usage.place + usage.people);
    // Never capitalised but at a sentence start, in no telling context: a name in a list
    // (`Salute Andronicus`), or an English word starting a sentence (`Finally`, `Enviest`, `Confront`).
    const seenAsName = c.capitalMid + c.listed > 0 || usage.person + usage.place + usage.people > 0 || (c.kjv > 0 && !ENGLISH_SHAPE.test(word));
    if ((neverLower || almostNeverLower || alsoAPerson) && seenAsName) names.add(word);
  }

  const verses = new Map<string, Record<Translation, number[]>>();
  const tokens = { kjv: [] as Token[][], web: [] as Token[][] };
  const pairs = new Map<string, number>();
  for (const t of TRANSLATIONS) {
    for (const v of texts[t]) {
      const found = tokenize(v.text).filter((tok) => names.has(tok.word));
      tokens[t].push(found);
      found.forEach((tok, i) => {
        const next = found[i + 1];
        if (next && next.start === tok.end + 1 && v.text[tok.end] === ' ')
          pairs.set(`${tok.word} ${next.word}`, (pairs.get(`${tok.word} ${next.word}`) ?? 0) + 1);
      });
      for (const tok of found) {
        let entry = verses.get(tok.word);
        if (!entry) verses.set(tok.word, (entry = { kjv: [], web: [] }));
        if (entry[t].at(-1) !== v.id) entry[t].push(v.id);
      }
    }
  }

  const gender = (name: string) => {
    const u = usages.get(name);
    if (!u || u.male + u.female === 0) return undefined;
    if (u.male >= 0.8 * (u.male + u.female)) return 'male';
    return u.female >= 0.8 * (u.male + u.female) ? 'female' : undefined;
  };
  return {
    isName: (word) => names.has(word),
    usage: (name) => (names.has(name) ? usages.get(name) : undefined),
    gender,
    personish: (name) => {
      const u = usages.get(name);
      if (!u || !names.has(name)) return false;
      const all = u.person + u.place + u.people;
      return all === 0 || u.person * 4 >= all;
    },
    placeOrPeople: (name) => {
      const u = usages.get(name);
      return !!u && u.place + u.people > 2 * u.person;
    },
    verses,
    pairs,
    tokens,
  };
}
