import type { IncomingMessage } from 'node:http';
import { BillingError } from '../errors.ts';

/** The spec's cap on request bodies. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Past this much we stop draining an oversized body and drop the connection. */
const DRAIN_LIMIT = 1024 * 1024;

function tooLarge(limit: number): BillingError {
  return new BillingError('payload_too_large', `Request body is larger than ${limit} bytes`, {
    headers: { connection: 'close' },
  });
}

/**
 * Reads the body up to `limit` bytes. An oversized body is still drained (up to 1 MiB) before the 413 goes
 * out, because a client that is still sending would otherwise see a reset instead of the response.
 */
export function readBody(req: IncomingMessage, limit: number = DEFAULT_BODY_LIMIT): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > DRAIN_LIMIT) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) chunks.push(chunk);
      else if (received > DRAIN_LIMIT) req.destroy();
    });
    req.on('end', () => (received > limit ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks))));
    const cutOff = (): void => reject(received > limit ? tooLarge(limit) : new BillingError('invalid_request', 'Request body was cut off'));
    req.on('error', cutOff);
    req.on('close', () => {
      if (!req.complete) cutOff();
    });
  });
}

function mediaType(req: IncomingMessage): { type: string; charset: string | undefined } {
  const [type = '', ...params] = (req.headers['content-type'] ?? '').split(';');
  const charset = params
    .map((param) => param.trim().toLowerCase())
    .find((param) => param.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  return { type: type.trim().toLowerCase(), charset };
}

function requireMediaType(req: IncomingMessage, expected: string): void {
  const { type, charset } = mediaType(req);
  if (type !== expected || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new BillingError('unsupported_media_type', `Content-Type must be ${expected} (UTF-8)`);
  }
}

/** Parses a JSON body. An empty body reads as `undefined` whatever its type, so optional bodies stay optional. */
export function parseJsonBody(req: IncomingMessage, body: Buffer): unknown {
  if (body.length === 0) return undefined;
  requireMediaType(req, 'application/json');
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new BillingError('invalid_request', 'body: not valid JSON', { field: 'body' });
  }
}

export function parseFormBody(req: IncomingMessage, body: Buffer): Record<string, string> {
  requireMediaType(req, 'application/x-www-form-urlencoded');
  return Object.fromEntries(new URLSearchParams(body.toString('utf8')));
}
