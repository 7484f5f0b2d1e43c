import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './helpers.ts';
import { request } from './http-client.ts';

const children: ChildProcess[] = [];
const temps: (() => void)[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  temps.splice(0).forEach((remove) => remove());
});

/** Starts `src/server/main.ts` as `npm run web` does (without the build steps) and waits for its line. */
function startWebMode(env: Record<string, string>): Promise<{ url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, SCRIPTURE_API_KEY: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no Listening line within 20 s:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}

describe('web mode (src/server/main.ts)', () => {
  it('prints its URL, creates a private API key on first run and answers with it', async () => {
    const temp = makeTempDir('web-mode-');
    temps.push(temp.remove);
    const { url, output } = await startWebMode({ PORT: '0', SCRIPTURE_DATA_DIR: temp.dir, SCRIPTURE_FREE_CREDITS: '7' });
    const keyFile = join(temp.dir, 'api-key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = readFileSync(keyFile, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(output()).not.toContain(key);
    const health = await request(`${url}/v1/health`, { headers: { Authorization: `Bearer ${key}` } });
    expect(health.json).toMatchObject({ status: 'ok', verses: 31_102, balance: 7 });
  });

  it('refuses a nonsensical configuration with a clear message', async () => {
    const temp = makeTempDir('web-mode-');
    temps.push(temp.remove);
    await expect(startWebMode({ PORT: '0', SCRIPTURE_DATA_DIR: temp.dir, SCRIPTURE_FREE_CREDITS: 'lots' })).rejects.toThrow(
      /SCRIPTURE_FREE_CREDITS must be a whole number/,
    );
  });
});
