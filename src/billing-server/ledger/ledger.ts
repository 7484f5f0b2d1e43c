import { execute, queryAll, queryOne, sql, type ReadableDB, type WritableDB } from '#sqlite/sql.ts';

export type LedgerKind = 'grant' | 'purchase' | 'usage';

export interface LedgerEntry {
  accountId: string;
  kind: LedgerKind;
  /** Signed: grants and purchases add, usage subtracts. */
  credits: number;
  /** Grant name, checkout session id or usage id; each is booked at most once per account and kind. */
  ref: string;
  createdAt: string;
}

/**
 * Appends one entry; returns false if (account, kind, ref) is already booked. ON CONFLICT, unlike
 * INSERT OR IGNORE, still fails loudly on a CHECK violation such as a usage with a positive amount.
 */
export function appendLedgerEntry(db: WritableDB, entry: LedgerEntry): boolean {
  const result = execute(
    db,
    sql`INSERT INTO ledger_entries (account_id, kind, credits, ref, created_at)
        VALUES (${entry.accountId}, ${entry.kind}, ${entry.credits}, ${entry.ref}, ${entry.createdAt})
        ON CONFLICT (account_id, kind, ref) DO NOTHING`,
  );
  return result.changes === 1;
}

export interface LedgerTotals {
  granted: number;
  purchased: number;
  /** Credits spent, as a positive number. */
  used: number;
}

export function getTotals(db: ReadableDB, accountId: string): LedgerTotals {
  const rows = queryAll<{ kind: LedgerKind; total: number }>(
    db,
    sql`SELECT kind, SUM(credits) AS total FROM ledger_entries WHERE account_id = ${accountId} GROUP BY kind`,
  );
  const total = (kind: LedgerKind): number => rows.find((row) => row.kind === kind)?.total ?? 0;
  return { granted: total('grant'), purchased: total('purchase'), used: -total('usage') };
}

/** The balance is derived from the ledger, never stored. */
export function getBalance(db: ReadableDB, accountId: string): number {
  const row = queryOne<{ balance: number }>(db, sql`SELECT COALESCE(SUM(credits), 0) AS balance FROM ledger_entries WHERE account_id = ${accountId}`);
  return row?.balance ?? 0;
}
