import type { Span } from '#shared/contract/bible.ts';
import { foldToken } from './tokenizer.ts';

/** A word or a phrase to mark; `prefix` applies to its last word (`lov*`). */
export interface Term {
  tokens: readonly string[];
  prefix: boolean;
}

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu;

/**
 * The spans of `text` that match the query's terms: whole words, word prefixes, and phrases as
 * runs of consecutive words. Spans are sorted and merged where they touch.
 */
export function highlightSpans(text: string, terms: readonly Term[]): Span[] {
  const words = Array.from(text.matchAll(TOKEN), (m) => ({ token: foldToken(m[0]), start: m.index, end: m.index + m[0].length }));
  const spans: Span[] = [];
  for (const term of terms) {
    const n = term.tokens.length;
    for (let i = 0; i + n <= words.length; i++) {
      const matches = term.tokens.every((token, j) => {
        const word = words[i + j]!.token;
        return term.prefix && j === n - 1 ? word.startsWith(token) : word === token;
      });
      if (matches) spans.push([words[i]!.start, words[i + n - 1]!.end]);
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return merged;
}
