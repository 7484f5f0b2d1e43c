import { TRANSLATIONS, type Translation } from '#shared/contract/bible.ts';
import { isGospel } from '#shared/bible/books.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { splitVerseId } from '../bible/verse-id.ts';
import { candidatesIn, DETERMINERS, isDivineName, listAround, materialAfterOf, countedAt, numberValue, TIME_UNIT, type AnswerCandidate } from './candidates.ts';
import { answerPhrases } from './answer-phrase.ts';
import { STOPWORDS } from '../lexical/stopwords.ts';
import { termHits, wordsOf, type Word } from './clauses.ts';
import { stem } from './lexicon.ts';
import { letters, similarSpellings } from '../bible/knowledge/aliases.ts';
import type { NameFacts, NameTest } from './names.ts';
import { INSTRUMENT_VERBS, type Question } from './question.ts';
import type { TermStat } from './retrieve.ts';
import { AUXILIARIES, PLACE_CLASS, type Shape } from './shape.ts';
import { CHAIN_GAP, chainedVerb, epithetsOf, idsBefore, namedBefore } from './coreference.ts';
import { addressedAt, tellerAt, type AddresseeOf, type NarratorOf } from './narrator.ts';
import { selfAt, type SpeakerOf } from './speakers.ts';
import { placeKindOf } from './place-kinds.ts';

/** A verse's text and the candidates found in it. */
interface VerseContext {
  text: string;
  found: readonly AnswerCandidate[];
}

/** One place a candidate answer stands: a verse, in one translation. */
export interface Support {
  id: number;
  translation: Translation;
  candidate: AnswerCandidate;
  /** The verse's text and all its candidates, for saying the answer whole (see `saidWhole`). */
  verse?: VerseContext;
  /** The same verse in each translation read, for saying the answer in the words of the one asked for. */
  translations?: Partial<Record<Translation, VerseContext>>;
  /** How strongly this occurrence says the candidate answers the question. */
  score: number;
  /** 0..1: the share of the question's words (by rarity) standing around it. */
  local: number;
  /** 0..1: how surely the texts use it as the asked kind (a person's name for "who"; retrieval's answers only). */
  kind?: number;
}

/** A candidate answer with everything that speaks for it, best occurrence first. */
export interface RankedAnswer {
  key: string;
  score: number;
  support: Support[];
}

/** How many of the verses are read for candidates: retrieval's best and the broad list. */
const READ = 380;
/** Words either side of a candidate in which the question's words count as around it. */
const WINDOW = 10;
/** "What was the name of Noah's wife": the name must stand within this many words of `wife`. */
const NAME_REACH = 4;
/** A question's name the verse leaves to its chapter (`he`, `the king`) counts this much of its words there. */
const IN_CHAPTER = 0.4;
/** Each further verse that states the same answer adds less: the second half, the third a third… */
const REDUNDANCY = 0.6;

export interface FactoidInput {
  question: Question;
  shape: Shape;
  stats: readonly TermStat[];
  /** The verses retrieval found, with how relevant each is (0..1), best first, and the names their chapter mentions. */
  verses: readonly { id: number; relevance: number; chapterNames?: ReadonlySet<string> }[];
  store: VerseStore;
  isName: NameTest;
  names: NameFacts;
  /** How nounlike a word is (see names.ts `createNounTest`). */
  nounlike: (word: string) => number;
  /** The verses (either translation) a candidate's key stands in: `Israel` in thousands, `Nineveh` in a few dozen. */
  versesOf: (key: string) => ReadonlySet<number>;
  /** Who the texts call by a class noun (see class-members.ts). */
  classMembers: (noun: string) => ReadonlySet<string>;
  /** The texts' words for things of a class (`birds`: `ravens`; see core/bible/knowledge/noun-classes.ts). */
  thingsOfClass: (noun: string) => ReadonlySet<string>;
  /** Who tells a verse in the first person (see narrator.ts). */
  narratorOf: NarratorOf;
  /** The one man a verse's book greets by name (see recipients.ts). */
  addresseeOf: AddresseeOf;
  /** The one whose speech a verse continues (see speakers.ts). */
  speakerOf: SpeakerOf;
}

const VERSE_COUNT = 31_102;
/** A doer without a name (`the ravens`) answers "who" less surely than a person's name. */
const AGENT_FIT = 0.5;
/** A candidate found in this few verses or fewer is as specific as any; commoner ones count for less. */
const SPECIFIC_VERSES = 50;

/**
 * An answer the Bible often says together with the question's words is the one people ask about:
 * Noah stands beside `ark` in a score of verses, Bezaleel in a few. The share of the question's words
 * (by rarity) with the candidate, each by how many verses they share, on a log scale.
 */
function salience(verses: ReadonlySet<number>, stats: readonly TermStat[]): number {
  const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0) || 1;
  let together = 0;
  for (const s of stats) {
    let shared = 0;
    const [small, large] = verses.size < s.ids.size ? [verses, s.ids] : [s.ids, verses];
    for (const id of small) if (large.has(id)) shared++;
    together += s.idf * s.term.weight * Math.log1p(shared);
  }
  return 1 + SALIENCE * (together / total);
}

/** How much sharing verses with the question's words adds (see `salience`). */
const SALIENCE = 1.5;

/** An answer the Bible says everywhere (`Israel`, `David`) says less about this question than a rare one. */
function specificity(verses: number): number {
  if (verses <= SPECIFIC_VERSES) return 1;
  return Math.log(VERSE_COUNT / verses) / Math.log(VERSE_COUNT / SPECIFIC_VERSES);
}

/** `anointed David king` for "Who anointed…": whom the deed was done to is seldom who did it. */
const DONE_TO = 0.25;

/** `anointed David`, `David was anointed`: the candidate is whom the deed (at `deedHits`) was done to. */
function doneTo(words: readonly Word[], candidate: AnswerCandidate, deedHits: readonly number[]): boolean {
  if (deedHits.includes(candidate.from - 1)) return true;
  return /^(?:was|were|is|be|being)$/i.test(words[candidate.to + 1]?.text ?? '') && deedHits.includes(candidate.to + 2);
}

/** A question with a verb of telling ("Who told…", "Who said…") asks for the teller, whom `toldOf` leaves alone. */
const TELLING = /^(?:told|tell|tellest|telleth|said|say|saith|spake|spoke|speak|answered|cried|called)$/i;
/** Only `told`: one spoken to (`said unto me, Prophesy upon these bones`) is often bidden to do the deed. */
const TOLD_BEFORE = /^(?:told|tell|tellest|telleth)$/i;
/** `there ran a young man, and told Moses, and said, Eldad and Medad do prophesy`: Moses, told of the deed, counts this much as its doer. */
const TOLD = 0.3;

/** The candidate is the one told of the question's deed, which the telling's words after it report (the teller may stand before). */
export function toldOf(shape: Shape, words: readonly Word[], candidate: AnswerCandidate, relationHits: readonly number[], tokens: readonly string[]): boolean {
  if (shape.role !== 'agent' || tokens.some((t) => TELLING.test(t))) return false;
  return TOLD_BEFORE.test(words[candidate.from - 1]?.text ?? '') && relationHits.some((h) => h > candidate.to);
}

/** Words that end the noun a "Who was the …" question describes its answer by. */
const PREDICATE_END = new Set('who whom whose that which in of at on from to with by for when where and as'.split(' '));

/**
 * "Who was the faithful martyr killed in Pergamos?", "What is the root of all evil?": the stem of the
 * noun the answer is said to be (`martyr`, `root`).
 */
export function predicateOf(tokens: readonly string[]): string | undefined {
  if (!/^(?:who|what)$/.test(tokens[0] ?? '') || !/^(?:was|is)$/.test(tokens[1] ?? '') || !/^(?:the|a|an)$/.test(tokens[2] ?? '')) return undefined;
  let head: string | undefined;
  for (const t of tokens.slice(3)) {
    if (PREDICATE_END.has(t) || /ed$/.test(t)) break;
    head = t;
  }
  return head && stem(head);
}

/** A candidate the verse says is what the question asks counts this much more (three times took the first Christian martyr from Stephen). */
const DEFINED = 2;

/** `Antipas was my faithful martyr`, `he was the father of all such as handle the harp`: the verse says the candidate is the asked noun. */
export function definedAs(words: readonly Word[], candidate: AnswerCandidate, predicate: string): boolean {
  if (!/^(?:was|is|wast|art)$/i.test(words[candidate.to + 1]?.text ?? '')) return false;
  const from = candidate.to + 2 + (/^(?:the|a|an|my|thy|his|her|our|your|their)$/i.test(words[candidate.to + 2]?.text ?? '') ? 1 : 0);
  return words.slice(from, from + 3).some((w) => w.stem === predicate);
}

/** A calendar date: a day of a month, or a month. */
const CALENDAR = /\b(?:month|day of)\b/i;

/**
 * Candidate answers of the question's type, ranked by how well the verses that state them answer
 * the question: each occurrence counts by its verse's relevance, how close it stands to the question's
 * own words (its relation or verb most of all), whether it stands where the asked role would (before
 * the verb for "who did", after it for "whom did"), and how the texts use it (a person's name for
 * "who", a place's for "where"); several verses stating the same answer add up.
 */
