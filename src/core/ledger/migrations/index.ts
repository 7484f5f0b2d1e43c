import type { Migration } from '../../db/migrate.ts';
import ledger0010 from './0010-ledger.ts';

/** The data database's migrations, oldest first. */
export const DATA_MIGRATIONS: readonly Migration[] = [{ version: 10, name: '0010-ledger', sql: ledger0010 }];
