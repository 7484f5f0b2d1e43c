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
    [16, 1000], // 512 bits: the unrolled scan
    [12, 37], // padded to 512 bits
    [1, 5],
    [24, 300], // 768 bits: the general loop
    [17, 20], // 544 bits, padded to 640
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

  it.each([16, 24])('picks the nearest rows, ties at the cut-off included, in row order (%i-word codes)', (words) => {
    const rows = 2000;
    const codes = randomCodes(words * rows, words + 11);
    const scanner = createHammingScanner(codes, words);
    const query = randomCodes(words, 7);
    const distances = Array.from(scanner.distances(query));
    for (const count of [1, 10, 400, rows, rows + 5]) {
      const cutoff = [...distances].sort((a, b) => a - b)[Math.min(count, rows) - 1]!;
      const expected = distances.flatMap((d, row) => (d <= cutoff ? [row] : []));
      expect(Array.from(scanner.nearest(query, count)), `count ${count}`).toEqual(expected);
    }
  });
});