export function rankAnswers(input: FactoidInput): RankedAnswer[] {
  const { question, shape, stats, names } = input;
  const questionStems = new Set(question.terms.flatMap((t) => [...t.stems]));
  const questionNames = new Set(question.terms.filter((t) => t.name).flatMap((t) => t.words.map((w) => names.canonical(w).toLowerCase())));
  const nameTerms = stats.filter((s) => s.term.name);
  const otherTerms = stats.filter((s) => !s.term.name);
  // "How old was Jesus when Joseph died?": the age asked is of the first name after `old`, not of the others.
  const owner = shape.counted === 'years' ? ageOwnerTerm(question.tokens, nameTerms) : undefined;
  const best = new Map<string, Map<number, Support>>();

  const total = stats.reduce((sum, s) => sum + s.idf * s.term.weight, 0) || 1;
  const bearerBefore = titleBearers(input.store, input.isName);
  // "What can many waters not quench?": the verb a question denies, which a verse must deny too.
  const deniedAt = question.tokens.findIndex((t) => NEGATORS.has(t));
  const denies = deniedAt !== -1;
  const deniedVerb = !denies ? -1 : stats.findIndex((s) => !s.term.name && s.term.words.includes(question.tokens[deniedAt + 1]!));
  // `the love of money is the root of all evil` (1 Timothy 6:10): a thing too is what a verse says is the asked noun.
  const predicate = shape.type === 'person' || shape.type === 'thing' ? predicateOf(question.tokens) : undefined;
  // "How many sons did Jacob have?": how many he had, not how many of them did something.
  const hasAsked = shape.type === 'number' && !!shape.counted && question.tokens.some((t) => t === 'have' || t === 'had');
  // "How many baskets … after Jesus fed the five thousand?": a number the question states is not the one it asks.
  const statedNumbers = new Set(answerPhrases(question.text, wordsOf(question.text), 'quantity', input.isName, new Set()).map((p) => numberValue(p.text)));
  // "Who anointed Saul?": the deed's verb right after `who`; a name right after that verb in a verse is whom it was done to.
  const deed =
    question.tokens[0] === 'who' && !AUXILIARIES.has(question.tokens[1] ?? '')
      ? stats.findIndex((s) => !s.term.name && s.term.words.includes(question.tokens[1]!))
      : -1;
  const epithets = stats.map((s) => (s.term.name ? epithetsOf(input.names.canonical(s.term.word), input) : undefined));
  const epithetNamed = epithets.map((calledBy, i) => (calledBy?.size ? input.versesOf(input.names.canonical(stats[i]!.term.word)) : undefined));
  // The one asked about is no answer, by name or by epithet; but his people's word is where he is from (see homeEpithet).
  const home = asksHome(shape, question.tokens);
  for (const calledBy of epithets) for (const word of calledBy ?? []) if (!(home && GENTILIC.test(word))) questionNames.add(word.toLowerCase());
  // "Which prophet…": one the texts call a prophet anywhere has the question's `prophet`, though this
  // verse lacks it; "What animal…": so has a thing of that kind (`the ass`).
  const classed = shape.classNoun && (shape.type === 'person' || shape.type === 'thing' || (shape.type === 'place' && !!placeKindOf(shape.classNoun)));
  const classTerm = classed ? stats.findIndex((s) => s.term.stems.has(stem(shape.classNoun!))) : -1;
  // The class noun, and the texts' words for it when the question's is one they hardly use (see class-words.ts).
  const classNouns = shape.classNoun ? [shape.classNoun, ...(stats[classTerm]?.term.kindWords ?? [])] : [];
  const isMember = classTerm < 0 ? undefined : classMember(shape, input, classNouns);
  // The described one's noun.
  const bearer = shape.asksName && shape.classNoun ? new Set(classNouns.map(stem)) : undefined;
  // The one a verse's leading pronoun may stand for (see below): the question's only name, when it asks a deed of him.
  const pronounFor = nameTerms.length === 1 && otherTerms.length > 0 ? nameTerms[0]!.term.word : undefined;
  const pronounKey = pronounFor === undefined ? undefined : names.canonical(pronounFor).toLowerCase();
  const pronounSex = pronounFor === undefined ? undefined : (names.gender(pronounFor) ?? 'male');
  // The question's names as the texts' canonical keys, for whom a letter's `thee` is (below).
  const nameKeys = nameTerms.map((s) => names.canonical(s.term.word).toLowerCase());
  for (const verse of input.verses.slice(0, READ)) {
    const translations: Partial<Record<Translation, VerseContext>> = {};
    for (const translation of TRANSLATIONS) {
      const text = input.store.getVerse(verse.id, translation)?.text;
      if (!text) continue;
      const words = wordsOf(text);
      const hitsByTerm = stats.map((s, i) => {
        // `the acts of Jehoshaphat, first and last` says all his acts, no first of anything.
        const hits = termHits(words, [s]).hits.filter((h) => !firstAndLast(words, h));
        // `the Philistine` of 1 Samuel 17 is Goliath: the question's name by its epithet, in a chapter that names him.
        const calledBy = epithets[i];
        if (!calledBy?.size || !(hits.length > 0 || namedBefore(epithetNamed[i]!, verse.id))) return hits;
        // Not where it stands beside the name (`Goliath the Gittite`): there the name's own hit speaks.
        const called = words.flatMap((w, k) => (calledBy.has(w.text) && words[k - 1]?.text.toLowerCase() === 'the' && !hits.includes(k - 2) ? [k] : []));
        return called.length > 0 ? [...new Set([...hits, ...called])].sort((a, b) => a - b) : hits;
      });
      const relationHits = otherTerms.flatMap((s) => hitsByTerm[stats.indexOf(s)]!);
      // "How many concubines did Solomon have?": `Solomon clave unto these in love. And he had … three hundred concubines`:
      // in a verse that tells the deed asked, its leading `he` after a verse whose last person is the asked one is he.
      const asked = pronounSex ? stats.indexOf(nameTerms[0]!) : -1;
      if (pronounSex && hitsByTerm[asked]!.length === 0 && otherTerms.every((s) => hitsByTerm[stats.indexOf(s)]!.length > 0)) {
        const at = leadingPronoun(words, input.isName, pronounSex);
        if (at !== undefined && lastPersonBefore(verse.id, translation, input) === pronounKey) hitsByTerm[asked] = sameOneAfter(words, at, pronounSex);
      }
      // "How many pieces of silver did Hosea pay for his wife?": `So I bought her to me for fifteen pieces of silver`
      // (Hosea 3:2): the book's teller says `I` where the question names him.
      if (pronounKey && hitsByTerm[asked]!.length === 0 && input.narratorOf(verse.id)?.key === pronounKey) {
        const told = tellerAt(words);
        if (told.length > 0) hitsByTerm[asked] = told;
      }
      // "How old was Caleb when he asked for his land?": `I am this day fourscore and five years old` (Joshua 14:10)
      // continues the speech Caleb opened four verses before: there `I` and `me` are he.
      if (pronounKey && hitsByTerm[asked]!.length === 0 && input.speakerOf(verse.id)?.key === pronounKey) {
        const self = selfAt(words);
        if (self.length > 0) hitsByTerm[asked] = self;
      }
      // "What did Paul tell Timothy to drink for his stomach?": `use a little wine for thy stomach's sake` (1 Timothy 5:23):
      // a letter greeting one man says `thee` for him.
      const addressee = input.addresseeOf(verse.id);
      nameTerms.forEach((s, n) => {
        const i = stats.indexOf(s);
        if (hitsByTerm[i]!.length > 0 || addressee !== nameKeys[n]) return;
        const thee = addressedAt(words);
        if (thee.length > 0) hitsByTerm[i] = thee;
      });
      // "The name of the Samaritan woman at the well": the name must stand by `woman`, not by `well`.
      const bearerHits = bearer ? words.flatMap((w, i) => (bearer.has(w.stem) ? [i] : [])) : [];
      const subjectHits = nameTerms.flatMap((s) => hitsByTerm[stats.indexOf(s)]!);
      // A question's name standing as a modifier (`the brother of Goliath`) is not what the verse is about.
      const modifierHits = new Set(subjectHits.filter((h) => isModifier(words, h, !shape.relation)));
      const found = candidatesIn(text, words, shape, input.isName, names, questionStems, questionNames, input.nounlike);
      const context = { text, found };
      translations[translation] = context;
      const titled = titledFor(shape, words, verse.id, translation, input, questionStems, questionNames, bearerBefore);
      // "What did King Ahasuerus hold out to Esther?": a thing is what the question's deed is done
      // with; in a verse without the deed's words, standing by Esther's name says nothing.
      const thingAway = shape.type === 'thing' && otherTerms.length > 0 && relationHits.length === 0;
      let before: readonly { key: string; text: string }[] | undefined;
      const earlier = () => (before ??= peopleBefore(verse.id, translation, input, questionNames, nameTerms.length === 0));
      for (const candidate of [
        ...found,
        ...pronounsFor(shape, words, found, names, earlier),
        ...objectPronouns(shape, words, found, names, relationHits, earlier),
        ...(nameTerms.length === 0 || subjectHits.length > 0 ? tellers(shape, words, verse.id, input.narratorOf, questionNames) : []),
        ...addressees(shape, words, verse.id, translation, input, questionNames),
        ...calledThee(words, found),
        ...titled,
      ]) {
        if (candidate.kind === 'number' && statedNumbers.has(numberValue(candidate.text))) continue;
        // "What did Samson tie to the foxes' tails?": a count (`three hundred foxes`) is no thing.
        if (shape.type === 'thing' && numberValue(candidate.text) !== undefined) continue;
        // "What did the poor widow put in the treasury?": `a certain poor widow casting in` does, and a deed is no thing.
        if (shape.type === 'thing' && participle(words, candidate)) continue;
        // "On what date…": a date names a day or a month, not a reign (`in the days of Herod`).
        if (shape.classNoun === 'date' && !CALENDAR.test(candidate.text)) continue;
        // "In what year…": a time that names a year (`the fourth year of Solomon's reign`), not a day.
        if (shape.classNoun === 'year' && !/\byear\b/i.test(candidate.text)) continue;
        // "In which month…": a time that names a month (`the month Adar`), not an hour (`at even`).
        if (shape.classNoun === 'month' && !/\bmonth\b/i.test(candidate.text)) continue;
        // The question's words around the answer, by rarity: a name the verse leaves to a pronoun
        // ("the ravens brought him bread") counts for half when the verse's chapter names it.
        let near = 0;
        const member = isMember?.(candidate) ?? false;
        stats.forEach((s, i) => {
          const hits = hitsByTerm[i]!;
          if (i === classTerm && member) return void (near += s.idf * s.term.weight);
          const around = hits.filter((h) => Math.abs(h - candidate.from) <= WINDOW || Math.abs(h - candidate.to) <= WINDOW);
          if (around.some((h) => !modifierHits.has(h))) near += s.idf * s.term.weight;
          else if (around.length > 0) near += 0.5 * s.idf * s.term.weight;
          else if (hits.length > 0) near += 0.5 * s.idf * s.term.weight;
          else if (s.term.name && verse.chapterNames?.has(s.term.word)) near += IN_CHAPTER * s.idf * s.term.weight;
        });
        const local = near / total;
        // A name asked for by a description ("the servant whose ear…") stands by it: `the servant's name was Malchus`.
        // Standing there, it is as close to the question as a name can be, whatever its role in the verse.
        const apposite = shape.asksName && (shape.given ? givenName(words, candidate) : apposed(words, candidate, bearer ? bearerHits : relationHits));
        if (shape.asksName && !apposite) continue;
        // The subject of a chain of predicates counts as standing a few words from each of its verbs (see `chainedVerb`).
        const verb = chainedVerb(shape, text, words, candidate, relationHits, input.isName);
        const doing = verb === undefined ? relationHits : [...relationHits, candidate.to + CHAIN_GAP + 1];
        // A name the texts use too rarely to show its kind is a person's when it names the described one;
        // one right after the class noun is of that class (`the place Peniel`, though Penuel is a man too).
        const namedAsClass = apposite && bearer !== undefined && bearerHits.includes(candidate.from - 1);
        const kind =
          ((apposite && (!names.kinds(candidate.text) || namedAsClass)) || homeEpithet(shape, words, candidate, subjectHits, question.tokens)
            ? 1
            : typeFit(shape, words, candidate, names, input.nounlike)) * (shape.type !== 'person' && isMember && !member ? OTHER_KIND : 1);
        const score =
          local ** 2 *
          (0.7 + 0.3 * verse.relevance) *
          (apposite ? 1 : closeness(candidate, doing, thingAway ? [] : subjectHits) * roleFit(shape, candidate, relationHits)) *
          kind *
          (deed >= 0 && doneTo(words, candidate, hitsByTerm[deed]!) ? DONE_TO : 1) *
          (toldOf(shape, words, candidate, relationHits, question.tokens) ? TOLD : 1) *
          (predicate && definedAs(words, candidate, predicate) ? DEFINED : 1) *
          headFit(shape, words, candidate, input.isName) *
          homeOfAsked(shape, words, candidate, subjectHits, relationHits, question.tokens) *
          phraseFit(question.pairs, words, candidate) *
          placeCue(shape, words, candidate) *
          prepositionCue(shape, question.tokens, words, candidate) *
          materialCue(shape, words, candidate, relationHits) *
          countFit(shape, words, candidate) *
          ageOwnerFit(shape, words, candidate, subjectHits, input.isName, owner && hitsByTerm[stats.indexOf(owner)]) *
          (hasAsked ? wholeCountFit(words, candidate) : 1) *
          negationFit(denies, negated(words, candidate, denies ? (hitsByTerm[deniedVerb] ?? []) : relationHits));
        if (!(score > 0)) continue;
        let byVerse = best.get(candidate.key);
        if (!byVerse) best.set(candidate.key, (byVerse = new Map()));
        const seen = byVerse.get(verse.id);
        if (!seen || score > seen.score) byVerse.set(verse.id, { id: verse.id, translation, candidate, verse: context, translations, score, local, kind });
      }
    }
  }

  if (shape.type === 'place') scenePlaces(input, questionStems, questionNames, best, total);
  mergeSpellings(best, (key) => input.versesOf(key).size);

  return [...best.entries()]
    .map(([key, byVerse]) => {
      const support = [...byVerse.values()].sort((a, b) => b.score - a.score || a.id - b.id);
      const verses = input.versesOf(key);
      const score = statedScore(support) * specificity(verses.size) * salience(verses, stats);
      return { key, score, support };
    })
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

/** A long name one letter from another is its spelling in another book: `Berodach-baladan` (2 Kings 20:12) is Isaiah's `Merodach-baladan`. */
const LONG_NAME = 10;
/** One edit, as a share of a name's letters (1.5 so that float rounding never drops the one). */
const ONE_EDIT = 1.5;

/** One answer for a long name's spellings, the verses of both under the spelling the texts use more. */
function mergeSpellings(best: Map<string, Map<number, Support>>, used: (key: string) => number): void {
  const long = [...best.keys()].filter((key) => /^[a-z-]+$/.test(key) && letters(key).length >= LONG_NAME);
  for (const [i, a] of long.entries())
    for (const b of long.slice(i + 1)) {
      const one = best.get(a);
      const other = best.get(b);
      if (!one || !other || !similarSpellings(a, b, ONE_EDIT / letters(a).length)) continue;
      const [kept, gone, goneKey] = used(a) >= used(b) ? [one, other, b] : [other, one, a];
      for (const [id, support] of gone) if (!kept.has(id) || kept.get(id)!.score < support.score) kept.set(id, support);
      best.delete(goneKey);
    }
}

/** How many of retrieval's best verses may leave their place to their neighbours, and how many verses away it is looked for. */
const SCENE_READ = 10;
const SCENE_REACH = 7;
/** A place told beside the verse counts this much as one the verse tells itself, less each verse further. */
const SCENE = 0.25;
const SCENE_DECAY = 0.8;

/**
 * "Where did Moses run to after he killed the Egyptian?": a verse that tells the event without naming
 * any place often leaves its place to the verses around it (`Moses … dwelt in the land of Midian`,
 * `Jacob called the name of the place Peniel`). Each place of those verses counts by the event verse's
 * share of the question's words and relevance, less as it stands further off; a verse that denies the
 * deed (`Jesus himself baptized not`) tells no scene of it.
 */
function scenePlaces(
  input: FactoidInput,
  questionStems: ReadonlySet<string>,
  questionNames: ReadonlySet<string>,
  best: Map<string, Map<number, Support>>,
  total: number,
): void {
  const { stats, shape } = input;
  const home = asksHome(shape, input.question.tokens);
  // The best verses' neighbourhoods overlap: each verse is read once.
  const read = new Map<string, ReturnType<typeof readPlaces>>();
  const readPlaces = (id: number, translation: Translation) => {
    const text = input.store.getVerse(id, translation)?.text;
    if (!text) return undefined;
    const words = wordsOf(text);
    const found = candidatesIn(text, words, shape, input.isName, input.names, questionStems, questionNames, input.nounlike);
    return {
      text,
      words,
      found,
      places: found.filter((c) => c.kind === 'name').map((c) => ({ candidate: c, fit: typeFit(shape, words, c, input.names, input.nounlike) })),
    };
  };
  const placesIn = (id: number, translation: Translation) => {
    const key = `${id} ${translation}`;
    if (!read.has(key)) read.set(key, readPlaces(id, translation));
    return read.get(key);
  };
  for (const verse of input.verses.slice(0, SCENE_READ)) {
    if (TRANSLATIONS.some((t) => placesIn(verse.id, t)?.places.some((p) => p.fit >= 0.5))) continue;
    const words = wordsOf(input.store.getVerse(verse.id, 'kjv')?.text ?? '');
    const deedHits = stats.filter((s) => !s.term.name).flatMap((s) => termHits(words, [s]).hits);
    if (deedHits.some((h) => negatorBefore(words, h) || isNegator(words[h + 1]))) continue;
    let held = 0;
    for (const s of stats)
      held += s.ids.has(verse.id) ? s.idf * s.term.weight : s.term.name && verse.chapterNames?.has(s.term.word) ? IN_CHAPTER * s.idf * s.term.weight : 0;
    const local = held / total;
    const chapter = Math.floor(verse.id / 1000);
    for (let k = -SCENE_REACH; k <= SCENE_REACH; k++) {
      const id = verse.id + k;
      if (k === 0 || id % 1000 === 0 || Math.floor(id / 1000) !== chapter) continue;
      for (const translation of TRANSLATIONS) {
        const neighbour = placesIn(id, translation);
        for (const { candidate, fit } of neighbour?.places ?? []) {
          // `JESUS OF NAZARETH THE KING OF THE JEWS` beside the crucifixion says where he came from, not where it was.
          if (!home && namesOne(neighbour!.words, candidate, input.names, questionNames)) continue;
          const score =
            local ** 2 * (0.7 + 0.3 * verse.relevance) * SCENE * SCENE_DECAY ** (Math.abs(k) - 1) * fit * placeCue(shape, neighbour!.words, candidate);
          if (!(score > 0)) continue;
          const byVerse = best.get(candidate.key) ?? new Map<number, Support>();
          best.set(candidate.key, byVerse);
          const seen = byVerse.get(id);
          if (!seen || score > seen.score)
            byVerse.set(id, { id, translation, candidate, verse: { text: neighbour!.text, found: neighbour!.found }, score, local });
        }
      }
    }
  }
}

/** How surely an answer's verses (best first) state it together: each further verse adds less. */
export const statedScore = (support: readonly Support[]) => support.reduce((sum, s, i) => sum + s.score * REDUNDANCY ** i, 0);

/**
 * Answers gathered verse by verse under their keys, one support per verse and key (the first given),
 * ranked: each answer's verses best first, then earliest; the answers by `statedScore`, the one told
 * earliest first on a tie. For the readers of one kind of question (deaths.ts, meanings.ts, who-was.ts).
 */
export function toldAnswers() {
  const byKey = new Map<string, Map<number, Support>>();
  return {
    add(key: string, support: Support): void {
      const verses = byKey.get(key) ?? new Map<number, Support>();
      byKey.set(key, verses);
      if (!verses.has(support.id)) verses.set(support.id, support);
    },
    ranked(): RankedAnswer[] {
      return [...byKey.entries()]
        .map(([key, verses]) => {
          const support = [...verses.values()].sort((a, b) => b.score - a.score || a.id - b.id);
          return { key, score: statedScore(support), support, first: Math.min(...verses.keys()) };
        })
        .sort((a, b) => b.score - a.score || a.first - b.first)
        .map(({ first: _, ...answer }) => answer);
    },
  };
}

/**
 * The answer as its verse says it whole: the widest thing holding it (`piece of money` where the
 * verses agree on `money`), or for several people the list it stands in (`Shem, Ham, and Japheth`).
 * A thing is said in the words of the translation asked for when that verse holds more of it there
 * (the WEB's `twisted thorns into a crown` is the KJV's `a crown of thorns`).
 */
export function saidWhole(shape: Shape, support: Support, translation: Translation): AnswerCandidate {
  const { candidate, verse } = support;
  if (!verse) return candidate;
  // "Which tribe…" asks for one (`Of the tribe of Ephraim, Oshea the son of Nun` is no list); "Who were…", "Which tribes…" for all.
  if (shape.type === 'people')
    return shape.classNoun && !/(?:s|men|children|people|brethren)$/.test(shape.classNoun) ? candidate : listAround(verse.text, verse.found, candidate);
  const said = withClassNoun(shape, verse.text, widest(verse.found, candidate));
  const asked = translation === support.translation ? undefined : support.translations?.[translation];
  if (!asked) return said;
  // The WEB's `eighty years` is the KJV's `fourscore years`: a number as the asked translation says it.
  if (candidate.kind === 'number' || candidate.kind === 'time') return asked.found.find((c) => c.kind === candidate.kind && c.key === candidate.key) ?? said;
  if (candidate.kind !== 'phrase') return said;
  const stems = candidate.key.split(' ');
  // The WEB's `scepter` is the KJV's `sceptre`, its `armor` the KJV's `armour`: one word, spelled two ways.
  const alike = (stem: string, other: string) => stem === other || similarSpellings(stem, other, SPELLING_RATIO);
  const holding = asked.found.filter((c) => c.kind === 'phrase' && stems.every((s) => c.key.split(' ').some((t) => alike(s, t))));
  const longest = holding.sort((a, b) => b.to - b.from - (a.to - a.from))[0];
  return longest && longest.to - longest.from >= said.to - said.from ? longest : said;
}

/** "What kind of wind…": `a vehement east wind`, not `vehement east`: the asked noun right after a thing's words is said with them. */
function withClassNoun(shape: Shape, text: string, said: AnswerCandidate): AnswerCandidate {
  if (shape.type !== 'thing' || !shape.classNoun || said.kind !== 'phrase') return said;
  const next = wordsOf(text)[said.to + 1];
  if (!next || next.stem !== stem(shape.classNoun) || !/^\s+$/.test(text.slice(said.end, next.start))) return said;
  return { ...said, text: text.slice(said.start, next.end), end: next.end, to: said.to + 1 };
}

/** Two stems are one word spelled two ways within one edit in five letters (`sceptr`, `scepter`). */
const SPELLING_RATIO = 0.2;

/** The longest thing among the verse's candidates that holds this one (itself when none does, or for names). */
function widest(found: readonly AnswerCandidate[], candidate: AnswerCandidate): AnswerCandidate {
  if (candidate.kind !== 'phrase') return candidate;
  let best = candidate;
  for (const c of found) if (c.kind === 'phrase' && c.from <= candidate.from && c.to >= candidate.to && c.to - c.from > best.to - best.from) best = c;
  return best;
}

const SUBJECT_PRONOUN: Record<string, 'male' | 'female'> = { he: 'male', she: 'female' };

const OBJECT_PRONOUN: Record<string, 'male' | 'female'> = { him: 'male', her: 'female' };

/**
 * "Who was beaten before Gallio's judgment seat?": `the Greeks took Sosthenes, the chief ruler of the
 * synagogue, and beat him`: the one the deed is done to, by a pronoun right after its verb, is the
 * last person of that sex the verse named before it (not one whose name only qualifies another's).
 */
export function objectPronouns(
  shape: Shape,
  words: readonly Word[],
  found: readonly AnswerCandidate[],
  names: NameFacts,
  relationHits: readonly number[],
  earlier: () => readonly { key: string; text: string }[],
): AnswerCandidate[] {
  if (shape.role !== 'patient' || (shape.type !== 'person' && shape.type !== 'people')) return [];
  return words.flatMap((w, i) => {
    const gender = OBJECT_PRONOUN[w.text.toLowerCase()];
    if (!gender || !relationHits.includes(i - 1)) return [];
    const { named, antecedent } = antecedentOf(words, found, names, i, gender);
    if (antecedent) return [{ ...antecedent, from: i, to: i }];
    // `took and circumcised him` (Acts 16:3): one the verses before named, when this one names none.
    const previous = named ? undefined : earlier().find(ofSex(names, gender));
    return previous ? [standingAt(previous, w, i)] : [];
  });
}

/** Whether a person is of the pronoun's sex (a name the texts give none counts as a man's). */
const ofSex = (names: NameFacts, gender: 'male' | 'female') => (c: { text: string }) => (names.gender(c.text) ?? 'male') === gender;

/**
 * Whether the verse names anyone before the pronoun at `at`, and the last of them of its sex; not a
 * name that only qualifies another (`Amasa the son of Jether, whom he slew`: he is not Jether).
 */
function antecedentOf(
  words: readonly Word[],
  found: readonly AnswerCandidate[],
  names: NameFacts,
  at: number,
  gender: 'male' | 'female',
): { named: boolean; antecedent?: AnswerCandidate } {
  const before = found.filter(
    (c) => c.kind === 'name' && c.to < at && (names.kinds(c.text)?.person ?? 0) > 0.5 && !qualifiesPerson(words, c.from) && !datesDeed(words, c.from),
  );
  return { named: before.length > 0, antecedent: [...before].reverse().find(ofSex(names, gender)) };
}

/** A name that qualifies a person (`Amasa the son of Jether`), whom a pronoun after it stands for instead; not a thing (see THING_HEADS). */
const qualifiesPerson = (words: readonly Word[], at: number) => isModifier(words, at) && !THING_HEAD.test(words[at - 2]?.text ?? '');

/** Whether a `him` (`her`) stands before word `at` and every name before it is God's: the verse tells what was done to one the verses before named. */
export function doneByGodBefore(words: readonly Word[], found: readonly AnswerCandidate[], at: number, gender: 'male' | 'female'): boolean {
  const object = words.findIndex((w, k) => k < at && OBJECT_PRONOUN[w.text.toLowerCase()] === gender);
  if (object < 0) return false;
  const divine = words.some((w, k) => k < object && /^\p{Lu}/u.test(w.text) && isDivineName(w.text));
  return divine && found.every((c) => c.kind !== 'name' || c.to >= at || isDivineName(c.text));
}

/** One the verses before named, as the candidate standing at the pronoun (word `at`) for them. */
const standingAt = (person: { key: string; text: string }, pronoun: Word, at: number): AnswerCandidate => ({
  ...person,
  start: pronoun.start,
  end: pronoun.end,
  from: at,
  to: at,
  kind: 'name',
});

/** Titles a narrative uses for a person it named before: `the king` of Daniel 6 is Darius. */
const TITLES = new Set(['king', 'queen', 'prophet', 'priest', 'governor']);
/** How many verses back in the chapter the bearer of a title is looked for. */
const TITLE_REACH = 30;

const capitalName = (word: Word | undefined, isName: NameTest) => word !== undefined && /^\p{Lu}/u.test(word.text) && isName(word.text);

/** The name the title at `i` stands with (`king Darius`, `Darius the king`, `Nebuchadnezzar king of Babylon`), if any. */
function bearerAt(words: readonly Word[], i: number, isName: NameTest): number | undefined {
  if (capitalName(words[i + 1], isName)) return i + 1;
  const before = words[i - 1]?.text.toLowerCase() === 'the' ? i - 2 : i - 1;
  return capitalName(words[before], isName) ? before : undefined;
}

/** Whether the title at `i` is written as `title` is: `king`, or with its realm, `king of moab`. */
function titleAt(words: readonly Word[], i: number, title: string): boolean {
  const [head, realm] = title.split(' of ');
  if (words[i]!.text.toLowerCase() !== head) return false;
  return realm === undefined || (words[i + 1]?.text.toLowerCase() === 'of' && words[i + 2]?.text.toLowerCase() === realm);
}

/** The last name these words give the title. */
function lastBearer(words: readonly Word[], title: string, isName: NameTest): number | undefined {
  for (let i = words.length - 1; i >= 0; i--) {
    const at = titleAt(words, i, title) ? bearerAt(words, i, isName) : undefined;
    if (at !== undefined) return at;
  }
  return undefined;
}

/**
 * The last name a chapter gave a title before a verse, within TITLE_REACH verses: what `the king`
 * of that verse stands for. Each earlier verse is read once per title and translation, though many
 * verses of one chapter look back over it.
 */
function titleBearers(store: VerseStore, isName: NameTest) {
  const named = new Map<string, string | null>();
  const lastIn = (id: number, translation: Translation, title: string): string | null => {
    const key = `${id} ${translation} ${title}`;
    let name = named.get(key);
    if (name === undefined) {
      const words = wordsOf(store.getVerse(id, translation)?.text ?? '');
      const at = lastBearer(words, title, isName);
      name = at === undefined ? null : words[at]!.text;
      named.set(key, name);
    }
    return name;
  };
  return (id: number, translation: Translation, title: string): string | undefined => {
    for (const before of idsBefore(id, TITLE_REACH)) {
      const name = lastIn(before, translation, title);
      if (name !== null) return name;
    }
    return undefined;
  };
}

/**
 * "Which king had Daniel thrown to the lions?": `the king commanded, and they brought Daniel` never
 * names him; the chapter did, a few verses before (`king Darius`). `the king` stands for the last
 * name the chapter gave that title, weighed where the title stands. Only a title the question names:
 * a verse's other titles are about other people.
 */
function titledFor(
  shape: Shape,
  words: readonly Word[],
  id: number,
  translation: Translation,
  input: FactoidInput,
  questionStems: ReadonlySet<string>,
  excluded: ReadonlySet<string>,
  bearerBefore: ReturnType<typeof titleBearers>,
): AnswerCandidate[] {
  if (shape.type !== 'person') return [];
  const out: AnswerCandidate[] = [];
  words.forEach((w, i) => {
    const title = w.text.toLowerCase();
    if (!TITLES.has(title) || !questionStems.has(w.stem) || words[i - 1]?.text.toLowerCase() !== 'the') return;
    // `the king of Egypt` is someone else, unless the question asks of Egypt's king; `Darius the king` is named here already.
    const realm = words[i + 1]?.text.toLowerCase() === 'of' ? words[i + 2] : undefined;
    if ((realm && !(capitalName(realm, input.isName) && questionStems.has(realm.stem))) || bearerAt(words, i, input.isName) !== undefined) return;
    const titled = realm ? `${title} of ${realm.text.toLowerCase()}` : title;
    const here = lastBearer(words.slice(0, i - 1), titled, input.isName);
    const name = here !== undefined ? words[here]!.text : bearerBefore(id, translation, titled);
    if (name === undefined || isDivineName(name) || CHRIST.test(name)) return;
    const key = input.names.canonical(name).toLowerCase();
    if (!excluded.has(key)) out.push({ key, text: input.names.canonical(name), start: w.start, end: w.end, from: i, to: i, kind: 'name' });
  });
  return out;
}

/** `the King` of the gospels is never the king a question asks to be named. */
const CHRIST = /^(?:jesus|christ)$/i;

/**
 * "Who hid the spies?": `Joshua saved Rahab … because she hid the messengers`. A subject pronoun
 * stands for the nearest person named before it in the verse, of its gender; the name is then
 * weighed where the pronoun stands, by the words around the pronoun. A verse that opens with the
 * pronoun and names no one before it continues the verses before it: `And he ran before, and climbed
 * up into a sycomore tree` is the Zacchaeus of two verses back.
 */
function pronounsFor(
  shape: Shape,
  words: readonly Word[],
  found: readonly AnswerCandidate[],
  names: NameFacts,
  earlier: () => readonly { key: string; text: string }[],
): AnswerCandidate[] {
  if (shape.type !== 'person' && shape.type !== 'people') return [];
  const out: AnswerCandidate[] = [];
  const leading = new Set<'male' | 'female'>();
  words.forEach((w, i) => {
    const gender = SUBJECT_PRONOUN[w.text.toLowerCase()];
    if (!gender) return;
    const { named, antecedent } = antecedentOf(words, found, names, i, gender);
    if (antecedent) out.push({ ...antecedent, from: i, to: i });
    // Not for a question that names the doer ("From whom did Omri buy…"): the verse's `he` is that doer.
    else if (
      !named &&
      (i < LEADING || leading.has(gender) || doneByGodBefore(words, found, i, gender)) &&
      shape.type === 'person' &&
      shape.role !== 'patient'
    ) {
      // The verse's leading `he` continues the verses before, and so does each later `he` while no name comes between;
      // so does one after God's deed to `him` (`the angel of the Lord smote him, because he gave not God the glory`).
      const previous = earlier().find(ofSex(names, gender));
      if (previous) {
        leading.add(gender);
        out.push(standingAt(previous, w, i));
      }
    }
  });
  return out;
}

/**
 * "Which prophet saw a flying scroll?": `Then I turned, and lifted up mine eyes, and looked, and behold
 * a flying roll` is Zechariah's own telling; the teller stands where the verse says `I` or `me` of him.
 * In a verse that lacks the question's names he is no answer (`as I wrote afore` is not "Who wrote
 * Paradise Lost?").
 */
function tellers(shape: Shape, words: readonly Word[], id: number, narratorOf: NarratorOf, asked: ReadonlySet<string>): AnswerCandidate[] {
  if (shape.type !== 'person' && shape.type !== 'people') return [];
  const at = tellerAt(words);
  const teller = at.length > 0 ? narratorOf(id) : undefined;
  if (!teller || asked.has(teller.key)) return [];
  return at.map((i) => ({ key: teller.key, text: teller.text, start: words[i]!.start, end: words[i]!.end, from: i, to: i, kind: 'name' }));
}

/** Who the texts call `thou` or `ye` in a church's letter. */
const SECOND_PERSON = /^(?:thou|thee|thy|thine|ye|you|your)$/i;
/** `Unto the angel of the church of Ephesus write`, `the church in Smyrna`: the church a letter opens with. */
const CHURCH_OF = /\bchurch (?:of|in|at) (?:the )?(\p{Lu}[\p{L}-]*)/gu;
/** How many verses back a letter's church is looked for (Revelation's longest letter, Thyatira's, runs 2:18-29). */
const LETTER_BACK = 12;

/**
 * "Which church left its first love?": `thou hast left thy first love` (Revelation 2:4) is said to
 * the church its letter opens with, `the church of Ephesus` (2:1). The church stands where the verse
 * says `thou` or `ye`, in a verse that names no church itself.
 */
function addressees(
  shape: Shape,
  words: readonly Word[],
  id: number,
  translation: Translation,
  input: FactoidInput,
  asked: ReadonlySet<string>,
): AnswerCandidate[] {
  if (shape.classNoun !== 'church') return [];
  const at = words.flatMap((w, i) => (SECOND_PERSON.test(w.text) ? [i] : []));
  if (at.length === 0 || words.some((w) => w.text.toLowerCase() === 'church')) return [];
  for (const before of idsBefore(id, LETTER_BACK)) {
    const name = [...(input.store.getVerse(before, translation)?.text ?? '').matchAll(CHURCH_OF)].at(-1)?.[1];
    if (!name) continue;
    const text = input.names.canonical(name);
    const key = text.toLowerCase();
    if (asked.has(key)) return [];
    return at.map((i) => ({ key, text, start: words[i]!.start, end: words[i]!.end, from: i, to: i, kind: 'name' }));
  }
  return [];
}

/** `But thou, Beth-lehem`, `O Jerusalem`: a name the verse speaks to. */
const VOCATIVE = /^(?:thou|o)$/i;
const THEE = /^(?:thee|thou)$/i;

/**
 * "Which town did Micah say the ruler would come from?": `But thou, Beth-lehem Ephratah, … out of
 * thee shall he come forth … ruler in Israel`: one the verse speaks to by name stands where it then says `thee`.
 */
export function calledThee(words: readonly Word[], found: readonly AnswerCandidate[]): AnswerCandidate[] {
  return found.flatMap((c) =>
    c.kind === 'name' && VOCATIVE.test(words[c.from - 1]?.text ?? '')
      ? words.flatMap((w, i) => (i > c.to + 1 && THEE.test(w.text) ? [{ ...c, start: w.start, end: w.end, from: i, to: i }] : []))
      : [],
  );
}

/** How many verses back a pronoun's person is looked for. */
const PRONOUN_BACK = 2;
/** A pronoun continues the verses before only as the verse's subject: `He …`, `And he …`. */
const LEADING = 2;

/**
 * The people the verses just before a verse name (same chapter, same translation), latest first;
 * not the ones the question names, whom a pronoun may stand for without being the answer. In a
 * gospel, when they name no one and the question names no one (`namesNoOne`), Jesus.
 */
function peopleBefore(
  id: number,
  translation: Translation,
  input: FactoidInput,
  asked: ReadonlySet<string>,
  namesNoOne: boolean,
): { key: string; text: string }[] {
  const people: { key: string; text: string }[] = [];
  for (const before of idsBefore(id, PRONOUN_BACK)) {
    const words = wordsOf(input.store.getVerse(before, translation)?.text ?? '');
    for (let i = words.length - 1; i >= 0; i--) {
      const w = words[i]!;
      // `Blessed be the name of God …` / `And he changeth the times`: the last one named is God, whom a pronoun then stands for.
      if (isDivineName(w.text) && /^\p{Lu}/u.test(w.text) && people.length === 0) return people;
      // `Tola the son of Puah, the son of Dodo … And he judged Israel`: he is Tola, not the fathers that qualify him.
      // `In the thirty and first year of Asa … began Omri to reign … And he bought`: a year's king dates the deed, he does not do it.
      if (isDivineName(w.text) || !pronounTarget(words, i, input, (name) => input.names.kinds(name)?.person ?? 0)) continue;
      const canonical = input.names.canonical(w.text);
      if (!asked.has(canonical.toLowerCase())) people.push({ key: canonical.toLowerCase(), text: canonical });
    }
  }
  // A gospel tells Jesus' story: its `he` that the verses just before leave unnamed is most often he
  // (`And he arose, and rebuked the wind`, Mark 4:39, whose chapter never names him). Not for a
  // question that names someone or somewhere: its verses are another's story (Jairus', for Crispus).
  if (people.length === 0 && namesNoOne && isGospel(splitVerseId(id).book)) people.push(JESUS);
  return people;
}

const JESUS = { key: 'jesus', text: 'Jesus' };

/**
 * Whether the word at `i` is a person's name (by the share of its uses that mark a person) a later pronoun may
 * stand for: not one that qualifies another name, nor a king whose year dates a deed.
 */
const pronounTarget = (words: readonly Word[], i: number, input: FactoidInput, personShare: (name: string) => number) =>
  capitalName(words[i], input.isName) && personShare(words[i]!.text) > 0.5 && !qualifiesName(words, i) && !datesDeed(words, i);

/** The verse's first `he`/`him` (`she`/`her` for a woman) when no name comes before it: the one the verses before were about. */
function leadingPronoun(words: readonly Word[], isName: NameTest, sex: 'male' | 'female'): number | undefined {
  for (let i = 0; i < words.length; i++) {
    const lower = words[i]!.text.toLowerCase();
    if (SUBJECT_PRONOUN[lower] === sex || OBJECT_PRONOUN[lower] === sex) return i;
    if (capitalName(words[i]!, isName)) return undefined;
  }
  return undefined;
}

/** The leading pronoun and the later object pronouns of its sex: others' deeds done to him (`his sons smote him`). */
function sameOneAfter(words: readonly Word[], at: number, sex: 'male' | 'female'): number[] {
  const out = [at];
  for (let i = at + 1; i < words.length; i++) if (OBJECT_PRONOUN[words[i]!.text.toLowerCase()] === sex) out.push(i);
  return out;
}

/** The last person the verse just before names (same chapter), by canonical key; see `peopleBefore` for whom it skips. */
function lastPersonBefore(id: number, translation: Translation, input: FactoidInput): string | undefined {
  if (id % 1000 <= 1) return undefined;
  const words = wordsOf(input.store.getVerse(id - 1, translation)?.text ?? '');
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (isDivineName(w.text) && /^\p{Lu}/u.test(w.text)) return undefined;
    // A name the texts never mark as anyone's but give a sex (`Sennacherib king of Assyria`) is a person's.
    if (pronounTarget(words, i, input, (name) => input.names.kinds(name)?.person ?? (input.names.gender(name) ? 1 : 0)))
      return input.names.canonical(w.text).toLowerCase();
  }
  return undefined;
}

