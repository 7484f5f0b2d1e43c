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
     * a failed search costs nothing; the charge re-checks the balance inside its transaction.
     */
    async charge<T>(operation: PaidOperation, work: () => T | Promise<T>, detail: (result: T) => Record<string, unknown> = () => ({})) {
      const cost = COSTS[operation];
      const before = balance();
      if (before < cost) {
        throw new AppError('insufficient_credits', `This ${operation} search costs ${cost} credits; the balance is ${before}`, { balance: before, cost });
      }
      const result = await work();
      const charged = debit.immediate(operation, detail(result));
      return { result, ...charged };
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
