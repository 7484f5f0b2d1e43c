import type { ApiClient } from '#shared/contract/index.ts';
import { COSTS, type GetBalanceOutput, type LedgerEntry } from '#shared/contract/credits.ts';
import { toApiError, type ApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';

export type Costs = GetBalanceOutput['costs'];
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CreditsSlice {
  /** Null until the first answer from core, which owns the ledger. */
  balance: number | null;
  /** Starts from the shared cost table; replaced by what core reports. */
  costs: Costs;
  usage: LedgerEntry[];
  usageStatus: LoadStatus;
  creditsError: ApiError | null;
  refreshBalance(): Promise<void>;
  loadUsage(): Promise<void>;
  /** Records a balance core reported with another answer (after a search, or with a refusal). */
  setBalance(balance: number): void;
}

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
        const [{ entries }, { balance, costs }] = await Promise.all([
          api['credits.listUsage']({ limit: USAGE_PAGE }),
          api['credits.getBalance']({}),
        ]);
        set({ usage: entries, usageStatus: 'ready', balance, costs, creditsError: null });
      } catch (err) {
        set({ usageStatus: 'error', creditsError: toApiError(err) });
      }
    },
    setBalance: (balance) => set({ balance }),
  });
