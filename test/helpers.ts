import { spawn } from 'node:child_process';
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
  const core = createCore({
    versesDbPath: defaultVersesDbPath(),
    dataDir: temp.dir,
    freeCredits: options.freeCredits ?? 100,
    ...(options.now && { now: options.now }),
  });
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

/**
 * Runs `node --import tsx <script> <args>` in `count` child processes started behind a barrier: each
 * child loads, prints `ready` and waits for a line on stdin (`waitForRelease` in fixtures/barrier.ts); once all are ready they are released
 * together, so their work really overlaps. Resolves with each child's last stdout line, parsed as JSON.
 */
export async function runTogether<T>(script: string, args: readonly string[], count: number): Promise<T[]> {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'pipe'] }),
  );
  const outputs = children.map((child) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ready = new Promise<void>((resolve, reject) => {
      const check = () => stdout.includes('ready\n') && resolve();
      child.stdout.on('data', check);
      child.once('exit', (code) => reject(new Error(`child exited (${code}) before it was ready: ${stderr}`)));
    });
    const exited = new Promise<T>((resolve, reject) =>
      child.once('exit', (code) => {
        if (code !== 0) return reject(new Error(`child exited with ${code}: ${stderr}`));
        resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as T);
      }),
    );
    return { ready, exited };
  });
  await Promise.all(outputs.map((o) => o.ready));
  for (const child of children) child.stdin.end('go\n');
  return Promise.all(outputs.map((o) => o.exited));
}
