import { z } from 'zod';
import { toIso } from '../clock.ts';
import { execute, queryAll, queryOne, sql, writeTransaction, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';
import { appendLedgerEntry, getTotals, type LedgerTotals } from './ledger.ts';

export const MAX_USAGE_PER_SYNC = 1000;
export const USAGE_OPERATIONS = ['keyword', 'semantic', 'ask', 'similar'] as const;
export type UsageOperation = (typeof USAGE_OPERATIONS)[number];

/**
 * What each operation costs, in credits. A copy of the app's COSTS (src/shared/contract/credits.ts), because
 * this stands in for a separate service that cannot import the app; test/billing-server/usage-prices.test.ts
 * keeps the two equal.
 */
export const USAGE_PRICES = {
  keyword: 1,
  semantic: 3,
  ask: 10,
  similar: 1,
} as const satisfies Record<UsageOperation, number>;

/** A usage entry books exactly its operation's price, so a client cannot book an `ask` at 1 credit. */
export const usageEntrySchema = z
  .strictObject({
    id: z.string().min(1).max(100),
    operation: z.enum(USAGE_OPERATIONS),
    credits: z.int().min(1).max(1000),
    at: z.iso.datetime({ offset: true }),
  })
  .superRefine((entry, ctx) => {
    const price = USAGE_PRICES[entry.operation];
    if (entry.credits !== price) {
      ctx.addIssue({ code: 'custom', path: ['credits'], message: `${entry.operation} costs ${price} credits` });
    }
  });
export type UsageEntry = z.infer<typeof usageEntrySchema>;

/** Same id and same content is a replay; same id and different content in one request is malformed. */
export const syncInput = z
  .strictObject({
    deviceId: z.string().min(1).max(100),
    usage: z.array(usageEntrySchema).max(MAX_USAGE_PER_SYNC),
  })
  .superRefine((input, ctx) => {
    const seen = new Map<string, string>();
    input.usage.forEach((entry, index) => {
      const content = contentKey(entry);
      const previous = seen.get(entry.id);
      if (previous !== undefined && previous !== content) {
        const message = 'repeated in this request with different content';
        ctx.addIssue({ code: 'custom', path: ['usage', index, 'id'], message });
      }
      seen.set(entry.id, content);
    });
  });
export type SyncInput = z.infer<typeof syncInput>;

export interface Purchase {
  /** The checkout session id. */
  id: string;
  packId: string;
  credits: number;
  amountCents: number;
  currency: string;
  completedAt: string;
}

export interface SyncResult {
  /** grants + purchases − usage; may be negative, since usage reported offline is always booked. */
  balance: number;
  totals: LedgerTotals;
  /** Every completed checkout of the account, oldest first. */
  purchases: Purchase[];
  /** Ids from this request now on the ledger, whether booked now or by an earlier sync. */
  acceptedUsageIds: string[];
  /** Ids already booked with different content; the first booking stands and these are ignored. */
  conflictingUsageIds: string[];
  syncedAt: string;
}

/** Same instant, same text. Tolerates unparseable input because zod runs the refinement even on invalid entries. */
function normalizeAt(at: string): string {
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}

function contentKey(entry: { operation: string; credits: number; at: string }): string {
  return `${entry.operation}|${entry.credits}|${normalizeAt(entry.at)}`;
}

export function listPurchases(db: ReadableDB, accountId: string): Purchase[] {
  return queryAll<Purchase>(
    db,
    sql`SELECT id, pack_id AS packId, credits, amount_cents AS amountCents, currency, completed_at AS completedAt
        FROM checkout_sessions WHERE account_id = ${accountId} AND status = 'complete'
        ORDER BY completed_at, id`,
  );
}

/**
 * Books reported usage and returns the authoritative state. The whole request is one transaction: a sync
 * either lands fully or not at all, and concurrent syncs carrying the same ids book each id once.
 */
export function syncUsage(db: WritableDB, accountId: string, input: SyncInput, nowMs: number): SyncResult {
  const now = toIso(nowMs);
  return writeTransaction(db, () => {
    const accepted = new Set<string>();
    const conflicting = new Set<string>();
    for (const entry of input.usage) {
      if (accepted.has(entry.id)) continue;
      const at = normalizeAt(entry.at);
      const existing = queryOne<{ operation: string; credits: number; at: string }>(
        db,
        sql`SELECT operation, credits, at FROM usage_records WHERE account_id = ${accountId} AND id = ${entry.id}`,
      );
      if (existing) {
        (contentKey(existing) === contentKey(entry) ? accepted : conflicting).add(entry.id);
        continue;
      }
      execute(
        db,
        sql`INSERT INTO usage_records (account_id, id, device_id, operation, credits, at, received_at)
            VALUES (${accountId}, ${entry.id}, ${input.deviceId}, ${entry.operation}, ${entry.credits}, ${at}, ${now})`,
      );
      appendLedgerEntry(db, { accountId, kind: 'usage', credits: -entry.credits, ref: entry.id, createdAt: now });
      accepted.add(entry.id);
    }
    const totals = getTotals(db, accountId);
    return {
      balance: totals.granted + totals.purchased - totals.used,
      totals,
      purchases: listPurchases(db, accountId),
      acceptedUsageIds: [...accepted],
      conflictingUsageIds: [...conflicting],
      syncedAt: now,
    };
  });
}
