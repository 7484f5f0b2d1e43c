import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesOf } from '../eslint/local-plugin.js';

// The layering itself is an ESLint rule (eslint/local-plugin.js, run by `npm run lint` in `npm test`);
// these tests prove it fires, and check what no import rule can see.

const ROOT = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The layering and cycle messages ESLint gives `code` as if it were the file at `path`. */
async function layeringErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.filter((m) => m.ruleId?.startsWith('local/')).map((m) => m.message);
}

describe('layering', () => {
  it.each([
    [
      'src/core/verses-db/planted.ts',
      "import { createLedger } from '../ledger/ledger.ts';\nexport const x = createLedger;",
      /verses-db must not import src\/core\/ledger/,
    ],
    [
      'src/core/ledger/planted.ts',
      "import { matchExact } from '../verses-db/fts.ts';\nexport const x = matchExact;",
      /ledger must not import src\/core\/verses-db/,
    ],
    ['src/core/lexical/planted.ts', "import type { Question } from '../ask/question.ts';\nexport type X = Question;", /lexical must not import src\/core\/ask/],
    ['src/shared/planted.ts', "import { readFileSync } from 'node:fs';\nexport const x = readFileSync;", /must not import the package "node:fs"/],
    ['src/core/planted.ts', "import { app } from 'electron';\nexport const x = app;", /must not import the package "electron"/],
    ['src/renderer/src/planted.ts', "import { createCore } from '#core/create-core.ts';\nexport const x = createCore;", /renderer must not import src\/core/],
    ['src/preload/planted.ts', "import { z } from 'zod';\nexport const x = z;", /must not import the package "zod"/],
    [
      'src/billing-server/planted.ts',
      "import { COSTS } from '#shared/contract/credits.ts';\nexport const x = COSTS;",
      /billing-server must not import src\/shared/,
    ],
  ])('refuses an import against the layers (%s)', async (path, code, message) => {
    const errors = await layeringErrors(path, code);
    expect(
      errors.some((e) => message.test(e)),
      errors.join('\n'),
    ).toBe(true);
  });

  it('allows imports down the layers', async () => {
    expect(
      await layeringErrors(
        'src/core/ask/planted.ts',
        "import { createLedger } from '../ledger/ledger.ts';\nimport { readAllTexts } from '../verses-db/texts.ts';\nexport const x = [createLedger, readAllTexts];",
      ),
    ).toEqual([]);
    expect(await layeringErrors('src/server/planted.ts', "import { createCore } from '#core/create-core.ts';\nexport const x = createCore;")).toEqual([]);
  });

  it('finds import cycles, type-only imports included (the rule reads every import of src)', async () => {
    const graph = new Map([
      ['store/types.ts', ['search/store.ts']],
      ['search/store.ts', ['store/types.ts', 'search/modes.ts']],
      ['search/modes.ts', []],
      ['self.ts', ['self.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['search/store.ts', 'store/types.ts'], ['self.ts']]);
    expect(
      cyclesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
    // And the project as it stands has none.
    const [result] = await eslint.lintFiles([join(ROOT, 'src/core/create-core.ts')]);
    expect(result!.messages.filter((m) => m.ruleId === 'local/no-import-cycle')).toEqual([]);
  });

  it('the app never reads the evaluation data', () => {
    const files = ['src', 'scripts'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
        .map((e) => relative(ROOT, join(e.parentPath, e.name))),
    );
    expect(files.length).toBeGreaterThan(100);
    const offending = files.filter((file) => /shared\/eval|openbible-topic/i.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(offending).toEqual([]);
  });
});
