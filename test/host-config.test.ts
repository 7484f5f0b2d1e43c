import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_VARIABLES } from '#core/config/host-env.ts';

const ROOT = join(import.meta.dirname, '..');

/** The first column of the table under the README's `## Configuration`. */
function readmeVariables(): string[] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0];
  if (!section) throw new Error('README.md has no "## Configuration" section');
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2);
  return rows.map((row) => {
    const cell = row.split('|')[1]!.trim();
    const name = /^`([A-Z0-9_]+)`$/.exec(cell)?.[1];
    if (!name) throw new Error(`README.md Configuration row does not start with a \`VARIABLE\`: ${row}`);
    return name;
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

describe('host configuration', () => {
  it('the README’s Configuration table lists exactly the variables the schema reads, in its order', () => {
    expect(readmeVariables()).toEqual(HOST_VARIABLES);
  });

  it('no module but src/core/config reads the app’s variables from the environment', () => {
    // The reference billing service is a separate program with its own settings (BILLING_*, PORT).
    const files = [...sourceFiles('src'), ...sourceFiles('scripts')].filter((f) => !f.startsWith('src/core/config/') && !f.startsWith('src/billing-server/'));
    const names = HOST_VARIABLES.join('|');
    const read = new RegExp(`\\benv(?:\\.(?:${names})\\b|\\[\\s*['"\`](?:${names})['"\`]\\s*\\])`);
    const offending = files.filter((f) => read.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(offending).toEqual([]);
  });
});
