import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { protocol } from 'electron';
import { assetPathOf, contentTypeOf } from '#shared/renderer-assets.ts';
import { APP_CSP, APP_SCHEME } from './policy.ts';

/** Must run before `app.whenReady()`: the scheme behaves like https (secure, standard origin). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/** Serves the built renderer from `rootDir` under `app://scripture/`, with the CSP header. */
export function serveRenderer(rootDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const relative = assetPathOf(new URL(request.url).pathname);
    if (relative === 'malformed') return new Response('Bad request', { status: 400 });
    const file = relative === 'outside' ? '' : normalize(join(rootDir, relative));
    if (!file.startsWith(rootDir + sep)) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      return new Response(body, {
        headers: { 'Content-Type': contentTypeOf(file), 'Content-Security-Policy': APP_CSP },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
