import { setTimeout as sleep } from 'node:timers/promises';
import type { BillingSyncOutput, CheckoutStateOutput, ListPacksOutput, StartCheckoutOutput } from '#shared/contract/billing.ts';
import { isAppError } from '#shared/errors.ts';
import type { Ledger } from '../ledger/ledger.ts';
import type { BillingState } from './billing-state.ts';
import { billingUnavailable } from './client.ts';
import type { RemoteCheckout } from './remote-schemas.ts';
import { closing, type SyncTarget } from './sync.ts';

/** How long a checkout is polled at most (the reference service keeps sessions open 30 minutes). */
export const MAX_WATCH_MS = 35 * 60_000;

export interface PurchaseFlowDeps {
  ledger: Ledger;
  state: BillingState;
  target: () => Promise<SyncTarget>;
  sync: () => Promise<BillingSyncOutput>;
  openExternal: ((url: string) => boolean | Promise<boolean>) | undefined;
  now: () => Date;
  /** First delay between polls; it grows by half each time up to `pollMaxMs`. */
  pollInitialMs: number;
  pollMaxMs: number;
  /** Aborted when the core closes: every wait ends. */
  signal: AbortSignal;
}

/** Only pages a browser may safely be sent to: https, or http on loopback (the test-mode service). */
export function isOpenableCheckoutUrl(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

/** Failures worth another poll: the service is unreachable or busy, not "no such session". */
function isTransient(err: unknown): boolean {
  if (!isAppError(err)) return false;
  return err.code === 'rate_limited' || (err.code === 'billing_unavailable' && err.details.reason !== 'not_configured');
}

interface WatchProgress {
  /** The last state the service reported. */
  latest?: RemoteCheckout;
  /** The last transient failure, while it lasts. */
  error?: unknown;
}
type Watch = WatchProgress & { done: Promise<CheckoutStateOutput> };

const errorInfo = (err: unknown) => (isAppError(err) ? { code: err.code, message: err.message } : { code: 'internal', message: 'Internal error' });

/** Buying a credit pack: packs → checkout → payment page → poll → sync → the new balance. */
export function createPurchaseFlow(deps: PurchaseFlowDeps) {
  const { ledger, state } = deps;
  const watches = new Map<string, Watch>();

  function view(remote: RemoteCheckout): CheckoutStateOutput {
    if (deps.signal.aborted) throw closing();
    const { id, status, packId, credits, expiresAt } = remote;
    return { id, status, packId, credits, expiresAt, credited: ledger.has(`purchase:${id}`), balance: ledger.balance() };
  }

  /** A complete checkout not yet on the ledger is synced now; a failed sync is reported, and retried by the next one. */
  async function settle(remote: RemoteCheckout): Promise<CheckoutStateOutput> {
    if (remote.status !== 'complete' || ledger.has(`purchase:${remote.id}`)) return view(remote);
    try {
      await deps.sync();
      return view(remote);
    } catch (err) {
      return { ...view(remote), syncError: errorInfo(err) };
    }
  }

  async function fetchCheckout(id: string): Promise<RemoteCheckout> {
    const { client, key } = await deps.target();
    return client.getCheckout(key, id);
  }

  async function poll(id: string, watch: WatchProgress): Promise<CheckoutStateOutput> {
    const deadline = deps.now().getTime() + MAX_WATCH_MS;
    let delay = deps.pollInitialMs;
    for (;;) {
      let wait = delay;
      try {
        watch.latest = await fetchCheckout(id);
        watch.error = undefined;
        if (watch.latest.status !== 'open') return await settle(watch.latest);
      } catch (err) {
        if (!isTransient(err)) throw err;
        watch.error = err;
        if (isAppError(err) && err.code === 'rate_limited') wait = Math.max(wait, Number(err.details.retryAfterSeconds) * 1000);
      }
      if (deps.now().getTime() + wait > deadline) {
        if (watch.latest) return { ...view(watch.latest), timedOut: true };
        throw watch.error;
      }
      try {
        await sleep(wait, undefined, { signal: deps.signal, ref: false });
      } catch {
        throw closing();
      }
      delay = Math.min(delay * 1.5, deps.pollMaxMs);
    }
  }

  /** One polling loop per checkout, however many callers wait on it, so waiting never multiplies requests. */
  function watch(id: string): Watch {
    const existing = watches.get(id);
    if (existing) return existing;
    const progress: WatchProgress = {};
    const done = poll(id, progress).finally(() => watches.delete(id));
    // A watch nobody awaits must not surface as an unhandled rejection.
    done.catch(() => undefined);
    const entry = Object.assign(progress, { done });
    watches.set(id, entry);
    return entry;
  }

  return {
    async listPacks(): Promise<ListPacksOutput> {
      try {
        const { client, key } = await deps.target();
        const { data } = await client.listPacks(key);
        const fetchedAt = deps.now().toISOString();
        if (deps.signal.aborted) throw closing();
        state.setPacks({ packs: data, fetchedAt });
        return { data, stale: false, fetchedAt };
      } catch (err) {
        const cached = isTransient(err) && !deps.signal.aborted ? state.packs() : undefined;
        if (!cached) throw err;
        return { data: cached.packs, stale: true, fetchedAt: cached.fetchedAt };
      }
    },

    async startCheckout(packId: string): Promise<StartCheckoutOutput> {
      const { client, key } = await deps.target();
      const created = await client.createCheckout(key, packId);
      if (!isOpenableCheckoutUrl(created.url)) throw billingUnavailable('bad_response', 'The billing service sent a payment link the app will not open');
      let opened = false;
      if (deps.openExternal) {
        try {
          opened = await deps.openExternal(created.url);
        } catch {
          opened = false;
        }
      }
      // Credit the purchase as soon as it is paid, even if the UI never asks.
      watch(created.id);
      return { ...created, opened };
    },

    async getCheckout(id: string): Promise<CheckoutStateOutput> {
      return settle(await fetchCheckout(id));
    },

    async waitForCheckout(id: string, timeoutSeconds: number): Promise<CheckoutStateOutput> {
      const entry = watch(id);
      const timer = new AbortController();
      const outcome = await Promise.race([
        entry.done,
        sleep(timeoutSeconds * 1000, null, { signal: AbortSignal.any([timer.signal, deps.signal]), ref: false }).catch(() => null),
      ]).finally(() => timer.abort());
      if (outcome !== null) return outcome;
      if (entry.latest) return { ...view(entry.latest), timedOut: true };
      if (entry.error) throw entry.error;
      return { ...(await settle(await fetchCheckout(id))), timedOut: true };
    },
  };
}

export type PurchaseFlow = ReturnType<typeof createPurchaseFlow>;
