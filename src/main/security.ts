import { session, shell, type WebContents } from 'electron';
import { APP_CSP, DEV_CSP, isVettedExternalUrl } from './policy.ts';

export async function openExternalIfVetted(url: string): Promise<boolean> {
  if (!isVettedExternalUrl(url)) return false;
  await shell.openExternal(url);
  return true;
}

/** No new windows, no navigation away from the app, no permission prompts (camera, location, ...). */
export function lockDownContents(contents: WebContents, isAppUrl: (url: string) => boolean): void {
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalIfVetted(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** Permissions the page may have: writing to the clipboard (the Copy button). Everything else is refused. */
const ALLOWED_PERMISSIONS = new Set(['clipboard-sanitized-write']);

/**
 * Applies the CSP to every response (covers the dev server, where the page comes over http). In dev
 * the Vite client needs inline scripts and styles for hot reload, so only there the CSP is relaxed.
 */
export function installSessionPolicies(dev: boolean): void {
  const csp = dev ? DEV_CSP : APP_CSP;
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)));
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission));
}
