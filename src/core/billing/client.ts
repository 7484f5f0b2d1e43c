import type { z } from 'zod';
import { AppError } from '#shared/errors.ts';
import {
  remoteAccountSchema,
  remoteCheckoutCreatedSchema,
  remoteCheckoutSchema,
  remoteErrorSchema,
  remoteHealthSchema,
  remotePacksSchema,
  remoteSyncSchema,
  type RemoteUsage,
} from './remote-schemas.ts';

/** A reply larger than this is not a billing reply; it is refused unread. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;
export const DEFAULT_REQUEST_TIMEOUT_MS = 15_000;

export interface BillingClientOptions {
  /** The service's base URL (already vetted: https, or http on loopback). */
  baseUrl: string;
  timeoutMs?: number;
  /** Aborts every request, e.g. when the core closes. */
  signal?: AbortSignal;
}

export type UnavailableReason = 'not_configured' | 'unreachable' | 'server_error' | 'bad_response' | 'rejected';

export function billingUnavailable(reason: UnavailableReason, message: string): AppError {
  return new AppError('billing_unavailable', message, { reason });
}

interface CallOptions {
  method: 'GET' | 'POST';
  path: string;
  key?: string;
  body?: unknown;
}

async function readCapped(response: Response): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_REPLY_BYTES) throw billingUnavailable('bad_response', 'The billing service sent an oversized reply');
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > MAX_REPLY_BYTES) throw billingUnavailable('bad_response', 'The billing service sent an oversized reply');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a refusal from the service into the local error the UI knows how to explain. */
function remoteError(response: Response, text: string, authenticated: boolean): AppError {
  const parsed = remoteErrorSchema.safeParse(parseJson(text));
  const remote = parsed.success ? parsed.data.error : undefined;
  const message = remote?.message ?? `HTTP ${response.status}`;
  if (response.status === 401 && authenticated) {
    return new AppError('billing_key_invalid', 'The billing service does not accept this account key');
  }
  if (response.status === 429) {
    const retryAfter = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isInteger(retryAfter) && retryAfter >= 0 ? Math.min(retryAfter, 3600) : 60;
    return new AppError('rate_limited', `The billing service asks to wait ${retryAfterSeconds} s: ${message}`, { retryAfterSeconds });
  }
  if (response.status === 404) return new AppError('not_found', message, remote?.field ? { field: remote.field } : {});
  if (response.status >= 500) return billingUnavailable('server_error', `The billing service failed (HTTP ${response.status})`);
  return billingUnavailable('rejected', `The billing service refused the request: ${message}`);
}

/**
 * The billing service's HTTP API. Every reply is checked with zod, and every failure becomes an
 * `AppError`: the caller never sees a raw network error, a parse error or an unchecked field.
 */
export function createBillingClient(options: BillingClientOptions) {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  async function call<S extends z.ZodType>(request: CallOptions, schema: S): Promise<z.output<S>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.key !== undefined) headers.authorization = `Bearer ${request.key}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(request.path, base), {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        // A redirect could carry the key elsewhere; the service never redirects.
        redirect: 'error',
        signal: AbortSignal.any(signals),
      });
      text = await readCapped(response);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw billingUnavailable('unreachable', 'The billing service cannot be reached; check the connection and try again');
    }
    if (!response.ok) throw remoteError(response, text, request.key !== undefined);
    const parsed = schema.safeParse(parseJson(text));
    if (!parsed.success) throw billingUnavailable('bad_response', 'The billing service sent a reply the app does not understand');
    return parsed.data;
  }

  return {
    createAccount: () => call({ method: 'POST', path: 'v1/accounts' }, remoteAccountSchema),
    health: (key: string) => call({ method: 'GET', path: 'v1/health', key }, remoteHealthSchema),
    listPacks: (key: string) => call({ method: 'GET', path: 'v1/billing/packs', key }, remotePacksSchema),
    createCheckout: (key: string, packId: string) => call({ method: 'POST', path: 'v1/billing/checkout', key, body: { packId } }, remoteCheckoutCreatedSchema),
    getCheckout: (key: string, id: string) => call({ method: 'GET', path: `v1/billing/checkout/${encodeURIComponent(id)}`, key }, remoteCheckoutSchema),
    sync: (key: string, body: { deviceId: string; usage: RemoteUsage[] }) => call({ method: 'POST', path: 'v1/billing/sync', key, body }, remoteSyncSchema),
  };
}

export type BillingClient = ReturnType<typeof createBillingClient>;
