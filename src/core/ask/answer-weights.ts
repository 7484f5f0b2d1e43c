/** Learned by `npx tsx bench/ask-fit.ts --write` from the development half of test/data/questions.json (see answer-rerank.ts). */
export const ANSWER_WEIGHTS = {
  'rule-score': -0.05313,
  'best-occurrence': 0.4333,
  'best-verse-relevance': 3.777,
  'top-relevance': 4.816,
  'relevance-sum': 1.26,
  'best-verse-coverage': -2.136,
  'rule-rank': 1.997,
  capitalised: 0.3336,
  'stated-by-knowledge': 3.031,
  verses: -0.6641,
  phrase: 1.222,
  'among-top-ten': 1.092,
  'best-type': 0.9597,
  'best-verse-similarity': -1.156,
};
