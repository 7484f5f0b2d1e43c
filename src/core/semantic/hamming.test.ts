import { describe, expect, it } from 'vitest';
import { createHammingScanner } from './hamming.ts';

function popcount(x: number): number {
  let n = 0;
  for (let v = x >>> 0; v; v >>>= 1) n += v & 1;
  return n;
}

/** Deterministic pseudo-random words (xorshift), so a failure reproduces. */
function randomCodes(count: number, seed: number): Uint32Array {
  const out = new Uint32Array(count);
  let s = seed >>> 0 || 1;
  for (let i = 0; i < count; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s >>> 0;
  }
  return out;
}

describe('hamming scanner', () => {
  it.each([
    [16, 1000],
    [12, 37],
    [1, 5],
  ])('matches a bit-by-bit count for %i-word codes over %i rows', (words, rows) => {
    const codes = randomCodes(words * rows, words * 7919 + rows);
    const scanner = createHammingScanner(codes, words);
    for (const query of [randomCodes(words, 42), codes.slice(3 * words, 4 * words), new Uint32Array(words).fill(0xffffffff)]) {
      const expected = Array.from({ length: rows }, (_, row) => {
        let d = 0;
        for (let w = 0; w < words; w++) d += popcount(codes[row * words + w]! ^ query[w]!);
        return d;
      });
      expect(Array.from(scanner.distances(query))).toEqual(expected);
    }
    expect(scanner.distances(codes.slice(3 * words, 4 * words))[3]).toBe(0);
  });
});
