import type { BillingStatusOutput, CreditPack } from '#shared/contract/billing.ts';
import type { ApiError } from '../../lib/api.ts';
import type { LoadStatus } from '../credits/state.ts';

/** Where a purchase is: choosing a pack, opening the checkout, waiting for payment, or done. */
export type Purchase =
  | { phase: 'idle'; cancelled?: boolean }
  | { phase: 'starting'; pack: CreditPack }
  | { phase: 'waiting'; pack: CreditPack; checkoutId: string; url: string }
  | { phase: 'complete'; pack: CreditPack; balance: number; credited: boolean }
  | { phase: 'expired'; pack: CreditPack }
  | { phase: 'error'; pack: CreditPack; error: ApiError; checkout?: { id: string; url: string } };

/** The result of saving a setting: shown next to its field. */
export type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'saved'; message: string; warning?: ApiError } | { status: 'error'; error: ApiError };

export interface BillingSlice {
  /** From `billing.getStatus` (never reaches the service); null until the first answer. */
  billingStatus: BillingStatusOutput | null;
  packs: CreditPack[];
  /** The service could not be reached and `packs` is the last list seen. */
  packsStale: boolean;
  packsFetchedAt: string | null;
  packsStatus: LoadStatus;
  packsError: ApiError | null;
  purchase: Purchase;
  billingUrlSave: SaveState;
  accountKeySave: SaveState;
  syncing: boolean;
  refreshBillingStatus(): Promise<void>;
  /** Syncs with the billing service now; a failure shows in the status (`lastError`). */
  syncNow(): Promise<void>;
  loadPacks(): Promise<void>;
  /** Starts a checkout, opens its payment page and waits for it to be paid. */
  buyPack(pack: CreditPack): Promise<void>;
  /** After an error while waiting: look at the same checkout again. */
  resumePurchase(): Promise<void>;
  /** Stops waiting here; core still credits the purchase if it is paid later. */
  cancelPurchase(): void;
  resetPurchase(): void;
  /** Saves the billing service URL (null forgets it) and, with one, syncs to link the account. */
  saveBillingUrl(url: string | null): Promise<void>;
  /** Restores an account on this computer from its key. */
  saveAccountKey(apiKey: string): Promise<boolean>;
  resetSettingsSaves(): void;
}
