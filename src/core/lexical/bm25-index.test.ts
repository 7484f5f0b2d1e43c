import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { READING_TRANSLATIONS, TRANSLATIONS } from '#shared/contract/bible.ts';
import { verseId } from '../bible/verse-id.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { stemTable } from '../verses-db/fts.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { createBm25Index } from './bm25-index.ts';
import { createCachedStemTokens } from './stem-tokens.ts';

const db = openVersesDb(defaultVersesDbPath());
const bm25 = createBm25Index(db);
afterAll(() => db.close());

/** FTS5's own ranking of the same OR query: the reference the in-memory index must reproduce. */
function fts5(translation: (typeof TRANSLATIONS)[number], stems: string[], limit: number) {
  const table = stemTable(translation).identifier;
  const rows = db
    .prepare(`SELECT rowid AS id, bm25(${table}) AS rank FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}), rowid LIMIT ?`)
    .all(stems.map((s) => `"${s}"`).join(' OR '), limit) as { id: number; rank: number }[];
  return rows.map((r) => ({ id: r.id, score: -r.rank }));
}

describe('in-memory bm25 index', () => {
  it('stems query words with the index tokenizer', () => {
    expect(bm25.stems(['worries', 'worried', 'loving', 'God'])).toEqual(['worri', 'love', 'god']);
  });

  it.each([['love the world'], ['lord god of israel'], ['anxiety worry tomorrow'], ['forgiveness of sins'], ['charity suffereth long'], ['lord']])(
    'ranks "%s" exactly as FTS5 does, in both translations',
    (query) => {
      const stems = bm25.stems(query.split(' '));
      for (const translation of TRANSLATIONS) {
        const ours = bm25.search(translation, stems, 100);
        const theirs = fts5(translation, stems, 100);
        expect(ours.map((h) => h.id)).toEqual(theirs.map((h) => h.id));
        ours.forEach((hit, i) => expect(hit.score).toBeCloseTo(theirs[i]!.score, 9));
      }
    },
  );

  /** FTS5's ranking of `NEAR("a" "b", n) OR NEAR("b" "c", n) …` over neighbouring words. */
  function fts5Near(translation: (typeof TRANSLATIONS)[number], words: string[], proximity: number, limit: number) {
    const table = stemTable(translation).identifier;
    const query = words
      .slice(1)
      .map((w, i) => `NEAR("${words[i]}" "${w}", ${proximity})`)
      .join(' OR ');
    const rows = db
      .prepare(`SELECT rowid AS id, bm25(${table}) AS rank FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}), rowid LIMIT ?`)
      .all(query, limit) as { id: number; rank: number }[];
    return rows.map((r) => ({ id: r.id, score: -r.rank }));
  }

  it.each([
    ['loved world', 4],
    ['god so loved world', 4],
    ['lord lord', 4], // one word twice: FTS5 matches a single occurrence for both phrases
    ['love love neighbour', 2],
    ['charity suffereth long', 4],
    ['lord god israel people land', 4],
    ['thou shalt not', 0],
    ['unto said lord', 10],
    ['faith hope charity', 4],
    ['smartphone lord', 4],
  ] as const)('finds and ranks "%s" near each other (within %i) exactly as FTS5 NEAR does', (query, proximity) => {
    const words = query.split(' ');
    const stems = bm25.stemsOfEach(words).map((s) => s[0]!);
    const pairs = stems.slice(1).map((s, i) => [stems[i]!, s] as const);
    for (const translation of TRANSLATIONS) {
      const ours = bm25.near(translation, pairs, proximity, 200);
      const theirs = fts5Near(translation, words, proximity, 200);
      expect(
        ours.map((h) => h.id),
        `${translation}: ${query}`,
      ).toEqual(theirs.map((h) => h.id));
      ours.forEach((hit, i) => expect(hit.score).toBeCloseTo(theirs[i]!.score, 9));
    }
  });

  it('ranks near pairs as FTS5 does for every paraphrase query of the benchmark, function words included', () => {
    const paraphrases = JSON.parse(readFileSync(new URL('../../../bench/data/paraphrases.json', import.meta.url), 'utf8')) as { query: string }[];
    let compared = 0;
    for (const { query } of paraphrases) {
      const words = [
        ...new Set(
          query
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length > 1),
        ),
      ];
      const stems = bm25.stemsOfEach(words);
      if (words.length < 2 || stems.some((s) => s.length !== 1)) continue;
      const pairs = stems.slice(1).map((s, i) => [stems[i]![0]!, s[0]!] as const);
      for (const translation of TRANSLATIONS) {
        expect(
          bm25.near(translation, pairs, 4, 100).map((h) => h.id),
          query,
        ).toEqual(fts5Near(translation, words, 4, 100).map((h) => h.id));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it.each([
    ['the lord is my shepherd'],
    ['jesus wept'],
    ['for god so loved the world'],
    ['love is patient'],
    ['in the beginning'],
    ['the lord'],
    ['shepherd lord the'],
  ])('finds the verses holding "%s" as a phrase, as FTS5 does', (query) => {
    const tokens = bm25.stemsOfEach([query])[0]!;
    for (const translation of TRANSLATIONS) {
      const table = stemTable(translation).identifier;
      const expected = db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid LIMIT 500`).pluck().all(`"${query}"`);
      expect(bm25.phrase(translation, tokens, 500), `${query} (${translation})`).toEqual(expected);
    }
  });

  /**
   * The reference for searchAnyTranslation, from the verse texts themselves: each translation's bm25
   * for each stem (every verse counts, a missing one as empty, as in the index), the best of the
   * eight, summed over the stems.
   */
  function bestInAnyTranslation(stems: readonly string[]): Map<number, number> {
    const verseCount = db.prepare('SELECT count(*) FROM verses').pluck().get() as number;
    const stemTokens = createCachedStemTokens();
    const best = stems.map(() => new Map<number, number>());
    for (const translation of READING_TRANSLATIONS) {
      const rows = db.prepare('SELECT verse_id AS id, text FROM verse_texts WHERE translation = ?').all(translation) as { id: number; text: string }[];
      const verses = rows.map((r) => ({ id: r.id, stems: stemTokens(r.text) }));
      const averageLength = verses.reduce((sum, v) => sum + v.stems.length, 0) / verseCount;
      stems.forEach((stem, i) => {
        const holding = verses.filter((v) => v.stems.includes(stem));
        const idf = Math.max(1e-6, Math.log((verseCount - holding.length + 0.5) / (holding.length + 0.5)));
        for (const { id, stems: verseStems } of holding) {
          const tf = verseStems.filter((s) => s === stem).length;
          const score = (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * verseStems.length) / averageLength));
          best[i]!.set(id, Math.max(best[i]!.get(id) ?? 0, score));
        }
      });
    }
    const total = new Map<number, number>();
    for (const byVerse of best) for (const [id, score] of byVerse) total.set(id, (total.get(id) ?? 0) + score);
    return total;
  }

  it('indexes every verse under the words of all eight translations, each word by its best bm25 in any one', () => {
    const stems = bm25.stems(['treat', 'anxiety']);
    // `anxieti` is in 15 verses, rare enough to bring its sibling `anxiou` (`treat`, in 46, brings none).
    const expected = bestInAnyTranslation([...stems, 'anxiou']);
    const ours = bm25.searchAnyTranslation(stems, 1000);
    expect(ours).toHaveLength(expected.size);
    for (const hit of ours) expect(hit.score).toBeCloseTo(expected.get(hit.id)!, 4);
    // Luke 6:31 says `treat` only in the NHEB ("Treat others as you would have them treat you"), 1 Peter
    // 5:7 `anxiety` only in the ASV: both are found, though neither the KJV nor the WEB has the word.
    const ids = ours.map((h) => h.id);
    expect(ids.slice(0, 10)).toContain(verseId(42, 6, 31));
    expect(ids).toContain(verseId(60, 5, 7));
    expect(bm25.search(['kjv', 'web'], stems, 1000).map((h) => h.id)).not.toContain(verseId(42, 6, 31));
  });

  it('searches a rare word with the siblings the translations use for the same verses, not with every look-alike', () => {
    // Philippians 4:6 is "be anxious" in the ASV, Webster's, Young's, the NHEB and the WEB; no translation says "anxiety" there.
    expect(bm25.searchAnyTranslation(bm25.stems(['anxiety']), 1000).map((h) => h.id)).toContain(verseId(50, 4, 6));
    // `honesti` (one verse) and `honei` (honey) share their first letters, but no verse is rendered with both.
    expect(bm25.searchAnyTranslation(bm25.stems(['honesty']), 100)).toHaveLength(1);
    // `love` is common: its verses are enough, so `loveth`'s, the verses only a sibling reaches, stay out.
    expect(bm25.searchAnyTranslation(['love'], 100_000).length).toBe(bestInAnyTranslation(['love']).size);
  });

  it('returns nothing for words the Bible does not have, and honours the limit', () => {
    expect(bm25.phrase('kjv', bm25.stemsOfEach(['the smartphone'])[0]!, 10)).toEqual([]);
    expect(bm25.phrase('kjv', bm25.stemsOfEach(['the lord'])[0]!, 5)).toHaveLength(5);
    expect(bm25.search('kjv', bm25.stems(['smartphone']), 10)).toEqual([]);
    expect(bm25.searchAnyTranslation(bm25.stems(['smartphone']), 10)).toEqual([]);
    expect(bm25.searchAnyTranslation(bm25.stems(['love']), 7)).toHaveLength(7);
    expect(bm25.search('web', bm25.stems(['love']), 7)).toHaveLength(7);
  });

  /** FTS5's own matches and ranking of groups of phrases, ANDed (`all`) or ORed (`any`). */
  function fts5Groups(translation: (typeof TRANSLATIONS)[number], groups: string[][], mode: 'all' | 'any', limit: number) {
    const table = stemTable(translation).identifier;
    const query =
      mode === 'all'
        ? groups.map((g) => `(${g.map((w) => `"${w}"`).join(' OR ')})`).join(' AND ')
        : groups
            .flat()
            .map((w) => `"${w}"`)
            .join(' OR ');
    const rows = db
      .prepare(`SELECT rowid AS id, bm25(${table}) AS rank FROM ${table} WHERE ${table} MATCH ? ORDER BY bm25(${table}), rowid LIMIT ?`)
      .all(query, limit) as { id: number; rank: number }[];
    return rows.map((r) => ({ id: r.id, score: -r.rank }));
  }

  it.each([
    [[['build', 'built', 'builded', 'make', 'made'], ['ark']]],
    [[['slew', 'killed', 'smote', 'slay'], ['goliath']]],
    [
      [
        ['brought up', 'led'],
        ['out of egypt', 'egypt'],
        ['israel', 'children of israel'],
      ],
    ],
    [[['mother'], ['samuel']]],
    [
      [
        ['ravens', 'raven'],
        ['fed', 'feed', 'bread'],
        ['elijah', 'elias'],
      ],
    ],
    [[['the lord'], ['shepherd']]],
    [[['love', 'charity'], ['neighbour', 'neighbor'], ['thyself']]],
    [[['smartphone'], ['lord']]],
    [[['lord']]],
  ])('matches and ranks groups of phrases %j exactly as FTS5 does, AND and OR', (groups) => {
    for (const translation of TRANSLATIONS) {
      const stemmed = groups.map((g) => g.map((w) => bm25.stemsOfEach([w])[0]!));
      for (const mode of ['all', 'any'] as const) {
        const ours = bm25.match(translation, stemmed, mode, 60);
        const theirs = fts5Groups(translation, groups, mode, 60);
        expect(
          ours.map((h) => h.id),
          `${translation} ${mode}`,
        ).toEqual(theirs.map((h) => h.id));
        // The same sums in the same order (JS's and C's log may differ in the last bit).
        ours.forEach((hit, i) => expect(hit.score).toBeCloseTo(theirs[i]!.score, 12));
      }
      const phrases = groups.flat();
      const table = stemTable(translation).identifier;
      const every = db
        .prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`)
        .pluck()
        .all(phrases.map((w) => `"${w}"`).join(' OR ')) as number[];
      expect(
        [
          ...bm25.versesWithAny(
            translation,
            phrases.map((w) => bm25.stemsOfEach([w])[0]!),
          ),
        ].sort((a, b) => a - b),
      ).toEqual(every.sort((a, b) => a - b));
    }
  });
});
