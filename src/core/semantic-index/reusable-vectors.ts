import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { VersesDb } from '../verses-db/open.ts';
import type { EmbedderIdentity } from './index-build.ts';
import { VARIANTS } from '../index-db/schema.ts';
import { openIndexDb, readFloatRows, readIndexMeta, type IndexDb } from '../index-db/store.ts';
import { readAllTexts } from '../verses-db/texts.ts';
import { float32FromBlob } from '../embeddings/vector-math.ts';

/**
 * The vectors an earlier index in the cache already holds for these verse texts and this embedder,
 * by text: a change that leaves both alone (the index layout, the themes) then rewrites the index in
 * seconds instead of embedding 62,204 texts again. Only an index that recorded the same texts hash
 * and the same embedder (id, version, dimensions) and kept its float32 rows qualifies; the largest
 * wins. Undefined when there is none.
 */
export function findReusableVectors(
  cacheDir: string,
  target: string,
  embedder: EmbedderIdentity,
  textsHash: string,
  versesDb: VersesDb,
): Map<string, Float32Array> | undefined {
  let names: string[];
  try {
    names = readdirSync(cacheDir).filter((name) => /^semantic-.*\.db$/.test(name) && resolve(cacheDir, name) !== resolve(target));
  } catch {
    return undefined;
  }
  const candidates = names.map((name) => join(cacheDir, name)).sort((a, b) => statSync(b).size - statSync(a).size);
  for (const path of candidates) {
    let db: IndexDb | undefined;
    try {
      db = openIndexDb(path);
      const meta = readIndexMeta(db);
      const recorded = JSON.parse(meta.embedder ?? 'null') as EmbedderIdentity | null;
      if (meta.texts_hash !== textsHash || recorded?.id !== embedder.id || recorded.version !== embedder.version || recorded.dimensions !== embedder.dimensions)
        continue;
      const vectors = new Map<string, Float32Array>();
      for (const variant of VARIANTS) {
        const texts = new Map(readAllTexts(versesDb, variant).map((r) => [r.id, r.text]));
        for (const row of readFloatRows(db, variant)) {
          const text = texts.get(row.id);
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
