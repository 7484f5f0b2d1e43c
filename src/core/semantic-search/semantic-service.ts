import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SemanticStatus, ThemeId } from '#shared/contract/semantic.ts';
import { AppError } from '#shared/errors.ts';
import type { VersesDb } from '../verses-db/open.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import type { Representation, Variant } from '../index-db/schema.ts';
import { openIndexDb, readIndexMeta, readThemeTags, recordedIndexHash, writeShippedCopy, type IndexDb } from '../index-db/store.ts';
import { createBm25Index, type Bm25Index } from '../lexical/bm25-index.ts';
import { buildSemanticIndex, semanticInputsHash, versesTextsHash, type EmbedTexts, type IndexBuildInput } from '../semantic-index/index-build.ts';
import { findReusableVectors } from '../semantic-index/reusable-vectors.ts';
import { THEMES } from '../semantic-index/themes.ts';
import type { Fused } from './fusion.ts';
import { createHybridSearch, type HybridOptions, type HybridSearch } from './hybrid-search.ts';
import { createVectorSearch, type Neighbour, type VectorSearch } from './vector-search.ts';

export interface SemanticOptions {
  versesDb: VersesDb;
  /** The in-memory bm25 index of the stemmed postings, when the host shares one (with questions); else its own. */
  bm25?: () => Bm25Index;
  /** Where built indexes are cached by inputs hash (outside the repo and the data folder). */
  cacheDir: string;
  /** An index shipped with the app (packaging builds it); used when its inputs hash matches. */
  shippedIndexPath?: string;
  /** Loads the query embedder (in-process: a query takes a few milliseconds). */
  loadEmbedder: () => Promise<Embedder>;
  /** Embeds the corpus for a build, in worker threads so the host stays responsive. */
  embedCorpus: EmbedTexts;
  /** Build a small index of just these verses (tests). */
  verseIds?: readonly number[];
  /** The built index-writer worker, for bundling hosts (Electron); tsx and vitest use the source file. */
  writerEntry?: string | URL;
  onStatus?: (status: SemanticStatus) => void;
}

interface ReadyIndex {
  path: string;
  db: IndexDb;
  vectors: VectorSearch;
  hybrid: HybridSearch;
  themesByVerse: Map<number, ThemeId[]>;
  versesByTheme: Map<ThemeId, Set<number>>;
}

/**
 * Semantic search's lifecycle: find a current index (shipped, else cached by inputs hash) or build
 * one in the background with progress; meanwhile searches answer `index_building` and charge nothing.
 */
