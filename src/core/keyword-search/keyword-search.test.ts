import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { bookRange, WHOLE_BIBLE } from '../bible/verse-id.ts';
import { createVerseStore } from '../bible/verse-store.ts';
import { readKjv, SOURCE_FILES } from '../bible/sources.ts';
import { createCore } from '../create-core.ts';
import { openVersesDb, type VersesDb } from '../verses-db/open.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { bm25ToScore, createKeywordSearch } from './keyword-search.ts';
import { MAX_VERSE_TERM_SCORES } from './query-budget.ts';
import { MAX_PREFIX_TERMS, MAX_QUERY_WORDS, parseKeywordQuery } from './query-parser.ts';

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
          if (v.score === previous.score)
            expect(v.bookIndex * 1e6 + v.chapter * 1e3 + v.verse).toBeGreaterThan(previous.bookIndex * 1e6 + previous.chapter * 1e3 + previous.verse);
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

  it('counts every match by book, however few results it returns', () => {
    const love = kjv('love', { topK: 3 });
    expect(love.verses).toHaveLength(3);
    expect(love.byBook.reduce((sum, b) => sum + b.count, 0)).toBe(love.total);
    expect(love.byBook.map((b) => b.bookIndex)).toEqual([...love.byBook.map((b) => b.bookIndex)].sort((a, b) => a - b));
    expect(love.byBook.find((b) => b.book === 'John')?.count).toBe(countMatchingIn('John', /\blove\b/i));
    expect(love.byBook.find((b) => b.book === 'Romans')?.count).toBe(countMatchingIn('Romans', /\blove\b/i));
    // The top results are the same as without the counts: the best bm25 first.
    expect(love.verses.map((v) => v.reference)).toEqual(
      kjv('love', { topK: 50 })
        .verses.slice(0, 3)
        .map((v) => v.reference),
    );
    expect(kjv('zerubbabel -zerubbabel').byBook).toEqual([]);
    expect(kjv('love', { book: 'John' }).byBook.map((b) => b.book)).toEqual(['John']);
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

  it('finds a name the texts hyphenate however it is typed, and marks it', () => {
    // The KJV writes `Beth-lehem` 41 times and `Bethlehem` 8; both `Bath-sheba`.
    const bethlehem = kjv('Bethlehem', { topK: 100 });
    expect(bethlehem.total).toBe(kjv('"beth lehem" OR bethlehem', { topK: 100 }).total);
    expect(bethlehem.total).toBeGreaterThan(40);
    expect(kjv('Beth-lehem').total).toBe(bethlehem.total);
    const [first] = kjv('Bathsheba', { book: '2 Samuel', topK: 1 }).verses;
    expect(first!.highlights.map(([s, e]) => first!.text.slice(s, e))).toEqual(['Bath-sheba']);
    // Other words are searched as typed.
    expect(kjv('bethel').total).toBe(kjv('"beth el" OR bethel').total);
    expect(kjv('charity').total).toBe(kjv('"charity"').total);
  });

  it('marks the matched words', () => {
    const [first] = kjv('charity suffereth').verses;
    const marked = first!.highlights.map(([s, e]) => first!.text.slice(s, e).toLowerCase());
    expect(marked).toEqual(['charity', 'suffereth', 'charity', 'charity']);
    const [phrase] = kjv('"only begotten son"', { book: 'John', topK: 1 }).verses;
    expect(phrase!.highlights.map(([s, e]) => phrase!.text.slice(s, e))).toEqual(['only begotten Son']);
  });
});

