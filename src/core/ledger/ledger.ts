import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { COSTS, type LedgerEntry, type PaidOperation, type Receipt, type UsageEntry } from '#shared/contract/credits.ts';
import { toCsvText } from '#shared/csv.ts';
import { timeBounds } from '#shared/dates.ts';
import { AppError } from '#shared/errors.ts';
import {
  appendEntry,
  hasEntry,
  ledgerBalance,
  markSynced,
  recentEntries,
  unsyncedDebits,
  unsyncedTotal,
  usageEntries,
  type UnsyncedDebit,
  type UsageFilter,
} from '../data-db/ledger-store.ts';
import { inTransaction, type DataDb } from '../data-db/open.ts';

export type { UnsyncedDebit };

/** Credits granted once to a new installation, unless `SCRIPTURE_FREE_CREDITS` says otherwise. */
export const DEFAULT_FREE_CREDITS = 100;

const FREE_START_ID = 'free-start';

export interface LedgerOptions {
  freeCredits: number;
  now: () => Date;
}

/**
 * The local credits ledger. Every change is an appended entry; the balance is their sum. A debit
 * checks the balance and records the usage in one IMMEDIATE transaction, so concurrent searches from
 * several windows, processes or HTTP clients can never spend more than there is.
 */
export function createLedger(db: DataDb, options: LedgerOptions) {
  const balance = () => ledgerBalance(db);

  // The free start is an entry with a fixed id, so it is granted once however often the app starts.
  appendEntry(db, {
    id: FREE_START_ID,
    kind: 'grant',
    operation: null,
    credits: options.freeCredits,
    at: options.now().toISOString(),
    detail: JSON.stringify({ reason: 'free start' }),
  });

  /** Re-checks the balance and records the debit in one IMMEDIATE transaction: no two processes spend the same credits. */
  const debit = (operation: PaidOperation, detail: Record<string, unknown>) =>
    inTransaction(db, () => {
      const cost = COSTS[operation];
      const available = balance();
      if (available < cost) {
        throw new AppError('insufficient_credits', `This ${operation} search costs ${cost} credits; the balance is ${available}`, {
          balance: available,
          cost,
        });
      }
      appendEntry(db, { id: randomUUID(), kind: 'debit', operation, credits: -cost, at: options.now().toISOString(), detail: JSON.stringify(detail) });
      return { creditsUsed: cost, balance: available - cost };
    });

  return {
    balance,

    /** The newest entries first. */
    recent(limit: number): LedgerEntry[] {
      return recentEntries(db, limit);
    },

    /** The usage history: entries newest first with the balance after each and a purchase's receipt. */
    usage(filter: UsageFilter): UsageEntry[] {
      return usageEntries(db, filter).map(({ detail, ...entry }) => {
        const receipt = entry.kind === 'purchase' ? receiptOf(entry.id, detail) : undefined;
        return receipt ? { ...entry, receipt } : entry;
      });
    },

    /**
     * Runs `work`, then charges `operation` for it if it succeeded. The work runs before the charge so
     * a failed search costs nothing; the charge re-checks the balance inside its transaction. With a
     * `signal` (the client's connection), a client gone by the time the work is done is not charged:
     * the check and the debit run in one synchronous step, so nothing can slip between them.
     */
    async charge<T>(operation: PaidOperation, work: () => T | Promise<T>, detail: (result: T) => Record<string, unknown> = () => ({}), signal?: AbortSignal) {
      const cost = COSTS[operation];
      const before = balance();
      if (before < cost) {
        throw new AppError('insufficient_credits', `This ${operation} search costs ${cost} credits; the balance is ${before}`, { balance: before, cost });
      }
      const result = await work();
      signal?.throwIfAborted();
      const charged = debit(operation, detail(result));
      return { result, ...charged };
    },

    /** Debits not yet delivered to the billing service, oldest first. */
    unsyncedDebits(limit: number): UnsyncedDebit[] {
      return unsyncedDebits(db, limit);
    },

    /** Credits spent here and not yet delivered, as a positive number. */
    unsyncedCredits(): number {
      return 0 - unsyncedTotal(db);
    },

    /** Marks delivered debits; the sync mark is the one column the append-only triggers let change. */
    markSynced(ids: readonly string[], at: string): number {
      return ids.filter((id) => markSynced(db, id, at)).length;
    },

    /** Appends a credit-side entry unless its id is already on the ledger; true if it was added. */
    append(entry: { id: string; kind: 'grant' | 'purchase' | 'refund' | 'adjustment'; credits: number; detail: Record<string, unknown> }): boolean {
      return appendEntry(db, { ...entry, operation: null, at: options.now().toISOString(), detail: JSON.stringify(entry.detail) });
    },

    has(id: string): boolean {
      return hasEntry(db, id);
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;

/** A purchase's receipt from what its sync stored; undefined for an entry written before receipts were kept. */
function receiptOf(id: string, detail: string | null): Receipt | undefined {
  try {
    const parsed = receiptDetail.safeParse(JSON.parse(detail ?? 'null'));
    return parsed.success ? { purchaseId: id.replace(/^purchase:/, ''), ...parsed.data } : undefined;
  } catch {
    return undefined;
  }
}

const receiptDetail = z.object({ packId: z.string(), amountCents: z.int(), currency: z.string(), completedAt: z.string() });

/** The usage history's filter from what a person picks (a day or a time, see `timeBounds`). */
export function usageFilter(input: { kind?: LedgerEntry['kind']; operation?: string; since?: string; until?: string }, limit: number): UsageFilter {
  return { ...(input.kind && { kind: input.kind }), ...(input.operation && { operation: input.operation }), ...timeBounds(input.since, input.until), limit };
}

/** The usage history as CSV, newest first, as the app lists it. */
export function usageCsv(entries: readonly UsageEntry[]): string {
  return toCsvText(
    ['at', 'kind', 'operation', 'credits', 'balance_after', 'pack', 'amount', 'currency', 'purchase_id', 'id'],
    entries.map((e) => [
      e.at,
      e.kind,
      e.operation,
      e.credits,
      e.balanceAfter,
      e.receipt?.packId,
      e.receipt && (e.receipt.amountCents / 100).toFixed(2),
      e.receipt?.currency,
      e.receipt?.purchaseId,
      e.id,
    ]),
  );
}
