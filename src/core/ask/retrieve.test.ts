import { describe, expect, it } from 'vitest';
import { verseId } from '../bible/verse-id.ts';
import { analyzeQuestion } from './question.ts';
import { broadly } from './retrieve.ts';

describe('the broad list of verses with most of the question’s words', () => {
  it('keeps to the asked book before its cut, though the best elsewhere hold more of the words', () => {
    const [days] = analyzeQuestion('Which days?').terms;
    // Four hundred verses in Jeremiah hold the words fully; one in Zephaniah holds half of them.
    const jeremiah = Array.from({ length: 400 }, (_, i) => verseId(24, 1 + Math.floor(i / 20), 1 + (i % 20)));
    const zephaniah = verseId(36, 1, 1);
    const stats = [{ term: days!, ids: new Set([...jeremiah, zephaniah]), idf: 1 }];
    const coverageOf = (id: number) => (id === zephaniah ? 0.5 : 1);
    expect(broadly(stats, coverageOf, undefined).map((v) => v.id)).not.toContain(zephaniah);
    expect(broadly(stats, coverageOf, 36)).toEqual([{ id: zephaniah, coverage: 0.5 }]);
    // A book none of whose verses hold a word leaves the list as it was.
    expect(broadly(stats, coverageOf, 40)).toHaveLength(300);
  });
});
