// Security policy of the desktop shell as plain data and functions, testable without Electron.
import { RENDERER_CSP } from '#shared/renderer-assets.ts';

/** The renderer is served from this custom scheme, so it has a real origin and gets our CSP header. */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://scripture`;

/** The desktop renderer's Content-Security-Policy: the same as web mode's, no remote content at all. */
export const APP_CSP = RENDERER_CSP;

/** Development only (`npm run dev`): Vite's hot reload injects inline scripts and styles and a websocket. */
export const DEV_CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws://localhost:* ws://127.0.0.1:*; object-src 'none'; base-uri 'none'";

/**
 * URLs the app may hand to the system browser: https anywhere, and http only on loopback (the
 * reference billing server's checkout page during development).
 */
export function isVettedExternalUrl(raw: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}
