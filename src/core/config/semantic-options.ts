import { streamCorpus } from '../embeddings/corpus-embedder.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import { loadTransformersEmbedder, type TransformersEmbedderOptions } from '../embeddings/transformers-embedder.ts';
import { loadUseLite } from '../embeddings/use-lite.ts';
import type { SemanticOptions } from '../semantic-search/semantic-service.ts';

/** Which sentence model embeds queries and verses (`SCRIPTURE_EMBEDDING_MODEL`, read by src/core/config). */
/** USE-Lite runs on onnxruntime unless `runtime` is `tfjs` (the reference, see use-lite.ts). */
export type EmbedderChoice = { kind: 'use-lite'; runtime?: 'tfjs' } | ({ kind: 'transformers' } & TransformersEmbedderOptions);

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
  return choice.kind === 'use-lite' ? () => loadUseLite({ ...(choice.runtime && { runtime: choice.runtime }) }) : () => loadTransformersEmbedder(choice);
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
        ? async (texts, onRows, signal) => {
            await streamCorpus(texts, (batch) => onRows(batch.indices, batch.vectors), {
              ...(config.workerEntry && { workerEntry: config.workerEntry }),
              ...(config.workers && { workers: config.workers }),
              ...(choice.runtime && { embedder: { runtime: choice.runtime } }),
              ...(signal && { signal }),
            });
          }
        : async (texts, onRows, signal) => {
            // onnxruntime runs inference on native threads: batches in-process leave the event loop free.
            const embedder = await loader(choice)();
            try {
              for (let i = 0; i < texts.length; i += 64) {
                signal?.throwIfAborted();
                const rows = await embedder.embed(texts.slice(i, i + 64));
                const flat = new Float32Array(rows.length * embedder.dimensions);
                rows.forEach((row, k) => flat.set(row, k * embedder.dimensions));
                onRows(
                  Array.from(rows, (_, k) => i + k),
                  flat,
                );
              }
            } finally {
              await embedder.dispose();
            }
          },
  };
}