/** A name in a name's appositive (`Tola the son of Puah, the son of Dodo`), not one a verb leads to (`became the father of Nimrod`). */
export const qualifiesName = (words: readonly Word[], at: number) =>
  isModifier(words, at) && words[at - 3]?.text.toLowerCase() === 'the' && /^\p{Lu}/u.test(words[at - 4]?.text ?? '');

/** What may stand between a description and the name after it: `a certain woman named Martha`, `the servant's name was Malchus`. */
const APPOSITION_AFTER = new Set(['the', 'a', 'an', 'certain', 'named', 'called', 'whose', 'name', 'names', 'was', 'were', 'is', 's', 'by']);
/** …and between a name and the description after it: `Malchus the servant`, `Dagon their god` (`Saul's servant` is not Saul). */
const APPOSITION_BEFORE = new Set(['the', 'a', 'an', 'certain', 'his', 'her', 'their', 'our', 'my', 'thy', 'your']);

/** `the name of the one was Shiphrah, and the name of the other Puah`: each of a pair named after the pair's noun. */
const PAIR_NAMED = /^the name of the (?:one|other|first|second|elder|younger)(?: was| is)?$/;
/** How many words after the pair's noun its second name may stand (Exodus 1:15: 15). */
const PAIR_REACH = 20;

