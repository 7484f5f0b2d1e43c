/** Dot product of `query` with row `row` of a flat row-major matrix. */
export function dotRow(query: Float32Array, matrix: Float32Array | Int8Array, row: number, dims: number): number {
  let sum = 0;
  const base = row * dims;
  for (let i = 0; i < dims; i++) sum += query[i]! * matrix[base + i]!;
  return sum;
}

export function normalize(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const v of vector) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return vector.map((v) => v / norm);
}

export function meanVector(rows: readonly Float32Array[]): Float32Array {
  const dims = rows[0]?.length ?? 0;
  const sum = new Float32Array(dims);
  for (const row of rows) for (let i = 0; i < dims; i++) sum[i]! += row[i]!;
  return sum.map((v) => v / (rows.length || 1));
}

/** The normalised mean of some rows: a centroid on the unit sphere. */
export function meanDirection(rows: readonly Float32Array[]): Float32Array {
  return normalize(meanVector(rows));
}

/**
 * Sign bits of `vector - center`, packed as sqlite-vec's `bit[N]` expects (8 dimensions a byte,
 * lowest dimension in the lowest bit). Centering first makes the bits carry more information, as
 * sentence-encoder vectors share a common offset.
 */
export function binarize(vector: Float32Array, center: Float32Array): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(vector.length / 8));
  for (let i = 0; i < vector.length; i++) {
    if (vector[i]! - center[i]! > 0) bytes[i >> 3]! |= 1 << (i & 7);
  }
  return bytes;
}

export function toBlob(array: ArrayBufferView): Buffer {
  return Buffer.from(array.buffer, array.byteOffset, array.byteLength);
}

export function float32FromBlob(blob: Buffer): Float32Array {
  const copy = new Uint8Array(blob);
  return new Float32Array(copy.buffer, 0, copy.byteLength / 4);
}
