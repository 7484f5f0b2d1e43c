import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return Array.from(text.matchAll(IMPORT), (m) => m[1] ?? m[2] ?? m[3]!);
}

/** Each layer and the imports it must never have (see STYLE.md: shared ← core ← main/server). */
const RULES: { dir: string; forbidden: RegExp; why: string }[] = [
  { dir: 'src/shared', forbidden: /^(electron|react|react-dom|zustand|node:.*|better-sqlite3|#core\/.*|\.\.\/(core|main|server|renderer|preload)\/.*)$/, why: 'shared is pure contract code' },
  { dir: 'src/core', forbidden: /^(electron|react|react-dom|zustand|#main\/.*)$|\/(main|server|renderer|preload)\//, why: 'core runs under plain Node' },
  { dir: 'src/server', forbidden: /^(electron|react|react-dom|zustand)$|\/(main|renderer|preload)\//, why: 'the HTTP host does not depend on Electron' },
  { dir: 'src/preload', forbidden: /^(?!electron$|#shared\/)/, why: 'a sandboxed preload can load only electron and bundled shared code' },
];

describe('layering', () => {
  for (const rule of RULES) {
    it(`${rule.dir}: ${rule.why}`, () => {
      const offending = sourceFiles(rule.dir).flatMap((file) => importsOf(file).filter((spec) => rule.forbidden.test(spec)).map((spec) => `${file} imports ${spec}`));
      expect(offending).toEqual([]);
    });
  }

  it('the renderer reaches core only through the API client', () => {
    const files = sourceFiles('src/renderer').filter((f) => !f.endsWith('.test.ts'));
    const offending = files.flatMap((file) => importsOf(file).filter((spec) => /^(#core\/|node:|electron$|better-sqlite3)|\/core\//.test(spec)).map((spec) => `${file} imports ${spec}`));
    expect(offending).toEqual([]);
  });

  it('the app never reads the evaluation data', () => {
    const files = ['src', 'scripts'].flatMap(sourceFiles);
    const offending = files.filter((file) => /shared\/eval|openbible-topic/i.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the test itself sees imports (guards against a silently empty scan)', () => {
    expect(importsOf('src/core/create-core.ts')).toContain('./ledger/ledger.ts');
    expect(sourceFiles('src/core').length).toBeGreaterThan(5);
  });
});
