/**
 * A blob's bytes in a fresh ArrayBuffer of their own. better-sqlite3 hands blobs out as Buffers
 * that may share a pool at any offset, and a typed array over them needs its element alignment.
 */
export function bufferOf(blob: Uint8Array): ArrayBuffer {
  return blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength) as ArrayBuffer;
}
