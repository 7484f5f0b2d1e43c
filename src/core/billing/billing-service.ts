import { setMaxListeners } from 'node:events';
import type { Api, Method } from '#shared/contract/index.ts';
import type { BillingStatusOutput, BillingSyncOutput } from '#shared/contract/billing.ts';
import { AppError, isAppError } from '#shared/errors.ts';
import type { DataDb } from '../data-db/open.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { createAccountKeys, originOf } from './account-keys.ts';
import { createBillingState } from './billing-state.ts';
import { billingUnavailable, createBillingClient, type BillingClient } from './client.ts';
import { createPurchaseFlow } from './purchase.ts';
import { createFileSecretStore, maskSecret, type SecretStore } from './secret-store.ts';
import { accountTag, closing, createSyncEngine, type SyncTarget } from './sync.ts';

export const DEFAULT_SYNC_INTERVAL_MS = 5 * 60_000;

export interface BillingOptions {
  /** `SCRIPTURE_BILLING_URL`: wins over the URL saved in settings. */
  url?: string;
  /** `SCRIPTURE_BILLING_KEY`: wins over the key in the secret store. */
  apiKey?: string;
  /** Where the account key is kept; default a 0600 file in the data folder (web mode). */
  secretStore?: SecretStore;
  /** Opens a payment page in the system browser (desktop). Absent in web mode, where the page opens it. */
  openExternal?: (url: string) => boolean | Promise<boolean>;
  /** Sync (creating an account if there is no key) as the core starts. Default true. */
  syncOnStart?: boolean;
  /** Sync this often while running; 0 turns it off. Default 5 minutes. */
  syncIntervalMs?: number;
  /** Checkout polling: first delay, growing by half each poll up to the maximum. Defaults 1 s and 10 s. */
  pollInitialMs?: number;
  pollMaxMs?: number;
  /** Per request to the service. Default 15 s. */
  requestTimeoutMs?: number;
  /** Operational notes (never keys or amounts of other accounts). Default console.warn. */
  log?: (message: string) => void;
}

export interface BillingServiceDeps {
  db: DataDb;
  ledger: Ledger;
  dataDir: string;
  now: () => Date;
  options: BillingOptions;
}

type BillingMethod = Extract<Method, `billing.${string}`>;
export type BillingApi = Pick<Api, BillingMethod>;

export function notConfigured(): AppError {
  return billingUnavailable(
    'not_configured',
    'Purchases are unavailable: no billing service is configured (set its URL in settings or SCRIPTURE_BILLING_URL). Your local balance still works offline.',
  );
}

