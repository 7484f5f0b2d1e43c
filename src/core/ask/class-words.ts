import { stem } from './lexicon.ts';
import { capitalize } from './names.ts';
import type { Question } from './question.ts';
import type { TextFacts } from './text-facts.ts';

/** A person noun the texts use in fewer verses than this (KJV and WEB together) is read with the texts' words for its kind. */
const RARE = 20;
/** Kinds whose words are no person, though WordNet also files them under one (`bird` and `skirt` are also a girl). */
const NOT_PEOPLE = ['animal', 'artifact'];
/** A name the texts use for persons at least this often (the rest for places and peoples) names a person's class. */
const PERSON_KIND = 0.5;

/**
 * "What was the name of the girl who answered the door?", "Which of David's advisers…": the texts say
 * `damsel` and `maid`, `counsellor`, hardly ever `girl` and never `adviser`. A person noun the texts
 * (almost) never use is read with their words for persons of its kind (WordNet's classes, see
 * core/bible/knowledge/noun-classes.ts), so that retrieval, the words around an answer and who the
 * texts call by the noun all meet them. Names (`Esau` is a boy to WordNet) and words that are also
 * animals or things are left out.
 */
export function withClassWords(asked: Question, facts: TextFacts): Question {
  const question = asPersonClass(asked, facts);
  const { shape } = question;
  if ((shape.type !== 'person' && shape.type !== 'people') || !shape.classNoun) return question;
  const nounStem = stem(shape.classNoun);
  const at = question.terms.findIndex((t) => !t.name && t.stems.has(nounStem));
  if (at < 0 || facts.versesOf(shape.classNoun).size >= RARE) return question;
  const excluded = NOT_PEOPLE.map((kind) => facts.thingsOfClass(kind));
  const added = [...facts.thingsOfClass(shape.classNoun)].filter((w) => !facts.isName(capitalize(w)) && !excluded.some((kind) => kind.has(w)));
  if (added.length === 0) return question;
  const words = [...new Set([...question.terms[at]!.words, ...added])];
  const terms = question.terms.map((t, i) => (i === at ? { ...t, words, stems: new Set([...t.stems, ...added.map(stem)]), kindWords: added } : t));
  return { ...question, terms };
}

/**
 * "Which coppersmith did Paul much evil?", "Which sorcerer…", "Which harlot…": a class noun the
 * question's words leave a thing's asks for a person when WordNet files it, and most kinds of it
 * (`enchanter`, `whore`), under persons and under no animal or artifact. A common noun's other senses
 * are what the texts mean by it (`tree`, `prayer` and `creature` are persons too to WordNet): a noun
 * the texts use often must also be one they call a person by.
 */
function asPersonClass(question: Question, facts: TextFacts): Question {
  const { shape } = question;
  const noun = shape.classNoun;
  if (shape.type !== 'thing' || !noun) return question;
  // "Which Pharisee…", "Which Ethiopian…": a name the texts give persons (one of a people, a sect).
  if ((facts.knowledge().nameInfo(capitalize(noun))?.kind.person ?? 0) >= PERSON_KIND) return { ...question, shape: { ...shape, type: 'person' } };
  const persons = facts.thingsOfClass('person');
  const kinds = [...facts.thingsOfClass(noun)];
  const person = persons.has(noun) && kinds.filter((k) => persons.has(k)).length * 2 >= kinds.length;
  if (!person || NOT_PEOPLE.some((kind) => facts.thingsOfClass(kind).has(noun))) return question;
  // A noun the texts use often says its own sense: a person's when they call a person by it (`Rahab the harlot`;
  // the WEB's `Yahweh, my prayer` names no person the knowledge layer knows).
  const calls = () => [...facts.classMembers(noun)].some((m) => (facts.knowledge().nameInfo(capitalize(m))?.kind.person ?? 0) >= PERSON_KIND);
  return facts.versesOf(noun).size < RARE || calls() ? { ...question, shape: { ...shape, type: 'person' } } : question;
}