export function createSemanticService(options: SemanticOptions) {
  let status: SemanticStatus = { status: 'building', progress: 0, embedder: 'loading' };
  let embedder: Embedder | undefined;
  let index: ReadyIndex | undefined;
  const abort = new AbortController();
  const setStatus = (next: SemanticStatus) => {
    status = next;
    options.onStatus?.(next);
  };

  const ready = (async () => {
    embedder = await options.loadEmbedder();
    const identity = { id: embedder.id, version: embedder.version, dimensions: embedder.dimensions };
    const input: IndexBuildInput = { versesDb: options.versesDb, embedder: identity, ...(options.verseIds && { verseIds: options.verseIds }) };
    const hash = semanticInputsHash(input);
    const label = `${identity.id} (${identity.dimensions}-d${embedder.runtime ? `, ${embedder.runtime}` : ''})`;
    let path = options.shippedIndexPath && recordedIndexHash(options.shippedIndexPath) === hash ? options.shippedIndexPath : undefined;
    if (!path) {
      mkdirSync(options.cacheDir, { recursive: true });
      path = join(options.cacheDir, `semantic-${hash.slice(0, 16)}.db`);
      if (!existsSync(path) || recordedIndexHash(path) !== hash) {
        const started = Date.now();
        setStatus({ status: 'building', progress: 0, embedder: label });
        const current = embedder;
        const reuse = findReusableVectors(options.cacheDir, path, identity, versesTextsHash(options.versesDb), options.versesDb);
        await buildSemanticIndex(input, path, options.embedCorpus, (texts) => current.embed(texts), {
          signal: abort.signal,
          ...(reuse && { reuse }),
          ...(options.writerEntry && { writerEntry: options.writerEntry }),
          onProgress: ({ done, total }) => {
            // The last 2% is the writer thread: storing vectors and tagging themes.
            const progress = total ? (done / total) * 0.98 : 0;
            const elapsed = (Date.now() - started) / 1000;
            setStatus({
              status: 'building',
              progress,
              embedder: label,
              ...(progress > 0.01 && { etaSeconds: Math.round((elapsed / progress) * (1 - progress)) }),
            });
          },
        });
      }
    }
    if (abort.signal.aborted) return;
    index = openIndex(path, options, identity.dimensions);
    setStatus({ status: 'ready', progress: 1, embedder: label });
  })().catch((err: unknown) => {
    if (abort.signal.aborted) return;
    setStatus({ status: 'failed', progress: 0, embedder: status.embedder, message: (err as Error).message });
    throw err;
  });
  // The host reads failures from `status`; an unobserved rejection must not crash it.
  ready.catch(() => {});

  function requireIndex(): { index: ReadyIndex; embedder: Embedder } {
    if (index && embedder) return { index, embedder };
    if (status.status === 'failed')
      throw new AppError('semantic_unavailable', `Semantic search is unavailable: ${status.message ?? 'the index could not be built'}`);
    throw new AppError('index_building', `The semantic index is being built (${Math.round(status.progress * 100)}%); keyword search works meanwhile`, {
      progress: status.progress,
      ...(status.etaSeconds !== undefined && { etaSeconds: status.etaSeconds }),
    });
  }

  return {
    ready,
    status: () => status,

    /** Hybrid semantic search; each hit carries its fused 0..1 score. */
    async search(query: string, topK: number, theme?: ThemeId, tuning: Omit<HybridOptions, 'within'> = {}): Promise<Fused[]> {
      const { index, embedder } = requireIndex();
      const [vector] = await embedder.embed([query]);
      const within = theme ? (index.versesByTheme.get(theme) ?? new Set<number>()) : undefined;
      return index.hybrid(query, vector!, topK, { ...tuning, ...(within && { within }) });
    },

    /** The verses nearest in meaning to a verse (both translations' vectors), excluding itself. */
    similar(verseId: number, topK: number): Fused[] {
      const { index } = requireIndex();
      const scores = new Map<number, number>();
      for (const variant of ['kjv', 'web'] as const) {
        const vector = index.vectors.vectorOf(variant, verseId);
        if (!vector) throw new AppError('not_found', 'That verse is not in the semantic index');
        for (const n of index.vectors.search(variant, vector, topK + 1, { representation: 'verse' })) {
          if (n.id !== verseId) scores.set(n.id, (scores.get(n.id) ?? 0) + Math.max(0, n.similarity) / 2);
        }
      }
      return [...scores]
        .map(([id, score]) => ({ id, score: Math.min(1, score) }))
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .slice(0, topK);
    },

    themesOf(verseId: number): ThemeId[] {
      return index?.themesByVerse.get(verseId) ?? [];
    },

    /** Each theme with how many verses carry it (0 until the index is ready). */
    themeCounts(): { id: ThemeId; label: string; description: string; verses: number }[] {
      return THEMES.map((t) => ({
        id: t.id as ThemeId,
        label: t.label,
        description: t.description,
        verses: index?.versesByTheme.get(t.id as ThemeId)?.size ?? 0,
      }));
    },

    /** The query's vector, as search compares it with the verses' (throws while the index is not ready). */
    async embedQuery(text: string): Promise<Float32Array> {
      const { embedder } = requireIndex();
      return (await embedder.embed([text]))[0]!;
    },

    /** Hybrid ranking of a query whose vector is known, with the levers of `options` (benchmarks, questions). */
    rank(query: string, vector: Float32Array, topK: number, options: HybridOptions = {}): Fused[] {
      return requireIndex().index.hybrid(query, vector, topK, options);
    },

    /** The nearest verses to a vector in one translation's vectors (quantised search). */
    nearest(variant: Variant, vector: Float32Array, k: number, options: { representation?: Representation } = {}): Neighbour[] {
      return requireIndex().index.vectors.search(variant, vector, k, options);
    },

    /** The same by exact float32 search: the reference the quantised search is measured against. */
    exactNearest(variant: Variant, vector: Float32Array, k: number, representation?: Representation): Neighbour[] {
      return requireIndex().index.vectors.exactSearch(variant, vector, k, representation);
    },

    /** A verse's own vector in one translation (from int8), or undefined for a verse the index lacks. */
    verseVector(variant: Variant, verseId: number): Float32Array | undefined {
      return requireIndex().index.vectors.vectorOf(variant, verseId);
    },

    /** Hamming distances from a sign-bit code to every verse's (tests compare them with sqlite-vec's). */
    bitDistances(variant: Variant, representation: Representation, code: Uint8Array): Map<number, number> {
      return requireIndex().index.vectors.bitDistances(variant, representation, code);
    },

    /** The open index file and what it records of its build (path, embedder, timings). */
    indexInfo(): { path: string; meta: ReturnType<typeof readIndexMeta> } {
      const { index } = requireIndex();
      return { path: index.path, meta: readIndexMeta(index.db) };
    },

    /** Writes the index without its float32 rows to `path`: the copy packaging ships. */
    writeShippedCopy(path: string): void {
      writeShippedCopy(requireIndex().index.db, path);
    },

    /** Stops a build in progress (its workers end) and frees the index and the model. */
    close(): void {
      abort.abort();
      index?.db.close();
      index = undefined;
      void embedder?.dispose();
      embedder = undefined;
    },
  };
}

function openIndex(path: string, options: SemanticOptions, dimensions: number): ReadyIndex {
  const db = openIndexDb(path);
  const embedder = JSON.parse(readIndexMeta(db).embedder ?? '{}') as { dimensions?: number };
  if (embedder.dimensions !== dimensions) throw new Error(`index at ${path} has ${embedder.dimensions}-d vectors, expected ${dimensions}`);
  const vectors = createVectorSearch(db, dimensions);
  const themesByVerse = new Map<number, ThemeId[]>();
  const versesByTheme = new Map<ThemeId, Set<number>>();
  for (const row of readThemeTags(db) as { theme: ThemeId; id: number }[]) {
    themesByVerse.set(row.id, [...(themesByVerse.get(row.id) ?? []), row.theme]);
    if (!versesByTheme.has(row.theme)) versesByTheme.set(row.theme, new Set());
    versesByTheme.get(row.theme)!.add(row.id);
  }
  return {
    path,
    db,
    vectors,
    hybrid: createHybridSearch(options.versesDb, options.bm25?.() ?? createBm25Index(options.versesDb), vectors),
    themesByVerse,
    versesByTheme,
  };
}

export type SemanticService = ReturnType<typeof createSemanticService>;
