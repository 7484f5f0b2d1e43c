import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { VersesDb } from '../db/open-verses-db.ts';
import type { EmbedderIdentity } from './index-build.ts';
import { openIndexDb, readMeta, VARIANTS, vectorKeyRange } from './index-db.ts';
import { float32FromBlob } from './vector-math.ts';

/**
 * The vectors an earlier index in the cache already holds for these verse texts and this embedder,
 * by text: a change that leaves both alone (the index layout, the themes) then rewrites the index in
 * seconds instead of embedding 62,204 texts again. Only an index that recorded the same texts hash
 * and the same embedder (id, version, dimensions) and kept its float32 rows qualifies; the largest
 * wins. Undefined when there is none.
 */
export function findReusableVectors(cacheDir: string, target: string, embedder: EmbedderIdentity, textsHash: string, versesDb: VersesDb): Map<string, Float32Array> | undefined {
  let names: string[];
  try {
    names = readdirSync(cacheDir).filter((name) => /^semantic-.*\.db$/.test(name) && resolve(cacheDir, name) !== resolve(target));
  } catch {
    return undefined;
  }
  const candidates = names.map((name) => join(cacheDir, name)).sort((a, b) => statSync(b).size - statSync(a).size);
  for (const path of candidates) {
    let db;
    try {
      db = openIndexDb(path, { readonly: true });
      const meta = readMeta(db);
      const recorded = JSON.parse(meta.embedder ?? 'null') as EmbedderIdentity | null;
      if (meta.texts_hash !== textsHash || recorded?.id !== embedder.id || recorded.version !== embedder.version || recorded.dimensions !== embedder.dimensions) continue;
      const vectors = new Map<string, Float32Array>();
      for (const variant of VARIANTS) {
        const texts = new Map(
          (versesDb.prepare('SELECT verse_id AS id, text FROM verse_texts WHERE translation = ?').all(variant) as { id: number; text: string }[]).map((r) => [r.id, r.text]),
        );
        const { from, to } = vectorKeyRange(variant);
        for (const row of db.prepare('SELECT key, vector FROM vectors_f32 WHERE key BETWEEN ? AND ?').all(from, to) as { key: number; vector: Buffer }[]) {
          const text = texts.get(row.key - from);
          if (text !== undefined) vectors.set(text, float32FromBlob(row.vector));
        }
      }
      if (vectors.size > 0) return vectors;
    } catch {
      // Not an index this version can read (or no float32 rows, as in a shipped copy): try the next.
    } finally {
      db?.close();
    }
  }
  return undefined;
}
