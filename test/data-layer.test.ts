import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// SQL on the app's databases lives in their data layers only: verses.db in src/core/verses-db, data.db
// in src/core/data-db, the semantic index in src/core/index-db, all through src/sqlite. (The reference
// billing server is a program of its own, with its own src/billing-server/db.)

const ROOT = join(import.meta.dirname, '..');
const DATA_LAYERS = ['src/sqlite/', 'src/core/verses-db/', 'src/core/data-db/', 'src/core/index-db/', 'src/billing-server/'];

/** What only a data layer may do: reach SQLite, or run SQL. `RegExp#exec(x)` takes no string literal. */
const SQL_ACCESS = [
  /from\s+['"]better-sqlite3['"]/,
  /from\s+['"](#sqlite\/|[./]+sqlite\/)/,
  /\.(prepare|pragma|transaction)\(/,
  /\.exec\(\s*['"`]/,
  /\bdb\.function\(/,
];

function sourceFiles(): string[] {
  return ['src', 'scripts']
    .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }).map((e) => ({ e, dir })))
    .filter(({ e }) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map(({ e }) => relative(ROOT, join(e.parentPath, e.name)));
}

export function sqlOutsideDataLayers(files: readonly { path: string; text: string }[]): string[] {
  return files
    .filter((f) => !DATA_LAYERS.some((layer) => f.path.startsWith(layer)))
    .flatMap((f) => SQL_ACCESS.filter((pattern) => pattern.test(f.text)).map((pattern) => `${f.path}: ${pattern}`));
}

describe('the data layers', () => {
  it('no file outside them opens SQLite or prepares SQL', () => {
    const files = sourceFiles().map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(sqlOutsideDataLayers(files)).toEqual([]);
  });

  it('the check fires on each way SQL could creep back in', () => {
    const planted = [
      "import Database from 'better-sqlite3';",
      "import { sql } from '#sqlite/sql.ts';",
      "const row = db.prepare('SELECT 1').get();",
      "db.exec('DELETE FROM ledger');",
      "db.pragma('user_version');",
      'db.transaction(() => undefined)();',
      "db.function('f', () => 1);",
    ];
    for (const text of planted) expect(sqlOutsideDataLayers([{ path: 'src/core/ask/planted.ts', text }]), text).not.toEqual([]);
    expect(sqlOutsideDataLayers([{ path: 'src/core/verses-db/planted.ts', text: planted[2]! }])).toEqual([]);
    expect(sqlOutsideDataLayers([{ path: 'src/core/ask/fine.ts', text: 'const m = PATTERN.exec(text);' }])).toEqual([]);
  });
});
