import { findBook } from '#shared/bible/books.ts';
import type { QuestionKind } from '#shared/contract/ask.ts';
import { tokenize } from '../lexical/tokenizer.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { BOOK_LEAD, numberedBooks } from './book-named.ts';
import { stem, stemTokens, synonymsOf } from './lexicon.ts';
import { capitalize } from './names.ts';
import { AUXILIARIES, BOOK_ASKED, isKinship, PERSON_CLASS, shapeOf, type Shape } from './shape.ts';

/** What a factoid question wants the answer to name. */
export type Expected = 'person' | 'place' | 'time' | 'duration' | 'quantity' | 'none';

/** One content word of the question with the words that count as it in a verse. */
export interface TermGroup {
  /** The word as asked (folded). */
  word: string;
  /** Every word that counts as this one, including multi-word phrases. */
  words: readonly string[];
  /** Stems of the single words, for clause matching. */
  stems: ReadonlySet<string>;
  /** Stemmed phrases, for clause matching. */
  phrases: readonly (readonly string[])[];
  /** A proper name in the question (`Noah`, `Goliath`): often referred to by a pronoun in the verse that answers. */
  name: boolean;
  /** 1, or less for words that frame a question more than they name its subject (`wrong` in "is it wrong to …", `come`). */
  weight: number;
  /** For a person noun the texts hardly use (`adviser`), their words for persons of its kind (`counsellor`; see class-words.ts), also in `words`. */
  kindWords?: readonly string[];
}

export interface Question {
  /** The question as it asks (see `plainQuestion`: "Name the brother of Moses." is "Who was the brother of Moses?"). */
  text: string;
  kind: QuestionKind;
  expected: Expected;
  /** "What was the name of …": only a name answers it, so no name means no answer. */
  asksName: boolean;
  terms: TermGroup[];
  /** Every word of the question, folded. */
  tokens: string[];
  /** "How many sons …": what is counted; a number counting something else (`seven churches`) is no answer. */
  counted?: TermGroup;
  /** What the answer must be, about whom, and in which role (see shape.ts). */
  shape: Shape;
  /** "True or false: …": answered True or False. */
  form?: 'true-or-false';
  /** Neighbouring content words of the question, stemmed (`first man`): found together, they say much. */
  pairs: (readonly [string, string])[];
  /** The book the question points to ("in Genesis", "the book of Nahum"): its answer is looked for there when retrieval finds verses of it. */
  book?: number;
}

/** "…in Genesis", "In Isaiah, …", "according to the Psalms", "the book of Nahum", "the letter of 2 John", "the letter to Philemon"; not "in Daniel's vision". */
const BOOK_SCOPE = new RegExp(String.raw`\b${BOOK_LEAD}((?:[123]\s)?\p{Lu}\p{Ll}+)\b(?!['’])`, 'gu');

/**
 * "Where does Micah say …", "What does Jude urge …", "Which town did Micah say …": a book's writer
 * telling something is the book telling it. Past deeds ("Where did Jonah flee?") are not scoped.
 */
const BOOK_TELLS =
  /\b(?:does\s+((?:[123]\s)?\p{Lu}\p{Ll}+)\s+\p{Ll}|did\s+((?:[123]\s)?\p{Lu}\p{Ll}+)\s+(?:say|write|call|compare|prophesy|foretell|predict|warn|urge|teach|promise)\b)/gu;

/** "What does the psalmist…": a writer the questions name by his book, a word its verses never say. */
const BOOK_WRITER = /\b(psalmist)\b/i;
const WRITER_BOOK: Record<string, string> = { psalmist: 'Psalms' };

/** The book a question points to, and the word of the question that names it when its verses seldom say it. */
function bookOf(text: string): { index: number; unsaid?: string } | undefined {
  const scopes = [...text.matchAll(BOOK_SCOPE)].map((m) => ({ named: m[1]!, teller: false }));
  const tellers = [...text.matchAll(BOOK_TELLS)].map((m) => ({ named: (m[1] ?? m[2])!, teller: true }));
  for (const { named, teller } of [...scopes, ...tellers]) {
    const book = findBook(named);
    // "…among them in 3 John?": a numbered book's name is its title (the letters of John never name him);
    // "What does Jude urge…": a writer's book seldom names him.
    if (book) return { index: book.index, ...((teller || /^[123]\s/.test(named)) && { unsaid: tokenize(named).at(-1) }) };
  }
  const writer = BOOK_WRITER.exec(text)?.[1]?.toLowerCase();
  const book = writer && findBook(WRITER_BOOK[writer]!);
  return book ? { index: book.index, unsaid: writer } : undefined;
}

