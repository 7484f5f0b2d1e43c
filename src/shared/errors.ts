/**
 * The closed set of error codes every host (HTTP, IPC) reports, with the HTTP status each maps to.
 * Core throws `AppError` for failures it expects; anything else is a bug and becomes `internal`.
 */
export const ERROR_STATUS = {
  /** The request is malformed or a field is out of range; `details.field` names the field. */
  invalid_request: 400,
  /** Missing or wrong API key. */
  unauthorized: 401,
  /** The balance does not cover the operation; nothing was charged. */
  insufficient_credits: 402,
  /** The request came from a foreign origin or host. */
  forbidden: 403,
  /** Unknown route, book, chapter or verse. */
  not_found: 404,
  /** The route exists but not for this HTTP method. */
  method_not_allowed: 405,
  /** The request body is larger than the API accepts. */
  payload_too_large: 413,
  /** The request body is not JSON. */
  unsupported_media_type: 415,
  /** An unexpected failure; details are logged, never sent. */
  internal: 500,
  /** A search index is still being built; `details.progress` tells how far. */
  index_building: 503,
  /** Semantic search cannot run: its index failed to build or load; keyword search still works. */
  semantic_unavailable: 503,
  /** Purchases and sync are unavailable: no billing URL, the service is unreachable or answered nonsense; `details.reason` says which. */
  billing_unavailable: 503,
  /** The billing service asks us to slow down; `details.retryAfterSeconds` says for how long. */
  rate_limited: 429,
  /** The billing service refused the stored account key; paste a valid key (`billing.setAccountKey`). */
  billing_key_invalid: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string; [key: string]: unknown };
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return { error: { ...this.details, code: this.code, message: this.message } };
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Turns anything thrown into a body safe to send: expected errors keep their message, bugs do not. */
export function toErrorBody(err: unknown): ErrorBody {
  if (isAppError(err)) return err.toBody();
  return { error: { code: 'internal', message: 'Internal error' } };
}
