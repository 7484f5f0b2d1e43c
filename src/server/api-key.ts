import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local API key in `<dataDir>/api-key`, created on first run with mode 0600 so only this user can
 * read it (`SCRIPTURE_API_KEY`, read by the host configuration, wins over it).
 */
export function loadOrCreateApiKey(dataDir: string): string {
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
