import { embedCorpus } from '../embeddings/corpus-embedder.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import { loadTransformersEmbedder, type TransformersEmbedderOptions } from '../embeddings/transformers-embedder.ts';
import { loadUseLite } from '../embeddings/use-lite.ts';
import type { SemanticOptions } from '../semantic-search/semantic-service.ts';

/** Which sentence model embeds queries and verses (`SCRIPTURE_EMBEDDING_MODEL`, read by src/core/config). */
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

function loader(choice: EmbedderChoice): () => Promise<Embedder> {
  return choice.kind === 'use-lite' ? () => loadUseLite() : () => loadTransformersEmbedder(choice);
}

/** Query embedding in-process; the corpus on worker threads (USE-Lite) or onnxruntime's own threads. */
export function semanticHostOptions(config: SemanticHostConfig): Omit<SemanticOptions, 'versesDb' | 'bm25'> {
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
