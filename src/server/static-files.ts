import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { AppError } from '#shared/errors.ts';
import { assetPathOf, contentTypeOf, RENDERER_CSP } from '#shared/renderer-assets.ts';

/** The page may load only its own scripts and styles and talk only to this server. */
export const WEB_CSP = RENDERER_CSP;

const API_KEY_META = /<meta name="scripture-api-key" content="[^"]*"\s*\/?>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built renderer. The page gets the local API key in a meta tag: only a page loaded from
 * this origin can read it (other sites cannot read our responses, and the Host check stops DNS
 * rebinding), so opening the printed URL just works while foreign pages still get 401/403.
 */
export function createStaticHandler(rootDir: string, apiKey: string) {
  return async function serveStatic(pathname: string, res: ServerResponse, headOnly: boolean): Promise<void> {
    const relative = assetPathOf(pathname);
    if (relative === 'malformed') throw new AppError('invalid_request', 'The request path is not valid');
    const file = relative === 'outside' ? '' : normalize(join(rootDir, relative));
    if (!file.startsWith(rootDir + sep)) throw new AppError('not_found', 'Not found');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      throw new AppError('not_found', `No such page: ${pathname}`);
    }
    const type = contentTypeOf(file);
    if (extname(file) === '.html') {
      body = Buffer.from(body.toString('utf8').replace(API_KEY_META, `<meta name="scripture-api-key" content="${escapeAttribute(apiKey)}">`));
    }
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-store',
      'Content-Security-Policy': WEB_CSP,
    });
    res.end(headOnly ? undefined : body);
  };
}
