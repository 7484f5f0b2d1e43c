import type { ChildProcess } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from './helpers.ts';
import { request } from './http-client.ts';
import { startWebMode } from './web-mode-process.ts';

const children: ChildProcess[] = [];
const temps: (() => void)[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGTERM');
  temps.splice(0).forEach((remove) => remove());
});

/** Web mode with no API key set (so it makes and stores one). */
function start(env: Record<string, string>) {
  return startWebMode({ SCRIPTURE_API_KEY: '', ...env }, children);
}

describe('web mode (src/server/main.ts)', () => {
  it('prints its URL, creates a private API key on first run and answers with it', async () => {
    const temp = makeTempDir('web-mode-');
    temps.push(temp.remove);
    const { url, output } = await start({ PORT: '0', SCRIPTURE_DATA_DIR: temp.dir, SCRIPTURE_FREE_CREDITS: '7' });
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
    await expect(start({ PORT: '0', SCRIPTURE_DATA_DIR: temp.dir, SCRIPTURE_FREE_CREDITS: 'lots' })).rejects.toThrow(
      /SCRIPTURE_FREE_CREDITS must be a whole number/,
    );
  });
});
