import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, type Core } from '#core/create-core.ts';
import { defaultVersesDbPath } from '#core/paths.ts';

/** A fresh directory under the OS temp dir; remove it with the returned function. */
export function makeTempDir(prefix = 'scripture-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A real core over the built verse database and a fresh data dir. */
export function createTestCore(options: { freeCredits?: number; now?: () => Date } = {}): Core & { dataDir: string; cleanup: () => void } {
  const temp = makeTempDir();
  const core = createCore({ versesDbPath: defaultVersesDbPath(), dataDir: temp.dir, freeCredits: options.freeCredits ?? 100, ...(options.now && { now: options.now }) });
  return {
    ...core,
    dataDir: temp.dir,
    cleanup: () => {
      try {
        core.close();
      } catch {
        // Already closed by the test.
      }
      temp.remove();
    },
  };
}
