import { createHash, randomUUID } from 'node:crypto';
import type { BillingSyncOutput, CreditPurchase } from '#shared/contract/billing.ts';
import { PAID_OPERATIONS } from '#shared/contract/credits.ts';
import { AppError } from '#shared/errors.ts';
import { inTransaction, type DataDb } from '../data-db/open.ts';
import type { Ledger, UnsyncedDebit } from '../ledger/ledger.ts';
import type { BillingState } from './billing-state.ts';
import type { BillingClient } from './client.ts';
import type { RemoteSync, RemoteUsage } from './remote-schemas.ts';

/*
 * How a sync keeps credits from being lost or doubled.
 *
 * The billing service is the ledger of record for an account: its balance is grants + purchases −
 * usage it has booked. This device keeps its own append-only ledger and, between syncs, spends only
 * what it last knew it had. A sync has two halves:
 *
 *  1. Push. The debits not yet delivered (`synced_at IS NULL`, the outbox) are sent by id. The service
 *     books each id once, so resending the same outbox after a timeout, a crash or a dropped reply is
 *     harmless. Nothing local changes during the request.
 *  2. Apply, in one IMMEDIATE transaction: mark the ids the service accepted as synced; append an
 *     entry `purchase:<session id>` for each completed purchase not yet on the ledger (the unique id
 *     makes a second one impossible); then append one `adjustment` so that the local balance becomes
 *     exactly  server balance − debits still in the outbox.
 *
 * The adjustment sets the balance from the service's number; it does not add the purchase on top of
 * what is there. So a purchase counts once however many syncs see it, a lost reply just means the
 * next sync does the same thing again, and a killed app leaves either no trace of the sync or all of
 * it. Debits recorded while the request was in flight stay in the outbox and are subtracted.
 *
 * Two processes on one data folder (the desktop app and web mode) can apply replies out of order. The
 * service's totals only grow, so a reply with any total below the last applied one is older: its
 * accepted ids are still marked (the service has them), but its balance and purchases are ignored.
 *
 * The free start. Before an account exists the device's `free-start` grant is a local advance. Once
 * linked, the account's own grant on the service (`BILLING_FREE_CREDITS` on the reference server)
 * replaces it: the first sync delivers every debit made so far, including those paid from the free
 * start, and the adjustment brings the balance to the account's. On the service the invariant
 * "balance = grants + purchases − synced usage" then holds by construction, and a reinstall or a
 * second device gets the account's balance, not a second free start.
 */

/** The service takes at most this many usage records per request. */
export const SYNC_BATCH = 1000;
const MAX_BATCHES_PER_SYNC = 20;

const KNOWN: readonly string[] = PAID_OPERATIONS;

export interface SyncTarget {
  client: BillingClient;
  key: string;
}

export interface SyncEngineDeps {
  db: DataDb;
  ledger: Ledger;
  state: BillingState;
  log: (message: string) => void;
}

/** Identifies an account without keeping its key: totals of different accounts are never compared. */
export function accountTag(key: string): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

/** What a sync in flight reports when the core closes under it: it never touches the closed database. */
export function closing(): AppError {
  return new AppError('billing_unavailable', 'The app is closing', { reason: 'unreachable' });
}

function toRemoteUsage(debit: UnsyncedDebit): RemoteUsage | undefined {
  if (debit.operation === null || !KNOWN.includes(debit.operation)) return undefined;
  return { id: debit.id, operation: debit.operation as RemoteUsage['operation'], credits: -debit.credits, at: debit.at };
}

export function createSyncEngine(deps: SyncEngineDeps) {
  const { db, ledger, state } = deps;
  let closed = false;
  let running: Promise<BillingSyncOutput> | undefined;
  let queued: Promise<BillingSyncOutput> | undefined;

  const apply = (account: string, reply: RemoteSync, sent: ReadonlySet<string>) =>
    inTransaction(db, () => {
      const delivered = [...reply.acceptedUsageIds, ...reply.conflictingUsageIds].filter((id) => sent.has(id));
      ledger.markSynced(delivered, reply.syncedAt);
      const last = state.serverTotals();
      const { totals } = reply;
      const older = last?.account === account && (totals.granted < last.granted || totals.purchased < last.purchased || totals.used < last.used);
      if (older) return { delivered: delivered.length, newPurchases: [] as CreditPurchase[] };

      const newPurchases = reply.purchases.filter((p) =>
        ledger.append({
          id: `purchase:${p.id}`,
          kind: 'purchase',
          credits: p.credits,
          detail: { packId: p.packId, amountCents: p.amountCents, currency: p.currency, completedAt: p.completedAt },
        }),
      );
      const unsyncedCredits = ledger.unsyncedCredits();
      const difference = reply.balance - unsyncedCredits - ledger.balance();
      if (difference !== 0) {
        ledger.append({
          id: `adjustment:${randomUUID()}`,
          kind: 'adjustment',
          credits: difference,
          detail: { reason: 'sync', serverBalance: reply.balance, unsyncedCredits, syncedAt: reply.syncedAt },
        });
      }
      state.setServerTotals({ account, ...totals, balance: reply.balance, syncedAt: reply.syncedAt });
      return { delivered: delivered.length, newPurchases };
    });

  async function runOnce(getTarget: () => Promise<SyncTarget>): Promise<BillingSyncOutput> {
    const { client, key } = await getTarget();
    if (closed) throw closing();
    const account = accountTag(key);
    const deviceId = state.deviceId();
    let pushedUsage = 0;
    const newPurchases: CreditPurchase[] = [];
    let reply: RemoteSync | undefined;
    for (let batch = 0; batch < MAX_BATCHES_PER_SYNC; batch++) {
      const outbox = ledger.unsyncedDebits(SYNC_BATCH);
      const usage = outbox.map(toRemoteUsage).filter((u): u is RemoteUsage => u !== undefined);
      if (usage.length < outbox.length)
        deps.log(`billing sync: ${outbox.length - usage.length} debit(s) with an operation the service does not know stay local`);
      reply = await client.sync(key, { deviceId, usage });
      if (closed) throw closing();
      const applied = apply(account, reply, new Set(usage.map((u) => u.id)));
      if (reply.conflictingUsageIds.length > 0)
        deps.log(`billing sync: the service already had ${reply.conflictingUsageIds.length} usage id(s) with other content`);
      pushedUsage += applied.delivered;
      newPurchases.push(...applied.newPurchases);
      if (outbox.length < SYNC_BATCH || applied.delivered === 0) break;
    }
    const { balance, totals, syncedAt } = reply!;
    return { balance: ledger.balance(), serverBalance: balance, totals, pushedUsage, newPurchases, syncedAt };
  }

  /**
   * Runs a sync. Calls made while one runs share a single follow-up sync, which starts after it:
   * a caller (say, right after a payment) always gets a sync that began after its call.
   */
  function sync(getTarget: () => Promise<SyncTarget>): Promise<BillingSyncOutput> {
    if (!running) {
      running = runOnce(getTarget).finally(() => (running = undefined));
      return running;
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined;
        return sync(getTarget);
      });
    return queued;
  }

  return {
    sync,
    close() {
      closed = true;
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
