import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import { calledAsked, calledBy } from './called.ts';
import { colourAsked, coloursSaid } from './colours.ts';
import { fateAsked, fatesOf } from './fates.ts';
import { eatenBy, eatingAsked } from './eating.ts';
import { destinationAsked, destinationsOf } from './destinations.ts';
import { creationAnswer, creationAsked } from './creation.ts';
import { deedAsked, deedsTold } from './deeds.ts';
import { mannerOfDeath, type DeathDeps } from './deaths.ts';
import type { RankedAnswer } from './factoid.ts';
import { howRelated } from './how-related.ts';
import { meaningsOf } from './meanings.ts';
import { definitionAsked, definitionsOf } from './defined.ts';
import { promiseAsked, promisedTo } from './promised.ts';
import type { Question } from './question.ts';
import type { Retrieved } from './retrieve.ts';
import { deathAsked, meaningAsked, relatedAsked, whoWasAsked } from './shape.ts';
import type { TextFacts } from './text-facts.ts';
import { whoWas } from './who-was.ts';

// Kinds of question whose answer no candidate of the verses names, each with a reader of its own
// that reads the texts' own formulae; a question none of them reads (or none can answer) is
// answered as any other.

/** The answers of the first reader that reads the question and finds one; empty otherwise. */
export function readersAnswer(question: Question, retrieved: Retrieved, translation: Translation, store: VerseStore, facts: TextFacts): RankedAnswer[] {
  const reading = { store, isName: facts.isName, names: facts.names, nounlike: facts.nounlike };
  const readers: (() => RankedAnswer[] | undefined)[] = [
    // "How did Judas die?": how the verses that tell of him say it.
    () => (deathAsked(question.text) ? deathsOf(question, retrieved, translation, reading) : undefined),
    // "How was Lot related to Abraham?": the relation the knowledge layer states between them.
    () => {
      const related = relatedAsked(question.text);
      return related ? howRelated(related, facts.knowledge(), translation, store) : undefined;
    },
    // "What does Emmanuel mean?": what the verses holding the word say it means.
    () => {
      const word = meaningAsked(question.text);
      return word ? meaningsOfAsked(word, retrieved, translation, store) : undefined;
    },
    // "Who was Barabbas?": what the texts call him (`Now Barabbas was a robber`).
    () => {
      const person = whoWasAsked(question.text);
      return person ? whoWas(person, facts.knowledge(), translation, store) : undefined;
    },
    // "What did God create on the fourth day?", "On which day did God create man?": Genesis 1's own count.
    () => {
      const creation = creationAsked(question.text);
      return creation ? creationAnswer(creation, thingStems(question), store, translation) : undefined;
    },
    // "What happened to Lot's wife?": the fate the verses about it tell.
    () => {
      const fate = fateAsked(question.text);
      return fate ? fatesOf(fate.whom, retrieved, translation, store) : undefined;
    },
    // "What did John the Baptist eat?": what the verses about him say he ate.
    () => (eatingAsked(question.text) ? eatenBy(retrieved, translation, reading) : undefined),
    // "Where was Jonah trying to run away to?": where the verses about him say he went.
    () => (destinationAsked(question) ? destinationsOf(question, retrieved, translation, reading) : undefined),
    // "What color was the robe they put on Jesus?": the colour the verses say of it.
    () => (colourAsked(question.text) ? coloursSaid(retrieved, translation, store) : undefined),
    // "What did Paul tell the Thessalonians to do without ceasing?": the command the verses give.
    () => (deedAsked(question.text) ? deedsTold(question.text, retrieved, translation, { store, isVerb: (w) => facts.verbWord(w) !== undefined }) : undefined),
    // "What is the sword of the Spirit?", "Who is a liar?": what the verses say it is (`which is the word of
    // God`), who they say is one (`Who is a liar but he that denieth…`).
    () => {
      const thing = definitionAsked(question.text);
      return thing ? definitionsOf(thing, retrieved, translation, store) : undefined;
    },
    // "Who does Peter call his son?": whom the teller's own verses call so (`Marcus my son`).
    () => {
      const called = calledAsked(question.text);
      return called ? calledBy(called, question.book, { ...reading, narratorOf: facts.narratorOf, phraseVerses: facts.phraseVerses }) : undefined;
    },
    // "Who shall inherit the earth?": whom the verses promise it (`Blessed are the meek: for they shall inherit the earth`).
    () => {
      const promise = promiseAsked(question.text);
      return promise ? promisedTo(promise, retrieved, translation, store) : undefined;
    },
  ];
  for (const read of readers) {
    const answers = read();
    if (answers?.length) return answers;
  }
  return [];
}

/** The stems of what a creation question asks about: its words but God, creating and the day. */
function thingStems(question: Question): Set<string> {
  const asking = new Set(['god', 'create', 'created', 'make', 'made', 'day', 'creation']);
  return new Set(question.terms.filter((t) => !asking.has(t.word)).flatMap((t) => [...t.stems]));
}

/** What the verses holding the asked word (all its words: `Talitha cumi`) say it means (see meanings.ts). */
function meaningsOfAsked(word: string, retrieved: Retrieved, translation: Translation, store: VerseStore): RankedAnswer[] {
  const tokens = word
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const asked = retrieved.stats.filter((s) => s.ids.size > 0 && s.term.words.some((w) => tokens.includes(w.toLowerCase())));
  if (asked.length === 0) return [];
  const [rarest, ...others] = [...asked].sort((a, b) => a.ids.size - b.ids.size);
  const ids = new Set([...rarest!.ids].filter((id) => others.every((s) => s.ids.has(id))));
  return meaningsOf({ words: asked.flatMap((s) => s.term.words), ids: ids.size ? ids : rarest!.ids }, translation, store);
}

/** How the person the question names died, by the verses that name the rarest of its names (see deaths.ts). */
function deathsOf(question: Question, retrieved: Retrieved, translation: Translation, deps: DeathDeps): RankedAnswer[] {
  // `John the Baptist`: the verses naming `Baptist`, and either name in them; `Judas Iscariot`: those
  // naming `Judas` when the ones naming `Iscariot` tell no death.
  const named = retrieved.stats.filter((s) => s.term.name && s.ids.size > 0).sort((a, b) => a.ids.size - b.ids.size);
  const words = named.flatMap((s) => s.term.words);
  for (const { ids } of named) {
    const told = mannerOfDeath({ words, ids }, question.book, translation, deps);
    if (told.length > 0) return told;
  }
  return [];
}
