import { tokenize } from '../lexical/tokenizer.ts';

/**
 * What kind of query a search gets, by its form alone: one or two words (`anxiety`, `forgiveness`),
 * a short phrase (`care for the sick`), a sentence (a paraphrase of a verse) or a question. Each
 * kind leans on different lists: a one-word topic on the verses around it, a sentence on its meaning.
 */
export type QueryShape = 'words' | 'phrase' | 'sentence' | 'question';

export const QUERY_SHAPES: readonly QueryShape[] = ['words', 'phrase', 'sentence', 'question'];

const QUESTION_START = /^(?:who|whom|whose|what|when|where|why|how|which|is|are|was|were|do|does|did|can|could|should|would|will|may|must|shall)\b/i;
const PHRASE_MAX_WORDS = 5;

export function queryShape(query: string): QueryShape {
  const words = tokenize(query).length;
  if (words >= 3 && (/\?\s*$/.test(query) || QUESTION_START.test(query.trim()))) return 'question';
  if (words <= 2) return 'words';
  return words <= PHRASE_MAX_WORDS ? 'phrase' : 'sentence';
}
