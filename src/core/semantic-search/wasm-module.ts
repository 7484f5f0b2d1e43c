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

/**
 * Compiles a small hand-written module (kept inline as base64, so every host — Node, Electron's
 * main bundle, workers — loads it without a file path) and returns a function that instantiates it
 * with at least `bytes` of memory. Views on the memory must be made after this, as growing it
 * detaches them.
 */
export function wasmModule(base64: string): (bytes: number) => { memory: ArrayBuffer; exports: Record<string, unknown> } {
  const module = new WebAssembly.Module(Buffer.from(base64, 'base64'));
  return (bytes) => {
    const instance = new WebAssembly.Instance(module);
    const memory = instance.exports.memory as WasmMemory;
    if (bytes > memory.buffer.byteLength) memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE));
    return { memory: memory.buffer, exports: instance.exports };
  };
}