/**
 * Credits sync and purchases. The service (the billing API) is optional: without a URL, or offline, the
 * app spends its local balance and every billing call fails with `billing_unavailable`.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { db, ledger, options } = deps;
  const log = options.log ?? ((message: string) => console.warn(message));
  const state = createBillingState(db);
  const secrets = options.secretStore ?? createFileSecretStore(deps.dataDir);
  const engine = createSyncEngine({ db, ledger, state, log });
  const closer = new AbortController();
  // Every open checkout's poll and every request under way listens for the close, so more than
  // Node's default ten at once is normal (the fuzz test starts dozens of checkouts), not a leak:
  // each listener goes when its sleep or request ends.
  setMaxListeners(0, closer.signal);
  let closed = false;
  let interval: NodeJS.Timeout | undefined;
  let lastError: BillingStatusOutput['lastError'] = null;
  /** Account creations under way, one per billing origin. */
  const creatingAccounts = new Map<string, Promise<string>>();

  function billingUrl(): { url: string; source: 'env' | 'settings' } | undefined {
    if (options.url) return { url: options.url, source: 'env' };
    const saved = state.billingUrl();
    return saved ? { url: saved, source: 'settings' } : undefined;
  }

  // A key goes only to the origin it belongs to. The environment's key belongs to the service the app
  // was started with; a stored key to the one it was issued or pasted for (account-keys.ts).
  const startOrigin = (() => {
    const url = billingUrl();
    return url && originOf(url.url);
  })();
  const keys = createAccountKeys(secrets, startOrigin);

  function configuredUrl(): string {
    const configured = billingUrl();
    if (!configured) throw notConfigured();
    return configured.url;
  }

  function clientFor(url: string): BillingClient {
    return createBillingClient({ baseUrl: url, signal: closer.signal, ...(options.requestTimeoutMs && { timeoutMs: options.requestTimeoutMs }) });
  }

  async function keyFor(origin: string): Promise<{ key: string; source: 'env' | 'store' } | undefined> {
    if (options.apiKey && origin === startOrigin) return { key: options.apiKey, source: 'env' };
    const stored = await keys.keyFor(origin);
    return stored ? { key: stored, source: 'store' } : undefined;
  }

  /** The first online start has no key: create an account and keep its key. One creation at a time per service. */
  async function ensureKey(billing: BillingClient, origin: string): Promise<string> {
    const existing = await keyFor(origin);
    if (existing) return existing.key;
    if (closed) throw closing();
    // A folder already synced to an account must not be moved to a new one because its key went
    // missing (a reset keychain, or web mode next to the desktop app's encrypted key): ask for it.
    // Totals of an account whose key is kept for another service are that service's business.
    const totals = state.serverTotals();
    const elsewhere = [...(await keys.list()), ...(options.apiKey ? [{ origin: startOrigin ?? null, key: options.apiKey }] : [])];
    if (totals && !elsewhere.some((k) => k.origin !== origin && accountTag(k.key) === totals.account)) {
      throw new AppError(
        'billing_key_invalid',
        'This data folder belongs to a billing account whose key is not available here; paste the account key or set SCRIPTURE_BILLING_KEY',
      );
    }
    let creating = creatingAccounts.get(origin);
    if (!creating) {
      creating = (async () => {
        const created = await billing.createAccount();
        // Another process on this data folder may have stored a key meanwhile; keep the first.
        const raced = await keys.keyFor(origin);
        if (raced) return raced;
        await keys.save(origin, created.apiKey);
        return created.apiKey;
      })().finally(() => creatingAccounts.delete(origin));
      creatingAccounts.set(origin, creating);
    }
    return creating;
  }

  /** The client and the key for one reading of the billing URL, so the key always matches the host it goes to. */
  async function target(): Promise<SyncTarget> {
    if (closed) throw closing();
    const url = configuredUrl();
    const billing = clientFor(url);
    return { client: billing, key: await ensureKey(billing, originOf(url)) };
  }

  async function sync(): Promise<BillingSyncOutput> {
    try {
      const result = await engine.sync(target);
      lastError = null;
      return result;
    } catch (err) {
      if (!closed) {
        const at = deps.now().toISOString();
        lastError = isAppError(err) ? { code: err.code, message: err.message, at } : { code: 'internal', message: 'Internal error', at };
      }
      throw err;
    }
  }

  /** Start-up and periodic syncs: failures are kept for `billing.getStatus`, never thrown. */
  function backgroundSync(): void {
    if (closed || !billingUrl()) return;
    sync().catch((err: unknown) => {
      if (!closed && !isAppError(err)) log(`billing sync failed unexpectedly: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    });
  }

  const purchases = createPurchaseFlow({
    ledger,
    state,
    target,
    sync,
    openExternal: options.openExternal,
    now: deps.now,
    pollInitialMs: options.pollInitialMs ?? 1000,
    pollMaxMs: options.pollMaxMs ?? 10_000,
    signal: closer.signal,
  });

  async function status(): Promise<BillingStatusOutput> {
    const url = billingUrl();
    const origin = url && originOf(url.url);
    const key = origin ? await keyFor(origin) : undefined;
    const stored = await keys.list();
    if (closed) throw closing();
    const totals = state.serverTotals();
    const current = key && totals?.account === accountTag(key.key) ? totals : undefined;
    const aside = stored.filter((k) => k.origin !== origin).map((k) => ({ origin: k.origin, hint: maskSecret(k.key) }));
    if (options.apiKey && startOrigin !== origin) aside.push({ origin: startOrigin ?? null, hint: maskSecret(options.apiKey) });
    return {
      available: url !== undefined,
      billingUrl: url?.url ?? null,
      billingUrlSource: url?.source ?? null,
      accountKeyHint: key ? maskSecret(key.key) : null,
      accountKeySource: key?.source ?? null,
      keysSetAside: aside,
      keyStorage: secrets.storage,
      deviceId: state.deviceId(),
      balance: ledger.balance(),
      unsyncedCredits: ledger.unsyncedCredits(),
      lastSync: current ? { at: current.syncedAt, serverBalance: current.balance } : null,
      lastError,
    };
  }

  const api: BillingApi = {
    'billing.getStatus': () => status(),
    async 'billing.setSettings'(input) {
      state.setBillingUrl(input.billingUrl);
      return status();
    },
    async 'billing.setAccountKey'(input) {
      const url = configuredUrl();
      if (options.apiKey && originOf(url) === startOrigin) {
        throw new AppError('invalid_request', 'apiKey: SCRIPTURE_BILLING_KEY is set and wins; unset it to use another key', { field: 'apiKey' });
      }
      try {
        await clientFor(url).health(input.apiKey);
      } catch (err) {
        if (isAppError(err) && err.code === 'billing_key_invalid') {
          throw new AppError('invalid_request', 'apiKey: the billing service does not recognise this key', { field: 'apiKey' });
        }
        throw err;
      }
      await keys.save(originOf(url), input.apiKey);
      // The key is good and kept; a failed sync is reported in the status and retried later.
      await sync().catch(() => undefined);
      return status();
    },
    'billing.listPacks': () => purchases.listPacks(),
    'billing.startCheckout': (input) => purchases.startCheckout(input.packId),
    'billing.getCheckout': (input) => purchases.getCheckout(input.id),
    'billing.waitForCheckout': (input) => purchases.waitForCheckout(input.id, input.timeoutSeconds),
    'billing.sync': () => sync(),
  };

  return {
    api,
    /** Syncs now (unless turned off) and then every `syncIntervalMs`; the timer never keeps the process alive. */
    start(): void {
      if (options.syncOnStart ?? true) backgroundSync();
      const every = options.syncIntervalMs ?? DEFAULT_SYNC_INTERVAL_MS;
      if (every > 0) interval = setInterval(backgroundSync, every).unref();
    },
    /** Stops the timer and aborts requests and checkout polls; nothing touches the database afterwards. */
    close(): void {
      closed = true;
      if (interval) clearInterval(interval);
      engine.close();
      closer.abort();
    },
  };
}
