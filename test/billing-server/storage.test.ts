import { existsSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newAccount, withServer } from './helpers.ts';

const mode = (path: string): string => (statSync(path).mode & 0o777).toString(8);

// Windows has no POSIX modes; its per-user data folder is private by ACL.
describe.skipIf(process.platform === 'win32')('database file permissions', () => {
  it('creates the folder 0700 and the database, -wal and -shm 0600', async () => {
    const root = await mkdtemp(join(tmpdir(), 'billing-storage-'));
    const dir = join(root, 'data', 'billing');
    const dbPath = join(dir, 'billing.sqlite');
    try {
      await withServer(
        async (server) => {
          await newAccount(server.url);
          expect(mode(dbPath)).toBe('600');
          for (const file of [`${dbPath}-wal`, `${dbPath}-shm`]) {
            expect(existsSync(file), file).toBe(true);
            expect(mode(file), file).toBe('600');
          }
          expect(mode(dir)).toBe('700');
          expect(mode(join(root, 'data'))).toBe('700');
        },
        { dbPath },
      );
      expect(mode(dbPath)).toBe('600');

      // A folder that already existed keeps its mode (BILLING_DB may point into a shared one); the file is still 0600.
      const shared = join(root, 'shared');
      await mkdir(shared);
      await chmod(shared, 0o755);
      await withServer(async () => expect(mode(join(shared, 'b.sqlite'))).toBe('600'), { dbPath: join(shared, 'b.sqlite') });
      expect(mode(shared)).toBe('755');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
