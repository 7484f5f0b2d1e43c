import { parseReference } from '#shared/bible/reference.ts';
import { verseId } from '../bible/verse-id.ts';
import { SEMANTIC_INDEX_VERSION, vectorKey, type Representation, type Variant } from '../index-db/schema.ts';
import {
  createIndexFile,
  inIndexTransaction,
  writeBits,
  writeFloatRow,
  writeIndexMeta,
  writeMatrix,
  writeThemeTag,
  type IndexWriter,
} from '../index-db/store.ts';
import { createBm25Index, type Bm25Index } from '../lexical/bm25-index.ts';
import { stemTokens } from '../lexical/stem-tokens.ts';
import { TRANSLATIONS } from '#shared/contract/bible.ts';
import { openVersesDb } from '../verses-db/open.ts';
import { contextMatrix, quantizeRows, type QuantizedRows } from './context-vectors.ts';
import { THEMES, type ThemeDefinition } from './themes.ts';
import { dotRow, meanDirection, meanVector, toBlob } from '../embeddings/vector-math.ts';

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
  const versesDb = openVersesDb(job.versesDbPath);
  const { db, commit, discard } = createIndexFile(job.outPath, dimensions);
  try {
    const writeQuantized = (variant: Variant, representation: Representation, ids: readonly number[], q: QuantizedRows) => {
      writeMatrix(db, variant, representation, {
        ids: toBlob(Int32Array.from(ids)),
        int8: toBlob(q.values),
        scales: toBlob(q.scales),
        bits: toBlob(q.bits),
        center: toBlob(q.center),
      });
      const words = dimensions / 32;
      ids.forEach((id, i) => writeBits(db, variant, representation, id, toBlob(q.bits.subarray(i * words, (i + 1) * words))));
    };
    const byVariant: { variant: Variant; ids: number[]; rows: Float32Array[] }[] = [];
    let offset = 0;
    inIndexTransaction(db, () => {
      for (const { variant, ids } of job.variants) {
        const flat = job.vectors.subarray(offset * dimensions, (offset + ids.length) * dimensions);
        const rows = rowsOf(job.vectors, dimensions, offset, ids.length);
        offset += ids.length;
        byVariant.push({ variant, ids, rows });
        ids.forEach((id, i) => writeFloatRow(db, vectorKey(variant, id), toBlob(rows[i]!)));
        writeQuantized(variant, 'verse', ids, quantizeRows(flat, dimensions));
        writeQuantized(variant, 'context', ids, quantizeRows(contextMatrix(Int32Array.from(ids), flat, null, dimensions), dimensions));
      }
    });

    // The stored rows are written; from here on the job's vectors are centred in place (no second copy).
    const mean = meanVector(byVariant.flatMap((v) => v.rows));
    const centredRows = byVariant.map(({ rows }) => centreInPlace(rows, mean));
    const descriptions = centreInPlace(rowsOf(job.descriptions, dimensions, 0, THEMES.length), mean);
    tagThemes(db, createBm25Index(versesDb), byVariant, themeDirections(byVariant, centredRows, descriptions), centredRows, dimensions);

    writeIndexMeta(db, 'inputs_hash', job.inputsHash);
    writeIndexMeta(db, 'texts_hash', job.textsHash);
    writeIndexMeta(db, 'embedder', JSON.stringify(job.embedder));
    writeIndexMeta(db, 'index_version', String(SEMANTIC_INDEX_VERSION));
    writeIndexMeta(db, 'verses', String(job.variants[0]!.ids.length));
    // Recorded so the benchmark can report the build without rebuilding.
    writeIndexMeta(db, 'embed_seconds', job.embedSeconds.toFixed(1));
    writeIndexMeta(db, 'embedded_texts', String(job.embeddedTexts));
    writeIndexMeta(db, 'texts', String(job.vectors.length / dimensions));
    commit();
  } catch (err) {
    discard();
    throw err;
  } finally {
    versesDb.close();
  }
}

/** The vectors minus the corpus mean, renormalised, in place: cosines then spread out instead of sharing USE's offset. */
function centreInPlace(rows: Float32Array[], mean: Float32Array): Float32Array[] {
  for (const row of rows) {
    let norm = 0;
    for (let i = 0; i < row.length; i++) {
      row[i] = row[i]! - mean[i]!;
      norm += row[i]! * row[i]!;
    }
    norm = Math.sqrt(norm) || 1;
    for (let i = 0; i < row.length; i++) row[i] = row[i]! / norm;
  }
  return rows;
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
function keywordVerses(bm25: Bm25Index, keywords: string): Set<number> {
  const phrases = keywords
    .split(/\s+/)
    .map(stemTokens)
    .filter((p) => p.length > 0);
  return new Set(TRANSLATIONS.flatMap((t) => [...bm25.versesWithAny(t, phrases)]));
}

/**
 * Tags a verse with a theme when it uses one of the theme's words and its meaning leans toward the
 * theme (z ≥ THEME_Z_WITH_KEYWORD), when its meaning alone is very close (z ≥ THEME_Z_ALONE), or when
 * it is one of the theme's anchors. z is the verse's centred cosine with the theme's direction (mean
 * over its translations), in standard deviations above the corpus mean.
 */
function tagThemes(
  db: IndexWriter,
  bm25: Bm25Index,
  byVariant: { ids: number[] }[],
  directions: Map<string, Float32Array>,
  centredRows: Float32Array[][],
  dimensions: number,
): void {
  const ids = byVariant[0]!.ids;
  inIndexTransaction(db, () => {
    for (const theme of THEMES) {
      const direction = directions.get(theme.id)!;
      const scores = ids.map((_, i) => centredRows.reduce((sum, rows) => sum + dotRow(direction, rows[i]!, 0, dimensions), 0) / centredRows.length);
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const sd = Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length) || 1;
      const withKeyword = keywordVerses(bm25, theme.keywords);
      const anchors = anchorIds(theme);
      ids.forEach((id, i) => {
        const z = (scores[i]! - mean) / sd;
        if (anchors.has(id) || z >= THEME_Z_ALONE || (z >= THEME_Z_WITH_KEYWORD && withKeyword.has(id))) writeThemeTag(db, theme.id, id, z);
      });
    }
  });
}