const NAME_QUESTION = /\b(name|names) of\b|\bwhat was (his|her|their) name\b/;
/** The words that open a yes/no question: the auxiliaries, and `ought` ("Ought we to obey God rather than men?"). */
const YES_NO_OPENERS = new Set([...AUXILIARIES, 'ought']);
/** Verbs after which a question word still asks: "Does the Bible say who wrote Hebrews?" */
const TELLING = new Set('say says said tell tells told know knew mention mentions record records reveal reveals explain explains'.split(' '));

// Words that say what kind of answer is wanted rather than what it is about.
const FRAME_WORDS = new Set(
  `many much long old name named names happen happened happens mean means meaning kind type sort thing things someone somebody
  anyone anything something reason reasons purpose according christian christians believer believers people person
  day date year time`.split(/\s+/),
);
const WEAK_WORDS = new Set('wrong right okay ok allowed permitted acceptable sinful good bad ever stop overcome cope handle deal avoid'.split(' '));
// Verbs too common to say much on their own ("come to rest", "make man").
const LIGHT_WORDS = new Set('come go get make take give have become put'.split(' '));
/** An epithet after a name counts for this much of a word (see `analyzeQuestion`). */
const EPITHET_WEIGHT = 0.3;
// Archaic and common function words the search stopword list keeps (it was made for modern queries).
/** "Which book of the Bible tells the story of Ruth?": words that ask for a book, not what it tells. */
const BOOK_FRAME = new Set('book books bible story stories tell tells told gospel gospels letter epistle find found written'.split(' '));
const MORE_STOPWORDS = new Set('upon unto among shall thee thou thy ye hath doth also even yet us one whose'.split(' '));
// Frame words that are still the subject in some questions ("the first day", "forty years") stay when they carry a qualifier.
const TIME_WORDS = new Set(['day', 'date', 'year', 'time']);

function kindOf(tokens: readonly string[]): { kind: QuestionKind; expected: Expected } {
  const text = tokens.join(' ');
  if (NAME_QUESTION.test(text)) return { kind: 'who', expected: 'person' };
  if (/\bhow (many|much|old)\b/.test(text)) return { kind: 'how', expected: 'quantity' };
  if (/\bhow long\b/.test(text)) return { kind: 'when', expected: 'duration' };
  if (/\bwhat (time|day|date|year|month|hour)\b/.test(text)) return { kind: 'when', expected: 'time' };
  const first = tokens.findIndex((t) => /^(who|whom|whose|what|which|when|where|whither|whence|why|wherefore|how)$/.test(t));
  // "Should a man who will not work eat?", "Did Sarah laugh when she heard…": after an opening
  // auxiliary the question word starts a clause, unless a verb of telling asks for it ("Does the Bible say who…").
  const clause = first > 0 && YES_NO_OPENERS.has(tokens[0]!) && !TELLING.has(tokens[first - 1]!);
  if (clause) return { kind: 'yesno', expected: 'none' };
  if (first !== -1 && first <= 3) {
    const word = tokens[first]!;
    if (/^(who|whom|whose)$/.test(word)) return { kind: 'who', expected: 'person' };
    if (word === 'when') return { kind: 'when', expected: 'time' };
    if (/^(where|whither|whence)$/.test(word)) return { kind: 'where', expected: 'place' };
    if (/^(why|wherefore)$/.test(word) || /\bfor what reason\b|\bwhat is the purpose\b/.test(text)) return { kind: 'why', expected: 'none' };
    if (word === 'how') return { kind: 'how', expected: 'none' };
    return { kind: 'what', expected: 'none' };
  }
  if (tokens[0] && YES_NO_OPENERS.has(tokens[0])) return { kind: 'yesno', expected: 'none' };
  return { kind: 'other', expected: 'none' };
}

const TRUE_OR_FALSE = /^\s*true or false\b\W*(.+?)[\s.?!]*$/i;
const NAME_IT = /^\s*name\s+((?:one of|any of|one|a|an|the|two|three|four|all)\b.+?)[\s.?!]*$/i;