/** `he called it Nehushtan`, `called the name of the place Peniel`, `called the name of it Eben-ezer`: the name a naming verb gives. */
const NAMING_VERB = /^(?:call|called|calleth|name|named)$/i;
const NAMED =
  /^(?:the name (?:of (?:the|that|this) \w+|of it|thereof)|(?:his|her|its|their) name|it|him|her|them|(?:the|that|this) \w+)?(?: after the name of (?:his|her|their) \w+)?$/;

/** Whether the word at `verb` is a naming verb whose name is the candidate. */
const namedBy = (words: readonly Word[], verb: number, candidate: AnswerCandidate) =>
  verb < candidate.from &&
  NAMING_VERB.test(words[verb]!.text) &&
  NAMED.test(
    words
      .slice(verb + 1, candidate.from)
      .map((w) => w.text.toLowerCase())
      .join(' '),
  );

/**
 * "What did Moses name the altar…": the name a naming verb in the verse gives (`called the name of it
 * Jehovah-nissi`), not a name that merely stands by the question's words (`Joshua discomfited Amalek`).
 */
export const givenName = (words: readonly Word[], candidate: AnswerCandidate) => words.some((_, v) => namedBy(words, v, candidate));

/** "What was the name of the servant…": the name stands right by the words that describe its bearer. */
function apposed(words: readonly Word[], candidate: AnswerCandidate, hits: readonly number[]): boolean {
  for (const length of [5, 6]) {
    const at = candidate.from - length;
    const before = words.slice(Math.max(0, at), candidate.from).map((w) => w.text.toLowerCase());
    if (at >= 0 && PAIR_NAMED.test(before.join(' ')) && hits.some((h) => h < at && candidate.from - h <= PAIR_REACH)) return true;
  }
  return hits.some((h) => {
    if (h >= candidate.from && h <= candidate.to) return false;
    if (namedBy(words, h, candidate)) return true;
    const after = h < candidate.from;
    const between = after ? words.slice(h + 1, candidate.from) : ownerDropped(words.slice(candidate.to + 1, h));
    const allowed = after ? APPOSITION_AFTER : APPOSITION_BEFORE;
    return between.length <= NAME_REACH && between.every((w) => allowed.has(w.text.toLowerCase()));
  });
}

