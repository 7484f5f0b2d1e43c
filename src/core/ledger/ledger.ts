import { randomUUID } from 'node:crypto';
import { COSTS, type LedgerEntry, type PaidOperation } from '#shared/contract/credits.ts';
import { AppError } from '#shared/errors.ts';
import type { DataDb } from '../db/open-data-db.ts';

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
  const sumStatement = db.prepare('SELECT coalesce(sum(credits), 0) AS balance FROM ledger');
  const insertStatement = db.prepare(
    'INSERT INTO ledger (id, kind, operation, credits, at, detail) VALUES (@id, @kind, @operation, @credits, @at, @detail) ON CONFLICT (id) DO NOTHING',
  );
  const recentStatement = db.prepare('SELECT id, kind, operation, credits, at FROM ledger ORDER BY seq DESC LIMIT ?');
  // The sync outbox (see core/billing/sync.ts): debits not yet delivered to the billing service.
  const unsyncedStatement = db.prepare("SELECT id, operation, credits, at FROM ledger WHERE kind = 'debit' AND synced_at IS NULL ORDER BY seq LIMIT ?");
  const unsyncedSumStatement = db.prepare("SELECT coalesce(sum(credits), 0) AS total FROM ledger WHERE kind = 'debit' AND synced_at IS NULL");
  const markSyncedStatement = db.prepare("UPDATE ledger SET synced_at = ? WHERE id = ? AND kind = 'debit' AND synced_at IS NULL");
  const hasStatement = db.prepare('SELECT 1 FROM ledger WHERE id = ?');
  const balance = () => (sumStatement.get() as { balance: number }).balance;

  // The free start is an entry with a fixed id, so it is granted once however often the app starts.
  insertStatement.run({
    id: FREE_START_ID,
    kind: 'grant',
    operation: null,
    credits: options.freeCredits,
    at: options.now().toISOString(),
    detail: JSON.stringify({ reason: 'free start' }),
  });

  const debit = db.transaction((operation: PaidOperation, detail: Record<string, unknown>) => {
    const cost = COSTS[operation];
    const available = balance();
    if (available < cost) {
      throw new AppError('insufficient_credits', `This ${operation} search costs ${cost} credits; the balance is ${available}`, {
        balance: available,
        cost,
      });
    }
    insertStatement.run({ id: randomUUID(), kind: 'debit', operation, credits: -cost, at: options.now().toISOString(), detail: JSON.stringify(detail) });
    return { creditsUsed: cost, balance: available - cost };
  });

  return {
    balance,

    /** The newest entries first. */
    recent(limit: number): LedgerEntry[] {
      return recentStatement.all(limit) as LedgerEntry[];
    },

    /**
     * Runs `work`, then charges `operation` for it if it succeeded. The work runs before the charge so
     * a failed search costs nothing; the charge re-checks the balance inside its transaction. With a
     * `signal` (the client's connection), a client gone by the time the work is done is not charged:
     * the check and the debit run in one synchronous step, so nothing can slip between them.
     */
    async charge<T>(
      operation: PaidOperation,
      work: () => T | Promise<T>,
      detail: (result: T) => Record<string, unknown> = () => ({}),
      signal?: AbortSignal,
    ) {
      const cost = COSTS[operation];
      const before = balance();
      if (before < cost) {
        throw new AppError('insufficient_credits', `This ${operation} search costs ${cost} credits; the balance is ${before}`, { balance: before, cost });
      }
      const result = await work();
      signal?.throwIfAborted();
      const charged = debit.immediate(operation, detail(result));
      return { result, ...charged };
    },

    /** Debits not yet delivered to the billing service, oldest first. */
    unsyncedDebits(limit: number): UnsyncedDebit[] {
      return unsyncedStatement.all(limit) as UnsyncedDebit[];
    },

    /** Credits spent here and not yet delivered, as a positive number. */
    unsyncedCredits(): number {
      return 0 - (unsyncedSumStatement.get() as { total: number }).total;
    },

    /** Marks delivered debits; the sync mark is the one column the append-only triggers let change. */
    markSynced(ids: readonly string[], at: string): number {
      let marked = 0;
      for (const id of ids) marked += markSyncedStatement.run(at, id).changes;
      return marked;
    },

    /** Appends a credit-side entry unless its id is already on the ledger; true if it was added. */
    append(entry: { id: string; kind: 'grant' | 'purchase' | 'refund' | 'adjustment'; credits: number; detail: Record<string, unknown> }): boolean {
      const row = { ...entry, operation: null, at: options.now().toISOString(), detail: JSON.stringify(entry.detail) };
      return insertStatement.run(row).changes === 1;
    },

    has(id: string): boolean {
      return hasStatement.get(id) !== undefined;
    },
  };
}

export interface UnsyncedDebit {
  id: string;
  operation: string | null;
  /** Negative, as on the ledger. */
  credits: number;
  at: string;
}

export type Ledger = ReturnType<typeof createLedger>;
