import Database from 'better-sqlite3';
import { AppError } from '#shared/errors.ts';
import type { ReadableDB } from '#sqlite/sql.ts';
import { readMeta } from './meta.ts';
import { VERSES_SCHEMA_VERSION } from './schema.ts';

/** The bundled verse database, read-only at run time. */
export type VersesDb = ReadableDB;

/**
 * Opens the bundled verse database read-only and checks it was built for this version of the app.
 * Errors say what to run, because the usual cause is a missing or stale build in a checkout.
 */
export function openVersesDb(path: string): VersesDb {
  let db: VersesDb;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true }) as unknown as VersesDb;
  } catch (err) {
    throw new Error(`Cannot open the verse database at ${path} (run \`npm run db:build\`): ${(err as Error).message}`, { cause: err });
  }
  const version = Number(readMeta(db, 'schema_version'));
  if (version !== VERSES_SCHEMA_VERSION) {
    db.close();
    const which = version > VERSES_SCHEMA_VERSION ? 'newer than this app' : 'older than this app';
    throw new AppError(
      'internal',
      `The verse database at ${path} is ${which} (schema ${version}, expected ${VERSES_SCHEMA_VERSION}); rebuild it with \`npm run db:build\``,
    );
  }
  return db;
}
