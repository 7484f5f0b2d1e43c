import { stem } from './lexicon.ts';
import { capitalize } from './names.ts';
import type { Question } from './question.ts';
import type { TextFacts } from './text-facts.ts';

/** The endings that make a people or a person of a place: `Gileadite`, `Moabitess`, `Israelitish`, `Corinthians`, `Syrians`. */
const ENDINGS = ['ite', 'ites', 'itess', 'itish', 'ian', 'ians', 'an', 'ans'];

/**
 * The gentilics the texts use for a place: its name with an ending, after a last vowel, a last `in`
 * or a last `us` dropped (`Tishbite`, `Benjamite`, `Ephesians`). Not more: `Shunites` are Shuni's
 * sons, not Shunem's people.
 */
function gentilicsOf(place: string, facts: TextFacts): string[] {
  const bases = new Set([place, place.replace(/[aeiou]$/, ''), place.replace(/in$/, ''), place.replace(/us$/, '')]);
  const knowledge = facts.knowledge();
  const forms = new Set([...bases].flatMap((base) => ENDINGS.map((ending) => base + ending)));
  return [...forms].filter((form) => knowledge.nameInfo(capitalize(form)) !== undefined);
}

/**
 * "Which old man from Gilead fed David…?": the texts say `Barzillai the Gileadite`, `Elijah the
 * Tishbite`, `Ruth the Moabitess`. A place the question names is read with the texts' words for its
 * people too, so retrieval and the words around an answer meet them.
 */
export function withGentilics(question: Question, facts: TextFacts): Question {
  let changed = false;
  const terms = question.terms.map((term) => {
    if (!term.name) return term;
    const added = gentilicsOf(term.word, facts).filter((w) => !term.words.includes(w));
    if (added.length === 0) return term;
    changed = true;
    return { ...term, words: [...term.words, ...added], stems: new Set([...term.stems, ...added.map(stem)]) };
  });
  return changed ? { ...question, terms } : question;
}
