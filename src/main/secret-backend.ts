/**
 * Whether Electron's `safeStorage` really encrypts with an OS keychain. On Linux without a keyring
 * (no GNOME libsecret or KWallet), `isEncryptionAvailable()` still says yes but the `basic_text`
 * backend encrypts with a fixed, public password: no better than a plain file, so the app uses its
 * 0600 file instead and says so in Settings.
 * https://www.electronjs.org/docs/latest/api/safe-storage#safestoragegetselectedstoragebackend-linux
 */
export function osEncryptionUsable(platform: NodeJS.Platform, available: boolean, linuxBackend: () => string): boolean {
  if (!available) return false;
  if (platform !== 'linux') return true;
  const backend = linuxBackend();
  return backend !== 'basic_text' && backend !== 'unknown';
}
