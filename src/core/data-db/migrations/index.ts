import type { Migration } from '#sqlite/migrate.ts';
import ledger0010 from './0010-ledger.ts';
import billingSync0020 from './0020-billing-sync.ts';
import study0030 from './0030-study.ts';
import studyVectors0040 from './0040-study-vectors.ts';
import readingProgress0050 from './0050-reading-progress.ts';

/** The data database's migrations, oldest first. */
export const DATA_MIGRATIONS: readonly Migration[] = [
  { version: 10, name: '0010-ledger', sql: ledger0010 },
  { version: 20, name: '0020-billing-sync', sql: billingSync0020 },
  { version: 30, name: '0030-study', sql: study0030 },
  { version: 40, name: '0040-study-vectors', sql: studyVectors0040 },
  { version: 50, name: '0050-reading-progress', sql: readingProgress0050 },
];
