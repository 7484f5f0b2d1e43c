import type { LedgerEntry } from '#shared/contract/credits.ts';
import { execute, queryAll, queryOne, sql } from '#sqlite/sql.ts';
import type { DataDb } from './open.ts';

// The `ledger` table (migrations 0010, 0020): append-only entries whose sum is the balance.

export interface NewEntry {
  id: string;
  kind: LedgerEntry['kind'];
  operation: string | null;
  /** Signed: negative for debits. */
  credits: number;
  at: string;
  /** JSON. */
  detail: string;
}

export interface UnsyncedDebit {
  id: string;
  operation: string | null;
  /** Negative, as on the ledger. */
  credits: number;
  at: string;
}

export function ledgerBalance(db: DataDb): number {
  return queryOne<{ balance: number }>(db, sql`SELECT coalesce(sum(credits), 0) AS balance FROM ledger`)!.balance;
}

/** Appends an entry unless one with its id exists; true if it was added. */
export function appendEntry(db: DataDb, entry: NewEntry): boolean {
  return (
    execute(
      db,
      sql`INSERT INTO ledger (id, kind, operation, credits, at, detail) VALUES (${entry.id}, ${entry.kind}, ${entry.operation}, ${entry.credits}, ${entry.at}, ${entry.detail})
          ON CONFLICT (id) DO NOTHING`,
    ).changes === 1
  );
}

/** The newest entries first. */
export function recentEntries(db: DataDb, limit: number): LedgerEntry[] {
  return queryAll<LedgerEntry>(db, sql`SELECT id, kind, operation, credits, at FROM ledger ORDER BY seq DESC LIMIT ${limit}`);
}

export interface UsageFilter {
  kind?: LedgerEntry['kind'];
  operation?: string;
  /** ISO times (`Z`), inclusive from, exclusive to. */
  from?: string;
  to?: string;
  limit: number;
}

export interface UsageRow extends LedgerEntry {
  balanceAfter: number;
  /** JSON. */
  detail: string | null;
}

/**
 * Entries newest first, each with the balance right after it (the running sum in ledger order, taken
 * before filtering, so a filtered list still shows the real balances).
 */
export function usageEntries(db: DataDb, filter: UsageFilter): UsageRow[] {
  return queryAll<UsageRow>(
    db,
    sql`SELECT id, kind, operation, credits, at, detail, balanceAfter FROM (
          SELECT seq, id, kind, operation, credits, at, detail, sum(credits) OVER (ORDER BY seq) AS balanceAfter FROM ledger
        )
        WHERE (${filter.kind ?? null} IS NULL OR kind = ${filter.kind ?? null})
          AND (${filter.operation ?? null} IS NULL OR operation = ${filter.operation ?? null})
          AND (${filter.from ?? null} IS NULL OR at >= ${filter.from ?? null})
          AND (${filter.to ?? null} IS NULL OR at < ${filter.to ?? null})
        ORDER BY seq DESC LIMIT ${filter.limit}`,
  );
}

/** The sync outbox (see core/billing/sync.ts): debits not yet delivered to the billing service, oldest first. */
export function unsyncedDebits(db: DataDb, limit: number): UnsyncedDebit[] {
  return queryAll<UnsyncedDebit>(db, sql`SELECT id, operation, credits, at FROM ledger WHERE kind = 'debit' AND synced_at IS NULL ORDER BY seq LIMIT ${limit}`);
}

/** The credits of the outbox's debits, negative as on the ledger. */
export function unsyncedTotal(db: DataDb): number {
  return queryOne<{ total: number }>(db, sql`SELECT coalesce(sum(credits), 0) AS total FROM ledger WHERE kind = 'debit' AND synced_at IS NULL`)!.total;
}

/** Marks a delivered debit; the sync mark is the one column the append-only triggers let change. True if it was unmarked. */
export function markSynced(db: DataDb, id: string, at: string): boolean {
  return execute(db, sql`UPDATE ledger SET synced_at = ${at} WHERE id = ${id} AND kind = 'debit' AND synced_at IS NULL`).changes === 1;
}

export function hasEntry(db: DataDb, id: string): boolean {
  return queryOne(db, sql`SELECT 1 FROM ledger WHERE id = ${id}`) !== undefined;
}
