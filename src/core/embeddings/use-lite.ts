/**
 * Universal Sentence Encoder Lite (512-d): onnxruntime-node by default (use-lite-onnx.ts), the TF.js
 * WASM graph (use-lite-tfjs.ts) as the reference and the fallback where the native binding cannot load.
 */
import type { Embedder } from './embedder.ts';
import { loadUseLiteOnnx, type UseLiteOnnxOptions } from './use-lite-onnx.ts';
import type { UseLiteTfjsOptions } from './use-lite-tfjs.ts';

export { USE_LITE_DIMENSIONS, USE_LITE_ID, USE_LITE_MAX_TOKENS } from './use-lite-text.ts';

export type UseLiteRuntime = 'auto' | 'onnx' | 'tfjs';

export interface UseLiteOptions extends UseLiteOnnxOptions, UseLiteTfjsOptions {
  /** `auto` (default): onnxruntime, or TF.js when onnxruntime-node fails to load; `onnx` never falls back. */
  readonly runtime?: UseLiteRuntime;
}

export async function loadUseLite(options: UseLiteOptions = {}): Promise<Embedder> {
  const runtime = options.runtime ?? 'auto';
  if (runtime === 'tfjs') return loadTfjs(options);
  // Only a runtime that cannot load falls back; a missing model file is an error on either.
  const ort = await import('onnxruntime-node').catch((err: unknown) => {
    if (runtime === 'onnx') throw err;
    console.warn(`USE-Lite runs on TF.js: onnxruntime-node failed to load (${(err as Error).message})`);
    return null;
  });
  return ort ? loadUseLiteOnnx(ort, options) : loadTfjs(options);
}

/** TF.js and its WASM heap are loaded only when used: a process on onnxruntime never holds them. */
async function loadTfjs(options: UseLiteTfjsOptions): Promise<Embedder> {
  const { loadUseLiteTfjs } = await import('./use-lite-tfjs.ts');
  return loadUseLiteTfjs(options);
}
