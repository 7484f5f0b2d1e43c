import type { Translation } from '#shared/contract/bible.ts';
import { candidatesIn } from './candidates.ts';
import { wordsOf } from './clauses.ts';
import type { RankedAnswer } from './factoid.ts';
import type { Question } from './question.ts';
import type { Retrieved } from './retrieve.ts';
import { toldInBest, type ReaderDeps } from './verses-about.ts';

// "Where did Jonah try to run away to?" asks where someone went, and the verses say it after a verb of
// going (`rose up to flee unto Tarshish`, `went to sojourn in the country of Moab`, `they came to
// Thessalonica`), while the places the texts name everywhere (Jerusalem, Egypt) stand near the
// question's words in many verses. Only the best few verses about the one asked about are read.

/** The question's verb says someone went, ran, sailed, was sent or taken somewhere. */
const MOTION_ASKED =
  /\b(?:go|goes|went|gone|going|flee|fled|run|ran|sail|sailed|travel(?:l)?ed|journey(?:ed)?|send|sent|take|took|taken|return(?:ed)?|move[ds]?|escape[ds]?|head(?:ed)?|lead|led|bring|brought|carr(?:y|ied))\b/i;

/** "Where did Moses run to after he killed the Egyptian?", not "From which port did Jonah sail?" (where from). */
export const destinationAsked = (question: Question) => question.shape.type === 'place' && MOTION_ASKED.test(question.text) && !/\bfrom\b/i.test(question.text);

const MOTION =
  /^(?:go|goest|went|gone|goeth|going|come|comest|came|cometh|fled|flee|fleeth|sailed|sail|departed|depart|journeyed|returned|return|sent|send|brought|took|carried|led|entered|passed|turned)$/i;
/** Words between the verb and where to: `went up to`, `rose up to flee unto`, `sent him away into`. */
const BETWEEN = /^(?:up|down|forth|away|out|over|back|him|her|them|thither|to|sojourn|dwell)$/i;
const TOWARD = /^(?:to|unto|into|toward|towards|in)$/i;
/** How many words after the verb `to` may stand: `went to sojourn in`. */
const VERB_REACH = 5;
/** How many words after `to` the place may start: `to the land of Moab`. */
const PLACE_REACH = 4;

/** Where a verse says someone went: the first place after a verb of going and `to`, `unto`, `into`. */
export function destinationIn(text: string, question: Question, deps: ReaderDeps) {
  const words = wordsOf(text);
  const asked = new Set(question.terms.filter((t) => t.name).map((t) => t.word));
  const places = candidatesIn(text, words, question.shape, deps.isName, deps.names, new Set(), asked, deps.nounlike).filter((c) => {
    const kinds = c.kind === 'name' ? deps.names.kinds(c.text) : undefined;
    return !!kinds && kinds.place >= kinds.person + kinds.people;
  });
  // `is departed unto Thessalonica; Crescens to Galatia`: where a list leaves out its verb, the place
  // right after the asked one's name is where he went.
  for (let k = 0; k + 1 < words.length; k++) {
    if (!asked.has(words[k]!.text.toLowerCase()) || !TOWARD.test(words[k + 1]!.text)) continue;
    const place = places.find((p) => p.from > k + 1 && p.from <= k + 1 + PLACE_REACH);
    if (place) return place;
  }
  for (let i = 0; i < words.length; i++) {
    if (!MOTION.test(words[i]!.text)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 1 + VERB_REACH); j++) {
      const place = TOWARD.test(words[j]!.text) ? places.find((p) => p.from > j && p.from <= j + PLACE_REACH) : undefined;
      if (place) return place;
      if (!BETWEEN.test(words[j]!.text) && !TOWARD.test(words[j]!.text)) break;
    }
  }
  return undefined;
}

/** Where the best verses about the asked one say he went, the best verse's place first. */
export function destinationsOf(question: Question, retrieved: Retrieved, translation: Translation, deps: ReaderDeps): RankedAnswer[] {
  return toldInBest(retrieved, translation, deps.store, (_, text) => {
    const place = destinationIn(text, question, deps);
    return place && { candidate: place };
  });
}