/** `Deborah Rebekah's nurse`: the owner's name ending the words before the noun is the noun's, not a gap (`Saul's servant` alone is not Saul). */
function ownerDropped(between: readonly Word[]): readonly Word[] {
  const owner = between.at(-2);
  return between.at(-1)?.text.toLowerCase() === 's' && owner && /^\p{Lu}/u.test(owner.text) ? between.slice(0, -2) : between;
}

/** Words between the candidate and a hit (0 when adjacent); Infinity without hits. */
function gap(candidate: AnswerCandidate, hits: readonly number[]): number {
  let best = Infinity;
  for (const h of hits) {
    if (h >= candidate.from && h <= candidate.to) continue;
    best = Math.min(best, h < candidate.from ? candidate.from - h - 1 : h - candidate.to - 1);
  }
  return best;
}

/** Near the question's relation or verb words most of all; near its names counts for less. */
function closeness(candidate: AnswerCandidate, relationHits: readonly number[], subjectHits: readonly number[]): number {
  const toRelation = gap(candidate, relationHits);
  const toSubject = gap(candidate, subjectHits);
  const nearest = Math.min(toRelation, toSubject + 3);
  if (!Number.isFinite(nearest)) return 0.15;
  return 1 / (1 + nearest / 3);
}

/**
 * Whether a candidate is one of the question's class: a person the texts call by the class noun
 * (`Elijah the prophet`), or a thing whose words include one of that kind (`bread and flesh` for "What
 * food…", `helmet of brass` for "What metal…"). Undefined for a class of things WordNet does not know
 * (`job`, `gift`): then no thing is known to be of it or not.
 */
