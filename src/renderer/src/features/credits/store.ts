import type { ApiClient } from '#shared/contract/index.ts';
import { COSTS } from '#shared/contract/credits.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { CreditsSlice } from './state.ts';

/** How many ledger entries the credits panel shows. */
export const USAGE_PAGE = 50;

export const createCreditsSlice =
  (api: ApiClient): SliceCreator<CreditsSlice> =>
  (set) => ({
    balance: null,
    costs: { ...COSTS },
    usage: [],
    usageStatus: 'idle',
    creditsError: null,
    refreshBalance: async () => {
      try {
        const { balance, costs } = await api['credits.getBalance']({});
        set({ balance, costs, creditsError: null });
      } catch (err) {
        set({ creditsError: toApiError(err) });
      }
    },
    loadUsage: async () => {
      set({ usageStatus: 'loading' });
      try {
        const [{ entries }, { balance, costs }] = await Promise.all([api['credits.listUsage']({ limit: USAGE_PAGE }), api['credits.getBalance']({})]);
        set({ usage: entries, usageStatus: 'ready', balance, costs, creditsError: null });
      } catch (err) {
        set({ usageStatus: 'error', creditsError: toApiError(err) });
      }
    },
    setBalance: (balance) => set({ balance }),
  });
