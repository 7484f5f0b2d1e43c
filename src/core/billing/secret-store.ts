import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where the billing account key lives. The desktop app injects one backed by Electron `safeStorage`
 * (src/main/secret-store.ts); web mode uses `createFileSecretStore`. Values never reach a log or a reply.
 */
export interface SecretStore {
  /** How values are protected at rest: encrypted by the OS keychain, or a file only this user can read. */
  readonly storage: 'os-encryption' | 'file';
  get(name: SecretName): Promise<string | undefined>;
  set(name: SecretName, value: string): Promise<void>;
  delete(name: SecretName): Promise<void>;
}

/** The secrets the app keeps; a closed set, so a name can never be a path. */
export type SecretName = 'billing-api-key';

/**
 * One file per secret in `<dir>`, readable and writable only by the user (0600; the folder 0700).
 * Written to a temporary file first and renamed, so a crash never leaves half a key.
 */
export function createFileSecretStore(dir: string): SecretStore {
  const pathOf = (name: SecretName) => join(dir, name);
  return {
    storage: 'file',
    async get(name) {
      let text: string;
      try {
        text = readFileSync(pathOf(name), 'utf8');
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
      const value = text.trim();
      return value === '' ? undefined : value;
    },
    async set(name, value) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const temp = `${pathOf(name)}.${process.pid}.tmp`;
      writeFileSync(temp, `${value}\n`, { mode: 0o600 });
      // The mode given to writeFileSync is filtered by the umask and ignored for an existing file.
      chmodSync(temp, 0o600);
      renameSync(temp, pathOf(name));
    },
    async delete(name) {
      rmSync(pathOf(name), { force: true });
    },
  };
}

/** What a UI may show of a key: its last four characters. */
export function maskSecret(value: string): string {
  return `…${value.slice(-4)}`;
}
