// How SQLite FTS5's `unicode61 remove_diacritics 2` tokenizer splits and folds text, in JS, so query
// words meet the indexes' terms. It splits words where FTS5 does (keyword-search tests check every BMP
// code point) and folds the Latin script of the bundled translations as FTS5 does; outside it (Greek
// accents, Hebrew points, Hangul) the folding differs, which can only matter for words no bundled
// text contains.

// Letters JavaScript lower-cases differently from unicode61 (found by tokenizing every code point with FTS5).
const FTS5_FOLDS: Record<string, string> = { µ: 'μ', ſ: 's', ς: 'σ', ϐ: 'β', ϑ: 'θ', ϕ: 'φ', ϖ: 'π', ϰ: 'κ', ϱ: 'ρ', ϵ: 'ε' };
const FTS5_FOLDABLE = new RegExp(`[${Object.keys(FTS5_FOLDS).join('')}]`, 'gu');

/**
 * Folds text the way the FTS5 `unicode61 remove_diacritics 2` tokenizer does, for comparing tokens
 * with query words: lower case, accents removed.
 */
export function foldToken(token: string): string {
  return token
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(FTS5_FOLDABLE, (c) => FTS5_FOLDS[c]!);
}

// unicode61 (Unicode 6.1 tables) splits words at these, which later Unicode versions class as letters.
// A token FTS5 would split again must not reach it: `the\u19b0the…` would be one word here and a
// 125-word phrase there, past every limit.
const TOKEN = /(?:(?![\u19b0-\u19c0\u19c8\u19c9\u1cf2\u1cf3])[\p{L}\p{N}\p{M}])+/gu;

/** Splits text into folded tokens, as the FTS5 tokenizer does. */
export function tokenize(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (m) => foldToken(m[0])).filter((t) => t.length > 0);
}
