import type { z } from 'zod';

/**
 * The billing API's error codes and the HTTP status each maps to. Kept apart from src/shared/errors.ts because
 * this server stands in for a remote service and speaks that service's codes (`conflict`, `rate_limited`).
 */
export const BILLING_ERROR_STATUS = {
  /** The request is malformed or a field is out of range; `field` names the field. */
  invalid_request: 400,
  /** The API key is missing, malformed or unknown. */
  unauthorized: 401,
  /** Reserved for the remote service; this server never refuses usage because it already happened offline. */
  insufficient_credits: 402,
  /** The Host is not this server, or a browser sent the request from another origin or site. */
  forbidden: 403,
  /** Unknown route, pack, checkout session or payment page. */
  not_found: 404,
  /** The route exists but not for this HTTP method; the `Allow` header lists the methods it takes. */
  method_not_allowed: 405,
  /** The request contradicts stored state, such as paying an expired checkout session. */
  conflict: 409,
  /** The request body is larger than 16 KiB. */
  payload_too_large: 413,
  /** The body's Content-Type is not the one the route reads (JSON, or a form for the payment page). */
  unsupported_media_type: 415,
  /** Too many requests for this key or address; the `Retry-After` header says how many seconds to wait. */
  rate_limited: 429,
  /** An unexpected failure; the stack is logged on the server, never sent. */
  internal: 500,
} as const;

export type BillingErrorCode = keyof typeof BILLING_ERROR_STATUS;

export interface BillingErrorBody {
  error: { code: BillingErrorCode; message: string; field?: string };
}

export class BillingError extends Error {
  constructor(
    readonly code: BillingErrorCode,
    message: string,
    readonly options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'BillingError';
  }

  get status(): number {
    return BILLING_ERROR_STATUS[this.code];
  }

  toBody(): BillingErrorBody {
    const { field } = this.options;
    return { error: { code: this.code, message: this.message, ...(field === undefined ? {} : { field }) } };
  }
}

/** Expected errors keep their message; anything else is a bug and becomes a bare `internal`. */
export function toBillingError(err: unknown): BillingError {
  if (err instanceof BillingError) return err;
  return new BillingError('internal', 'Internal error');
}

/** Formats a zod issue path the way clients write it: `usage[3].credits`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

/** Parses with a schema or throws `invalid_request` naming the first offending field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown, root = 'body'): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new BillingError('invalid_request', `${root}: invalid`, { field: root });
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = keys.length > 0 ? [...issue.path, keys[0] ?? ''] : issue.path;
  const field = formatPath(path) || root;
  const reason = keys.length > 0 ? 'unknown field' : issue.message;
  throw new BillingError('invalid_request', `${field}: ${reason}`, { field });
}