function classMember(shape: Shape, input: FactoidInput, nouns: readonly string[]): ((candidate: AnswerCandidate) => boolean) | undefined {
  // "What sea…": a place the texts call a sea or a lake (`the sea of Galilee`), not the Jordan.
  const placeKind = shape.type === 'place' ? placeKindOf(shape.classNoun!) : undefined;
  if (placeKind) {
    const members = new Set(placeKind.flatMap((noun) => [...input.classMembers(noun)]));
    return members.size === 0 ? undefined : (candidate) => members.has(candidate.key) || endsInKind(shape, candidate);
  }
  if (shape.type === 'person') {
    // Called by any of the nouns: the texts' words for one they hardly use count as it (`counsellor` for `adviser`).
    const members = new Set(nouns.flatMap((noun) => [...input.classMembers(noun)]));
    return (candidate) => members.has(candidate.key);
  }
  const things = input.thingsOfClass(shape.classNoun!);
  if (things.size === 0) return undefined;
  // The class's own word is of it too (`gopher wood` for "What kind of wood…").
  const named = stem(shape.classNoun!);
  return (candidate) =>
    candidate.text
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((w) => things.has(w) || stem(w) === named);
}

/**
 * "What animal…": a thing the classes say is of no such kind (`kingdom` beside the camel) counts this
 * much. Measured on the dev half at 0.15-0.5 (see README); 0.15 declined the kinds of wood.
 */
const OTHER_KIND = 0.5;

/** Words after which an `-ing` word names a thing (`the preaching`, `his blessing`, `sound of singing`, `sheep's clothing`). */
const BEFORE_NOUN = new Set([...DETERMINERS, 'of', 'no', 'every', 's']);

/**
 * A lone `-ing` word after anything else is a verb's form (`widow casting in`, `are giving`), though
 * the texts use the word as a noun often enough elsewhere (`the casting`) to pass the noun test.
 */
function participle(words: readonly Word[], candidate: AnswerCandidate): boolean {
  if (candidate.from !== candidate.to || !/ing$/i.test(candidate.text)) return false;
  const before = words[candidate.from - 1]?.text.toLowerCase();
  return before !== undefined && !BEFORE_NOUN.has(before);
}

/** "Who killed…": the doer stands before the verb; "Whom did… kill", "Who was thrown…": after it. */
function roleFit(shape: Shape, candidate: AnswerCandidate, relationHits: readonly number[]): number {
  if (shape.role === 'any' || relationHits.length === 0) return 1;
  const before = relationHits.some((h) => h > candidate.to);
  const after = relationHits.some((h) => h < candidate.from);
  if (shape.role === 'agent') return before ? 1 : 0.55;
  return after ? 1 : 0.55;
}

/** Things a name may qualify: `the house of Onesiphorus; for he oft refreshed me` is his doing, not the house's. */
const THING_HEADS = 'house|sword|head|hand|armor|armour|city|land';
const THING_HEAD = new RegExp(`^(?:${THING_HEADS})$`, 'i');
const MODIFIER_HEAD = new RegExp(
  `^(?:son|sons|daughter|daughters|brother|brethren|wife|father|mother|sister|servant|servants|men|man|armourbearer|children|king|god|${THING_HEADS})$`,
  'i',
);

/**
 * `Goliath` in `the brother of Goliath`, `Jair` in `Elhanan the son of Jair`: a name that only qualifies
 * another; with `possessive`, also `Goliath's brother` and `Goliath the Gittite's brother` (not for a
 * question asking that very relation, where `Abram's wife` is the answer's place).
 */
function isModifier(words: readonly Word[], at: number, possessive = false): boolean {
  if (words[at - 1]?.text.toLowerCase() === 'of' && MODIFIER_HEAD.test(words[at - 2]?.text ?? '')) return true;
  if (!possessive) return false;
  const owner = words[at + 1]?.text.toLowerCase() === 'the' && /^\p{Lu}/u.test(words[at + 2]?.text ?? '') ? at + 2 : at;
  return words[owner + 1]?.text === 's' && words[owner + 1]!.start === words[owner]!.end + 1 && MODIFIER_HEAD.test(words[owner + 2]?.text ?? '');
}

/**
 * A name that only qualifies another (`the son of Jair`) is not who did the deed, unless the question
 * asks for that very relation ("Who was Elhanan's father?" is answered there).
 */
