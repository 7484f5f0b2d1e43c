import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Embedder } from './embedder.ts';

export interface TransformersEmbedderOptions {
  /** Folder holding models in the Hugging Face layout: `<modelsDir>/<owner>/<name>/{config.json, tokenizer.json, onnx/…}`. */
  modelsDir: string;
  /** Model id, e.g. `Xenova/bge-small-en-v1.5`; a folder below `modelsDir`. */
  model: string;
  /** `q8` reads `onnx/model_quantized.onnx`, `fp32` reads `onnx/model.onnx`. */
  dtype?: 'q8' | 'fp32';
  /** Sentence-transformers models mean-pool token vectors; BGE-style models use the CLS token. */
  pooling?: 'mean' | 'cls';
  /** Texts per inference call. */
  batchSize?: number;
}

/** The id the app records for a transformers.js model, e.g. `hf:Xenova/bge-small-en-v1.5`. */
export const transformersEmbedderId = (model: string) => `hf:${model}`;

/** A hash of the files that decide the vectors, so a replaced model file rebuilds the index. */
function modelVersion(dir: string, dtype: string, pooling: string): string {
  const hash = createHash('sha256').update(`${dtype};${pooling};normalize`);
  const onnx = dtype === 'q8' ? 'onnx/model_quantized.onnx' : 'onnx/model.onnx';
  for (const file of ['config.json', 'tokenizer.json', 'tokenizer_config.json', onnx]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    // Size and a hash of the small files; the model file is hashed whole (read once at load).
    hash.update(`${file}:${statSync(path).size}:`).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Any Hugging Face ONNX sentence model through transformers.js, strictly offline: remote models are
 * disabled and only `modelsDir` is read. Inference runs on onnxruntime's native threads, so a corpus
 * build in-process does not block the event loop.
 */
export async function loadTransformersEmbedder(options: TransformersEmbedderOptions): Promise<Embedder> {
  const dir = join(options.modelsDir, options.model);
  if (!existsSync(join(dir, 'config.json'))) {
    const available = existsSync(options.modelsDir) ? readdirSync(options.modelsDir).join(', ') || 'none' : 'none';
    throw new Error(
      `Model "${options.model}" is not in ${options.modelsDir} (no config.json); models there: ${available}. Fetch it with \`npm run models:fetch ${options.model}\` on a connected machine.`,
    );
  }
  const dtype = options.dtype ?? 'q8';
  const pooling = options.pooling ?? 'mean';
  const { env, pipeline } = await import('@huggingface/transformers');
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = options.modelsDir;
  const extractor = await pipeline('feature-extraction', options.model, { dtype });
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as { hidden_size?: number; dim?: number };
  const dimensions = config.hidden_size ?? config.dim;
  if (!dimensions) throw new Error(`Cannot tell the vector size of ${options.model} from its config.json`);
  const batchSize = options.batchSize ?? 32;

  return {
    id: transformersEmbedderId(options.model),
    version: modelVersion(dir, dtype, pooling),
    dimensions,
    async embed(texts) {
      const rows: Float32Array[] = [];
      for (let i = 0; i < texts.length; i += batchSize) {
        // An empty text has no tokens to pool; a space gives the model its special tokens only.
        const batch = texts.slice(i, i + batchSize).map((t) => (t.trim() === '' ? ' ' : t));
        const output = await extractor(batch, { pooling, normalize: true });
        const data = output.data as Float32Array;
        for (let r = 0; r < batch.length; r++) rows.push(data.slice(r * dimensions, (r + 1) * dimensions));
      }
      return rows;
    },
    async dispose() {
      await extractor.dispose();
    },
  };
}
