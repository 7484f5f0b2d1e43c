import { createHash } from 'node:crypto';
import { readMeta } from '../verses-db/meta.ts';
import type { VersesDb } from '../verses-db/open.ts';
import { readAllTexts } from '../verses-db/texts.ts';
import { spawnWorker } from '../workers/spawn-worker.ts';
import { SEMANTIC_INDEX_VERSION, VARIANTS, type Variant } from '../index-db/schema.ts';
import { THEME_Z_ALONE, THEME_Z_WITH_KEYWORD, type WriterJob } from './index-writer.ts';
import { THEMES } from './themes.ts';

export interface EmbedderIdentity {
  id: string;
  version: string;
  dimensions: number;
}

/**
 * Embeds many texts (in worker threads for the full corpus), handing over rows as they are done:
 * `rows` holds one vector per entry of `indices` (positions in `texts`), in that order. Streaming
 * them spares the build a second copy of every vector.
 */
export type EmbedTexts = (texts: readonly string[], onRows: (indices: ArrayLike<number>, rows: Float32Array) => void, signal?: AbortSignal) => Promise<void>;

export interface IndexBuildProgress {
  done: number;
  total: number;
}

export interface IndexBuildInput {
  versesDb: VersesDb;
  embedder: EmbedderIdentity;
  /** Restrict the index to these verses (tests build small indexes); all verses when absent. */
  verseIds?: readonly number[];
}

/** The hash of the verse texts the database holds: an index depends on the words, not on the database layout. */
export function versesTextsHash(db: VersesDb): string {
  return readMeta(db, 'texts_hash')!;
}

/** A hash of everything an index is made from; an index recording another hash is rebuilt. */
export function semanticInputsHash(input: IndexBuildInput): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify({
      version: SEMANTIC_INDEX_VERSION,
      embedder: input.embedder,
      verses: versesTextsHash(input.versesDb),
      themeZ: [THEME_Z_WITH_KEYWORD, THEME_Z_ALONE],
    }),
  );
  hash.update(JSON.stringify(THEMES));
  if (input.verseIds) hash.update(JSON.stringify(input.verseIds));
  return hash.digest('hex');
}

function verseTexts(db: VersesDb, variant: Variant, ids?: readonly number[]): { ids: number[]; texts: string[] } {
  const rows = readAllTexts(db, variant);
  const wanted = ids && new Set(ids);
  const kept = wanted ? rows.filter((r) => wanted.has(r.id)) : rows;
  return { ids: kept.map((r) => r.id), texts: kept.map((r) => r.text) };
}

/**
 * Builds a semantic index file: every verse's text in each variant is embedded (`embedTexts`, on
 * worker threads), then written and theme-tagged on a writer thread, so the host's main thread
 * never does more than post messages.
 */
export async function buildSemanticIndex(
  input: IndexBuildInput,
  outPath: string,
  embedTexts: EmbedTexts,
  embedQueries: (texts: readonly string[]) => Promise<Float32Array[]>,
  options: {
    onProgress?: (p: IndexBuildProgress) => void;
    signal?: AbortSignal;
    writerEntry?: string | URL;
    /** Vectors already computed for these texts by the same embedder (see reusable-vectors.ts). */
    reuse?: ReadonlyMap<string, Float32Array>;
  } = {},
): Promise<void> {
  const { dimensions } = input.embedder;
  const onProgress = options.onProgress ?? (() => {});
  const perVariant = VARIANTS.map((variant) => ({ variant, ...verseTexts(input.versesDb, variant, input.verseIds) }));
  const total = perVariant.reduce((n, v) => n + v.texts.length, 0);

  // One embedding call over all variants keeps the worker pool busy with length-sorted batches.
  const allTexts = perVariant.flatMap((v) => v.texts);
  const reuse = options.reuse ?? new Map<string, Float32Array>();
  const missing = allTexts.flatMap((text, i) => (reuse.has(text) ? [] : [i]));
  const reused = allTexts.length - missing.length;
  const started = Date.now();
  onProgress({ done: reused, total });
  // Every row lands straight in the one buffer that is then moved to the writer thread.
  const vectors = new Float32Array(allTexts.length * dimensions);
  allTexts.forEach((text, i) => {
    const row = reuse.get(text);
    if (row) vectors.set(row, i * dimensions);
  });
  let done = 0;
  if (missing.length) {
    await embedTexts(
      missing.map((i) => allTexts[i]!),
      (indices, rows) => {
        if (rows.length !== indices.length * dimensions) throw new Error(`embedder returned ${rows.length / dimensions} rows for ${indices.length} texts`);
        for (let k = 0; k < indices.length; k++) vectors.set(rows.subarray(k * dimensions, (k + 1) * dimensions), missing[indices[k]!]! * dimensions);
        done += indices.length;
        onProgress({ done: reused + done, total });
      },
      options.signal,
    );
  }
  if (done !== missing.length) throw new Error(`embedder returned ${done} rows for ${missing.length} texts`);
  const embedSeconds = (Date.now() - started) / 1000;

  const flatten = (list: readonly Float32Array[]) => {
    const flat = new Float32Array(list.length * dimensions);
    list.forEach((row, i) => flat.set(row, i * dimensions));
    return flat;
  };
  const job: WriterJob = {
    outPath,
    versesDbPath: input.versesDb.name,
    embedder: input.embedder,
    inputsHash: semanticInputsHash(input),
    textsHash: versesTextsHash(input.versesDb),
    variants: perVariant.map(({ variant, ids }) => ({ variant, ids })),
    vectors,
    descriptions: flatten(await embedQueries(THEMES.map((t) => t.description))),
    embedSeconds,
    embeddedTexts: missing.length,
  };
  options.signal?.throwIfAborted();
  const worker = spawnWorker(options.writerEntry ?? new URL('./index-writer-worker.ts', import.meta.url), job, [
    job.vectors.buffer as ArrayBuffer,
    job.descriptions.buffer as ArrayBuffer,
  ]);
  const stop = () => void worker.terminate();
  options.signal?.addEventListener('abort', stop, { once: true });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (reply: { ok: boolean; message?: string }) =>
        reply.ok ? resolve() : reject(new Error(`writing the semantic index failed: ${reply.message}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the index writer stopped (exit ${code})`)));
    });
  } finally {
    options.signal?.removeEventListener('abort', stop);
    void worker.terminate();
  }
}
