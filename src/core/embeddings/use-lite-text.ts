/** What both USE-Lite runtimes share: the identity, the tokenisation and the final normalisation. */
import type { SentencePieceTokenizer } from './sentencepiece.ts';

export const USE_LITE_ID = 'use-lite';
export const USE_LITE_DIMENSIONS = 512;
/**
 * Longer texts are cut to this many tokens: attention cost grows with the square of the length.
 * (The graph itself reads only the first 128, see use-lite-forward.ts; the value stays because it is
 * part of the version, and changing it would rebuild every index for identical vectors.)
 */
export const USE_LITE_MAX_TOKENS = 256;
/** Part of `Embedder.version`: bump whenever tokenisation, truncation or the empty-text stand-in changes. */
export const USE_LITE_PREPROCESSING = `sp-nmt-nfkc-1;max-${USE_LITE_MAX_TOKENS};empty-sep`;

export function useLiteTokens(tokenizer: SentencePieceTokenizer, text: string): number[] {
  const ids = tokenizer.encode(text);
  // An empty sparse row would shrink the graph's dense batch and drop rows, so blank texts get a
  // lone separator: a fixed, meaningless vector.
  if (ids.length === 0) return [tokenizer.separatorId];
  return ids.length > USE_LITE_MAX_TOKENS ? ids.slice(0, USE_LITE_MAX_TOKENS) : ids;
}

/** The graph already ends in l2_normalize; redoing it in float64 makes unit length exact for float32. */
export function unitLength(row: Float32Array): Float32Array {
  let sum = 0;
  for (const x of row) sum += x * x;
  const norm = Math.sqrt(sum);
  if (!(norm > 0)) throw new Error('USE-Lite produced a zero or NaN vector');
  const out = new Float32Array(row.length);
  for (let i = 0; i < row.length; i++) out[i] = row[i]! / norm;
  return out;
}
