import type { ExportUsageOutput, GetBalanceOutput, UsageEntry } from '#shared/contract/credits.ts';
import type { ApiError } from '../../lib/api.ts';
import type { UsageFilter } from './usage-filter.ts';

export type Costs = GetBalanceOutput['costs'];
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** A paid search waiting for the person's word because it would take the balance below their threshold. */
export interface LowBalancePrompt {
  balance: number;
  cost: number;
  threshold: number;
}

export interface CreditsSlice {
  /** Null until the first answer from core, which owns the ledger. */
  balance: number | null;
  /** Starts from the shared cost table; replaced by what core reports. */
  costs: Costs;
  usage: UsageEntry[];
  usageStatus: LoadStatus;
  usageFilter: UsageFilter;
  usageExporting: boolean;
  creditsError: ApiError | null;
  lowBalancePrompt: LowBalancePrompt | null;
  refreshBalance(): Promise<void>;
  /** Loads the usage history as `usageFilter` narrows it. */
  loadUsage(): Promise<void>;
  /** Changes the history's filter and loads what it shows. */
  setUsageFilter(patch: Partial<UsageFilter>): Promise<void>;
  /** The filtered history as a CSV file, or null when core refused (the error is in `creditsError`). */
  exportUsage(): Promise<ExportUsageOutput | null>;
  /** Records a balance core reported with another answer (after a search, or with a refusal). */
  setBalance(balance: number): void;
  /**
   * Call before a paid search costing `cost`: resolves true at once unless it would take the balance
   * below the low-balance threshold; then `LowBalanceNotice` asks and it resolves with the answer.
   */
  confirmLowBalance(cost: number): Promise<boolean>;
  /** The notice's answer: true runs the search, false drops it. */
  answerLowBalance(proceed: boolean): void;
}
