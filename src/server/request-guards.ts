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

/**
 * Reads a JSON body of at most `limit` bytes (`MAX_BODY_BYTES` unless the route allows more); empty means `{}`. Past the limit it stops keeping
 * the body but goes on reading it (see `afterBodyDrained`), so the client sees the 413 instead of a reset.
 */
export async function readJsonBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const declared = Number(req.headers['content-length'] ?? 0);
  const tooLarge = () => new AppError('payload_too_large', `Request bodies are limited to ${limit} bytes`);
  if (declared > limit) throw tooLarge();
  const body = await new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const fail = (err: AppError) => {
      settled = true;
      reject(err);
    };
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limit) fail(tooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (!settled) resolve(Buffer.concat(chunks));
    });
    // The client went away mid-body: an expected end, not a bug.
    req.on('error', () => settled || fail(new AppError('invalid_request', 'The request body did not arrive in full')));
  });
  if (body.length === 0) return {};
  if (type !== 'application/json') throw new AppError('unsupported_media_type', 'Send the body as Content-Type: application/json');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('invalid_request', 'The body is not valid JSON');
  }
}

/** How much of a refused upload is read (and dropped) before answering, at most, and for how long. */
const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
const DRAIN_MAX_MS = 2000;

/**
 * Waits until a refused request body has been read to its end (dropping it), then calls `reply`.
 * Answering and closing while the client is still sending leaves unread data, and the kernel then
 * resets the connection, which can destroy the reply before the client reads it. A client that sends
 * more than `DRAIN_MAX_BYTES`, or for longer than `DRAIN_MAX_MS`, gets its answer anyway.
 */
export function afterBodyDrained(req: IncomingMessage, reply: () => void): void {
  if (req.complete || req.destroyed) return reply();
  let drained = 0;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', onData);
    reply();
  };
  const onData = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) finish();
  };
  const timer = setTimeout(finish, DRAIN_MAX_MS);
  req.on('data', onData);
  req.once('end', finish);
  req.once('close', finish);
  req.resume();
}
