import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkOrder, migrate as migrateDb, MigrationError, type Migration } from '#sqlite/migrate.ts';
import type { WritableDB } from '#sqlite/sql.ts';

export { checkOrder, MigrationError, type Migration };

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.sql$/;

/** Reads `NNNN-description.sql` files and checks they climb in steps of 10. */
export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const migrations = files.map((name): Migration => {
    const match = FILE_NAME.exec(name);
    if (!match?.[1]) {
      throw new MigrationError('bad_migration_set', `Migration file ${name} is not named NNNN-description.sql`);
    }
    return { version: Number(match[1]), name, sql: readFileSync(join(dir, name), 'utf8') };
  });
  checkOrder(migrations);
  return migrations;
}

/** Applies pending migrations (see src/sqlite/migrate.ts). */
export function migrate(db: WritableDB, migrations: readonly Migration[]): { from: number; to: number } {
  return migrateDb(db, migrations, { program: 'this server' });
}
