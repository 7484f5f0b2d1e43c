import { DETERMINERS } from './candidates.ts';
import { stem } from './lexicon.ts';
import type { Question } from './question.ts';
import { AUXILIARIES, relatedAsked } from './shape.ts';
import type { TextFacts } from './text-facts.ts';

/** A question's verb the texts use in fewer verses than this (KJV and WEB counted apart) is read with their words for it. */
const RARE = 50;
/** The helpers after which, past the subject, the question's own verb comes ("What did Rahab tie…"); not `was`, after which a noun may. */
const DO = new Set('did does do will would can could shall should may might'.split(' '));

/** The positions of the question's verbs: after `who`/`what`, after `did` and the subject, and any form in `-ed` of a verb. */
function verbsAt(question: Question, facts: TextFacts): Set<number> {
  const { tokens } = question;
  const at = new Set<number>();
  const isVerb = (t: string) => facts.verbWord(t) !== undefined;
  // "Who pulled Jeremiah…", "What bit Paul…".
  if ((tokens[0] === 'who' || tokens[0] === 'what') && !AUXILIARIES.has(tokens[1] ?? '')) at.add(1);
  // "What did Rahab tie…", "Which sea did Moses part…": the first verb after the subject.
  const helper = tokens.findIndex((t, i) => i <= 4 && DO.has(t));
  if (helper >= 0) {
    const names = new Set(question.terms.filter((t) => t.name).map((t) => t.word));
    const verb = tokens.findIndex((t, i) => i > helper && !names.has(t) && !DETERMINERS.has(t) && isVerb(t));
    if (verb >= 0) at.add(verb);
  }
  // "Who was stoned…": a past form of a verb (not a word that only ends so, `speed`).
  const pastOf = (t: string) => [t.slice(0, -1), t.slice(0, -2), /([bdgklmnprt])\1ed$/.test(t) ? t.slice(0, -3) : ''].some((base) => base && isVerb(base));
  tokens.forEach((t, i) => /ed$/.test(t) && isVerb(t) && pastOf(t) && at.add(i));
  return at;
}

/**
 * "Who deserted Paul…", "What did Rahab tie in her window?": the texts say `forsaken` and `bound`. A
 * question's verb the texts (almost) never use is read with the texts' forms of its synonyms by
 * WordNet (see core/bible/knowledge/verb-words.ts), so retrieval and the words around an answer meet
 * them. Not a verb the lexicon already widens (`kill`: `slew`, `smote`), nor a light one (`give`),
 * nor the `related` of "How was Lot related to Abraham?", which names no deed.
 */
export function withVerbWords(question: Question, facts: TextFacts): Question {
  if (relatedAsked(question.text)) return question;
  const verbs = new Set([...verbsAt(question, facts)].map((i) => question.tokens[i]!));
  let changed = false;
  const terms = question.terms.map((term) => {
    if (term.name || term.weight < 1 || term.words.length > 1 || !verbs.has(term.word)) return term;
    const verb = facts.verbWord(term.word);
    if (!verb || verb.verses >= RARE) return term;
    const added = verb.synonyms.filter((w) => !term.words.includes(w));
    if (added.length === 0) return term;
    changed = true;
    return { ...term, words: [...term.words, ...added], stems: new Set([...term.stems, ...added.map(stem)]) };
  });
  return changed ? { ...question, terms } : question;
}
