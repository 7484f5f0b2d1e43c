import { renameSync, rmSync } from 'node:fs';
import { parseReference } from '#shared/bible/reference.ts';
import { verseId } from '../bible/verse-id.ts';
import { openVersesDb, type VersesDb } from '../db/open-verses-db.ts';
import { FTS_STEM_TABLE } from '../db/verses-schema.ts';
import { contextMatrix, quantizeRows, type QuantizedRows } from './context-vectors.ts';
import { indexSchema, openIndexDb, SEMANTIC_INDEX_VERSION, storage, vectorKey, type IndexDb, type Representation, type Variant } from './index-db.ts';
import { THEMES, type ThemeDefinition } from './themes.ts';
import { dotRow, meanDirection, meanVector, normalize, toBlob } from './vector-math.ts';

/** Theme tagging thresholds, in standard deviations of a theme's similarity over the corpus (see tagThemes). */
export const THEME_Z_WITH_KEYWORD = 1;
export const THEME_Z_ALONE = 3;

/** Everything the writer needs, as plain data so it can be posted to a worker thread. */
export interface WriterJob {
  outPath: string;
  versesDbPath: string;
  embedder: { id: string; version: string; dimensions: number };
  inputsHash: string;
  /** The hash of the verse texts embedded (verses.db `meta.texts_hash`): later builds may reuse these vectors. */
  textsHash: string;
  /** Verse ids of each variant, in the order their rows appear in `vectors`. */
  variants: { variant: Variant; ids: number[] }[];
  /** All rows, variant after variant, `dimensions` floats each. */
  vectors: Float32Array;
  /** One row per theme, in THEMES order: the embedded theme descriptions. */
  descriptions: Float32Array;
  embedSeconds: number;
  /** How many of the texts were embedded for this build (the others' vectors were reused). */
  embeddedTexts: number;
}

const rowsOf = (flat: Float32Array, dims: number, from: number, count: number) =>
  Array.from({ length: count }, (_, i) => flat.subarray((from + i) * dims, (from + i + 1) * dims));

/**
 * Writes an index file from embedded vectors: int8 and float32 rows, sign bits in sqlite-vec tables,
 * and theme tags. Written to a temporary file and renamed, so a reader never sees a partial index.
 * Seconds of CPU work: hosts run it on a worker thread (index-writer-worker.ts).
 */
export function writeSemanticIndex(job: WriterJob): void {
  const { dimensions } = job.embedder;
  const tmpPath = `${job.outPath}.${process.pid}.${Date.now()}.tmp`;
  rmSync(tmpPath, { force: true });
  const versesDb = openVersesDb(job.versesDbPath);
  const db = openIndexDb(tmpPath, { readonly: false });
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(indexSchema(dimensions));
    const insertF32 = db.prepare('INSERT INTO vectors_f32 (key, vector) VALUES (?, ?)');
    const insertMatrix = db.prepare('INSERT INTO matrices (name, ids, int8, scales, bits, center) VALUES (?, ?, ?, ?, ?, ?)');
    const writeQuantized = (variant: Variant, representation: Representation, ids: readonly number[], q: QuantizedRows) => {
      const { matrix, bitTable } = storage(variant, representation);
      insertMatrix.run(matrix, toBlob(Int32Array.from(ids)), toBlob(q.values), toBlob(q.scales), toBlob(q.bits), toBlob(q.center));
      const insertBits = db.prepare(`INSERT INTO ${bitTable} (rowid, embedding) VALUES (?, vec_bit(?))`);
      const words = dimensions / 32;
      ids.forEach((id, i) => insertBits.run(BigInt(id), toBlob(q.bits.subarray(i * words, (i + 1) * words))));
    };
    const byVariant: { variant: Variant; ids: number[]; rows: Float32Array[] }[] = [];
    let offset = 0;
    db.transaction(() => {
      for (const { variant, ids } of job.variants) {
        const flat = job.vectors.subarray(offset * dimensions, (offset + ids.length) * dimensions);
        const rows = rowsOf(job.vectors, dimensions, offset, ids.length);
        offset += ids.length;
        byVariant.push({ variant, ids, rows });
        ids.forEach((id, i) => insertF32.run(vectorKey(variant, id), toBlob(rows[i]!)));
        writeQuantized(variant, 'verse', ids, quantizeRows(flat, dimensions));
        writeQuantized(variant, 'context', ids, quantizeRows(contextMatrix(Int32Array.from(ids), flat, null, dimensions), dimensions));
      }
    })();

    const mean = meanVector(byVariant.flatMap((v) => v.rows));
    const centredRows = byVariant.map(({ rows }) => centred(rows, mean));
    const descriptions = centred(rowsOf(job.descriptions, dimensions, 0, THEMES.length), mean);
    tagThemes(db, versesDb, byVariant, themeDirections(byVariant, centredRows, descriptions), centredRows, dimensions);

    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    meta.run('inputs_hash', job.inputsHash);
    meta.run('texts_hash', job.textsHash);
    meta.run('embedder', JSON.stringify(job.embedder));
    meta.run('index_version', String(SEMANTIC_INDEX_VERSION));
    meta.run('verses', String(job.variants[0]!.ids.length));
    // Recorded so the benchmark can report the build without rebuilding.
    meta.run('embed_seconds', job.embedSeconds.toFixed(1));
    meta.run('embedded_texts', String(job.embeddedTexts));
    meta.run('texts', String(job.vectors.length / dimensions));
    db.close();
    renameSync(tmpPath, job.outPath);
  } catch (err) {
    if (db.open) db.close();
    rmSync(tmpPath, { force: true });
    throw err;
  } finally {
    versesDb.close();
  }
}

