import { createHmac, timingSafeEqual } from 'node:crypto';
import { BillingError } from '../errors.ts';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, after Stripe's scheme. */
export const SIGNATURE_HEADER = 'billing-signature';

/** How far a signature's timestamp may be from the server clock before it counts as a replay. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(payload).digest('hex');
}

/** Builds the signature header value for a raw body. */
export function signWebhookPayload(secret: string, payload: Buffer | string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmacHex(secret, timestampSeconds, payload)}`;
}

function reject(message: string): never {
  throw new BillingError('invalid_request', message, { field: SIGNATURE_HEADER });
}

/**
 * Accepts the body only if one `v1` value matches and `t` is within tolerance. Several `v1` values are allowed
 * so a sender can sign with an old and a new secret while rotating.
 */
export function verifyWebhookSignature(
  secret: string,
  payload: Buffer,
  header: string | undefined,
  nowSeconds: number,
  toleranceSeconds: number = DEFAULT_TOLERANCE_SECONDS,
): void {
  if (header === undefined || header.length > 2000) reject('Missing or oversized signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value !== undefined && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) reject('Signature header needs t=<seconds>,v1=<hex>');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) reject('Signature timestamp is outside the tolerance');
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'hex');
  const matched = signatures.some((signature) => timingSafeEqual(Buffer.from(signature, 'hex'), expected));
  if (!matched) reject('Signature does not match the payload');
}
