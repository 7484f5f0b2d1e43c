import { afterAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { openVersesDb } from '../db/open-verses-db.ts';
import { FTS_STEM_TABLE } from '../db/verses-schema.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { createBm25Index } from './bm25-index.ts';

const db = openVersesDb(defaultVersesDbPath());
const bm25 = createBm25Index(db);
afterAll(() => db.close());

/** FTS5's own ranking of the same OR query: the reference the in-memory index must reproduce. */
function fts5(translation: (typeof TRANSLATIONS)[number], stems: string[], limit: number) {
  const table = FTS_STEM_TABLE[translation];
  const rows = db
    .prepare(`SELECT rowid AS id, bm25(${table}) AS rank FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}), rowid LIMIT ?`)
    .all(stems.map((s) => `"${s}"`).join(' OR '), limit) as { id: number; rank: number }[];
  return rows.map((r) => ({ id: r.id, score: -r.rank }));
}

describe('in-memory bm25 index', () => {
  it('stems query words with the index tokenizer', () => {
    expect(bm25.stems(['worries', 'worried', 'loving', 'God'])).toEqual(['worri', 'love', 'god']);
  });

  it.each([
    ['love the world'],
    ['lord god of israel'],
    ['anxiety worry tomorrow'],
    ['forgiveness of sins'],
    ['charity suffereth long'],
    ['lord'],
  ])('ranks "%s" exactly as FTS5 does, in both translations', (query) => {
    const stems = bm25.stems(query.split(' '));
    for (const translation of TRANSLATIONS) {
      const ours = bm25.search(translation, stems, 100);
      const theirs = fts5(translation, stems, 100);
      expect(ours.map((h) => h.id)).toEqual(theirs.map((h) => h.id));
      ours.forEach((hit, i) => expect(hit.score).toBeCloseTo(theirs[i]!.score, 9));
    }
  });

  it('returns nothing for words the Bible does not have, and honours the limit', () => {
    expect(bm25.search('kjv', bm25.stems(['smartphone']), 10)).toEqual([]);
    expect(bm25.search('web', bm25.stems(['love']), 7)).toHaveLength(7);
  });
});
