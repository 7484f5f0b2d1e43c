import type { Translation } from '#shared/contract/bible.ts';
import { chapterKey } from '../bible/verse-id.ts';
import { candidatesIn, numberValue, type AnswerCandidate } from './candidates.ts';
import { wordsOf, type Word } from './clauses.ts';
import type { RankedAnswer } from './factoid.ts';
import { stem } from './lexicon.ts';
import type { Retrieved } from './retrieve.ts';
import { toldInBest, type ReaderDeps } from './verses-about.ts';
import type { Shape } from './shape.ts';

// "What did John the Baptist eat?" asks for what is eaten, and the verses tell it in a few ways:
// after the verb (`he did eat locusts and wild honey`), as one's meat (`his meat was locusts`), or
// before it, the verb then saying `it` or nothing (`I took the little book … and ate it up`, `give us
// pulse to eat`, `the husks that the swine did eat`), sometimes in the verse before (`a piece of a
// broiled fish` … `he took it, and did eat`). Bread is everywhere near `eat`; only the verses about
// the one asked about say what he ate.

const ASKED = /^\s*what\s+(?:food\s+)?(?:did|do|does|was|were)\s+(.+?)\s+(?:eat|ate|eaten|want\s+to\s+eat|given\s+to\s+eat)\b/i;
const FOOD_ASKED = /^\s*what\s+food\b/i;

/** "What did Elijah eat under the juniper tree?", "What food did the ravens bring Elijah?" */
export const eatingAsked = (question: string) => ASKED.test(question) || FOOD_ASKED.test(question);

const EATS = /^(?:eat|ate|eaten|eateth|eating)$/i;
/** The verb is never part of what was eaten (`eat locusts` is `locusts`). */
const EAT_STEMS = new Set(['eat', 'eaten', 'eateth', 'eating', 'ate'].map(stem));
/** `his meat was locusts`: what one lived on. */
const MEAT = /^(?:meat|food)$/i;
const NEGATOR = /^(?:not|neither|nor|no|never)$/i;
/** Nouns near the verb that are no food: the body that eats, or food in general. */
const NOT_FOOD = new Set('mouth belly bowels hand hands head eyes heart soul face feet food meat son sons man men day night morning evening'.split(' '));
const THING: Shape = { asksName: false, role: 'patient', type: 'thing' };
/** Words after the verb before its object: `did eat the flesh`, `ate it up`. */
const BEFORE_OBJECT = /^(?:the|a|an|of|up|some|his|their|this|that)$/i;

/**
 * What a verse says was eaten, and whether the verse before says it (`before`, for an `it` the verse
 * leaves there); the candidate's place is in the verse that says it.
 */
export function eatenIn(text: string, deps: ReaderDeps, before?: string): { eaten: AnswerCandidate; inBefore: boolean } | undefined {
  const words = wordsOf(text);
  const things = foods(text, words, deps);
  const lower = (k: number) => words[k]?.text.toLowerCase() ?? '';
  for (let i = 0; i < words.length; i++) {
    const meat = MEAT.test(words[i]!.text) && lower(i + 1) === 'was';
    if (!meat && !EATS.test(words[i]!.text)) continue;
    // `neither eating bread`, `did not eat`.
    if (words.slice(Math.max(0, i - 3), i).some((w) => NEGATOR.test(w.text))) continue;
    // After the verb: `did eat locusts`, `his meat was locusts`, `shall eat the flesh`.
    let next = meat ? i + 2 : i + 1;
    while (next < words.length && BEFORE_OBJECT.test(words[next]!.text)) next++;
    const object = things.find((t) => t.from === next) ?? things.find((t) => t.from < next && t.to >= next && t.from >= i - 1);
    if (object) return { eaten: object.from < next ? startingAt(object, next, text, words) : object, inBefore: false };
    // Before it: `give us pulse to eat`, `the husks that the swine did eat`.
    const ending = (at: number) => things.find((t) => t.to === at);
    const toEat = lower(i - 1) === 'to' ? ending(i - 2) : undefined;
    let relative = -1;
    for (let k = Math.max(0, i - 4); k < i; k++) if (/^(?:that|which)$/i.test(words[k]!.text)) relative = k;
    const eaten = toEat ?? (relative > 0 ? ending(relative - 1) : undefined);
    if (eaten) return { eaten, inBefore: false };
    // `I took the little book … and ate it up`, `Then did I eat it`: what `it` is, said before.
    if (lower(next) !== 'it' && !/\btook it\b/i.test(text.slice(0, words[i]!.start))) continue;
    const sentence = text.lastIndexOf('.', words[i]!.start) + 1;
    const said = things.find((t) => t.start >= sentence && t.to < i) ?? things.find((t) => t.to < i);
    if (said) return { eaten: said, inBefore: false };
    const told = before === undefined ? undefined : foods(before, wordsOf(before), deps)[0];
    if (told) return { eaten: told, inBefore: true };
  }
  return undefined;
}

/** Part of a thing, its words `from` to `to`, with its own text and key. */
function part(thing: AnswerCandidate, from: number, to: number, text: string, words: readonly Word[]): AnswerCandidate {
  const [start, end] = [words[from]!.start, words[to]!.end];
  const key = words
    .slice(from, to + 1)
    .map((w) => stem(w.text))
    .join(' ');
  return { ...thing, from, to, start, end, text: text.slice(start, end), key };
}

/** A thing that holds the verb (`eat locusts`, read as one run) from its object on. */
const startingAt = (thing: AnswerCandidate, from: number, text: string, words: readonly Word[]) => part(thing, from, thing.to, text, words);
const endingAt = (thing: AnswerCandidate, to: number, text: string, words: readonly Word[]) => part(thing, thing.from, to, text, words);

/**
 * The things of a verse that may be food, each cut before a count that follows it (`manna forty
 * years`) and said with what it is a measure of (`a piece of a broiled fish`).
 */
function foods(text: string, words: readonly Word[], deps: ReaderDeps): AnswerCandidate[] {
  const things = candidatesIn(text, words, THING, deps.isName, deps.names, EAT_STEMS, new Set(), deps.nounlike).map((c) => {
    const count = words.findIndex((w, k) => k > c.from && k <= c.to && numberValue(w.text) !== undefined);
    return count === -1 ? c : endingAt(c, count - 1, text, words);
  });
  return things
    .map((c) => {
      const of = words[c.to + 1]?.text.toLowerCase() === 'of' ? things.find((o) => o.from > c.to + 1 && o.from <= c.to + 3) : undefined;
      return of ? part(c, c.from, of.to, text, words) : c;
    })
    .filter((c) => !NOT_FOOD.has(words[c.to]!.text.toLowerCase()))
    .sort((a, b) => a.from - b.from || b.to - a.to);
}

/**
 * What the verses about the asked one say he ate, the best verse's first: verses naming him (in the
 * verse, or its chapter for a pronoun) and most of the question's words, the nearer in meaning the better.
 */
export function eatenBy(retrieved: Retrieved, translation: Translation, deps: ReaderDeps): RankedAnswer[] {
  return toldInBest(retrieved, translation, deps.store, (id, text, t) => {
    const previous = chapterKey(id - 1) === chapterKey(id) ? deps.store.getVerse(id - 1, t)?.text : undefined;
    const said = eatenIn(text, deps, previous);
    return said && { candidate: said.eaten, id: said.inBefore ? id - 1 : id };
  });
}
