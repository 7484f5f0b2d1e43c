// Makes sure the semantic index for the current verse database and embedder exists in the cache
// (building it on worker threads, with progress, when it does not). `npm test` and `npm run web`
// run this first, so a machine builds each index once.
import { openVersesDb } from '#core/db/open-verses-db.ts';
import { defaultCacheDir, defaultVersesDbPath } from '#core/paths.ts';
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
} finally {
  semantic.close();
  versesDb.close();
}
