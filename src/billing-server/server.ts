import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_CHECKOUT_TTL_SECONDS } from './checkout/checkout.ts';
import { DEFAULT_PACKS_FILE, loadPacks } from './checkout/packs.ts';
import { renderPageError } from './checkout/pay-routes.ts';
import { DEFAULT_TOLERANCE_SECONDS } from './checkout/webhook-signature.ts';
import { systemClock, type Clock } from './clock.ts';
import type { RequestContext, ServerDeps } from './context.ts';
import { openBillingDb, sqliteErrorKind } from './db/open.ts';
import { BillingError, toBillingError } from './errors.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { allowedOrigins, checkHostAndOrigin, publicUrlSchema, type AllowedOrigins } from './http/request-guards.ts';
import { sendHtml, sendJson } from './http/respond.ts';
import { matchRoute } from './http/router.ts';
import { ROUTES } from './routes.ts';

export const DEFAULT_PORT = 8788;
export const DEFAULT_HOST = '127.0.0.1';
const MINUTE_MS = 60_000;

export interface BillingServerOptions {
  /** SQLite file; created with its directory if missing. */
  dbPath: string;
  /** 0 picks a free port. */
  port: number;
  /** Default 127.0.0.1. */
  host?: string;
  /**
   * Behind a proxy: the origin browsers and providers reach the server at (`https://billing.example.com`).
   * Checkout links use it, and its host and origin pass the Host/Origin check alongside the listen address.
   */
  publicUrl?: string;
  /** Default `Date.now`; drives session expiry, signature tolerance, rate-limit windows and timestamps. */
  clock?: Clock;
  /** Secret for webhook HMACs. Default: random per start, so only this process can sign events. */
  webhookSecret?: string;
  /** JSON packs file; default `packs.default.json` beside this file. */
  packsFile?: string;
  /** Credits granted to each new account as a ledger entry. Default 0. */
  freeCredits?: number;
  /** How long a checkout session stays payable. Default 1800. */
  checkoutTtlSeconds?: number;
  /** Allowed distance between a signature's `t` and the clock. Default 300. */
  webhookToleranceSeconds?: number;
  /** Requests per minute per API key. Default 60. */
  requestsPerMinute?: number;
  /** `POST /v1/accounts` per minute per client address. Default 10. */
  accountsPerMinute?: number;
  /** Where unexpected errors (with stacks) go. Default `console.error`. */
  log?: (line: string) => void;
}

export interface BillingServer {
  /** `http://host:port`, no trailing slash. */
  url: string;
  port: number;
  /** Stops accepting, drops open connections and closes the database. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

async function handle(deps: ServerDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const rawUrl = req.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const pathname = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  let kind: 'json' | 'html' = 'json';
  try {
    const match = matchRoute(ROUTES, req.method ?? '', pathname);
    if (match.found !== 'none') kind = match.found === 'route' ? match.route.kind : match.kind;
    checkHostAndOrigin(req, deps.allowedOrigins(), match.found === 'route' && kind === 'html');
    if (match.found === 'none') throw new BillingError('not_found', `No route for ${req.method} ${pathname}`);
    if (match.found === 'other_method') {
      throw new BillingError('method_not_allowed', `${req.method} is not allowed here`, {
        headers: { allow: match.allow.join(', ') },
      });
    }
    const ctx: RequestContext = {
      deps,
      req,
      params: match.params,
      query: new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1)),
    };
    const reply = await match.route.handler(ctx);
    const status = reply.status ?? 200;
    if ('html' in reply) sendHtml(res, status, reply.html, reply.headers);
    else sendJson(res, status, reply.json, reply.headers);
  } catch (err) {
    if (!(err instanceof BillingError)) {
      const kindNote = sqliteErrorKind(err);
      const detail = err instanceof Error ? (err.stack ?? err.message) : String(err);
      deps.log(`${req.method} ${pathname} failed${kindNote ? ` (sqlite: ${kindNote})` : ''}: ${detail}`);
    }
    const error = toBillingError(err);
    const headers = error.options.headers ?? {};
    if (kind === 'html') sendHtml(res, error.status, renderPageError(error), headers);
    else sendJson(res, error.status, error.toBody(), headers);
  }
}

function parsePublicUrl(raw: string): string {
  const result = publicUrlSchema.safeParse(raw);
  if (!result.success) throw new Error(`publicUrl ${result.error.issues[0]?.message ?? 'is not valid'}: ${raw}`);
  return result.data;
}

/** Starts the test-mode billing API. Resolves once listening; the caller must `close()` it. */
export async function startBillingServer(options: BillingServerOptions): Promise<BillingServer> {
  const clock = options.clock ?? systemClock;
  const host = options.host ?? DEFAULT_HOST;
  const packs = loadPacks(options.packsFile ?? DEFAULT_PACKS_FILE);
  const publicUrl = options.publicUrl === undefined ? undefined : parsePublicUrl(options.publicUrl);
  const db = openBillingDb(options.dbPath);
  let baseUrl = '';
  let allowed: AllowedOrigins = { hostnames: new Set(), origins: new Set() };
  const deps: ServerDeps = {
    db,
    clock,
    packs,
    webhookSecret: options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
    webhookToleranceSeconds: options.webhookToleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
    checkoutTtlSeconds: options.checkoutTtlSeconds ?? DEFAULT_CHECKOUT_TTL_SECONDS,
    freeCredits: options.freeCredits ?? 0,
    keyLimiter: new RateLimiter(options.requestsPerMinute ?? 60, MINUTE_MS, clock),
    accountLimiter: new RateLimiter(options.accountsPerMinute ?? 10, MINUTE_MS, clock),
    log: options.log ?? ((line) => console.error(line)),
    baseUrl: () => baseUrl,
    publicBaseUrl: () => publicUrl ?? baseUrl,
    allowedOrigins: () => allowed,
  };
  const server = createServer((req, res) => {
    handle(deps, req, res).catch((err: unknown) => {
      deps.log(`Response failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      res.destroy();
    });
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    db.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${urlHost(host)}:${port}`;
  allowed = allowedOrigins(baseUrl, publicUrl);
  let closing: Promise<void> | undefined;
  return {
    url: baseUrl,
    port,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
