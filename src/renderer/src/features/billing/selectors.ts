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
 * A billing service is configured but could not be reached lately: the last sync failed for want of
 * it, or the pack list came from the offline copy. Searching still works on the local balance.
 */
export const selectBillingOffline = (s: AppState) =>
  s.billingStatus?.available === true && (s.billingStatus.lastError?.code === 'billing_unavailable' || s.packsStale);

/** No billing service is configured: purchases and sync are off, the local balance is all there is. */
export const selectBillingNotConfigured = (s: AppState) => s.billingStatus?.available === false;
