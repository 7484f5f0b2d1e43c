import type { Translation } from '#shared/contract/bible.ts';
import type { VerseStore } from '../bible/verse-store.ts';
import type { Knowledge } from '../verses-db/knowledge.ts';
import { factAnswers, factOnly } from './fact-answers.ts';
import type { RankedAnswer } from './factoid.ts';
import { capitalize } from './names.ts';
import { analyzeQuestion } from './question.ts';
import { otherNames } from './same-person.ts';

// "How was Jonathan related to Saul?": the knowledge layer answers "Who was Saul's son?" with
// Jonathan, so the answer is the relation for which it names the one asked about. Each relation it
// knows is asked of the second person, then of the first and said the other way round: "How was Lot
// related to Abraham?" is answered by "Who was Lot's uncle?" (Abram), as `Lot was Abraham's nephew`.

/**
 * The relations asked in turn: the nearest kin first, then two steps to the side, then by marriage.
 * Not two generations: a grandfather's line mixes namesakes (`Who was Jacob's grandfather?` gives Laban too).
 */
const RELATIONS = [
  'father',
  'mother',
  'son',
  'daughter',
  'brother',
  'sister',
  'wife',
  'husband',
  'uncle',
  'nephew',
  'father-in-law',
  'mother-in-law',
  'son-in-law',
  'daughter-in-law',
];

/**
 * The person a typed phrase names: its last word the texts know as a name (`Simon Peter` → Peter),
 * in whatever case it was typed: the phrase stands where the question puts a person (`how was lot related`).
 */
function personIn(typed: string, knowledge: Knowledge): string | undefined {
  const known =
    typed
      .match(/\p{L}[\p{L}-]*/gu)
      ?.map(capitalize)
      .filter((w) => knowledge.nameInfo(w) !== undefined) ?? [];
  const last = known.at(-1);
  return last && knowledge.nameInfo(last)!.canonical;
}

/** The relation seen from the other side, by the sex of the one it is said of. */
const INVERSE: Record<string, [male: string, female: string]> = {
  father: ['son', 'daughter'],
  mother: ['son', 'daughter'],
  son: ['father', 'mother'],
  daughter: ['father', 'mother'],
  brother: ['brother', 'sister'],
  sister: ['brother', 'sister'],
  wife: ['husband', 'husband'],
  husband: ['wife', 'wife'],
  uncle: ['nephew', 'niece'],
  nephew: ['uncle', 'aunt'],
  'father-in-law': ['son-in-law', 'daughter-in-law'],
  'mother-in-law': ['son-in-law', 'daughter-in-law'],
  'son-in-law': ['father-in-law', 'mother-in-law'],
  'daughter-in-law': ['father-in-law', 'mother-in-law'],
};

/**
 * The relation between the two people the knowledge layer states, said as `Lot was Abraham's nephew`
 * and supported by the verses of its facts; empty when it states none. A relation counts only when
 * the layer's first answer to it is the other person (its later ones are often a namesake's).
 */
export function howRelated(asked: { one: string; other: string }, knowledge: Knowledge, translation: Translation, store: VerseStore): RankedAnswer[] {
  const one = personIn(asked.one, knowledge);
  const other = personIn(asked.other, knowledge);
  if (!one || !other || one === other) return [];
  // Abraham is the layer's `Abram` where the texts tell his kin (Genesis 11).
  const namesOf = (person: string) =>
    new Set([person, ...knowledge.aliasesOf(person), ...otherNames(knowledge, person).map((o) => o.name)].map((n) => n.toLowerCase()));
  const called = { [one]: namesOf(one), [other]: namesOf(other) };
  /** Whether the layer's first answer to "Who was `whose`'s `relation`?" is `who`. */
  const stated = (who: string, whose: string, relation: string) => {
    const question = analyzeQuestion(`Who was ${whose}'s ${relation}?`);
    const first = factAnswers(question, question.shape, knowledge).answers[0];
    return first && called[who]!.has(first.key) ? first : undefined;
  };
  for (const relation of RELATIONS) {
    // "How was Lot related to Abraham?": Abraham's nephew; else Lot's uncle, said the other way round.
    const forward = stated(one, other, relation);
    const found = forward ?? stated(other, one, relation);
    if (!found) continue;
    const said = `${one} was ${other}'s ${forward ? relation : INVERSE[relation]![knowledge.nameInfo(one)?.gender === 'female' ? 1 : 0]}`;
    const answer = factOnly(found, translation, store);
    if (answer.support.length === 0) continue;
    const key = said.toLowerCase();
    return [{ key, score: answer.score, support: answer.support.map((s) => ({ ...s, candidate: { ...s.candidate, key, text: said, kind: 'phrase' } })) }];
  }
  return [];
}