/** Everyday words for kin and contractions typed without their apostrophe, as the question's reading knows them. */
const EVERYDAY: Record<string, string> = {
  mom: 'mother',
  mum: 'mother',
  mommy: 'mother',
  mummy: 'mother',
  momma: 'mother',
  mama: 'mother',
  dad: 'father',
  daddy: 'father',
  papa: 'father',
  grandma: 'grandmother',
  granny: 'grandmother',
  grandpa: 'grandfather',
  hubby: 'husband',
  whats: 'what is',
  whos: 'who is',
  wheres: 'where is',
  // `Who's the father of …` is no one's father: the contraction is `who is`.
  "what's": 'what is',
  "who's": 'who is',
  "where's": 'where is',
  'what’s': 'what is',
  'who’s': 'who is',
  'where’s': 'where is',
};
const EVERYDAY_WORD = new RegExp(`\\b(${Object.keys(EVERYDAY).join('|')})(?!\\p{L})`, 'giu');

/** "Who was Samuel's mom?" is "Who was Samuel's mother?"; "Whats the name…" "What's the name…". */
function inTheTextsWords(asked: string): string {
  return asked.replace(EVERYDAY_WORD, (word) => {
    const plain = EVERYDAY[word.toLowerCase()]!;
    return /^\p{Lu}/u.test(word) ? capitalize(plain) : plain;
  });
}

/**
 * "Can you tell me who killed Goliath?" asks "Who killed Goliath?", not whether you can: a polite or
 * indirect frame before a question word is left off ("Do you know where…", "I want to know who…",
 * "Please tell me what…"). Not before anything else: "Tell me about forgiveness" is a topic.
 */
function directly(typed: string): string {
  // "Who was Barabbas in the Bible?": every question here is asked of the Bible, so saying so asks
  // nothing more; not where the Bible is what is asked about ("What is the shortest book in the
  // Bible?", "Is purgatory in the Bible?").
  const text = aboutTheBibleAsABook(typed)
    ? typed
    : typed.replace(OF_THE_BIBLE, (frame, offset: number) => (/\b(?:is|are|was|were|be)$/i.test(typed.slice(0, offset)) ? frame : ''));
  const frame = INDIRECT.exec(text);
  const rest = frame ? text.slice(frame[0].length) : text;
  return frame && QUESTION_WORD.test(rest) ? capitalize(rest) : text;
}

const OF_THE_BIBLE = /\s+(?:in|according to) (?:the )?(?:bible|scriptures?)(?=\s*[?.!]*\s*$)/i;

/**
 * Questions about the Bible as a book (its books, its writing, its translations): the verses cannot
 * state what the collection holding them is, so no verse answers ("How many books are in the Bible?").
 * "What does the Bible say…", "in Bible times" and "study the Bible" are not of this kind.
 */
const THE_BIBLE = String.raw`(?:the )?(?:bible|old testament|new testament|scriptures?)`;
const ABOUT_THE_BIBLE_AS_A_BOOK = new RegExp(
  String.raw`\b(?:books?|chapters?|verses?|words|pages) (?:are |is |were )?in ${THE_BIBLE}\b|\b(?:first|last|\w+est) (?:book|chapter|verse) (?:of|in) ${THE_BIBLE}\b|\b${THE_BIBLE} (?:was |were )?(?:written|compiled|translated|printed|canonized|put together|finished)\b|\bwho (?:wrote|compiled|translated|canonized) ${THE_BIBLE}\b|\b(?:bible|scripture) translations?\b`,
  'i',
);

export const aboutTheBibleAsABook = (question: string) => ABOUT_THE_BIBLE_AS_A_BOOK.test(question);

const INDIRECT =
  /^(?:(?:please|so|hi|hey)[,!]?\s+)?(?:(?:can|could|would|will) (?:you|someone|anyone|somebody|anybody) (?:please )?(?:tell|show|explain to) me|(?:do|does) (?:you|anyone|someone|anybody|somebody) (?:happen to )?know|(?:please )?(?:tell|show) me|i(?:['’]d| would) (?:like|love) to know|i (?:want|wish|need) to know|i(?:['’]m| am) (?:wondering|curious)|i wonder|please|hey|hi|hello|so|ok|okay|quick question|(?:according to|in) (?:the )?(?:bible|scriptures?)|biblically(?: speaking)?)[,:!]?\s+/i;
/** The words that ask: a question opens with one, or holds one at its end ("…cousin of which missionary"). */
const WH_WORDS = 'who|whom|whose|what|when|where|why|how|which';
const QUESTION_WORD = new RegExp(`^(?:${WH_WORDS})\\b`, 'i');

/**
 * "which woman judged israel": typed without its question mark, a question is still one. The mark
 * and a capital first letter are given back, since the question's meaning (its embedding) reads them.
 */
function asAsked(text: string): string {
  if (!(ASKS_BY_WORD.test(text) || ASKS_BY_ORDER.test(text)) || /[?.!:]$/.test(text)) return text;
  return `${capitalize(text)}?`;
}

