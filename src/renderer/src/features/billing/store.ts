import type { CreditPack } from '#shared/contract/billing.ts';
import type { ApiClient } from '#shared/contract/index.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { BillingSlice } from './state.ts';

export interface BillingDeps {
  /** Opens a payment page (web mode: a new browser tab). The desktop app's core opens it itself. */
  openUrl: (url: string) => void;
}

/** Each wait asks core to poll the checkout for this long; the loop then asks again. */
const WAIT_SECONDS = 25;

export const createBillingSlice =
  (api: ApiClient, deps: BillingDeps): SliceCreator<BillingSlice> =>
  (set, get) => {
    // Each purchase attempt gets a number; a cancelled or replaced one stops writing state.
    let attempt = 0;

    async function afterBalanceChange(balance: number): Promise<void> {
      get().setBalance(balance);
      await get().refreshBillingStatus();
      if (get().dialog === 'credits') await get().loadUsage();
    }

    async function wait(id: number, pack: CreditPack, checkout: { id: string; url: string }): Promise<void> {
      for (;;) {
        let state;
        try {
          state = await api['billing.waitForCheckout']({ id: checkout.id, timeoutSeconds: WAIT_SECONDS });
        } catch (err) {
          if (id === attempt) set({ purchase: { phase: 'error', pack, error: toApiError(err), checkout } });
          return;
        }
        if (id !== attempt) return;
        if (state.status === 'open') continue;
        if (state.status === 'expired') {
          set({ purchase: { phase: 'expired', pack } });
          return;
        }
        set({ purchase: { phase: 'complete', pack, balance: state.balance, credited: state.credited } });
        await afterBalanceChange(state.balance);
        return;
      }
    }

    return {
      billingStatus: null,
      packs: [],
      packsStale: false,
      packsFetchedAt: null,
      packsStatus: 'idle',
      packsError: null,
      purchase: { phase: 'idle' },
      billingUrlSave: { status: 'idle' },
      accountKeySave: { status: 'idle' },
      syncing: false,

      refreshBillingStatus: async () => {
        try {
          const status = await api['billing.getStatus']({});
          set({ billingStatus: status });
          // Background syncs move the balance too. A search in flight will report the newer figure itself.
          if (get().searchStatus !== 'loading') get().setBalance(status.balance);
        } catch {
          // Only informative (the offline indicator, settings); the next refresh tries again.
        }
      },

      syncNow: async () => {
        set({ syncing: true });
        try {
          const { balance } = await api['billing.sync']({});
          await afterBalanceChange(balance);
        } catch {
          await get().refreshBillingStatus();
        } finally {
          set({ syncing: false });
        }
      },

      loadPacks: async () => {
        set({ packsStatus: 'loading', packsError: null });
        try {
          const { data, stale, fetchedAt } = await api['billing.listPacks']({});
          set({ packs: data, packsStale: stale, packsFetchedAt: fetchedAt, packsStatus: 'ready' });
          // An offline list means the service is unreachable now: a sync attempt records that (or
          // succeeds), so the offline indicator and the Credits panel agree with what is shown here.
          if (stale) return await get().syncNow();
        } catch (err) {
          set({ packs: [], packsStale: false, packsStatus: 'error', packsError: toApiError(err) });
        }
        await get().refreshBillingStatus();
      },

      buyPack: async (pack) => {
        const id = ++attempt;
        set({ purchase: { phase: 'starting', pack } });
        let checkout;
        try {
          checkout = await api['billing.startCheckout']({ packId: pack.id });
        } catch (err) {
          if (id === attempt) set({ purchase: { phase: 'error', pack, error: toApiError(err) } });
          return;
        }
        if (id !== attempt) return;
        if (!checkout.opened) deps.openUrl(checkout.url);
        set({ purchase: { phase: 'waiting', pack, checkoutId: checkout.id, url: checkout.url } });
        await wait(id, pack, checkout);
      },

      resumePurchase: async () => {
        const current = get().purchase;
        if (current.phase !== 'error' || !current.checkout) return;
        const id = ++attempt;
        set({ purchase: { phase: 'waiting', pack: current.pack, checkoutId: current.checkout.id, url: current.checkout.url } });
        await wait(id, current.pack, current.checkout);
      },

      cancelPurchase: () => {
        attempt++;
        set({ purchase: { phase: 'idle', cancelled: true } });
      },

      resetPurchase: () => {
        attempt++;
        set({ purchase: { phase: 'idle' } });
      },

      saveBillingUrl: async (url) => {
        set({ billingUrlSave: { status: 'saving' } });
        try {
          const status = await api['billing.setSettings']({ billingUrl: url });
          set({ billingStatus: status });
        } catch (err) {
          set({ billingUrlSave: { status: 'error', error: toApiError(err) } });
          return;
        }
        if (url === null) {
          set({ billingUrlSave: { status: 'saved', message: 'Removed. Purchases are off; your balance stays on this computer.' } });
          return;
        }
        // Linking happens at the first sync: it creates the account (or finds it) and takes its balance.
        try {
          const { balance } = await api['billing.sync']({});
          set({ billingUrlSave: { status: 'saved', message: 'Saved and connected. Your balance is in sync with your account.' } });
          await afterBalanceChange(balance);
        } catch (err) {
          set({ billingUrlSave: { status: 'saved', message: 'Saved, but the service did not answer.', warning: toApiError(err) } });
          await get().refreshBillingStatus();
        }
      },

      saveAccountKey: async (apiKey) => {
        set({ accountKeySave: { status: 'saving' } });
        try {
          const status = await api['billing.setAccountKey']({ apiKey });
          set({ billingStatus: status, accountKeySave: { status: 'saved', message: 'Key accepted. This computer now uses that account’s balance.' } });
          get().setBalance(status.balance);
          if (get().dialog === 'credits') await get().loadUsage();
          return true;
        } catch (err) {
          set({ accountKeySave: { status: 'error', error: toApiError(err) } });
          return false;
        }
      },

      resetSettingsSaves: () => set({ billingUrlSave: { status: 'idle' }, accountKeySave: { status: 'idle' } }),
    };
  };
