import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SemanticStatus, ThemeId } from '#shared/contract/semantic.ts';
import { AppError } from '#shared/errors.ts';
import type { VersesDb } from '../db/open-verses-db.ts';
import type { Embedder } from '../embeddings/embedder.ts';
import { createHybridSearch, type HybridOptions, type HybridSearch } from './hybrid-search.ts';
import { indexInputsHash, openIndexDb, readMeta, type IndexDb } from './index-db.ts';
import { buildSemanticIndex, semanticInputsHash, versesTextsHash, type EmbedTexts, type IndexBuildInput } from './index-build.ts';
import { findReusableVectors } from './reusable-vectors.ts';
import { THEMES } from './themes.ts';
import { createVectorSearch, type VectorSearch } from './vector-search.ts';
import type { Fused } from './fusion.ts';

export interface SemanticOptions {
  versesDb: VersesDb;
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
    const label = `${identity.id} (${identity.dimensions}-d)`;
    let path = options.shippedIndexPath && indexInputsHash(options.shippedIndexPath) === hash ? options.shippedIndexPath : undefined;
    if (!path) {
      mkdirSync(options.cacheDir, { recursive: true });
      path = join(options.cacheDir, `semantic-${hash.slice(0, 16)}.db`);
      if (!existsSync(path) || indexInputsHash(path) !== hash) {
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
            setStatus({ status: 'building', progress, embedder: label, ...(progress > 0.01 && { etaSeconds: Math.round((elapsed / progress) * (1 - progress)) }) });
          },
        });
      }
    }
    if (abort.signal.aborted) return;
    index = openIndex(path, options.versesDb, identity.dimensions);
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
    if (status.status === 'failed') throw new AppError('semantic_unavailable', `Semantic search is unavailable: ${status.message ?? 'the index could not be built'}`);
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
      const within = theme ? index.versesByTheme.get(theme) ?? new Set<number>() : undefined;
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
      return [...scores].map(([id, score]) => ({ id, score: Math.min(1, score) })).sort((a, b) => b.score - a.score || a.id - b.id).slice(0, topK);
    },

    themesOf(verseId: number): ThemeId[] {
      return index?.themesByVerse.get(verseId) ?? [];
    },

    /** Each theme with how many verses carry it (0 until the index is ready). */
    themeCounts(): { id: ThemeId; label: string; description: string; verses: number }[] {
      return THEMES.map((t) => ({ id: t.id as ThemeId, label: t.label, description: t.description, verses: index?.versesByTheme.get(t.id as ThemeId)?.size ?? 0 }));
    },

    /** For benchmarks: the parts behind search. */
    internals: () => requireIndex(),

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

function openIndex(path: string, versesDb: VersesDb, dimensions: number): ReadyIndex {
  const db = openIndexDb(path, { readonly: true });
  const embedder = JSON.parse(readMeta(db).embedder ?? '{}') as { dimensions?: number };
  if (embedder.dimensions !== dimensions) throw new Error(`index at ${path} has ${embedder.dimensions}-d vectors, expected ${dimensions}`);
  const vectors = createVectorSearch(db, dimensions);
  const themesByVerse = new Map<number, ThemeId[]>();
  const versesByTheme = new Map<ThemeId, Set<number>>();
  for (const row of db.prepare('SELECT theme, verse_id AS id FROM verse_themes ORDER BY theme, verse_id').all() as { theme: ThemeId; id: number }[]) {
    themesByVerse.set(row.id, [...(themesByVerse.get(row.id) ?? []), row.theme]);
    if (!versesByTheme.has(row.theme)) versesByTheme.set(row.theme, new Set());
    versesByTheme.get(row.theme)!.add(row.id);
  }
  return { db, vectors, hybrid: createHybridSearch(versesDb, vectors), themesByVerse, versesByTheme };
}

export type SemanticService = ReturnType<typeof createSemanticService>;
