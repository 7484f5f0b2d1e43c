import type { AppState } from '../../store/types.ts';
import { modeInfo } from '../search/modes.ts';

export const selectBalance = (s: AppState) => s.balance;
export const selectCosts = (s: AppState) => s.costs;
export const selectUsage = (s: AppState) => s.usage;
export const selectUsageStatus = (s: AppState) => s.usageStatus;
export const selectCreditsError = (s: AppState) => s.creditsError;

/** What running the current mode costs now. */
export const selectNextSearchCost = (s: AppState) => s.costs[modeInfo(s.mode).operation];

export const selectCanAffordNextSearch = (s: AppState) => s.balance === null || s.balance >= selectNextSearchCost(s);
export const selectUsageFilter = (s: AppState) => s.usageFilter;
export const selectUsageExporting = (s: AppState) => s.usageExporting;
export const selectLowBalancePrompt = (s: AppState) => s.lowBalancePrompt;
