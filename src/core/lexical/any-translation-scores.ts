import type { AnyTranslationScores, StemPostingLists } from '../verses-db/stem-postings.ts';
import { idf, termScore } from './postings.ts';

/**
 * Each stem's best bm25 share per verse in any one translation (stored as `stem_any`, see
 * verses-db/stem-postings.ts), from each translation's postings by verse position (the same verses
 * in the same order for every translation; empty where a translation lacks the verse), scored as
 * bm25-index.ts scores one translation. Run when the database is built.
 */
export function anyTranslationScores(translations: readonly StemPostingLists[]): AnyTranslationScores {
  const verseCount = translations[0]?.lengths.length ?? 0;
  const scored = translations.map(({ lengths, terms }) => ({
    lengths,
    averageLength: lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length),
    terms,
  }));
  const terms = [...new Set(scored.flatMap((t) => [...t.terms.keys()]))].sort();
  const best = new Float64Array(verseCount);
  const starts = new Uint32Array(terms.length + 1);
  const docs: number[] = [];
  const scores: number[] = [];
  terms.forEach((term, i) => {
    const touched: number[] = [];
    for (const { lengths, averageLength, terms: postings } of scored) {
      const p = postings.get(term);
      if (!p) continue;
      const termIdf = idf(lengths.length, p.docs.length);
      p.docs.forEach((doc, j) => {
        const score = termScore(termIdf, p.tfs[j]!, lengths[doc]!, averageLength);
        if (best[doc] === 0) touched.push(doc);
        if (score > best[doc]!) best[doc] = score;
      });
    }
    for (const doc of touched.sort((a, b) => a - b)) {
      docs.push(doc);
      scores.push(best[doc]!);
      best[doc] = 0;
    }
    starts[i + 1] = docs.length;
  });
  return { terms, starts, docs: Uint16Array.from(docs), scores: Float32Array.from(scores) };
}
