import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseKeywordQuery, tokenize } from './query-parser.ts';

// A real FTS5 table with the app's tokenizer: every parsed query must be valid FTS5 syntax.
const db = new Database(':memory:');
db.exec(`CREATE VIRTUAL TABLE t USING fts5(text, tokenize='unicode61 remove_diacritics 2', prefix='2 3')`);
db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(1, 'Charity suffereth long, and is kind');
db.prepare('INSERT INTO t (rowid, text) VALUES (?, ?)').run(2, "For God so loved the world, that he gave his only begotten Son");
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
    '"unclosed phrase', 'NEAR(charity kind)', 'charity:kind', 'text:charity', '^charity', 'charity^', '*', '**', 'a*',
    'OR', 'AND', 'NOT', 'OR OR charity', 'charity OR', 'NOT charity', '-charity', '- charity', '---', '"', '""', '" "',
    '(charity', 'charity)', '((()))', '{charity}', "'; DROP TABLE t; --", 'charity AND NOT', 'col:"x"', 'NEAR/2',
    '\u0000charity', 'charity\u200bkind', '🙏 prayer', 'ﬁre', 'charity"kind"', '"charity" "kind"', 'x'.repeat(500),
    Array.from({ length: 120 }, (_, i) => `w${i}`).join(' '), Array.from({ length: 60 }, () => 'charity OR').join(' '),
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

  it('tokenizes like unicode61: case and accents folded', () => {
    expect(tokenize('Naamán, the SYRIAN!')).toEqual(['naaman', 'the', 'syrian']);
  });
});
