import { session, shell, type WebContents } from 'electron';
import { APP_CSP, isVettedExternalUrl } from './policy.ts';

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

/** Applies the CSP to every response (covers the dev server, where the page comes over http). */
export function installSessionPolicies(): void {
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [APP_CSP] } });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
}
