import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local API key: `SCRIPTURE_API_KEY` when set, else the key in `<dataDir>/api-key`, created on
 * first run with mode 0600 so only this user can read it.
 */
export function loadOrCreateApiKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SCRIPTURE_API_KEY) return env.SCRIPTURE_API_KEY;
  const path = join(dataDir, 'api-key');
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Missing: create it below.
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = `sk_local_${randomBytes(24).toString('base64url')}`;
  writeFileSync(path, `${key}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
  return key;
}
