import type { ApiClient } from '#shared/contract/index.ts';
import { COSTS } from '#shared/contract/credits.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import { crossesLowBalance } from './low-balance.ts';
import type { CreditsSlice } from './state.ts';
import { initialUsageFilter, usageQuery } from './usage-filter.ts';

/** How many ledger entries the credits panel shows. */
export const USAGE_PAGE = 50;

export const createCreditsSlice =
  (api: ApiClient): SliceCreator<CreditsSlice> =>
  (set, get) => {
    // Only the newest history request may write it: filters can change faster than core answers.
    let latestUsage = 0;
    // The search waiting on the low-balance notice; a newer one replaces (and cancels) it.
    let pendingLowBalance: ((proceed: boolean) => void) | null = null;

    return {
      balance: null,
      costs: { ...COSTS },
      usage: [],
      usageStatus: 'idle',
      usageFilter: initialUsageFilter,
      usageExporting: false,
      creditsError: null,
      lowBalancePrompt: null,
      refreshBalance: async () => {
        try {
          const { balance, costs } = await api['credits.getBalance']({});
          set({ balance, costs, creditsError: null });
        } catch (err) {
          set({ creditsError: toApiError(err) });
        }
      },
      loadUsage: async () => {
        const id = ++latestUsage;
        set({ usageStatus: 'loading' });
        try {
          const query = usageQuery(get().usageFilter);
          const [{ entries }, { balance, costs }] = await Promise.all([
            api['credits.listUsage']({ limit: USAGE_PAGE, ...query }),
            api['credits.getBalance']({}),
          ]);
          if (id !== latestUsage) return;
          set({ usage: entries, usageStatus: 'ready', balance, costs, creditsError: null });
        } catch (err) {
          if (id !== latestUsage) return;
          set({ usageStatus: 'error', creditsError: toApiError(err) });
        }
      },
      setUsageFilter: async (patch) => {
        set((s) => ({ usageFilter: { ...s.usageFilter, ...patch } }));
        await get().loadUsage();
      },
      exportUsage: async () => {
        set({ usageExporting: true });
        try {
          const file = await api['credits.exportUsage'](usageQuery(get().usageFilter));
          set({ creditsError: null });
          return file;
        } catch (err) {
          set({ creditsError: toApiError(err) });
          return null;
        } finally {
          set({ usageExporting: false });
        }
      },
      setBalance: (balance) => set({ balance }),
      confirmLowBalance: (cost) => {
        const { balance, lowBalanceThreshold: threshold } = get();
        // An unknown balance is core's to judge: it refuses a search the balance cannot pay for.
        if (balance === null || !crossesLowBalance(balance, cost, threshold)) return Promise.resolve(true);
        pendingLowBalance?.(false);
        set({ lowBalancePrompt: { balance, cost, threshold } });
        return new Promise<boolean>((resolve) => {
          pendingLowBalance = resolve;
        });
      },
      answerLowBalance: (proceed) => {
        const resolve = pendingLowBalance;
        pendingLowBalance = null;
        set({ lowBalancePrompt: null });
        resolve?.(proceed);
      },
    };
  };
