// Makes sure the semantic index for the current verse database and embedder exists in the cache
// (building it on worker threads, with progress, when it does not). `npm test` runs this first, so a
// machine builds each index once. `--ship` (packaging) also writes resources/semantic-index.db: the
// same index without the float32 vectors only the benchmark reads (int8 + bits: ~40 MB).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openIndexDb } from '#core/semantic/index-db.ts';
import { openVersesDb } from '#core/db/open-verses-db.ts';
import { defaultCacheDir, defaultVersesDbPath, PROJECT_ROOT } from '#core/paths.ts';
import { semanticHostOptions } from '#core/semantic/host-options.ts';
import { createSemanticService } from '#core/semantic/semantic-service.ts';
import { createProgressBar } from './progress.ts';

const versesDb = openVersesDb(defaultVersesDbPath());
const bar = createProgressBar('semantic index');
let built = false;
const semantic = createSemanticService({
  versesDb,
  ...semanticHostOptions({ cacheDir: defaultCacheDir() }),
  onStatus: (s) => {
    if (s.status !== 'building' || s.embedder === 'loading') return;
    built = true;
    bar.update(Math.round(s.progress * 1000), 1000, 'embedding');
  },
});
try {
  await semantic.ready;
  if (built) bar.finish(`Semantic index ready (${semantic.status().embedder}) in ${defaultCacheDir()}`);
  if (process.argv.includes('--ship')) {
    const shipped = join(PROJECT_ROOT, 'resources', 'semantic-index.db');
    rmSync(shipped, { force: true });
    semantic.internals().index.db.exec(`VACUUM INTO '${shipped.replace(/'/g, "''")}'`);
    const copy = openIndexDb(shipped, { readonly: false });
    copy.exec('DROP TABLE vectors_f32; VACUUM;');
    copy.close();
    console.log(`Wrote ${shipped}`);
  }
} finally {
  semantic.close();
  versesDb.close();
}
