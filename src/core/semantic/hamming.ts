/**
 * hamming.wat assembled (`wat2wasm src/core/semantic/hamming.wat`, wabt 1.0.32; 202 bytes). Kept
 * inline so every host (Node, Electron's main bundle, workers) loads it without a file path.
 */
const HAMMING_WASM =
  'AGFzbQEAAAABCQFgBX9/f39/AAMCAQAFAwEAAQcUAgZtZW1vcnkCAAdoYW1taW5nAAAKlQEBkgECAn8CewJAA0AgBSACTw0B/QwAAAAAAAAAAAAAAAAAAAAAIQdBACEGA0AgByAB/QAEACAAIAZBBHRq/QAEAP1R/WL9biEHIAFBEGohASAGQQFqIQYgBiADSQ0ACyAH/X39fyEIIAQgBUEBdGogCP0bACAI/RsBaiAI/RsCIAj9GwNqajsBACAFQQFqIQUMAAsLCw==';

// The core's tsconfig has no DOM lib, where TypeScript keeps the WebAssembly types; these are the
// few members used here (the global itself exists in Node and in Electron's main process).
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: Record<string, unknown> };
};
interface WasmMemory {
  readonly buffer: ArrayBuffer;
  grow(pages: number): number;
}

const PAGE = 65_536;
const module = new WebAssembly.Module(Buffer.from(HAMMING_WASM, 'base64'));

export interface HammingScanner {
  /** Distances from `query` (same code length as the rows) to every row, in row order; valid until the next call. */
  distances(query: Uint32Array): Uint16Array;
}

/**
 * Hamming distances from a query code to a fixed set of binary codes, with WebAssembly SIMD popcount
 * (16 bytes per instruction): a scan of 31,102 512-bit codes takes a tenth or less of the time of
 * the same loop in JS. The codes are copied into the module's memory once, each row zero-padded to
 * a multiple of 128 bits (padding adds no distance: the query is padded the same way).
 */
export function createHammingScanner(codes: Uint32Array, wordsPerRow: number): HammingScanner {
  const rows = codes.length / wordsPerRow;
  const chunks = Math.ceil(wordsPerRow / 4);
  const paddedWords = chunks * 4;
  const queryAt = 0;
  const outAt = paddedWords * 4;
  const rowsAt = outAt + Math.ceil((rows * 2) / 16) * 16;
  const instance = new WebAssembly.Instance(module);
  const memory = instance.exports.memory as WasmMemory;
  const hamming = instance.exports.hamming as (query: number, rows: number, count: number, chunks: number, out: number) => void;
  const needed = rowsAt + rows * paddedWords * 4;
  if (needed > memory.buffer.byteLength) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE));
  const stored = new Uint32Array(memory.buffer, rowsAt, rows * paddedWords);
  for (let row = 0; row < rows; row++) stored.set(codes.subarray(row * wordsPerRow, (row + 1) * wordsPerRow), row * paddedWords);
  const query = new Uint32Array(memory.buffer, queryAt, paddedWords);
  const out = new Uint16Array(memory.buffer, outAt, rows);
  return {
    distances(code) {
      query.set(code);
      hamming(queryAt, rowsAt, rows, chunks, outAt);
      return out;
    },
  };
}
