import type { AppState } from '../../store/types.ts';

export const selectBillingStatus = (s: AppState) => s.billingStatus;
export const selectPacks = (s: AppState) => s.packs;
export const selectPacksStale = (s: AppState) => s.packsStale;
export const selectPacksFetchedAt = (s: AppState) => s.packsFetchedAt;
export const selectPacksStatus = (s: AppState) => s.packsStatus;
export const selectPacksError = (s: AppState) => s.packsError;
export const selectPurchase = (s: AppState) => s.purchase;
export const selectBillingUrlSave = (s: AppState) => s.billingUrlSave;
export const selectAccountKeySave = (s: AppState) => s.accountKeySave;
export const selectSyncing = (s: AppState) => s.syncing;

/**
 * A billing service is configured but the last sync could not reach it (core records the outcome of
 * every sync, its own periodic ones included). Searching still works on the local balance.
 */
export const selectBillingOffline = (s: AppState) => s.billingStatus?.available === true && s.billingStatus.lastError?.code === 'billing_unavailable';
