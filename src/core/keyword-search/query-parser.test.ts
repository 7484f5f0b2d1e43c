import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenize } from '../lexical/tokenizer.ts';
import { MAX_PREFIX_TERMS, MAX_QUERY_WORDS, parseKeywordQuery } from './query-parser.ts';
import { createSpellings } from './spellings.ts';

// A real FTS5 table with the app's tokenizer: every parsed query must be valid FTS5 syntax.
const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE t USING fts5(text, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`);
db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(1, 'Charity suffereth long, and is kind');
db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(2, 'For God so loved the world, that he gave his only begotten Son');
db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(3, "Naomi's kinsman, a mighty man of wealth; Naamán the Syrian");
const run = (fts: string) => (db.prepare('SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid').all(fts) as { rowid: number }[]).map((r) => r.rowid);
afterAll(() => db.close());

describe('parseKeywordQuery', () => {
  it.each([
    ['charity suffereth', [1]],
    ['CHARITY', [1]],
    ['"only begotten son"', [2]],
    ['"begotten only"', []],
    ['charity OR world', [1, 2]],
    ['charity | world', [1, 2]],
    ['charity -kind', []],
    ['charity NOT kind', []],
    ['world -charity', [2]],
    ['suff*', [1]],
    ['"only beg"*', [2]],
    ["Naomi's", [3]],
    ['naaman', [3]],
    ['Naamán', [3]],
    ['love', []],
  ])('%j matches rows %j', (query, rows) => {
    expect(run(parseKeywordQuery(query).fts)).toEqual(rows);
  });

  // Input that must never reach FTS5 raw: each either parses to valid FTS5 or is refused as invalid_request.
  const nasty = [
    '"unclosed phrase',
    'NEAR(charity kind)',
    'charity:kind',
    'text:charity',
    '^charity',
    'charity^',
    '*',
    '**',
    'a*',
    'OR',
    'AND',
    'NOT',
    'OR OR charity',
    'charity OR',
    'NOT charity',
    '-charity',
    '- charity',
    '---',
    '"',
    '""',
    '" "',
    '(charity',
    'charity)',
    '((()))',
    '{charity}',
    "'; DROP TABLE t; --",
    'charity AND NOT',
    'col:"x"',
    'NEAR/2',
    '\u0000charity',
    'charity\u200bkind',
    '🙏 prayer',
    'ﬁre',
    'charity"kind"',
    '"charity" "kind"',
    'x'.repeat(500),
    Array.from({ length: 120 }, (_, i) => `w${i}`).join(' '),
    Array.from({ length: 60 }, () => 'charity OR').join(' '),
  ];
  it.each(nasty)('handles %j safely', (query) => {
    let fts: string | undefined;
    try {
      fts = parseKeywordQuery(query).fts;
    } catch (err) {
      expect(err).toMatchObject({ code: 'invalid_request', details: { field: 'query' } });
      return;
    }
    expect(() => run(fts!)).not.toThrow();
  });

  it('refuses input with nothing searchable', () => {
    for (const query of ['-charity', 'NOT kind', 'OR', ':^*', '"" ""']) {
      expect(() => parseKeywordQuery(query), query).toThrow(expect.objectContaining({ code: 'invalid_request' }));
    }
  });

  it('keeps prefix search to two letters or more', () => {
    expect(parseKeywordQuery('a*').fts).toBe('"a"');
    expect(parseKeywordQuery('lo*').fts).toBe('"lo"*');
  });

  it('matches the other spellings of a word or phrase, never of a prefix', () => {
    const alternativesOf = createSpellings(['Beth-lehem', 'Naomi-kin']);
    const query = parseKeywordQuery('bethlehem "naomi kin" -Bethlehem* kind', alternativesOf);
    expect(query.fts).toBe('(("bethlehem" OR "beth lehem") AND ("naomi kin" OR "naomikin") AND "kind") NOT "bethlehem"*');
    expect(run(query.fts)).toEqual([]);
    expect(run(parseKeywordQuery('naomikin', alternativesOf).fts)).toEqual([]);
    expect(run(parseKeywordQuery('charity OR bethlehem', alternativesOf).fts)).toEqual([1]);
  });

  it('tokenizes like unicode61: case and accents folded', () => {
    expect(tokenize('Naamán, the SYRIAN!')).toEqual(['naaman', 'the', 'syrian']);
  });
});

describe('parseKeywordQuery limits', () => {
  const words = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
  const refused = (query: string) => {
    expect(() => parseKeywordQuery(query), query.slice(0, 40)).toThrow(
      expect.objectContaining({ code: 'invalid_request', details: expect.objectContaining({ field: 'query' }) }),
    );
  };

  it('folds repeated words, prefixes, phrases and OR alternatives', () => {
    expect(parseKeywordQuery(Array(125).fill('th*').join(' ')).fts).toBe('"th"*');
    expect(parseKeywordQuery(Array(125).fill('the').join(' ')).fts).toBe('"the"');
    expect(parseKeywordQuery(Array(250).fill('a').join(' ')).fts).toBe('"a"');
    expect(parseKeywordQuery('charity kind CHARITY "kind" charity').fts).toBe('"charity" AND "kind"');
    expect(parseKeywordQuery('"only begotten" "Only Begotten"').fts).toBe('"only begotten"');
    expect(parseKeywordQuery('charity kind OR kind charity OR charity kind -world -world').fts).toBe(
      '("charity" AND "kind") OR (("charity" AND "kind") NOT "world")',
    );
    expect(parseKeywordQuery('lo* lo* lo').fts).toBe('"lo"* AND "lo"');
    expect(run(parseKeywordQuery('charity kind charity OR world world').fts)).toEqual(run(parseKeywordQuery('charity kind OR world').fts));
  });

  it(`refuses more than ${MAX_QUERY_WORDS} words once repeats are folded`, () => {
    expect(() => parseKeywordQuery(words(MAX_QUERY_WORDS).join(' '))).not.toThrow();
    refused(words(MAX_QUERY_WORDS + 1).join(' '));
    // Each word of a phrase counts, and so does each OR alternative and each exclusion.
    refused(`"${words(MAX_QUERY_WORDS + 1).join(' ')}"`);
    refused(
      `"${Array(MAX_QUERY_WORDS + 1)
        .fill('the')
        .join(' ')}"`,
    );
    refused(words(MAX_QUERY_WORDS + 1).join(' OR '));
    refused(
      `love ${words(MAX_QUERY_WORDS)
        .map((w) => `-${w}`)
        .join(' ')}`,
    );
    expect(() => parseKeywordQuery(`${words(MAX_QUERY_WORDS).join(' ')} ${words(MAX_QUERY_WORDS).join(' ')}`)).not.toThrow();
  });

  it(`refuses more than ${MAX_PREFIX_TERMS} prefixes`, () => {
    const prefixes = ['th', 'an', 'he', 'hi', 'in', 'be', 'to', 'sh', 'wi', 'wh'].map((p) => `${p}*`);
    expect(() => parseKeywordQuery(prefixes.slice(0, MAX_PREFIX_TERMS).join(' OR '))).not.toThrow();
    refused(prefixes.slice(0, MAX_PREFIX_TERMS + 1).join(' OR '));
    refused(prefixes.slice(0, MAX_PREFIX_TERMS + 1).join(' '));
    expect(() => parseKeywordQuery(Array(100).fill('th*').join(' OR '))).not.toThrow();
  });

  it('keeps a hundred exclusions within what FTS5 parses (no nested parentheses)', () => {
    // Before: `(((("b" NOT "b") NOT "b") …)` made FTS5 report "parser stack overflow".
    for (const query of [`b${' -b'.repeat(100)}`, `charity${' NOT kind'.repeat(100)}`, `charity kind${' -world'.repeat(100)}`]) {
      expect(() => run(parseKeywordQuery(query).fts), query.slice(0, 20)).not.toThrow();
    }
    expect(run(parseKeywordQuery(`world${' -charity'.repeat(100)}`).fts)).toEqual([2]);
    const exclusions = words(MAX_QUERY_WORDS - 2)
      .map((w) => `-${w}`)
      .join(' ');
    expect(parseKeywordQuery(`world son ${exclusions}`).fts).not.toContain('((');
    expect(run(parseKeywordQuery(`world son ${exclusions}`).fts)).toEqual([2]);
    refused(
      `b ${words(100)
        .map((w) => `-${w}`)
        .join(' ')}`,
    );
  });

  it('hands FTS5 exactly the tokens it counted, for every character of the Basic Multilingual Plane', () => {
    // A word FTS5 would split again (`the\u19b0the` is two words to unicode61) or fold differently
    // (`ſ` is `s` to unicode61) would slip past the limits, so each token is checked against FTS5 itself.
    const probe = new Database(':memory:');
    try {
      probe.exec(`CREATE VIRTUAL TABLE p USING fts5(text, tokenize='unicode61 remove_diacritics 2'); CREATE VIRTUAL TABLE pv USING fts5vocab(p, instance);`);
      const insert = probe.prepare('INSERT INTO p (rowid, text) VALUES (?, ?)');
      const ours = new Map<number, string>();
      probe.transaction(() => {
        for (let c = 0; c <= 0xffff; c++) {
          if (c >= 0xd800 && c <= 0xdfff) continue;
          const tokens = tokenize(`x${String.fromCharCode(c)}x`).join(' ');
          ours.set(c, tokens);
          insert.run(c + 1, tokens);
        }
      })();
      const theirs = new Map<number, string[]>();
      for (const row of probe.prepare('SELECT doc, term FROM pv ORDER BY doc, offset').iterate() as Iterable<{ doc: number; term: string }>) {
        theirs.set(row.doc - 1, [...(theirs.get(row.doc - 1) ?? []), row.term]);
      }
      const disagreements = [...ours].filter(([c, tokens]) => (theirs.get(c) ?? []).join(' ') !== tokens).map(([c]) => c.toString(16));
      expect(disagreements).toEqual([]);
    } finally {
      probe.close();
    }
    expect(parseKeywordQuery('the\u19b0the').fts).toBe('"the the"');
    expect(parseKeywordQuery('ſhall').fts).toBe('"shall"');
    refused(
      Array(MAX_QUERY_WORDS + 1)
        .fill('the')
        .join('\u19b0'),
    );
  });
});
