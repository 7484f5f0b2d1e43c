/** Learned by `npx tsx bench/ask-fit.ts --write` from the development half of test/data/questions.json (see answer-rerank.ts). */
export const ANSWER_WEIGHTS = {
  'rule-score': -0.03519,
  'best-occurrence': 0.449,
  'best-verse-relevance': 3.925,
  'top-relevance': 4.631,
  'relevance-sum': 1.214,
  'best-verse-coverage': -2.191,
  'rule-rank': 2.002,
  capitalised: 0.2772,
  'stated-by-knowledge': 2.796,
  verses: -0.6749,
  phrase: 1.158,
  'among-top-ten': 1.094,
  'best-type': 0.8891,
  'best-verse-similarity': -1.132,
};
