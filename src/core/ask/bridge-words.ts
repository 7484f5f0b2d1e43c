import { stemTokens } from '../lexical/stem-tokens.ts';
import { stem } from './lexicon.ts';
import type { Question } from './question.ts';
import type { TextFacts } from './text-facts.ts';

/** Only a modern word the WEB uses in fewer verses than this is read so: a common one (`around`, `everyone`) has verses enough of its own. */
const RARE = 30;

/**
 * "Who told Amnon to pretend to be sick?", "What did Esau sell for a bowl of stew?": people ask in
 * modern words, and the verse that answers may say it only the old way (`feign thyself sick`,
 * `pottage`). A question's word the KJV never writes is read with the words the older translations put
 * where the modern ones have it (see core/bible/knowledge/word-bridge.ts), so that retrieval and the
 * words around an answer meet them. A word the KJV writes is left as asked (`eunuch`, though the WEB
 * also writes it for the KJV's `chamberlain`): its own verses say it. Not a name, nor a word that
 * frames the question.
 */
export function withBridgeWords(question: Question, facts: TextFacts): Question {
  let changed = false;
  const terms = question.terms.map((term) => {
    if (term.name || term.weight < 1 || term.word.includes(' ')) return term;
    const stems = stemTokens(term.word);
    if (facts.phraseVerses('kjv', stems).size > 0 || facts.phraseVerses('web', stems).size >= RARE) return term;
    const have = new Set(term.words);
    const added = facts.bridgeWords(term.word).filter((w) => !have.has(w) && !term.stems.has(stem(w)));
    if (added.length === 0) return term;
    changed = true;
    return { ...term, words: [...term.words, ...added], stems: new Set([...term.stems, ...added.map(stem)]) };
  });
  return changed ? { ...question, terms } : question;
}
