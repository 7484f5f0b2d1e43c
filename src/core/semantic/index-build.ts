import { createHash } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import type { VersesDb } from '../db/open-verses-db.ts';
import { createVerseStore } from '../bible/verse-store.ts';
import { verseId } from '../bible/verse-id.ts';
import { bitTable, indexSchema, openIndexDb, SEMANTIC_INDEX_VERSION, VARIANTS, type Variant } from './index-db.ts';
import { THEMES } from './themes.ts';
import { binarize, dotRow, meanDirection, meanVector, toBlob } from './vector-math.ts';

/** A verse's theme score is the cosine of its vectors with the theme's direction; tagged from here up. */
export const THEME_THRESHOLD = 0.42;

export interface EmbedderIdentity {
  id: string;
  version: string;
  dimensions: number;
}

/** Embeds many texts (in worker threads for the full corpus), reporting how many are done. */
export type EmbedTexts = (texts: readonly string[], onProgress: (done: number) => void, signal?: AbortSignal) => Promise<Float32Array[]>;

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

function versesInputsHash(db: VersesDb): string {
  return (db.prepare("SELECT value FROM meta WHERE key = 'inputs_hash'").get() as { value: string }).value;
}

/** A hash of everything an index is made from; an index recording another hash is rebuilt. */
export function semanticInputsHash(input: IndexBuildInput): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ version: SEMANTIC_INDEX_VERSION, embedder: input.embedder, verses: versesInputsHash(input.versesDb), threshold: THEME_THRESHOLD }));
  hash.update(JSON.stringify(THEMES));
  if (input.verseIds) hash.update(JSON.stringify(input.verseIds));
  return hash.digest('hex');
}

function verseTexts(db: VersesDb, variant: Variant, ids?: readonly number[]): { ids: number[]; texts: string[] } {
  const rows = db.prepare('SELECT verse_id AS id, text FROM verse_texts WHERE translation = ? ORDER BY verse_id').all(variant) as { id: number; text: string }[];
  const wanted = ids && new Set(ids);
  const kept = wanted ? rows.filter((r) => wanted.has(r.id)) : rows;
  return { ids: kept.map((r) => r.id), texts: kept.map((r) => r.text) };
}

/**
 * Builds a semantic index file: every verse's text in each variant is embedded, stored as float32,
 * binarised into a sqlite-vec bit index, and tagged with themes. Written to a temporary file and
 * renamed, so a reader never sees a partial index.
 */
export async function buildSemanticIndex(
  input: IndexBuildInput,
  outPath: string,
  embedTexts: EmbedTexts,
  embedQueries: (texts: readonly string[]) => Promise<Float32Array[]>,
  onProgress: (p: IndexBuildProgress) => void = () => {},
  signal?: AbortSignal,
): Promise<void> {
  const { dimensions } = input.embedder;
  const perVariant = VARIANTS.map((variant) => ({ variant, ...verseTexts(input.versesDb, variant, input.verseIds) }));
  const total = perVariant.reduce((n, v) => n + v.texts.length, 0);

  // One embedding call over all variants keeps the worker pool busy with length-sorted batches.
  const allTexts = perVariant.flatMap((v) => v.texts);
  const started = Date.now();
  onProgress({ done: 0, total });
  const vectors = await embedTexts(allTexts, (done) => onProgress({ done, total }), signal);
  if (vectors.length !== allTexts.length) throw new Error(`embedder returned ${vectors.length} rows for ${allTexts.length} texts`);
  const embedSeconds = (Date.now() - started) / 1000;

  const tmpPath = `${outPath}.${process.pid}.tmp`;
  rmSync(tmpPath, { force: true });
  const db = openIndexDb(tmpPath, { readonly: false });
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(indexSchema(dimensions));
    const insertEmbedding = db.prepare('INSERT INTO embeddings (variant, verse_id, vector) VALUES (?, ?, ?)');
    const insertCenter = db.prepare('INSERT INTO centers (variant, vector) VALUES (?, ?)');
    let offset = 0;
    const byVariant = new Map<Variant, { ids: number[]; rows: Float32Array[] }>();
    db.transaction(() => {
      for (const { variant, ids } of perVariant) {
        const rows = vectors.slice(offset, offset + ids.length);
        offset += ids.length;
        byVariant.set(variant, { ids, rows });
        const center = meanVector(rows);
        insertCenter.run(variant, toBlob(center));
        const insertBits = db.prepare(`INSERT INTO ${bitTable(variant)} (rowid, embedding) VALUES (?, vec_bit(?))`);
        ids.forEach((id, i) => {
          insertEmbedding.run(variant, id, toBlob(rows[i]!));
          insertBits.run(BigInt(id), toBlob(binarize(rows[i]!, center)));
        });
      }
    })();

    tagThemes(db, input, byVariant, await themeDirections(input, byVariant, embedQueries));

    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('inputs_hash', semanticInputsHash(input));
    meta.run('embedder', JSON.stringify(input.embedder));
    meta.run('index_version', String(SEMANTIC_INDEX_VERSION));
    meta.run('verses', String(perVariant[0]!.ids.length));
    // Recorded so the benchmark can report the build without rebuilding.
    meta.run('embed_seconds', embedSeconds.toFixed(1));
    meta.run('texts', String(total));
    db.close();
    renameSync(tmpPath, outPath);
  } catch (err) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw err;
  }
}

/** Each theme's direction: the mean of its description's vector and its anchor verses' vectors. */
async function themeDirections(
  input: IndexBuildInput,
  byVariant: Map<Variant, { ids: number[]; rows: Float32Array[] }>,
  embedQueries: (texts: readonly string[]) => Promise<Float32Array[]>,
): Promise<Map<string, Float32Array>> {
  const store = createVerseStore(input.versesDb);
  const descriptions = await embedQueries(THEMES.map((t) => t.description));
  const rowOf = [...byVariant.values()].map(({ ids, rows }) => ({ rows, index: new Map(ids.map((id, i) => [id, i])) }));
  const directions = new Map<string, Float32Array>();
  THEMES.forEach((theme, i) => {
    const parts = [descriptions[i]!];
    for (const anchor of theme.anchors) {
      const { bookIndex, chapter, verse } = store.getPassage(anchor, 'kjv').verses[0]!;
      const id = verseId(bookIndex, chapter, verse);
      for (const { rows, index } of rowOf) {
        const row = index.get(id);
        if (row !== undefined) parts.push(rows[row]!);
      }
    }
    directions.set(theme.id, meanDirection(parts));
  });
  return directions;
}

function tagThemes(db: ReturnType<typeof openIndexDb>, input: IndexBuildInput, byVariant: Map<Variant, { ids: number[]; rows: Float32Array[] }>, directions: Map<string, Float32Array>): void {
  const insert = db.prepare('INSERT INTO verse_themes (theme, verse_id, score) VALUES (?, ?, ?)');
  const variants = [...byVariant.values()];
  const ids = variants[0]!.ids;
  const { dimensions } = input.embedder;
  db.transaction(() => {
    for (const [theme, direction] of directions) {
      ids.forEach((id, i) => {
        // The mean over the verse's translations: a theme must show in the meaning, not one wording.
        let score = 0;
        for (const { rows } of variants) score += dotRow(direction, rows[i]!, 0, dimensions);
        score /= variants.length;
        if (score >= THEME_THRESHOLD) insert.run(theme, id, score);
      });
    }
  })();
}
