import type { AnyTranslationScores } from '../verses-db/stem-postings.ts';
import { idf, termScore } from './postings.ts';

/**
 * Each stem's best bm25 share per verse in any one translation (stored as `stem_any`, see
 * verses-db/stem-postings.ts), from each translation's stems by verse position (the same verses in
 * the same order for every translation; none where a translation lacks the verse), scored as
 * bm25-index.ts scores one translation. Run when the database is built.
 */
export function anyTranslationScores(translations: readonly (readonly (readonly string[])[])[]): AnyTranslationScores {
  const verseCount = translations[0]?.length ?? 0;
  const scored = translations.map((verses) => {
    const averageLength = verses.reduce((sum, stems) => sum + stems.length, 0) / Math.max(1, verses.length);
    // Each stem's verses, ascending (verses are read in order), and its frequency in each.
    const postings = new Map<string, { docs: number[]; tfs: number[] }>();
    verses.forEach((stems, doc) => {
      for (const stem of stems) {
        let p = postings.get(stem);
        if (!p) postings.set(stem, (p = { docs: [], tfs: [] }));
        if (p.docs.at(-1) === doc) {
          p.tfs[p.tfs.length - 1]!++;
        } else {
          p.docs.push(doc);
          p.tfs.push(1);
        }
      }
    });
    return { verses, averageLength, postings };
  });
  const terms = [...new Set(scored.flatMap((t) => [...t.postings.keys()]))].sort();
  const best = new Float64Array(verseCount);
  const starts = new Uint32Array(terms.length + 1);
  const docs: number[] = [];
  const scores: number[] = [];
  terms.forEach((term, i) => {
    const touched: number[] = [];
    for (const { verses, averageLength, postings } of scored) {
      const p = postings.get(term);
      if (!p) continue;
      const termIdf = idf(verses.length, p.docs.length);
      p.docs.forEach((doc, j) => {
        const score = termScore(termIdf, p.tfs[j]!, verses[doc]!.length, averageLength);
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
