import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { toIso } from '../clock.ts';
import { execute, queryOne, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { BillingError } from '../errors.ts';
import type { Pack } from './packs.ts';

export const DEFAULT_CHECKOUT_TTL_SECONDS = 30 * 60;

export const createCheckoutInput = z.strictObject({ packId: z.string().min(1).max(100) });
export type CreateCheckoutInput = z.infer<typeof createCheckoutInput>;

/** Session ids in paths and events; anything else is simply not found. */
export const sessionIdSchema = z.string().regex(/^cs_test_[0-9a-f]{32}$/);

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface SessionRow {
  id: string;
  account_id: string;
  token_hash: Buffer;
  pack_id: string;
  pack_name: string;
  credits: number;
  amount_cents: number;
  currency: string;
  status: 'open' | 'complete';
  created_at: string;
  expires_at: string;
  completed_at: string | null;
}

export interface CreatedCheckout {
  id: string;
  url: string;
  status: 'open';
  expiresAt: string;
}

export interface CheckoutView {
  id: string;
  status: CheckoutStatus;
  packId: string;
  credits: number;
  expiresAt: string;
}

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** A completed session stays complete; an open one turns expired at `expires_at` by the injected clock. */
export function sessionStatus(row: SessionRow, nowMs: number): CheckoutStatus {
  if (row.status === 'complete') return 'complete';
  return nowMs >= Date.parse(row.expires_at) ? 'expired' : 'open';
}

/**
 * Opens a session for a pack. The payment page URL carries a random token (only its hash is stored) because
 * the browser that opens it has no API key; the session id alone is not enough to see or pay it.
 */
export function createCheckoutSession(
  db: WritableDB,
  args: { accountId: string; pack: Pack; nowMs: number; ttlSeconds: number; baseUrl: string },
): CreatedCheckout {
  const id = `cs_test_${randomBytes(16).toString('hex')}`;
  const token = randomBytes(32).toString('base64url');
  const expiresAt = toIso(args.nowMs + args.ttlSeconds * 1000);
  const { pack } = args;
  execute(
    db,
    sql`INSERT INTO checkout_sessions
          (id, account_id, token_hash, pack_id, pack_name, credits, amount_cents, currency, created_at, expires_at)
        VALUES (${id}, ${args.accountId}, ${hashToken(token)}, ${pack.id}, ${pack.name}, ${pack.credits},
                ${pack.amountCents}, ${pack.currency}, ${toIso(args.nowMs)}, ${expiresAt})`,
  );
  return { id, url: `${args.baseUrl}${payPagePath(id, token)}`, status: 'open', expiresAt };
}

export function payPagePath(sessionId: string, token: string): string {
  return `/pay/${sessionId}?token=${encodeURIComponent(token)}`;
}

export function findSession(db: ReadableDB, id: string): SessionRow | undefined {
  return queryOne<SessionRow>(db, sql`SELECT * FROM checkout_sessions WHERE id = ${id}`);
}

/** Only the owning account can read a session; any other account gets the same 404 as an unknown id. */
export function getCheckoutForAccount(db: ReadableDB, accountId: string, id: string, nowMs: number): CheckoutView {
  const row = sessionIdSchema.safeParse(id).success ? findSession(db, id) : undefined;
  if (!row || row.account_id !== accountId) throw new BillingError('not_found', 'No such checkout session');
  return {
    id: row.id,
    status: sessionStatus(row, nowMs),
    packId: row.pack_id,
    credits: row.credits,
    expiresAt: row.expires_at,
  };
}

/** Finds the session a payment page link points to; a wrong token looks exactly like an unknown session. */
export function findSessionByToken(db: ReadableDB, id: string, token: string): SessionRow | undefined {
  const row = findSession(db, id);
  if (!row) return undefined;
  const given = hashToken(token);
  return given.length === row.token_hash.length && timingSafeEqual(given, row.token_hash) ? row : undefined;
}
