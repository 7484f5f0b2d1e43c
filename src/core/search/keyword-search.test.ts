import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerseStore } from '../bible/verse-store.ts';
import { readKjv, SOURCE_FILES } from '../bible/sources.ts';
import { openVersesDb } from '../db/open-verses-db.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { bm25ToScore, createKeywordSearch } from './keyword-search.ts';

const db = openVersesDb(defaultVersesDbPath());
const search = createKeywordSearch(db, createVerseStore(db));
afterAll(() => db.close());
const kjv = (query: string, extra: Partial<Parameters<typeof search>[0]> = {}) => search({ query, topK: 10, translation: 'kjv', ...extra });

// Independent ground truth: count verses in the source JSON with a plain regular expression.
const sourceTexts = readKjv().map((v) => v.text);
const countMatching = (pattern: RegExp) => sourceTexts.filter((t) => pattern.test(t)).length;

describe('keyword search', () => {
  it('finds 1 Corinthians 13:4 first for "charity suffereth"', () => {
    expect(kjv('charity suffereth').verses[0]!.reference).toBe('1 Corinthians 13:4');
  });

  it('finds John 3:16 for the phrase "only begotten son"', () => {
    const result = kjv('"only begotten son"');
    expect(result.verses.map((v) => v.reference)).toContain('John 3:16');
    expect(result.total).toBe(countMatching(/\bonly begotten son\b/i));
  });

  it.each([
    ['charity', /\bcharity\b/i],
    ['wept', /\bwept\b/i],
    ['Mephibosheth', /\bMephibosheth\b/i],
    ['faith hope', /^(?=.*\bfaith\b)(?=.*\bhope\b)/i],
    ['"the lord is my shepherd"', /\bthe lord is my shepherd\b/i],
    ['"in the beginning"', /\bin the beginning\b/i],
    ['lov*', /\blov/i],
    ['shepherd OR shepherds', /\bshepherds?\b/i],
    ['love -god', /^(?!.*\bgod\b).*\blove\b/i],
  ])('counts %j exactly as the text has it', (query, pattern) => {
    expect(kjv(query).total).toBe(countMatching(pattern));
  });

  it('matches whole words only (no stemming)', () => {
    const texts = kjv('love', { topK: 50 }).verses.map((v) => v.text);
    expect(texts.every((t) => /\blove\b/i.test(t))).toBe(true);
    expect(kjv('love').total).toBeLessThan(kjv('lov*').total);
  });

  it('returns scores in 0..1, descending, ties in canonical order, at most top_k', () => {
    for (const query of ['love', 'the', 'jesus wept', 'lord OR god', '"only begotten"']) {
      const { verses } = kjv(query, { topK: 50 });
      expect(verses.length).toBeLessThanOrEqual(50);
      verses.forEach((v, i) => {
        expect(v.score).toBeGreaterThanOrEqual(0);
        expect(v.score).toBeLessThanOrEqual(1);
        const previous = verses[i - 1];
        if (previous) {
          expect(v.score).toBeLessThanOrEqual(previous.score);
          if (v.score === previous.score) expect(v.bookIndex * 1e6 + v.chapter * 1e3 + v.verse).toBeGreaterThan(previous.bookIndex * 1e6 + previous.chapter * 1e3 + previous.verse);
        }
      });
    }
    expect(kjv('love', { topK: 3 }).verses).toHaveLength(3);
  });

  it('maps bm25 monotonically into 0..1', () => {
    expect(bm25ToScore(0, 1)).toBe(0);
    expect(bm25ToScore(-3, 1)).toBeCloseTo(0.5);
    expect(bm25ToScore(-6, 2)).toBeCloseTo(0.5);
    expect(bm25ToScore(-30, 1)).toBeGreaterThan(bm25ToScore(-10, 1));
    expect(bm25ToScore(-1e9, 1)).toBeLessThanOrEqual(1);
  });

  it('filters by book and testament', () => {
    const inJohn = kjv('love', { book: 'jn', topK: 50 });
    expect(inJohn.verses.every((v) => v.book === 'John')).toBe(true);
    expect(inJohn.total).toBe(countMatchingIn('John', /\blove\b/i));
    const newTestament = kjv('love', { testament: 'new', topK: 50 });
    expect(newTestament.verses.every((v) => v.bookIndex >= 40)).toBe(true);
    expect(kjv('love', { testament: 'old' }).total + newTestament.total).toBe(kjv('love').total);
    expect(kjv('love', { book: 'John', testament: 'old' }).total).toBe(0);
    expect(() => kjv('love', { book: 'Hezekiah' })).toThrow(expect.objectContaining({ code: 'invalid_request', details: { field: 'book' } }));
  });

  it('searches the WEB, with accents and case folded', () => {
    const result = search({ query: 'ONE AND ONLY son', topK: 5, translation: 'web' });
    expect(result.verses.map((v) => v.reference)).toContain('John 3:16');
    expect(result.verses[0]!.translation).toBe('web');
  });

  it('marks the matched words', () => {
    const [first] = kjv('charity suffereth').verses;
    const marked = first!.highlights.map(([s, e]) => first!.text.slice(s, e).toLowerCase());
    expect(marked).toEqual(['charity', 'suffereth', 'charity', 'charity']);
    const [phrase] = kjv('"only begotten son"', { book: 'John', topK: 1 }).verses;
    expect(phrase!.highlights.map(([s, e]) => phrase!.text.slice(s, e))).toEqual(['only begotten Son']);
  });
});

function countMatchingIn(book: string, pattern: RegExp): number {
  const data = JSON.parse(readFileSync(SOURCE_FILES.kjv, 'utf8')) as Record<string, string>;
  return Object.entries(data).filter(([ref, text]) => ref.startsWith(`${book} `) && pattern.test(text.replace(/[[\]#]/g, ''))).length;
}
