import type { ServerResponse } from 'node:http';

/**
 * Pages opened in a browser: no framing, nothing cached, and no referrer to other origins (the URL holds the
 * payment token). `same-origin` rather than `no-referrer`: under `no-referrer` browsers send `Origin: null`
 * with the pay form's POST, which the Origin check must refuse.
 */
const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

const JSON_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function send(res: ServerResponse, status: number, headers: Headers, body: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(body)) });
  res.end(body);
}

type Headers = Record<string, string>;

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Headers = {}): void {
  send(res, status, { ...JSON_HEADERS, ...headers }, JSON.stringify(value));
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  send(res, status, { ...HTML_HEADERS, ...headers }, html);
}
