import { describe, expect, it } from 'vitest';
import { createInt8Matrix } from './int8-matrix.ts';

/** Deterministic pseudo-random numbers in [0, 1) (xorshift), so a failure reproduces. */
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

describe('int8 matrix (WebAssembly SIMD dot products)', () => {
  it.each([
    [512, 300],
    [384, 50],
    [20, 7], // not a multiple of 16: rows are zero-padded
  ])('gives each asked row’s dot product with the query, in the order asked (%i dimensions, %i rows)', (dimensions, rows) => {
    const next = random(dimensions * 31 + rows);
    const values = Int8Array.from({ length: rows * dimensions }, () => Math.floor(next() * 256) - 128);
    const matrix = createInt8Matrix(values, dimensions);
    const query = Float32Array.from({ length: dimensions }, () => next() * 2 - 1);
    const wanted = [rows - 1, 0, Math.floor(rows / 2), 1, rows - 1];
    const dots = matrix.dots(query, wanted);
    expect(dots).toHaveLength(wanted.length);
    wanted.forEach((row, i) => {
      let exact = 0;
      for (let d = 0; d < dimensions; d++) exact += query[d]! * values[row * dimensions + d]!;
      // float32 sums of up to 512 products of size <= 128: a few 1e-5 of rounding at most.
      expect(Math.abs(dots[i]! - exact)).toBeLessThan(1e-3);
      expect(Array.from(matrix.row(row))).toEqual(Array.from(values.subarray(row * dimensions, (row + 1) * dimensions)));
    });
    expect(matrix.dots(query, [])).toHaveLength(0);
  });

  it('refuses rows it does not have and queries of another size', () => {
    const matrix = createInt8Matrix(new Int8Array(32 * 3), 32);
    expect(() => matrix.dots(new Float32Array(32), [3])).toThrow(RangeError);
    expect(() => matrix.dots(new Float32Array(32), [-1])).toThrow(RangeError);
    expect(() => matrix.dots(new Float32Array(16), [0])).toThrow(RangeError);
    expect(() => createInt8Matrix(new Int8Array(33), 32)).toThrow(/not rows of 32/);
  });
});
