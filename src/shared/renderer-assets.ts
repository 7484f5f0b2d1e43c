/**
 * How the built renderer is served, by the desktop app's `app://` protocol and by web mode alike.
 * The Content-Security-Policy allows only the page's own scripts and styles and its own origin.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** The Content-Type of a built renderer file, by its extension. */
export function contentTypeOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[path.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/**
 * The file a request path names inside the built renderer folder, as a relative path with `/`
 * separators: `index.html` for `/`. `'malformed'` when the path's percent-escapes do not decode (a
 * 400), `'outside'` when it would leave the folder or names something no build contains (a 404).
 */
export function assetPathOf(pathname: string): string | 'malformed' | 'outside' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'malformed';
  }
  const parts = decoded.split(/[/\\]+/).filter((part) => part !== '' && part !== '.');
  if (parts.length === 0) return 'index.html';
  if (parts.some((part) => part === '..' || part.includes('\0') || part.includes(':'))) return 'outside';
  return parts.join('/');
}