/** The vectors minus the corpus mean, renormalised: cosines then spread out instead of sharing USE's offset. */
function centred(rows: readonly Float32Array[], mean: Float32Array): Float32Array[] {
  return rows.map((row) => normalize(row.map((v, i) => v - mean[i]!)));
}

/** A theme's anchor verses as verse ids. */
function anchorIds(theme: ThemeDefinition): Set<number> {
  return new Set(
    theme.anchors.map((reference) => {
      const { book, start } = parseReference(reference);
      return verseId(book.index, start.chapter, start.verse!);
    }),
  );
}

/** Each theme's direction: the mean of its description's vector and its anchor verses' vectors, centred. */
function themeDirections(byVariant: { ids: number[] }[], centredRows: Float32Array[][], descriptions: Float32Array[]): Map<string, Float32Array> {
  const rowOf = new Map(byVariant[0]!.ids.map((id, i) => [id, i]));
  const directions = new Map<string, Float32Array>();
  THEMES.forEach((theme, t) => {
    const parts = [descriptions[t]!];
    for (const anchor of anchorIds(theme)) {
      const row = rowOf.get(anchor);
      if (row !== undefined) for (const rows of centredRows) parts.push(rows[row]!);
    }
    directions.set(theme.id, meanDirection(parts));
  });
  return directions;
}

/** The verses whose text (either translation, stemmed) has one of the theme's words. */
function keywordVerses(versesDb: VersesDb, keywords: string): Set<number> {
  const query = keywords.split(/\s+/).map((w) => `"${w}"`).join(' OR ');
  const ids = new Set<number>();
  for (const table of Object.values(FTS_STEM_TABLE)) {
    for (const row of versesDb.prepare(`SELECT rowid AS id FROM ${table} WHERE ${table} MATCH ?`).all(query) as { id: number }[]) ids.add(row.id);
  }
  return ids;
}

/**
 * Tags a verse with a theme when it uses one of the theme's words and its meaning leans toward the
 * theme (z ≥ THEME_Z_WITH_KEYWORD), when its meaning alone is very close (z ≥ THEME_Z_ALONE), or when
 * it is one of the theme's anchors. z is the verse's centred cosine with the theme's direction (mean
 * over its translations), in standard deviations above the corpus mean.
 */
function tagThemes(db: IndexDb, versesDb: VersesDb, byVariant: { ids: number[] }[], directions: Map<string, Float32Array>, centredRows: Float32Array[][], dimensions: number): void {
  const insert = db.prepare('INSERT INTO verse_themes (theme, verse_id, score) VALUES (?, ?, ?)');
  const ids = byVariant[0]!.ids;
  db.transaction(() => {
    for (const theme of THEMES) {
      const direction = directions.get(theme.id)!;
      const scores = ids.map((_, i) => centredRows.reduce((sum, rows) => sum + dotRow(direction, rows[i]!, 0, dimensions), 0) / centredRows.length);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length) || 1;
      const withKeyword = keywordVerses(versesDb, theme.keywords);
      const anchors = anchorIds(theme);
      ids.forEach((id, i) => {
        const z = (scores[i]! - mean) / sd;
        if (anchors.has(id) || z >= THEME_Z_ALONE || (z >= THEME_Z_WITH_KEYWORD && withKeyword.has(id))) insert.run(theme.id, id, z);
      });
    }
  })();
}
