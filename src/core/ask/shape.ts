import { tokenize } from '../lexical/tokenizer.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { PLACE_KINDS } from './place-kinds.ts';

/** "Which book …", "In what book …", "Which gospel …": a question the name of a book answers; not "Which gospel writer …". */
export const BOOK_ASKED = /^\s*(?:in |from )?(?:which|what) (?:book|gospel|epistle|letter)\b(?! (?:writers?|authors?)\b)/i;

/** "Fill in the blank: The Lord is my ____", "Complete the verse: In the beginning was the ___". */
const ASKS = /^\s*(?:fill in the blanks?|complete|finish)\b[^:]*:\s*(.+?)\s*$/i;
const BLANK = /_{2,}|\.{3}|…/;

export interface Completion {
  before: string;
  after: string;
}

/** The words around the blank, when the question asks to complete a verse. */
export function completionAsked(question: string): Completion | undefined {
  const given = ASKS.exec(question)?.[1];
  if (given === undefined) return undefined;
  const blank = BLANK.exec(given);
  const before = blank ? given.slice(0, blank.index) : given;
  const after = blank ? given.slice(blank.index + blank[0].length) : '';
  return stemTokens(before).length > 0 ? { before, after } : undefined;
}

/** "The wages of sin is what?", "Be still, and know that I am what?": not a question word first, `what` last. */
const QUOTED_UP_TO = /^\s*(?!(?:who|whom|whose|what|which|where|when|why|how)\b)(.+?)[\s,]+what\s*\?\s*$/i;

/** How many words in a row a verse must share with such a question to be the one it quotes. */
export const QUOTED_RUN = 4;

/** The words a question quotes up to the thing it asks, as a blank to fill when a verse holds them. */
export function quotedUpTo(question: string): Completion | undefined {
  const before = QUOTED_UP_TO.exec(question)?.[1];
  return before !== undefined && stemTokens(before).length >= QUOTED_RUN ? { before, after: '' } : undefined;
}

/** What the answer to a question must be. */
export type AnswerType =
  'person' | 'people' | 'place' | 'number' | 'time' | 'duration' | 'thing' | 'reason' | 'yesno' | 'definition' | 'topical' | 'howto' | 'event';

/** Questions answered by naming something: a person, a place, a number, a time, a thing. */
export const isFactoid = (type: AnswerType) => FACTOID_TYPES.has(type);
const FACTOID_TYPES: ReadonlySet<AnswerType> = new Set(['person', 'people', 'place', 'number', 'time', 'duration', 'thing']);

/** "What does the Bible say about X", "How should I …": answered with key passages, found as a topic search. */
export const isTopical = (type: AnswerType) => type === 'topical' || type === 'howto';

/** Kinship words a question asks about, as the texts write them (`mother` also finds `bare`). */
export const KINSHIP = [
  'mother',
  'father',
  'son',
  'sons',
  'daughter',
  'daughters',
  'wife',
  'wives',
  'husband',
  'brother',
  'brothers',
  'sister',
  'sisters',
  'sibling',
  'siblings',
  'grandfather',
  'grandson',
  'grandmother',
  'uncle',
  'nephew',
  'cousin',
  'parents',
  'children',
  'spouse',
] as const;
export type Kinship = (typeof KINSHIP)[number];
/** Whether a word is one of the kinship words. */
export const isKinship = (word: string): word is Kinship => (KINSHIP as readonly string[]).includes(word);

/** The shape of a question beyond its words: what it asks for, about whom, and how. */
export interface Shape {
  type: AnswerType;
  /** The noun that names the answer's class: `city` in "which city", `birds` in "what birds", `king`. */
  classNoun?: string;
  /** A kinship relation asked about (`mother` in "Who was Samuel's mother?") and whose it is. */
  relation?: { kind: Kinship; of?: string };
  /** `first`, `last`, `second`…: an order the answer must come first (or last) in. */
  ordinal?: 'first' | 'last' | 'second' | 'third';
  /** The answer is the one who acts (`Who killed Goliath?`) or the one acted on (`Whom did David kill?`, `Who was thrown…`). */
  role: 'agent' | 'patient' | 'any';
  /** "How many sons…": the noun counted. */
  counted?: string;
  /** The question asks for a name ("What was the name of …"), so only a name answers it. */
  asksName: boolean;
  /** "What did Moses name the altar…?": the name a naming verb gave, which only `called the name of it …` states. */
  given?: boolean;
  /** "What was the ark made of?": a material, which the texts write after `of` (`an ark of gopher wood`). */
  material?: boolean;
  /** "Which queen…", "Who was the first woman?": the sex of the one asked for, by the noun that names it. */
  gender?: 'female' | 'male';
  /** "What was Luke's profession?", "What did Paul do for a living?": a trade or calling, which the knowledge layer holds. */
  occupation?: boolean;
}

