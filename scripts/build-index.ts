// Makes sure the semantic index for the current verse database and embedder exists in the cache
// (building it on worker threads, with progress, when it does not). `npm test` runs this first, so a
// machine builds each index once. `--ship` (packaging) also writes resources/semantic-index.db: the
// same index without the float32 vectors only the benchmark reads (int8 + bits: ~40 MB).
import { join } from 'node:path';
import { openVersesDb } from '#core/verses-db/open.ts';
import { readHostConfigOrExit } from '#core/config/host-config.ts';
import { PROJECT_ROOT } from '#core/paths.ts';
import { semanticHostOptions } from '#core/config/semantic-options.ts';
import { createSemanticService } from '#core/semantic-search/semantic-service.ts';
import { createProgressBar } from './progress.ts';

// The same configuration as web mode: SCRIPTURE_VERSES_DB, SCRIPTURE_CACHE_DIR, SCRIPTURE_EMBEDDING_MODEL.
const config = readHostConfigOrExit(process.env);
const versesDb = openVersesDb(config.versesDbPath);
const bar = createProgressBar('semantic index');
let built = false;
const semantic = createSemanticService({
  versesDb,
  ...semanticHostOptions({ cacheDir: config.cacheDir, embedder: config.embedder }),
  onStatus: (s) => {
    if (s.status !== 'building' || s.embedder === 'loading') return;
    built = true;
    bar.update(Math.round(s.progress * 1000), 1000, 'embedding');
  },
});
try {
  await semantic.ready;
  if (built) bar.finish(`Semantic index ready (${semantic.status().embedder}) in ${config.cacheDir}`);
  if (process.argv.includes('--ship')) {
    const shipped = join(PROJECT_ROOT, 'resources', 'semantic-index.db');
    semantic.writeShippedCopy(shipped);
    console.log(`Wrote ${shipped}`);
  }
} finally {
  semantic.close();
  versesDb.close();
}