function headFit(shape: Shape, words: readonly Word[], candidate: AnswerCandidate, isName: NameTest): number {
  if (candidate.kind !== 'name' || shape.relation) return 1;
  // `Bethlehem of Judaea`: the first place is the one meant, the second says where it lies.
  const ofPlace = words[candidate.from - 1]?.text.toLowerCase() === 'of' && isName(words[candidate.from - 2]?.text ?? '');
  return isModifier(words, candidate.from) || datesDeed(words, candidate.from) || ofPlace ? 0.35 : 1;
}

/** `first and last`, `first and the last`: the whole of something, not its first. */
export const firstAndLast = (words: readonly Word[], at: number) => {
  const w = (i: number) => words[i]?.text.toLowerCase();
  if (w(at) === 'first') return w(at + 1) === 'and' && (w(at + 2) === 'last' || (w(at + 2) === 'the' && w(at + 3) === 'last'));
  if (w(at) === 'last') return (w(at - 1) === 'and' && w(at - 2) === 'first') || (w(at - 1) === 'the' && w(at - 2) === 'and' && w(at - 3) === 'first');
  return false;
};

/** `began to reign in the nine and thirtieth year of Uzziah`: a king's year dates the deed; he is not its doer (the verse is still about him). */
export const datesDeed = (words: readonly Word[], at: number) => words[at - 1]?.text.toLowerCase() === 'of' && /^years?$/i.test(words[at - 2]?.text ?? '');

/**
 * "Where was Jesus crucified?": `Jesus of Nazareth, which was crucified` says where he came from, not
 * where it happened; a place that qualifies the asked person's name answers only "where … from".
 */
function homeOfAsked(
  shape: Shape,
  words: readonly Word[],
  candidate: AnswerCandidate,
  subjectHits: readonly number[],
  relationHits: readonly number[],
  tokens: readonly string[],
): number {
  if (shape.type !== 'place' || candidate.kind !== 'name' || tokens.includes('from') || words[candidate.from - 1]?.text.toLowerCase() !== 'of') return 1;
  if (subjectHits.includes(candidate.from - 2)) return 0.1;
  // "Where were Jehoshaphat's ships broken?": `ships of Tharshish` says what ships they were, not where
  // (`the land of Uz` is where).
  const thing = words[candidate.from - 2]?.text.toLowerCase() ?? '';
  return relationHits.includes(candidate.from - 2) && !PLACE_CLASS.has(thing) ? OF_ASKED_THING : 1;
}

/** A place after `of` and one of the question's names (`Jesus of Nazareth`): the name's own, where he is from. */
const namesOne = (words: readonly Word[], candidate: AnswerCandidate, names: NameFacts, questionNames: ReadonlySet<string>) =>
  words[candidate.from - 1]?.text.toLowerCase() === 'of' && questionNames.has(names.canonical(words[candidate.from - 2]?.text ?? '').toLowerCase());

/** "Where was Nahum from?", "Which tribe was Ehud from?" ask where someone comes from, not where something happened. */
const asksHome = (shape: Shape, tokens: readonly string[]) => shape.type === 'place' && tokens.includes('from');

/**
 * "Where was Nahum from?": `Nahum the Elkoshite` names his home by its people's word, where no verse
 * names the town; for "where … from" that word is as much a place as a town's name.
 */
export const homeEpithet = (shape: Shape, words: readonly Word[], candidate: AnswerCandidate, subjectHits: readonly number[], tokens: readonly string[]) =>
  asksHome(shape, tokens) &&
  candidate.kind === 'name' &&
  GENTILIC.test(candidate.text) &&
  words[candidate.from - 1]?.text.toLowerCase() === 'the' &&
  subjectHits.includes(candidate.from - 2);

/** A place qualifying the question's own thing (`ships of Tharshish`) counts this much as where it happened. */
const OF_ASKED_THING = 0.5;

/** Pairs of the question's words standing together in the verse (`first man`, `sycamore tree`) near the answer. */
function phraseFit(pairs: readonly (readonly [string, string])[], words: readonly Word[], candidate: AnswerCandidate): number {
  let found = 0;
  for (const [a, b] of pairs) {
    for (let i = Math.max(0, candidate.from - WINDOW); i < Math.min(words.length - 1, candidate.to + WINDOW); i++) {
      if (words[i]!.stem === a && words[i + 1]!.stem === b) {
        found++;
        break;
      }
    }
  }
  return 1 + PAIR_BONUS * found;
}

/** What each pair of the question's words found together near an answer adds. */
const PAIR_BONUS = 0.5;

/** A question's last word as a preposition, and the verse's words that say it (`sit in`: `sat in ashes`). */
const PREPOSITIONS: Readonly<Record<string, readonly string[]>> = {
  in: ['in', 'into', 'within'],
  into: ['into'],
  on: ['on', 'upon'],
  upon: ['upon', 'on'],
  under: ['under', 'beneath', 'underneath'],
  with: ['with'],
  as: ['as', 'like'],
  like: ['like', 'as'],
};
/** A thing after the asked preposition (past an article or a possessive) is where the question ends, this much more surely. */
const PREPOSITION_FIT = 1.5;
const BEFORE_THING = /^(?:the|a|an|his|her|their|its|my|thy|thine|your|our)$/i;
const LIKENESS = new Set(['as', 'like']);
/** `strong as death` for "…strong as what?": the question's own word before the likeness says it all. */
const LIKENESS_FIT = 3;

/**
 * "What did the king of Nineveh sit in?": `covered him with sackcloth, and sat in ashes`: the thing
 * after `in`; so too where the question ends in the preposition and `what` ("Love is as strong as what?"),
 * and `with` for an instrument ("What did David use to kill Goliath?": `with a sling and with a stone`).
 */
export function prepositionCue(shape: Shape, tokens: readonly string[], words: readonly Word[], candidate: AnswerCandidate): number {
  const end = tokens[0] === 'what' ? tokens.length - 1 : tokens.at(-1) === 'what' ? tokens.length - 2 : -1;
  const instrument = tokens.some((t, i) => INSTRUMENT_VERBS.has(t) && tokens[i + 1] === 'to');
  const said = shape.type !== 'thing' ? undefined : instrument ? PREPOSITIONS.with : end >= 0 ? PREPOSITIONS[tokens[end]!] : undefined;
  if (!said) return 1;
  const before = BEFORE_THING.test(words[candidate.from - 1]?.text ?? '') ? candidate.from - 2 : candidate.from - 1;
  if (!said.includes(words[before]?.text.toLowerCase() ?? '')) return 1;
  // A likeness is of the question's word: `strong as death`, not `as a seal upon thine arm`.
  if (instrument || !LIKENESS.has(tokens[end]!)) return PREPOSITION_FIT;
  return stem(words[before - 1]?.text ?? '') === stem(tokens[end - 1] ?? '') ? LIKENESS_FIT : 1;
}

const PLACE_CUE = /^(?:in|at|into|unto|to|from|toward|towards|of|near|beyond|out|through)$/i;

/** "Where…": a place the verse itself puts a preposition before (`born in Bethlehem`) is more surely the place. */
function placeCue(shape: Shape, words: readonly Word[], candidate: AnswerCandidate): number {
  if (shape.type !== 'place' || candidate.kind !== 'name') return 1;
  // `through the Red sea`: the kind's article stands between.
  const before = endsInKind(shape, candidate) && words[candidate.from - 1]?.text.toLowerCase() === 'the' ? candidate.from - 2 : candidate.from - 1;
  return PLACE_CUE.test(words[before]?.text ?? '') ? 1 : 0.5;
}

/** A place said with the kind asked for (`Red sea` for "What sea…"). */
const endsInKind = (shape: Shape, candidate: AnswerCandidate) =>
  !!shape.classNoun && !!placeKindOf(shape.classNoun)?.includes(candidate.text.split(/\s+/).at(-1)!.toLowerCase());

/**
 * "What was the ark made of?": the material stands after `of`, `with` or `was` just after the
 * question's own words: `an ark of gopher wood`, `made a great throne of ivory`, `the street of the
 * city was pure gold`; not `out of heaven`.
 */
export function materialCue(shape: Shape, words: readonly Word[], candidate: AnswerCandidate, relationHits: readonly number[]): number {
  if (!shape.material || candidate.kind !== 'phrase') return 1;
  // A count may stand between (`the twelve gates were twelve pearls`, `every several gate was of one pearl`).
  const link = candidate.from - (numberValue(words[candidate.from - 1]?.text ?? '') === undefined ? 1 : 2);
  if (!/^(?:of|with|was|were)$/i.test(words[link]?.text ?? '')) return MATERIAL_ELSEWHERE;
  return relationHits.some((h) => h < link && link - h <= MATERIAL_REACH) ? 1 : MATERIAL_ELSEWHERE;
}

/** Words from the question's word to the `of` (`street` … `was`: four). */
const MATERIAL_REACH = 4;
/** A material the verse does not write as one (after `of`, `was`) is less surely the answer. */
const MATERIAL_ELSEWHERE = 0.4;

const NEGATORS = new Set(['not', 'neither', 'nor', 'never', 'no', 'without', 'nothing', 'cannot']);
/** A negator at most this many words before the question's verb denies the deed. */
const NEGATION_REACH = 2;
const DENIED = 0.3;

/**
 * Whether the question's verb nearest the candidate is denied there: `came neither eating bread nor
 * drinking wine`, `Drink no longer water` (a negator between the verb and the thing right after it);
 * undefined when no word of the question's deed stands in the verse.
 */
export function negated(words: readonly Word[], candidate: AnswerCandidate, relationHits: readonly number[]): boolean | undefined {
  let nearest: number | undefined;
  for (const h of relationHits) {
    if (h >= candidate.from && h <= candidate.to) continue;
    if (nearest === undefined || Math.abs(h - candidate.from) < Math.abs(nearest - candidate.from)) nearest = h;
  }
  if (nearest === undefined) return undefined;
  const between = nearest < candidate.from ? words.slice(nearest + 1, candidate.from) : [];
  return negatorBefore(words, nearest) || (between.length <= NEGATION_REACH && between.some(isNegator));
}

const isNegator = (word: Word | undefined) => NEGATORS.has(word?.text.toLowerCase() ?? '');
/** Whether a negator stands in the NEGATION_REACH words before word `at` (`did not eat`). */
const negatorBefore = (words: readonly Word[], at: number) => words.slice(Math.max(0, at - NEGATION_REACH), at).some(isNegator);