describe('keyword search limits', () => {
  const refusal = expect.objectContaining({ name: 'AppError', code: 'invalid_request', details: expect.objectContaining({ field: 'query' }) });

  it('counts in the same statement that ranks, exactly as the separate count query did', () => {
    const executed: string[] = [];
    const traced = new Database(defaultVersesDbPath(), {
      readonly: true,
      fileMustExist: true,
      verbose: (sql) => executed.push(String(sql)),
    }) as unknown as VersesDb;
    try {
      const tracedSearch = createKeywordSearch(traced, createVerseStore(traced));
      const countStatement = traced.prepare('SELECT count(*) AS n FROM fts_kjv WHERE fts_kjv MATCH ? AND rowid BETWEEN ? AND ?');
      const john = bookRange(43);
      const cases: [string, { from: number; to: number }, string?][] = [
        ['the', WHOLE_BIBLE],
        ['love', WHOLE_BIBLE],
        ['lov*', WHOLE_BIBLE],
        ['th*', WHOLE_BIBLE],
        ['jesus wept', WHOLE_BIBLE],
        ['"the lord is my shepherd"', WHOLE_BIBLE],
        ['lord OR god', WHOLE_BIBLE],
        ['love -god', WHOLE_BIBLE],
        ['a', WHOLE_BIBLE],
        ['shepherd OR shepherds -sheep', WHOLE_BIBLE],
        ['love', john, 'John'],
        ['believ* -not', john, 'John'],
        ['Mephibosheth', john, 'John'],
      ];
      for (const [query, range, book] of cases) {
        executed.length = 0;
        const { total } = tracedSearch({ query, topK: 10, translation: 'kjv', ...(book && { book }) });
        expect(
          executed.filter((sql) => sql.includes('MATCH')),
          query,
        ).toHaveLength(1);
        const { n } = countStatement.get(parseKeywordQuery(query).fts, range.from, range.to) as { n: number };
        expect(total, query).toBe(n);
      }
    } finally {
      traced.close();
    }
  });

  it('answers repeated words, prefixes and phrases as it answers them once', () => {
    const plain = (result: ReturnType<typeof kjv>) => ({ total: result.total, verses: result.verses.map((v) => [v.reference, v.score, v.highlights]) });
    expect(plain(kjv(Array(125).fill('th*').join(' ')))).toEqual(plain(kjv('th*')));
    expect(plain(kjv(Array(125).fill('the').join(' ')))).toEqual(plain(kjv('the')));
    expect(plain(kjv(Array(250).fill('a').join(' ')))).toEqual(plain(kjv('a')));
    expect(plain(kjv('"only begotten" "only begotten" son son'))).toEqual(plain(kjv('"only begotten" son')));
    expect(plain(kjv('charity OR charity OR charity'))).toEqual(plain(kjv('charity')));
  });

  it('answers a hundred exclusions instead of failing in the FTS5 parser', () => {
    expect(kjv(`b${' -b'.repeat(100)}`).total).toBe(0);
    expect(kjv(`love${' -god'.repeat(100)}`).total).toBe(countMatching(/^(?!.*\bgod\b).*\blove\b/i));
    expect(kjv(`love${' NOT god'.repeat(100)}`).total).toBe(kjv('love -god').total);
    const distinct = Array.from({ length: 100 }, (_, i) => `-w${i}`).join(' ');
    expect(() => kjv(`love ${distinct}`)).toThrow(refusal);
  });

  it('refuses a query that would score too many verses × terms, before it runs long', () => {
    const common = 'the and of to that in he shall unto for'.split(' ');
    // 10 terms × 30,737 verses is past MAX_VERSE_TERM_SCORES; the same verses with fewer terms are not.
    expect(() => kjv(common.join(' OR '))).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: { field: 'query', maxVerseTermScores: MAX_VERSE_TERM_SCORES } }),
    );
    expect(() => kjv(`the ${Array.from({ length: 20 }, (_, i) => `-zz${i}`).join(' ')}`)).toThrow(refusal);
    expect(kjv(common.slice(0, 4).join(' OR ')).total).toBe(countMatching(/\b(the|and|of|to)\b/i));
    expect(kjv('the', { topK: 50 }).total).toBe(countMatching(/\bthe\b/i));
    expect(kjv('th*').total).toBe(countMatching(/\bth/i));
    expect(kjv(common.join(' OR '), { book: 'Jude' }).total).toBeGreaterThan(0);
  });

  it('refuses too many words or prefixes as invalid_request', () => {
    const common =
      'the and of to that in he shall unto for i his a lord they be is him not them it with all thou thy was god which my me said but ye their'.split(' ');
    expect(common.length).toBeGreaterThan(MAX_QUERY_WORDS);
    expect(() => kjv(common.join(' OR '))).toThrow(refusal);
    const prefixes = ['th', 'an', 'he', 'hi', 'in', 'be', 'to', 'sh', 'wi'].slice(0, MAX_PREFIX_TERMS + 1).map((p) => `${p}*`);
    expect(() => kjv(prefixes.join(' OR '))).toThrow(refusal);
    expect(kjv('lov* OR charit* OR begot*').total).toBe(countMatching(/\b(lov|charit|begot)/i));
  });

  it('stops a query past its time budget with invalid_request, and the connection stays usable', () => {
    const spent = createKeywordSearch(db, createVerseStore(db), { timeBudgetMs: 0 });
    expect(() => spent({ query: 'the', topK: 10, translation: 'kjv' })).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: { field: 'query', timeBudgetMs: 0 } }),
    );
    // No row matches, so the budget is never checked.
    expect(spent({ query: 'zerubbabel -zerubbabel', topK: 10, translation: 'kjv' }).total).toBe(0);
    expect(kjv('love').total).toBe(countMatching(/\blove\b/i));
  });

  it('charges nothing for a refused query', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'keyword-limits-'));
    const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir, freeCredits: 10 });
    try {
      const search = (query: string) => core.api['bible.search']({ query, top_k: 10, translation: 'kjv' });
      const over = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, i) => `w${i}`).join(' ');
      await expect(search(over)).rejects.toThrow(refusal);
      await expect(
        search(
          Array(MAX_PREFIX_TERMS + 1)
            .fill(0)
            .map((_, i) => `${'abcdefghij'[i]}${'abcdefghij'[i]}*`)
            .join(' '),
        ),
      ).rejects.toThrow(refusal);
      expect((await core.api['credits.getBalance']({})).balance).toBe(10);
      expect(await search(Array(125).fill('the').join(' '))).toMatchObject({ total: 24_091, creditsUsed: 1, balance: 9 });
    } finally {
      core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

function countMatchingIn(book: string, pattern: RegExp): number {
  const data = JSON.parse(readFileSync(SOURCE_FILES.kjv, 'utf8')) as Record<string, string>;
  return Object.entries(data).filter(([ref, text]) => ref.startsWith(`${book} `) && pattern.test(text.replace(/[[\]#]/g, ''))).length;
}
