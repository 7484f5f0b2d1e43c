// Builds resources/verses.db from the npm sources. `--if-stale` skips the build when the database
// already records the current inputs hash (so `npm test` and `npm run web` do not rebuild).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildVersesDb, isVersesDbCurrent } from '#core/bible/build-verses-db.ts';
import { defaultVersesDbPath } from '#core/paths.ts';
import { createProgressBar } from './progress.ts';

const outPath = defaultVersesDbPath();
if (process.argv.includes('--if-stale') && isVersesDbCurrent(outPath)) {
  process.exit(0);
}
mkdirSync(dirname(outPath), { recursive: true });
const bar = createProgressBar('verses.db');
const { verses } = buildVersesDb(outPath, (p) => bar.update(p.done, p.total, p.phase));
bar.finish(`Built ${outPath} with ${verses} verses`);
