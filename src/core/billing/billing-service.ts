import type { Api, Method } from '#shared/contract/index.ts';
import type { BillingStatusOutput, BillingSyncOutput } from '#shared/contract/billing.ts';
import { AppError, isAppError } from '#shared/errors.ts';
import type { DataDb } from '../db/open-data-db.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { createBillingState } from './billing-state.ts';
import { billingUnavailable, createBillingClient, type BillingClient } from './client.ts';
import { createPurchaseFlow } from './purchase.ts';
import { createFileSecretStore, maskSecret, type SecretStore } from './secret-store.ts';
import { accountTag, closing, createSyncEngine, type SyncTarget } from './sync.ts';

export const DEFAULT_SYNC_INTERVAL_MS = 5 * 60_000;
const KEY_NAME = 'billing-api-key';

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
  let closed = false;
  let interval: NodeJS.Timeout | undefined;
  let lastError: BillingStatusOutput['lastError'] = null;
  let creatingAccount: Promise<string> | undefined;

  function billingUrl(): { url: string; source: 'env' | 'settings' } | undefined {
    if (options.url) return { url: options.url, source: 'env' };
    const saved = state.billingUrl();
    return saved ? { url: saved, source: 'settings' } : undefined;
  }

  function client(): BillingClient {
    const configured = billingUrl();
    if (!configured) throw notConfigured();
    return createBillingClient({ baseUrl: configured.url, signal: closer.signal, ...(options.requestTimeoutMs && { timeoutMs: options.requestTimeoutMs }) });
  }

  async function currentKey(): Promise<{ key: string; source: 'env' | 'store' } | undefined> {
    if (options.apiKey) return { key: options.apiKey, source: 'env' };
    const stored = await secrets.get(KEY_NAME);
    return stored ? { key: stored, source: 'store' } : undefined;
  }

  /** The first online start has no key: create an account and keep its key. One creation at a time. */
  async function ensureKey(billing: BillingClient): Promise<string> {
    const existing = await currentKey();
    if (existing) return existing.key;
    if (closed) throw closing();
    // A folder already synced to an account must not be moved to a new one because its key went
    // missing (a reset keychain, or web mode next to the desktop app's encrypted key): ask for it.
    if (state.serverTotals()) {
      throw new AppError(
        'billing_key_invalid',
        'This data folder belongs to a billing account whose key is not available here; paste the account key or set SCRIPTURE_BILLING_KEY',
      );
    }
    creatingAccount ??= (async () => {
      const created = await billing.createAccount();
      // Another process on this data folder may have stored a key meanwhile; keep the first.
      const raced = await secrets.get(KEY_NAME);
      if (raced) return raced;
      await secrets.set(KEY_NAME, created.apiKey);
      return created.apiKey;
    })().finally(() => (creatingAccount = undefined));
    return creatingAccount;
  }

  async function target(): Promise<SyncTarget> {
    if (closed) throw closing();
    const billing = client();
    return { client: billing, key: await ensureKey(billing) };
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
    const key = await currentKey();
    if (closed) throw closing();
    const url = billingUrl();
    const totals = state.serverTotals();
    const current = key && totals?.account === accountTag(key.key) ? totals : undefined;
    return {
      available: url !== undefined,
      billingUrl: url?.url ?? null,
      billingUrlSource: url?.source ?? null,
      accountKeyHint: key ? maskSecret(key.key) : null,
      accountKeySource: key?.source ?? null,
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
      if (options.apiKey) {
        throw new AppError('invalid_request', 'apiKey: SCRIPTURE_BILLING_KEY is set and wins; unset it to use another key', { field: 'apiKey' });
      }
      try {
        await client().health(input.apiKey);
      } catch (err) {
        if (isAppError(err) && err.code === 'billing_key_invalid') {
          throw new AppError('invalid_request', 'apiKey: the billing service does not recognise this key', { field: 'apiKey' });
        }
        throw err;
      }
      await secrets.set(KEY_NAME, input.apiKey);
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
