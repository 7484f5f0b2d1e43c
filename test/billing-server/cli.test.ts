import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, withServer } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const MAIN = join(ROOT, 'src', 'billing-server', 'main.ts');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'billing-cli-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('command line', () => {
  it('create-account prints one line of JSON whose key works against the same database', async () => {
    const dbPath = join(dir, 'cli.sqlite');
    const result = await run(TSX, [MAIN, 'create-account'], { BILLING_DB: dbPath, BILLING_FREE_CREDITS: '12' });
    expect(result.code).toBe(0);
    expect(result.stdout.endsWith('\n')).toBe(true);
    expect(result.stdout.trimEnd().split('\n')).toHaveLength(1);
    const account = JSON.parse(result.stdout);
    expect(Object.keys(account)).toEqual(['accountId', 'apiKey']);
    await withServer(
      async (server) => {
        expect((await api(server.url, '/v1/health', { key: account.apiKey })).body).toEqual({ status: 'ok', balance: 12 });
      },
      { dbPath },
    );
  });

  it('refuses unknown arguments and bad environment values', async () => {
    const [unknown, badPort] = await Promise.all([
      run(TSX, [MAIN, 'delete-everything'], { BILLING_DB: join(dir, 'a.sqlite') }),
      run(TSX, [MAIN], { BILLING_DB: join(dir, 'b.sqlite'), PORT: 'eighty' }),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Usage:');
    expect(badPort.code).toBe(1);
    expect(badPort.stderr).toContain('PORT');
    expect(badPort.stdout).toBe('');
  });

  it('npm run billing-server with PORT=0 prints the Listening line and serves /v1/health', async () => {
    // Its own process group, so npm, sh, tsx and node can be stopped together by the group id.
    const child = spawn('npm', ['run', 'billing-server'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', BILLING_DB: join(dir, 'npm.sqlite') },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        const timer = setTimeout(() => reject(new Error(`no Listening line; stdout: ${stdout}`)), 20_000);
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /^Listening on (http:\/\/127\.0\.0\.1:(\d+))$/m.exec(stdout);
          if (match?.[1] && match[2] !== '0') {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited early with ${code}; stdout: ${stdout}`)));
      });
      expect((await api(url, '/v1/health')).body).toEqual({ status: 'ok' });
    } finally {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });
});
