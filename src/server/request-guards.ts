import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AppError } from '#shared/errors.ts';

/** Bodies above this are refused with 413 before they are read in full. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Refuses requests that did not come from the app's own page or a local client: the Host must be
 * this server's loopback address (defeats DNS rebinding), and a browser's Origin must be ours (a
 * page on another site must not spend the user's credits).
 */
export function checkHostAndOrigin(req: IncomingMessage, port: number): void {
  const allowedHosts = [`127.0.0.1:${port}`, `localhost:${port}`];
  const host = req.headers.host?.toLowerCase();
  if (!host || !allowedHosts.includes(host)) {
    throw new AppError('forbidden', 'Requests must be addressed to 127.0.0.1 or localhost on this port');
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowedHosts.some((h) => origin.toLowerCase() === `http://${h}`)) {
    throw new AppError('forbidden', 'Requests from other origins are not allowed');
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    throw new AppError('forbidden', 'Cross-site requests are not allowed');
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares the Bearer token with the key in constant time (hashing first equalises the lengths). */
export function checkBearer(req: IncomingMessage, apiKey: string): void {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match || !timingSafeEqual(digest(match[1]!), digest(apiKey))) {
    throw new AppError('unauthorized', header ? 'The API key is not valid' : 'Missing Authorization: Bearer <API key>');
  }
}

/** Reads a JSON body of at most `MAX_BODY_BYTES`; empty means `{}`. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError('payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new AppError('payload_too_large', `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  if (size === 0) return {};
  if (type !== 'application/json') throw new AppError('unsupported_media_type', 'Send the body as Content-Type: application/json');
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new AppError('invalid_request', 'The body is not valid JSON');
  }
}