/** Nouns for persons: a class a "who" question may name, never the thing a "what" question asks for. */
export const PERSON_CLASS: ReadonlySet<string> = new Set(
  `king kings queen prophet prophets prophetess priest priests judge apostle apostles disciple disciples man men woman women son sons daughter daughters
  brother brothers sister sisters relative person people governor ruler emperor pharaoh angel angels servant servants
  wife husband mother father child children boy girl leader captain soldier centurion officer evangelist deacon elder
  giant friend friends king's missionary tax collector brother's prisoner prisoners couple boy shepherd thief robber
  widow eunuch judge judges patriarch tribe's commander general spy spies twin twins baby adviser advisers advisor advisors
  counselor counselors counsellor counsellors scribe scribes cousin uncle nephew grandson grandmother grandfather writer writers author`.split(/\s+/),
);
/** Gods are named as persons are (`Baal-zebub the god of Ekron`, `the great goddess Diana`), though no "who" asks for one. */
const GOD_CLASS = new Set(['god', 'gods', 'goddess']);
/** Nouns that name a place: every kind of place's words (`city`, `brook`, `isle`, see place-kinds.ts; "At which brook…" asks a place) and these. */
export const PLACE_CLASS: ReadonlySet<string> = new Set([...'pool street port nation place garden church gate house'.split(' '), ...PLACE_KINDS.flat()]);
const PEOPLE_CLASS = new Set('tribe tribes nation nations people peoples'.split(' '));
const TIME_CLASS = new Set('day days date year years time month months hour hours week weeks season'.split(' '));
const ADJECTIVES = new Set('kind type sort great famous old young little big small first last other two three twelve'.split(' '));
/** Verbs that open a yes/no question ("Did…", "Was…") and are no deed of their own ("Who was…"). */
export const AUXILIARIES: ReadonlySet<string> = new Set(
  'is are was were do does did can could should shall will would may might must has have had am'.split(' '),
);
const ORDINALS = new Set(['first', 'last', 'second', 'third']);
const MATERIAL = /^(what|which)\b.*\b(made|built|make|build|formed|fashioned|woven|constructed)\b.*\b(of|from)$/;
/** "…called where the people who craved meat were buried": `called` before the clause that says which one. */
const CALLED_BEFORE = String.raw`(?:called|named) (?:where|when|that|which|who|whom|after|by|in|at)\b`;
/** "What was the field … called?", "What was the place called where…?": the noun whose name is asked, right after the article. */
const CALLED_NOUN = new RegExp(String.raw`^what (?:was|is) (?:the|this|that) ([a-z]+)\b(?:.* (?:called|named)$| ${CALLED_BEFORE})`);
/** "What was the place called where the people who craved meat were buried?" asks a name as "…buried called?" would. */
const CALLED_BEFORE_CLAUSE = new RegExp(String.raw`^what (?:was|were|is|are) (?:the|this|that) [a-z]+ ${CALLED_BEFORE}`);
/** Grounds the texts name as places are (`that field is called … Aceldama`, `he called the name of it Rehoboth`). */
const NAMED_PLACES = new Set(['field', 'well', 'plain', 'cave', 'rock', 'stone', 'spring', 'fountain', 'brook']);
/** "What did Moses call the place…": what a name was given to (not "What did Elijah call down…"). */
const NAMING = /^what did \S+(?: \S+){0,3} (?:call(?! (?:down|upon|on|out|for|up|to|unto|back)\b)|name) (.+)$/;
const OCCUPATION =
  /^what (?:was|is|were) [^?]*['’]s? (?:profession|occupation|trade|job|work)\b|^what (?:profession|occupation|trade|job|work) did\b|^what did [^?]+ do for a living\b|^what was [^?]+ by (?:trade|occupation)\b|^what was the (?:profession|occupation|trade|job|work) of\b/;

/** "How did Judas die?", "How was Stephen killed?", "How did King Herod die in Acts?": how a person died (a few words may follow). */
const DEATH_ASKED = /^\s*how\s+(?:did|was|were)\s+.+?\s+(?:die|died|killed|slain|put to death|executed|murdered)(?:\s+[^\s?]+){0,4}\s*[?.!]*\s*$/i;

export const deathAsked = (question: string) => DEATH_ASKED.test(question);

/** "How was Lot related to Abraham?", "What relation was Naomi to Ruth?", "How were Jacob and Esau related?", "What was the relationship between …?" */
const RELATED_ASKED = [
  /^\s*how\s+(?:was|is)\s+(.+?)\s+related\s+to\s+(.+?)\s*[?.!]*\s*$/i,
  /^\s*what\s+(?:relation|relationship|kin)\s+(?:was|is)\s+(.+?)\s+to\s+(.+?)\s*[?.!]*\s*$/i,
  /^\s*what\s+(?:was|is)\s+(.+?)['’]s?\s+relationship\s+to\s+(.+?)\s*[?.!]*\s*$/i,
  /^\s*how\s+(?:were|are)\s+(.+?)\s+and\s+(.+?)\s+related\s*[?.!]*\s*$/i,
  /^\s*what\s+(?:was|is)\s+the\s+(?:relation|relationship)\s+between\s+(.+?)\s+and\s+(.+?)\s*[?.!]*\s*$/i,
];

/** The two people a question asks the relation of, as typed; undefined when it asks none. */
export function relatedAsked(question: string): { one: string; other: string } | undefined {
  for (const pattern of RELATED_ASKED) {
    const m = pattern.exec(question);
    if (m) return { one: m[1]!, other: m[2]! };
  }
  return undefined;
}

/** "What does Emmanuel mean?", "What does the name Eve mean (in Hebrew)?", "What is the meaning of Golgotha?": the word asked about. */
const MEANING_ASKED = [
  /^\s*what\s+(?:does|did|do)\s+(?:the\s+(?:name|word|term|phrase)\s+)?(.+?)(?:['’]s?\s+name)?\s+mean(?:\s+in\s+(?:hebrew|greek|aramaic|english))?\s*[?.!]*\s*$/i,
  /^\s*what\s+is\s+the\s+meaning\s+of\s+(?:the\s+(?:name|word|term|phrase)\s+)?(.+?)(?:\s+in\s+(?:hebrew|greek|aramaic|english))?\s*[?.!]*\s*$/i,
];

export function meaningAsked(question: string): string | undefined {
  for (const pattern of MEANING_ASKED) {
    const m = pattern.exec(question);
    if (m) return m[1]!;
  }
  return undefined;
}

/** "Who was Barabbas?", "Who is Pontius Pilate?": a name alone (after a title or not), asking what the texts call him. */
const WHO_WAS = /^\s*[Ww]ho\s+(?:was|is)\s+((?:(?:[Kk]ing|[Qq]ueen|[Pp]rophet|[Aa]postle)\s+)?\p{Lu}[\p{L}-]+(?:\s+\p{Lu}[\p{L}-]+)?)\s*[?.!]*\s*$/u;

export const whoWasAsked = (question: string) => WHO_WAS.exec(question)?.[1];

/** The words a text capitalises after its first, folded as tokens are. */
const capitalisedIn = (text: string) => new Set(tokenize(text.replace(/^\s*\S+/, '').replace(/\b\p{Ll}[\p{L}'’-]*/gu, '')));

/** "In 1 Corinthians, who watered…", "According to Malachi, how…": what stands before the comma says where to look, not what is asked. */
const LEADING_SCOPE = /^[^,?]{1,60},\s*(?=(?:who|whom|whose|what|which|when|where|why|how)\b)/i;

/** Reads the shape of a question from its words (folded tokens) and its text (for `'s`). */
export function shapeOf(asked: string): Shape {
  const text = asked.replace(LEADING_SCOPE, '');
  const tokens = tokenize(text);
  const joined = tokens.join(' ');
  const lower = text.toLowerCase();
  const asksName =
    /\b(name|names) of\b|\bwhat was (his|her|their) name\b|\bwhat were the names\b/.test(joined) ||
    /^what (was|were|is) [^?]*['’]s names?\b/.test(lower) ||
    // "What were Samuel's sons called?"
    /^what (was|were|is|are) .+ (called|named)$/.test(joined) ||
    CALLED_BEFORE_CLAUSE.test(joined);
  const ordinal = tokens.find((t) => ORDINALS.has(t)) as Shape['ordinal'] | undefined;
  const relation = relationOf(text, tokens);
  const material = MATERIAL.test(joined);
  const occupation = OCCUPATION.test(lower);
  // What a thing is made of stands after the verb and its object, never before it.
  const role: Shape['role'] = material ? 'patient' : roleOf(tokens);
  const gender = genderAsked(joined);
  const base = {
    asksName,
    role,
    ...(gender && { gender }),
    ...(ordinal && { ordinal }),
    ...(relation && { relation }),
    ...(material && { material }),
    ...(occupation && { occupation }),
  };

  // "What did Jacob call the place…?", "What did Hezekiah call the bronze serpent?": the name given.
  const naming = NAMING.exec(joined);
  if (naming) {
    const object = naming[1]!.split(' ');
    const place = object.find((t) => PLACE_CLASS.has(t));
    const person = object.find((t) => PERSON_CLASS.has(t));
    if (place) return { ...base, asksName: true, given: true, type: 'place', classNoun: place };
    if (person) return { ...base, asksName: true, given: true, type: 'person', classNoun: person };
    return { ...base, asksName: true, given: true, type: 'thing' };
  }
  // "Fill in the blank: The Lord is my ____": the words that fill it; "Which book tells …": a book's name.
  if (completionAsked(text)) return { ...base, type: 'thing' };
  if (BOOK_ASKED.test(text)) return { ...base, type: 'thing', classNoun: 'book' };
  if (/\bwhat does the bible (say|teach)\b|\bwhat does god say\b|\bwhat does scripture say\b/.test(joined)) return { ...base, type: 'topical' };
  if (/^how (should|do|can|could|must|ought|shall|may|to)\b/.test(joined)) return { ...base, type: 'howto' };
  if (/\bhow (many|much)\b/.test(joined)) {
    const at = tokens.findIndex((t, i) => t === 'how' && (tokens[i + 1] === 'many' || tokens[i + 1] === 'much'));
    // "How many did Jesus send…" names nothing counted: `did` is no noun.
    const counted = AUXILIARIES.has(tokens[at + 2] ?? '') ? undefined : tokens[at + 2];
    return { ...base, type: 'number', ...(counted && { counted }) };
  }
  if (/\bhow old\b|^what (?:is|was) the age of\b/.test(joined)) return { ...base, type: 'number', counted: 'years' };
  // "What is the number of the beast?": a count asked without `how many`.
  if (/^what (?:is|was|were) the (?:number|sum) of\b/.test(joined)) return { ...base, type: 'number' };
  if (/\bhow long\b/.test(joined)) return { ...base, type: 'duration' };
  // "How far…", "How tall…": a measure, not a way of doing something.
  if (/^how (far|big|tall|large|deep|wide|heavy|high|fast|high|tall)\b/.test(joined)) return { ...base, type: 'number' };
  if (deathAsked(text) || relatedAsked(text)) return { ...base, type: 'event' };
  const first = tokens.findIndex((t) => /^(who|whom|whose|what|which|when|where|whither|whence|why|wherefore|how)$/.test(t));
  if (tokens[0] && AUXILIARIES.has(tokens[0])) return { ...base, type: 'yesno' };
  // "Mark was the cousin of which missionary?": a question word late in the question asks when it ends it.
  const endsWithIt = first !== -1 && tokens.length - first <= 3;
  if (first === -1 || (first > 4 && !endsWithIt)) return { ...base, type: 'topical' };
  const word = tokens[first]!;
  if (word === 'who' || word === 'whom') return { ...base, type: /^(who|whom) (were|are)\b/.test(joined.slice(joined.indexOf(word))) ? 'people' : 'person' };
  if (word === 'whose') return { ...base, type: 'person' };
  if (word === 'when') return { ...base, type: 'time' };
  if (word === 'where' || word === 'whither' || word === 'whence') return { ...base, type: 'place' };
  if (word === 'why' || word === 'wherefore') return { ...base, type: 'reason' };
  if (word === 'how') return { ...base, type: 'howto' };
  // which / what (+ noun)
  if (asksName) {
    // "What was the field bought with Judas' money called?": a place's or a thing's name, by the noun after the article.
    const called = CALLED_NOUN.exec(joined)?.[1];
    if (called && (PLACE_CLASS.has(called) || NAMED_PLACES.has(called))) return { ...base, type: 'place', classNoun: called };
    if (called && !PERSON_CLASS.has(called) && !PEOPLE_CLASS.has(called) && !/s$/.test(called)) return { ...base, type: 'thing' };
    const bearer = bearerOf(lower);
    return { ...base, type: /\bnames\b|^what (were|are)\b/.test(joined) ? 'people' : 'person', ...(bearer && { classNoun: bearer }) };
  }
  // The class noun: the first known class within the next few words ("which left handed judge",
  // "which Persian king"), else the word right after the question word.
  const following = tokens.slice(first + 1, first + 5);
  const stop = following.findIndex((t) => AUXILIARIES.has(t) || /^(the|a|an|did|does|do|happened|happens|happen)$/.test(t));
  const window = stop === -1 ? following : following.slice(0, stop);
  const known = window.find((t) => PERSON_CLASS.has(t) || GOD_CLASS.has(t) || PLACE_CLASS.has(t) || PEOPLE_CLASS.has(t) || TIME_CLASS.has(t));
  // "Which of David's advisers…", "Which of the twelve apostles…": one of a group, named by the noun after the owner or the article.
  const ofGroup = tokens[first + 1] === 'of';
  let at = first + 1;
  while (tokens[at] && (ADJECTIVES.has(tokens[at]!) || tokens[at] === 'of' || (ofGroup && (tokens[at] === 'the' || tokens[at + 1] === 's'))))
    at += ofGroup && tokens[at + 1] === 's' ? 2 : 1;
  // "What musical instrument did Miriam play?": of two or three words before the verb, the last is the noun.
  // "What flower of Sharon is…": the noun before `of` (`flower`), not the one after it; but `wood` of "what kind of wood".
  const ofAt = window.findIndex((t, i) => t === 'of' && i > 0 && !ADJECTIVES.has(window[i - 1]!));
  const head = stop >= 2 && stop <= 3 && AUXILIARIES.has(following[stop]!) && !ofGroup ? window.slice(0, ofAt > 0 ? ofAt : undefined).at(-1) : undefined;
  // "Which eloquent Jew from Alexandria…": a word the question capitalises names the class after an adjective.
  const adjective = word === 'which' && stop !== 0 && tokens[at] !== undefined && !AUXILIARIES.has(tokens[at]!);
  const proper = !known && !head && adjective && tokens[at + 1] !== undefined && capitalisedIn(text).has(tokens[at + 1]!) ? tokens[at + 1] : undefined;
  const noun = known ?? head ?? proper ?? tokens[at];
  if (noun && !AUXILIARIES.has(noun) && !/^(the|a|an|did|does|do|happened|happens|happen|else)$/.test(noun)) {
    const classNoun = noun;
    // "Which two men…", "Which women…": more than one, as `prophets` is.
    const plural = /[^s]s$/.test(classNoun) || PLURAL_PERSONS.has(classNoun);
    // "Which of Rehoboam's officers…": a plural of a person noun is persons too.
    const persons = PERSON_CLASS.has(classNoun) || GOD_CLASS.has(classNoun) || (plural && PERSON_CLASS.has(classNoun.slice(0, -1)));
    if (persons || lower.includes(`${word} of ${classNoun}`))
      return { ...base, type: plural && classNoun !== 'sons' && !ofGroup ? 'people' : 'person', classNoun };
    if (PLACE_CLASS.has(classNoun)) return { ...base, type: 'place', classNoun };
    if (PEOPLE_CLASS.has(classNoun)) return { ...base, type: 'people', classNoun };
    if (TIME_CLASS.has(classNoun)) return { ...base, type: 'time', classNoun };
    return { ...base, type: 'thing', classNoun };
  }
  // "What was Jacob's favourite son?": a kin asked with `what` is still a person.
  if (relation && /^what (is|was|are|were) \w+( s)? (\w+ )?\w+$/.test(joined) && PERSON_CLASS.has(tokens.at(-1) ?? ''))
    return { ...base, type: /^what (are|were)\b/.test(joined) ? 'people' : 'person' };
  if (/^what (is|was|are|were) (a |an |the )?\w+\??$/.test(joined) || /^what (is|are) \w+$/.test(joined)) return { ...base, type: 'definition' };
  if (/\bwhat happened\b/.test(joined)) return { ...base, type: 'event' };
  return { ...base, type: 'thing' };
}

/** Plurals of persons without an `s`. */
const PLURAL_PERSONS = new Set(['men', 'women', 'children', 'brethren']);

const FEMALE_NOUNS = 'woman women queen queens prophetess widow widows girl damsel maid harlot lady princess virgin bride';
const MALE_NOUNS = 'man men king kings prophet prophets boy prince';
/** `which (left handed) judge`, `who was the (first) woman`: the noun that names the one asked for, not a possessor (`the king's wife`). */
const nounAsked = (nouns: string) => {
  const noun = `(?:${nouns.replace(/ /g, '|')})\\b(?!['’]s| s\\b)`;
  return new RegExp(
    String.raw`^(?:(?:which|what) (?:(?!(?:did|does|do|was|were|is|are|the|a|an)\b)\w+ ){0,2}|who (?:was|were|is|are) (?:the |a |an )?(?:\w+ )?)${noun}`,
  );
};
const FEMALE_ASKED = nounAsked(FEMALE_NOUNS);
const MALE_ASKED = nounAsked(MALE_NOUNS);

/** The sex of the one asked for, when the noun naming it says (`which queen`, `who was the first woman`). */
function genderAsked(joined: string): Shape['gender'] {
  if (FEMALE_ASKED.test(joined)) return 'female';
  if (MALE_ASKED.test(joined)) return 'male';
  return undefined;
}

/** The relation asked by "Whose X…": whose wife is a husband, whose son a parent; a sibling's sex is not known. */
const SEEN_FROM_OWNER: Partial<Record<Kinship, Kinship>> = {
  wife: 'husband',
  wives: 'husband',
  husband: 'wife',
  son: 'parents',
  sons: 'parents',
  daughter: 'parents',
  daughters: 'parents',
  children: 'parents',
  mother: 'children',
  father: 'children',
  parents: 'children',
};

const MARRY = new Set(['marry', 'married', 'marries', 'wed', 'wedded']);
/** Numbers a question may count relatives by (`Joseph's two sons`, `Eve's first two sons` still ask the owner's). */
const COUNTS = new Set('two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty sixty seventy'.split(' '));
/** Words before a relative the question tells of: `his son`, `forty sons`. */
const TOLD_BY = new Set(['his', 'her', 'their', 'its', ...COUNTS]);
/** Words that deny the verb after them (`t` is what is left of `didn't`). */
const NOT = new Set(['not', 'never', 't']);

/** "Samuel's mother", "the mother of Samuel", "Who was the mother…": the relation and its owner (a capitalised name). */
function relationOf(text: string, tokens: readonly string[]): Shape['relation'] {
  // "Who was Jacob's father-in-law?" asks no blood relative (life-facts.ts reads it through a marriage).
  if (/\b(?:father|mother|son|daughter|brother|sister)s?[\s-]in[\s-]law\b/i.test(text)) return undefined;
  // "…the relative who would not marry Ruth?" asks no spouse.
  const married = tokens.some((t, i) => MARRY.has(t) && !NOT.has(tokens[i - 1] ?? '') && !NOT.has(tokens[i - 2] ?? ''));
  // "…sent his son to bless David?", "…had forty sons…": a relative the question tells of, not one it asks for.
  const told = (i: number) => TOLD_BY.has(tokens[i - 1] ?? '') && !(COUNTS.has(tokens[i - 1]!) && tokens.slice(Math.max(0, i - 4), i).includes('s'));
  const kinAt = tokens.findIndex((t, i) => isKinship(t) && !told(i));
  const kinship = (tokens[kinAt] as Kinship | undefined) ?? (married ? 'spouse' : undefined);
  if (!kinship) return undefined;
  // "Which prophet told Jeroboam's wife…": past the deed, in a question asking for one of another class, the relative is whom it was done to.
  const asked = tokens[0] === 'which' && tokens[2] !== 's' ? tokens[1]! : '';
  if (kinAt > 2 && PERSON_CLASS.has(asked) && !isKinship(asked)) return undefined;
  // "Who killed Lahmi, the brother of Goliath?": a relation that tells who a named person is asks nothing.
  if (new RegExp(`\\p{Lu}[\\p{L}-]+,\\s+(?:the|a|his|her)\\s+${kinship}\\b`, 'u').test(text)) return undefined;
  // "Whose wife was Herodias?" asks for her husband, "Whose daughter…" for a parent: the relation seen from the other side.
  const whose = new RegExp(`\\bwhose\\s+(?:\\p{Ll}+\\s+)?${kinship}\\b(?:\\s+(?:was|is|were)\\s+(\\p{Lu}[\\p{L}-]+))?`, 'iu').exec(text);
  if (whose) {
    const inverse = SEEN_FROM_OWNER[kinship];
    // "Whose wife was Herodias?" is about Herodias; "Whose daughter did Jesus raise?" about no one it names.
    return inverse && { kind: inverse, ...(whose[1] && { of: whose[1] }) };
  }
  // "Who did Moses marry?": the spouse of the question's name.
  if (kinship === 'spouse' && married) {
    const owner = /(?:^|\s)(\p{Lu}[\p{L}-]+)/u.exec(text.slice(text.indexOf(' ')))?.[1];
    return { kind: kinship, ...(owner && { of: owner }) };
  }
  const possessive = new RegExp(`(\\p{Lu}[\\p{L}-]+(?: the \\p{L}+)?)['’]s?\\s+(?:\\p{Ll}+[\\s-]+){0,2}${kinship}\\b`, 'u').exec(text);
  // "Who was the mother of King Manasseh?": the title, capitalised or not, is not the owner.
  const of = new RegExp(`\\b${kinship}\\s+of\\s+(?:the\\s+\\p{Ll}+\\s+)?(?:[Kk]ing\\s+|[Qq]ueen\\s+|[Pp]rophet\\s+)?(\\p{Lu}[\\p{L}-]+)`, 'u').exec(text);
  // "Who was Moses mother?": a name ending in s typed without the apostrophe of its possessive.
  const bare = new RegExp(`(?<=\\s)(\\p{Lu}[\\p{L}-]*s)\\s+${kinship}\\b`, 'u').exec(text);
  const owner = possessive?.[1]?.split(' ')[0] ?? of?.[1] ?? bare?.[1];
  return { kind: kinship, ...(owner && { of: owner }) };
}

const MODALS = new Set('will shall would should can could may might must'.split(' '));
const SUBJECT_OPENERS = new Set('the a an his her their our your my this that these those we you he she they i it'.split(' '));

/** Whether the question asks for the doer or the one done to. */
function roleOf(tokens: readonly string[]): Shape['role'] {
  const wh = tokens.findIndex((t) => /^(who|whom|what|which)$/.test(t));
  if (wh === -1) return 'any';
  if (tokens[wh] === 'whom') return 'patient';
  const next = tokens[wh + 1] ?? '';
  // "Who was thrown…", "Who was swallowed…": a passive asks for the one acted on.
  if (/^(was|were|is|are)$/.test(next) && /(ed|en|wn|ung|aid|ost)$/.test(tokens[wh + 2] ?? '') && !/^(the|a|an)$/.test(tokens[wh + 2] ?? '')) return 'patient';
  // "What did X sell…", "Whom did David kill": the object.
  if (/^(did|does|do)$/.test(next) || tokens[wh + 2] === 'did') return 'patient';
  // "What will the moon be turned into?", "Whom shall we serve?": a subject after the modal leaves the object asked.
  if (MODALS.has(next) && SUBJECT_OPENERS.has(tokens[wh + 2] ?? '')) return 'patient';
  return 'agent';
}

const DESCRIPTION_END = new Set(['at', 'on', 'in', 'who', 'whom', 'whose', 'that', 'which', 'of', 'with', 'from', 'to', 'by', 'during', 'when', 'for']);

/** "the name of the Samaritan woman at the well" → `woman`; "the rich young ruler's name" → `ruler`: whose name is asked. */
function bearerOf(lower: string): string | undefined {
  const possessive = /([a-z]+)['’]s names?\b/.exec(lower);
  if (possessive) return possessive[1];
  const after = /\bnames? of (?:the |a |an )?([a-z' -]+)/.exec(lower)?.[1]?.split(/\s+/);
  if (!after) return undefined;
  const end = after.findIndex((w) => DESCRIPTION_END.has(w));
  return (end === -1 ? after : after.slice(0, end)).at(-1) || undefined;
}