/**
 * "What did John the Baptist eat?": what a verse says he did not eat is no answer; "What can many
 * waters not quench?": what a verse says they do quench (`the wild asses quench their thirst`) is none.
 */
export const negationFit = (asksDenied: boolean, denied: boolean | undefined): number => (denied === undefined || denied === asksDenied ? 1 : DENIED);

/** Words that count people. */
const PERSONS = new Set(['people', 'person', 'soul', 'men', 'man'].map(stem));

/** How many words after a number what it counts may stand, and how surely it counts it there. */
const COUNTED_REACH = 6;
const COUNTED_FURTHER = 0.9;

/** "How many sons…": `seven sons`, `were seven` or `five smooth stones` counts them, `seven churches` counts something else. */
export function countFit(shape: Shape, words: readonly Word[], candidate: AnswerCandidate): number {
  if (candidate.kind !== 'number' || !shape.counted || shape.type !== 'number') return 1;
  const counted = stem(shape.counted);
  // The texts count people as souls: `eight souls were saved`, `about three thousand souls`.
  const persons = PERSONS.has(counted);
  const is = (word: Word) => {
    const own = stem(word.text);
    return word.stem === counted || own === counted || (persons && PERSONS.has(own));
  };
  // The phrase may end in the unit itself: `an hundred years` counts years, and no people.
  const last = words[candidate.to]!;
  if (is(last)) return 1;
  // "How old…", "How many years…": what counts something else (`seven devils`, `within thirty days`) is no age.
  const other = counted === YEARS ? NOT_YEARS : 0.3;
  // `eight days old` is an age, though not in years.
  if (TIME_UNIT.test(last.text)) return words[candidate.to + 1]?.text.toLowerCase() === 'old' ? 1 : other;
  const next = words[candidate.to + 1];
  // `the sons … were seven` counts what the verse is about; a time is told with its unit (`seventeen years old`).
  if (!next) return TIME_UNIT.test(shape.counted) ? 0.3 : 1;
  // `five smooth stones`: a word may describe what is counted.
  const functionWord = STOPWORDS.has(next.text.toLowerCase());
  const afterOne = words[candidate.to + 2];
  if (is(next) || (!functionWord && afterOne && is(afterOne))) return 1;
  // `ten men that were lepers`, `twenty pieces of silver`: what is counted, a few words on, but not
  // past another number (`for thy two daughters, and six years`: the years are the six's).
  const on = words.slice(candidate.to + 1, candidate.to + 1 + COUNTED_REACH);
  const nextNumber = on.findIndex((w) => numberValue(w.text) !== undefined);
  if ((nextNumber === -1 ? on : on.slice(0, nextNumber)).some(is)) return COUNTED_FURTHER;
  return functionWord ? 0.8 : other;
}

const YEARS = stem('years');
/**
 * A number that counts something else (`thirty days` without `old`, `seven devils`) for an age or a
 * count of years. Measured on the dev half: 0.1 changed no answer, 0.01-0.03 the same three (see README).
 */
const NOT_YEARS = 0.02;

/** How far before an age (`Abraham was an hundred years old`) the one whose age it is may stand. */
const AGE_OWNER_REACH = 4;

/**
 * "How old was Sarah when Isaac was born?": in `him that is an hundred years old? and shall Sarah, that
 * is ninety years old, bear?` each age is its own person's, the name just before it. An age told of
 * another name than the question's is not the one asked; of the question's names, the one asked of is
 * `ownerHits`' (all of them by default).
 */
export function ageOwnerFit(
  shape: Shape,
  words: readonly Word[],
  candidate: AnswerCandidate,
  subjectHits: readonly number[],
  isName: NameTest,
  ownerHits: readonly number[] = subjectHits,
): number {
  if (candidate.kind !== 'number' || shape.counted !== 'years' || subjectHits.length === 0) return 1;
  if (words[candidate.to + 1]?.text.toLowerCase() !== 'old' && words[candidate.to + 2]?.text.toLowerCase() !== 'old') return 1;
  for (let at = candidate.from - 1; at >= Math.max(0, candidate.from - AGE_OWNER_REACH); at--) {
    if (ownerHits.includes(at)) return 1;
    // Another's age, in a verse that never names the one asked about, is none of his.
    if (isName(words[at]!.text)) return ownerHits.length > 0 ? OTHERS_AGE : 0;
  }
  return 1;
}

const OTHERS_AGE = 0.3;

/** The question's name an age is asked of: the first after `old` ("How old was Sarah when Isaac was born?"). */
function ageOwnerTerm(tokens: readonly string[], nameTerms: readonly TermStat[]): TermStat | undefined {
  const old = tokens.indexOf('old');
  const at = (s: TermStat) => Math.min(...s.term.words.map((w) => tokens.indexOf(w.toLowerCase())).filter((i) => i > old));
  return [...nameTerms].filter((s) => Number.isFinite(at(s))).sort((a, b) => at(a) - at(b))[0];
}

/** What follows a count and its `of` when it counts a part of a group: `two of his disciples`. */
const PARTITIVE = /^(?:his|her|their|the|them|us|you|my|thy)$/i;
/** A count of some of them says less of how many there were in all. */
const PART = 0.5;

/** "How many disciples did Jesus have?": `he sent two of his disciples` counts some of them, not all he had. */
export function wholeCountFit(words: readonly Word[], candidate: AnswerCandidate): number {
  if (candidate.kind !== 'number') return 1;
  return words[candidate.to + 1]?.text.toLowerCase() === 'of' && PARTITIVE.test(words[candidate.to + 2]?.text ?? '') ? PART : 1;
}

/** Nouns for one place, which the place's name follows: `mount Gilboa`, `the valley of Elah`, `the city of Jericho`. */
const PLACE_NOUNS = new Set(['city', 'mount', 'mountain', 'valley', 'river', 'pool', 'brook', 'hill', 'wilderness', 'plain']);

/**
 * `the valley of Elah`: here the name is a place's, whatever else the texts call by it (Elah is a
 * king too). Not after a plural (`the cities of Israel` are a people's).
 */
export function placeNoun(words: readonly Word[], at: number): boolean {
  const before = words[at - 1]?.text.toLowerCase() ?? '';
  return PLACE_NOUNS.has(before) || (before === 'of' && PLACE_NOUNS.has(words[at - 2]?.text.toLowerCase() ?? ''));
}

/** A name the texts use for a person less than this share of the time is a person's only with a title beside it. */
const MOSTLY = 0.5;
/** Titles only a person bears. */
const PERSON_TITLES = new Set(['prophet', 'prophetess', 'seer', 'king', 'queen', 'priest', 'scribe']);

/**
 * `the prophet Gad`, `Gad the king's seer`, `king Manasseh`, `Manasseh king of Judah`: a name with a
 * person's title beside it is a person's, though the texts mostly call another by it (Gad and Manasseh are tribes too).
 */
export function personTitle(words: readonly Word[], at: number): boolean {
  const word = (i: number) => words[i]?.text.toLowerCase() ?? '';
  const titleAt = (i: number) => PERSON_TITLES.has(word(i)) || (word(i + 1) === 's' && PERSON_TITLES.has(word(i + 2)));
  return (PERSON_TITLES.has(word(at - 1)) && word(at - 2) !== 'of') || titleAt(at + 1) || (word(at + 1) === 'the' && titleAt(at + 2));
}

/** Gentilics (`Philistine`, `Gittite`, `Levites`) name a people, not one person. */
const GENTILIC = /(?:ites?|ians?|ines?|eans?|^jews?|^gentiles?|^greeks?|^romans?)$/i;

/** How well the candidate is of the asked kind: a person's name for "who", a place's for "where", a noun for "what". */
function typeFit(shape: Shape, words: readonly Word[], candidate: AnswerCandidate, names: NameFacts, nounlike: (word: string) => number): number {
  // A doer's noun leads its phrase (`angel` of `the angel of the LORD`).
  if (candidate.kind === 'phrase' && (shape.type === 'person' || shape.type === 'people')) return AGENT_FIT * nounlike(words[candidate.from]!.text);
  if (candidate.kind === 'phrase')
    return materialAfterOf(shape, words, candidate.from) || countedAt(words, candidate.from) ? 1 : nounlike(candidate.text.split(/\s+/).at(-1)!);
  if (candidate.kind !== 'name') return 1;
  if (shape.type === 'place' && endsInKind(shape, candidate)) return 1;
  if (shape.type === 'person' && GENTILIC.test(candidate.text)) return 0.2;
  const kinds = names.kinds(candidate.text);
  if (!kinds) return 0.5;
  // A relative's sex is the relation's (`mother`); else the noun asking says it ("Which queen…"), but
  // not of a name after `of` (`the queen of Sheba`: a land, though also a man's name).
  const gender = (shape.relation || (shape.gender && words[candidate.from - 1]?.text.toLowerCase() !== 'of')) && names.gender(candidate.text);
  const wantsFemale = shape.relation ? /^(mother|wife|daughter|daughters|sister|sisters|grandmother)$/.test(shape.relation.kind) : shape.gender === 'female';
  const wantsMale = shape.relation
    ? /^(father|husband|son|sons|brother|brothers|grandfather|grandson|uncle|nephew)$/.test(shape.relation.kind)
    : shape.gender === 'male';
  const genderFit = gender && ((wantsFemale && gender === 'male') || (wantsMale && gender === 'female')) ? 0.1 : 1;
  const place = placeNoun(words, candidate.from) ? 1 : kinds.place;
  // "Which nation…": a land or its people (`Edom`, `the Chaldeans`).
  const nation = shape.classNoun === 'nation' || shape.classNoun === 'nations';
  const person = kinds.person < MOSTLY && personTitle(words, candidate.from) ? 1 : kinds.person;
  const share = shape.type === 'place' ? (nation ? Math.max(place, kinds.people) : place) : shape.type === 'people' ? Math.max(person, kinds.people) : person;
  return (0.1 + 0.9 * share) * genderFit;
}
