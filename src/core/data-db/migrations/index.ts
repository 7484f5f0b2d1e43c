import type { Migration } from '#sqlite/migrate.ts';
import ledger0010 from './0010-ledger.ts';
import billingSync0020 from './0020-billing-sync.ts';

/** The data database's migrations, oldest first. */
export const DATA_MIGRATIONS: readonly Migration[] = [
  { version: 10, name: '0010-ledger', sql: ledger0010 },
  { version: 20, name: '0020-billing-sync', sql: billingSync0020 },
];
