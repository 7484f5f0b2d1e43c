import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { safeStorage } from 'electron';
import { createFileSecretStore, type SecretStore } from '#core/billing/secret-store.ts';
import { osEncryptionUsable } from './secret-backend.ts';

/**
 * The desktop app's secret store: each secret encrypted with the OS keychain through `safeStorage`, in
 * `<dir>/<name>.enc` (0600). Where the OS offers no real encryption (Linux without a keyring, whose
 * `basic_text` backend uses a fixed password) it falls back to the 0600 plain file web mode uses; the
 * billing status reports `keyStorage: 'file'` and Settings says so.
 */
export function createSafeStorageSecretStore(dir: string): SecretStore {
  if (!osEncryptionUsable(process.platform, safeStorage.isEncryptionAvailable(), () => safeStorage.getSelectedStorageBackend())) {
    console.warn('OS encryption is unavailable; the billing key is kept in a file readable only by you');
    return createFileSecretStore(dir);
  }
  const pathOf = (name: string) => join(dir, `${name}.enc`);
  return {
    storage: 'os-encryption',
    async get(name) {
      let encrypted: Buffer;
      try {
        encrypted = readFileSync(pathOf(name));
      } catch {
        return undefined;
      }
      try {
        return safeStorage.decryptString(encrypted) || undefined;
      } catch {
        // Encrypted under another keychain: treat as missing, so the app asks for the key again.
        return undefined;
      }
    },
    async set(name, value) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const temp = `${pathOf(name)}.tmp`;
      writeFileSync(temp, safeStorage.encryptString(value), { mode: 0o600 });
      chmodSync(temp, 0o600);
      renameSync(temp, pathOf(name));
    },
    async delete(name) {
      rmSync(pathOf(name), { force: true });
    },
  };
}
