import type { GetBalanceOutput, LedgerEntry } from '#shared/contract/credits.ts';
import type { ApiError } from '../../lib/api.ts';

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
