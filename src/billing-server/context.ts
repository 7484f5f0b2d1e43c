import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { findAccountByKey, parseBearer } from './accounts/accounts.ts';
import type { Pack } from './checkout/packs.ts';
import type { Clock } from './clock.ts';
import type { WritableDB } from '#sqlite/sql.ts';
import { BillingError, parseOrThrow } from './errors.ts';
import { parseFormBody, parseJsonBody, readBody } from './http/body.ts';
import type { RateLimiter } from './http/rate-limit.ts';
import type { AllowedOrigins } from './http/request-guards.ts';

/** Everything handlers need, built once per server; nothing lives in module state. */
export interface ServerDeps {
  db: WritableDB;
  clock: Clock;
  packs: readonly Pack[];
  webhookSecret: string;
  webhookToleranceSeconds: number;
  checkoutTtlSeconds: number;
  freeCredits: number;
  keyLimiter: RateLimiter;
  accountLimiter: RateLimiter;
  log: (line: string) => void;
  /** `http://host:port` once listening; the pay page posts to our own webhook here. */
  baseUrl: () => string;
  /** Where browsers reach us: the configured public URL, else `baseUrl`. Checkout links start with it. */
  publicBaseUrl: () => string;
  /** Hosts and origins the Host/Origin check accepts; known once listening. */
  allowedOrigins: () => AllowedOrigins;
}

export interface RequestContext {
  deps: ServerDeps;
  req: IncomingMessage;
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
}

export type Reply = { status?: number; json: unknown; headers?: Record<string, string> } | { status?: number; html: string; headers?: Record<string, string> };

const CHALLENGE = { 'www-authenticate': 'Bearer' };

/** Resolves the Bearer key to an account and charges one request to its rate-limit window. */
export function authenticate(ctx: RequestContext): string {
  const header = ctx.req.headers.authorization;
  if (header === undefined) {
    throw new BillingError('unauthorized', 'Missing API key: send Authorization: Bearer <key>', { headers: CHALLENGE });
  }
  const key = parseBearer(header);
  const accountId = key === undefined ? undefined : findAccountByKey(ctx.deps.db, key);
  if (accountId === undefined) throw new BillingError('unauthorized', 'Invalid API key', { headers: CHALLENGE });
  limit(ctx.deps.keyLimiter, accountId, 'Too many requests for this API key');
  return accountId;
}

export function limit(limiter: RateLimiter, key: string, message: string): void {
  const decision = limiter.hit(key);
  if (!decision.allowed) {
    throw new BillingError('rate_limited', message, {
      headers: { 'retry-after': String(decision.retryAfterSeconds) },
    });
  }
}

export function clientAddress(ctx: RequestContext): string {
  return ctx.req.socket.remoteAddress ?? 'unknown';
}

export async function readJson<S extends z.ZodType>(ctx: RequestContext, schema: S, maxBytes?: number): Promise<z.output<S>> {
  const body = await readBody(ctx.req, maxBytes);
  return parseOrThrow(schema, parseJsonBody(ctx.req, body));
}

export async function readForm<S extends z.ZodType>(ctx: RequestContext, schema: S): Promise<z.output<S>> {
  const body = await readBody(ctx.req);
  return parseOrThrow(schema, parseFormBody(ctx.req, body), 'form');
}
