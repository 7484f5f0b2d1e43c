import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers.ts';
import { createFileSecretStore, maskSecret } from './secret-store.ts';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((f) => f()));

function tempDir(): string {
  const temp = makeTempDir('secrets-');
  cleanups.push(temp.remove);
  return temp.dir;
}

describe('the file secret store (web mode)', () => {
  it('keeps a secret in a file only the user can read, and replaces it whole', async () => {
    const dir = join(tempDir(), 'nested');
    const store = createFileSecretStore(dir);
    expect(await store.get('billing-api-key')).toBeUndefined();
    await store.set('billing-api-key', 'sk_test_first');
    await store.set('billing-api-key', 'sk_test_second');
    expect(await store.get('billing-api-key')).toBe('sk_test_second');
    expect(statSync(join(dir, 'billing-api-key')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(readFileSync(join(dir, 'billing-api-key'), 'utf8')).toBe('sk_test_second\n');
    await store.delete('billing-api-key');
    await store.delete('billing-api-key');
    expect(await store.get('billing-api-key')).toBeUndefined();
  });

  it('tightens a file that was left readable by others', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'billing-api-key'), 'old', { mode: 0o644 });
    await createFileSecretStore(dir).set('billing-api-key', 'new');
    expect(statSync(join(dir, 'billing-api-key')).mode & 0o777).toBe(0o600);
  });

  it('treats an empty file as no secret', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'billing-api-key'), '\n');
    expect(await createFileSecretStore(dir).get('billing-api-key')).toBeUndefined();
  });

  it('masks a secret to its last four characters', () => {
    expect(maskSecret('sk_test_abcdefgh1234')).toBe('…1234');
  });
});
