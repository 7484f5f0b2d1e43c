import { describe, expect, it } from 'vitest';
import { osEncryptionUsable } from './secret-backend.ts';

describe('choosing where the desktop app keeps the account key', () => {
  it('uses the OS keychain only where it really encrypts', () => {
    expect(osEncryptionUsable('darwin', true, () => 'unknown')).toBe(true);
    expect(osEncryptionUsable('win32', true, () => 'unknown')).toBe(true);
    for (const backend of ['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']) expect(osEncryptionUsable('linux', true, () => backend)).toBe(true);
    // Linux without a keyring: "available", but with a fixed password.
    expect(osEncryptionUsable('linux', true, () => 'basic_text')).toBe(false);
    expect(osEncryptionUsable('linux', true, () => 'unknown')).toBe(false);
    expect(osEncryptionUsable('darwin', false, () => 'unknown')).toBe(false);
  });
});
