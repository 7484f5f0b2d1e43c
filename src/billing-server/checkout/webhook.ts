import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { toIso } from '../clock.ts';
import { execute, queryOne, sql, writeTransaction, type WritableDB } from '#sqlite/sql.ts';
import { BillingError, parseOrThrow } from '../errors.ts';
import { appendLedgerEntry } from '../ledger/ledger.ts';
import { findSession, sessionIdSchema, type SessionRow } from './checkout.ts';

export const CHECKOUT_COMPLETED = 'checkout.session.completed';

const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.int().nonnegative(),
});

const checkoutCompletedEvent = z.object({
  data: z.object({ object: z.object({ id: sessionIdSchema }) }),
});

export interface WebhookResult {
  received: true;
  /** True when this event, or another one for the same session, was already processed. */
  duplicate: boolean;
}

/** The event a payment provider sends when a checkout is paid; the pay page signs and posts one of these. */
export function buildCheckoutCompletedEvent(session: SessionRow, nowMs: number): object {
  return {
    id: `evt_test_${randomBytes(16).toString('hex')}`,
    type: CHECKOUT_COMPLETED,
    created: Math.floor(nowMs / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: session.amount_cents,
        currency: session.currency,
      },
    },
  };
}

/**
 * Applies a verified event. Credits come from the stored session, never from the event body. Recording the
 * event id, completing the session and booking the purchase share one transaction, so a redelivered event
 * and a second event for the same session both leave the balance untouched.
 */
export function processWebhookEvent(db: WritableDB, raw: unknown, nowMs: number): WebhookResult {
  const event = parseOrThrow(eventEnvelope, raw);
  // Providers send many event types; acknowledging the ones we ignore stops them being retried.
  if (event.type !== CHECKOUT_COMPLETED) return { received: true, duplicate: false };
  const sessionId = parseOrThrow(checkoutCompletedEvent, raw).data.object.id;
  const now = toIso(nowMs);
  return writeTransaction(db, () => {
    const seen = queryOne<{ id: string }>(db, sql`SELECT id FROM webhook_events WHERE id = ${event.id}`);
    if (seen) return { received: true, duplicate: true };
    const session = findSession(db, sessionId);
    if (!session) throw new BillingError('not_found', 'No such checkout session');
    execute(
      db,
      sql`INSERT INTO webhook_events (id, type, session_id, received_at)
          VALUES (${event.id}, ${event.type}, ${sessionId}, ${now})`,
    );
    if (session.status === 'complete') return { received: true, duplicate: true };
    // The provider has taken the money, so a session that expired in the meantime is still credited;
    // expiry is enforced where payment starts, on the pay page.
    execute(
      db,
      sql`UPDATE checkout_sessions SET status = 'complete', completed_at = ${now}, event_id = ${event.id}
          WHERE id = ${sessionId}`,
    );
    const booked = appendLedgerEntry(db, {
      accountId: session.account_id,
      kind: 'purchase',
      credits: session.credits,
      ref: session.id,
      createdAt: now,
    });
    return { received: true, duplicate: !booked };
  });
}