/** A question word anywhere ("Mark was the cousin of which missionary"), or a verb first ("did Enoch die"). */
const ASKS_BY_WORD = new RegExp(`\\b(?:${WH_WORDS})\\b`, 'i');
const ASKS_BY_ORDER = /^(?:is|are|was|were|do|does|did|can|could|should|would|will|may|must|shall|has|have|had)\b/i;

/**
 * "Mother of Jacob?", "Isaac's father?", "Jezebel's husband was?": a quiz's fragment that names a
 * person by kin or office and a name asks who that is, with its question mark or without. Not a
 * fragment without a name ("Women pastors?") or one that asks already.
 */
function personFragment(asked: string): string | undefined {
  const fragment = FRAGMENT.exec(asked)?.[1];
  if (!fragment || ASKS_BY_WORD.test(fragment) || ASKS_BY_ORDER.test(fragment)) return undefined;
  // `Isaac's father`: a possessive name first; else a name after the first word.
  const possessed = /^\p{Lu}[\p{L}-]*['’]s?\s/u.test(fragment);
  if (!possessed && !/\s\p{Lu}/u.test(fragment)) return undefined;
  const words = tokenize(fragment);
  if (words.length > FRAGMENT_WORDS) return undefined;
  const isPerson = (w: string) => isKinship(w) || PERSON_CLASS.has(w);
  const person = words.find(isPerson);
  if (!person) return undefined;
  // Typed without its mark ("isaac's father", "mother of jacob"), only the two forms that can be nothing
  // but such a fragment: not "Jesus the son of God", which may be a topic.
  const kinOf = /^(?:[Tt]he\s+)?(\p{L}+)\s+of\s+\p{Lu}/u.exec(fragment)?.[1];
  if (!/\?\s*$/.test(asked) && !possessed && !(kinOf && isPerson(kinOf.toLowerCase()))) return undefined;
  const verb = /[^s]s$|^(?:children|men|women|brethren)$/.test(person) ? 'were' : 'was';
  // `Isaac's father` as it is; `The mother of Jacob` in lower case; `Mother of Jacob` with its article.
  const lowered = `${fragment.charAt(0).toLowerCase()}${fragment.slice(1)}`;
  const phrase = possessed ? fragment : /^(?:the|a|an)\s/i.test(fragment) ? lowered : `the ${lowered}`;
  return `Who ${verb} ${phrase}?`;
}

const FRAGMENT = /^\s*(.+?)(?:\s+(?:was|is|were|are))?\s*\??\s*$/i;
const FRAGMENT_WORDS = 8;

/**
 * A quiz's other forms as the question they ask: "True or false: Moses entered the promised land." is
 * "Did it happen that Moses entered the promised land?"; "Name the brother of Moses." is "Who was the
 * brother of Moses?", "Name the river Jesus was baptized in." "Which river Jesus was baptized in?".
 * Everyday words for kin are the texts' (`mom` is `mother`), and a numbered book named in words its
 * title ("First Corinthians" is `1 Corinthians`).
 */
export function plainQuestion(typed: string): { text: string; form?: 'true-or-false' } {
  const asked = asAsked(inTheTextsWords(directly(numberedBooks(typed.trim()))));
  const statement = TRUE_OR_FALSE.exec(asked)?.[1];
  if (statement) return { text: `Did it happen that ${statement}?`, form: 'true-or-false' };
  const fragment = personFragment(asked);
  if (fragment) return { text: fragment };
  const named = NAME_IT.exec(asked)?.[1];
  const words = named ? tokenize(named) : [];
  // "Name the garden where Adam and Eve lived": a question word in it asks already.
  if (!named || words.some((w) => /^(?:who|whom|whose|what|which|where|when)$/.test(w))) return { text: asked };
  if (!words.some((w) => PERSON_CLASS.has(w) || isKinship(w))) return { text: `Which ${named.replace(/^(?:the|a|an)\s+/i, '')}?` };
  // "Name one of Job's three friends": any of them answers.
  const some = /^(?:one|any) of\s+/i.exec(named);
  return { text: some ? `Who were ${named.slice(some[0].length)}?` : `Who was ${named}?` };
}

/** A capitalised first word that a verb follows, as a statement's subject: `Hadassah is`, `Mark was`. */
const FIRST_WORD_SUBJECT = /^\s*(\p{Lu}[\p{L}'’-]+) (?:is|was|were|had|has|did)\b/u;
/** First words that open a question or a quiz's instruction, never a name (besides the stop words: `Who`, `In`). */
const QUESTION_OPENERS = /^(?:whose|name|fill|complete|finish|true|according)$/i;

/** Titles a question puts before a name, capitalised as part of it. */
const TITLES = new Set(['king', 'queen', 'prophet', 'prophetess', 'priest', 'apostle', 'governor', 'captain', 'prince', 'princess', 'emperor', 'judge']);

/** Verbs that only lead to the asked one (`trying to`, `wanted to`). */
const CATENATIVES = new Set(['try', 'tries', 'tried', 'trying', 'attempt', 'attempted', 'attempting', 'want', 'wanted', 'wanting']);
/** "What did David use to kill Goliath?": the texts say the deed with its instrument (`with a sling`), seldom `use`. */
export const INSTRUMENT_VERBS = new Set(['use', 'used', 'using']);

/** Reads a question: its kind, what it expects, and its content words with their Bible-wording synonyms. */
export function analyzeQuestion(asked: string): Question {
  const { text, form } = plainQuestion(asked);
  const tokens = tokenize(text);
  const { kind, expected } = kindOf(tokens);
  // Capitalised words after the first are names (`Noah`, `Goliath`); the first word is capitalised anyway.
  const names = new Set(Array.from(text.matchAll(/(?<=[\s"'(])\p{Lu}[\p{L}'’-]+/gu), (m) => tokenize(m[0])[0]!).filter((t) => t && !STOPWORDS.has(t)));
  // …unless it is the subject of a statement the question ends in ("Hadassah is better known by what name?").
  const subject = FIRST_WORD_SUBJECT.exec(text)?.[1];
  if (subject && !STOPWORDS.has(subject.toLowerCase()) && !QUESTION_OPENERS.test(subject)) names.add(tokenize(subject)[0]!);
  // "King Pekahiah", "Queen Esther": a title before a name is the name's, not a name of its own.
  tokens.forEach((token, i) => {
    if (TITLES.has(token) && names.has(tokens[i + 1] ?? '')) names.delete(token);
  });
  // "John the Baptist", "Uriah the Hittite": the epithet tells the person apart; the verses mostly say "John".
  const epithet = (i: number) => names.has(tokens[i]!) && tokens[i - 1] === 'the' && names.has(tokens[i - 2] ?? '');
  const seen = new Set<string>();
  const terms: TermGroup[] = [];
  const asksBook = BOOK_ASKED.test(text);
  // The book is where to look (see `book`); a word that names it but its verses seldom say is no term.
  const scope = bookOf(text);
  const scoped = scope?.unsaid;
  tokens.forEach((token, i) => {
    if (STOPWORDS.has(token) || MORE_STOPWORDS.has(token) || token.length < 2) return;
    // "Where was Jonah trying to run away to?": the verb after `trying to` is asked, not the trying.
    if ((CATENATIVES.has(token) || INSTRUMENT_VERBS.has(token)) && tokens[i + 1] === 'to') return;
    const qualifiedTime = TIME_WORDS.has(token) && i > 0 && !STOPWORDS.has(tokens[i - 1]!) && tokens[i - 1] !== 'what';
    if (FRAME_WORDS.has(token) && !qualifiedTime) return;
    if (asksBook && BOOK_FRAME.has(token)) return;
    if (token === scoped) return;
    const words = synonymsOf(token);
    const key = words.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    const single = words.filter((w) => !w.includes(' '));
    terms.push({
      word: token,
      words,
      stems: new Set([stem(token), ...single.map(stem)]),
      phrases: words.filter((w) => w.includes(' ')).map(stemTokens),
      name: names.has(token),
      weight: epithet(i) ? EPITHET_WEIGHT : WEAK_WORDS.has(token) ? 0.4 : LIGHT_WORDS.has(token) ? 0.5 : 1,
    });
  });
  const many = tokens.findIndex((t, i) => t === 'how' && (tokens[i + 1] === 'many' || tokens[i + 1] === 'much'));
  const counted = many === -1 ? undefined : terms.find((t) => t.word === tokens[many + 2]);
  const content = tokens.filter((t) => !STOPWORDS.has(t) && !MORE_STOPWORDS.has(t) && t.length > 1);
  const pairs = content.slice(1).map((t, i) => [stem(content[i]!), stem(t)] as const);
  const shape = shapeOf(text);
  const book = scope?.index;
  return {
    text,
    kind,
    expected,
    asksName: shape.asksName,
    terms,
    tokens,
    ...(counted && { counted }),
    shape,
    pairs,
    ...(book && { book }),
    ...(form && { form }),
  };
}
