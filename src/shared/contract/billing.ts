import { z } from 'zod';

/** A credit pack as the billing service sells it; the app never hard-codes packs. */
export const creditPackSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.int(),
  amountCents: z.int(),
  currency: z.string(),
});
export type CreditPack = z.infer<typeof creditPackSchema>;

/** Checkout session ids go into a remote URL path, so only a safe alphabet is accepted. */
export const checkoutIdSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a checkout session id');

export const checkoutStatusSchema = z.enum(['open', 'complete', 'expired']);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

const errorInfo = z.object({ code: z.string(), message: z.string() });

export const listPacksInput = z.strictObject({});
export const listPacksOutput = z.object({
  /** Named like the remote `GET /v1/billing/packs` reply, so scripts work against either. */
  data: z.array(creditPackSchema),
  /** True when the service could not be reached and this is the last list seen. */
  stale: z.boolean(),
  /** When this list was fetched from the service. */
  fetchedAt: z.string(),
});
export type ListPacksOutput = z.infer<typeof listPacksOutput>;

export const startCheckoutInput = z.strictObject({ packId: z.string().trim().min(1, 'must not be empty').max(100) });
export const startCheckoutOutput = z.object({
  id: z.string(),
  /** The payment page; the desktop app has opened it in the system browser when `opened` is true. */
  url: z.string(),
  status: z.literal('open'),
  expiresAt: z.string(),
  opened: z.boolean(),
});
export type StartCheckoutOutput = z.infer<typeof startCheckoutOutput>;

export const getCheckoutInput = z.strictObject({ id: checkoutIdSchema });
export const checkoutStateOutput = z.object({
  id: z.string(),
  status: checkoutStatusSchema,
  packId: z.string(),
  credits: z.int(),
  expiresAt: z.string(),
  /** The purchase is on the local ledger (the sync after payment went through). */
  credited: z.boolean(),
  /** The local balance now. */
  balance: z.int(),
  /** Only from `billing.waitForCheckout`: the wait ended before the session did. */
  timedOut: z.boolean().optional(),
  /** Why a completed purchase is not credited yet (the sync failed); it will be at the next sync. */
  syncError: errorInfo.optional(),
});
export type CheckoutStateOutput = z.infer<typeof checkoutStateOutput>;

export const waitForCheckoutInput = z.strictObject({
  id: checkoutIdSchema,
  timeoutSeconds: z.int().min(0).max(300).default(60),
});

export const creditPurchaseSchema = z.object({
  /** The checkout session id. */
  id: z.string(),
  packId: z.string(),
  credits: z.int(),
  amountCents: z.int(),
  currency: z.string(),
  completedAt: z.string(),
});
export type CreditPurchase = z.infer<typeof creditPurchaseSchema>;

export const billingSyncInput = z.strictObject({});
export const billingSyncOutput = z.object({
  /** The local balance after the sync: the server's balance minus usage recorded since. */
  balance: z.int(),
  /** The account's balance on the billing service (may be negative). */
  serverBalance: z.int(),
  totals: z.object({ granted: z.int(), purchased: z.int(), used: z.int() }),
  /** Usage records this sync delivered (or found already delivered). */
  pushedUsage: z.int(),
  /** Purchases this device had not recorded before. */
  newPurchases: z.array(creditPurchaseSchema),
  syncedAt: z.string(),
});
export type BillingSyncOutput = z.infer<typeof billingSyncOutput>;

export const billingStatusInput = z.strictObject({});
export const billingStatusOutput = z.object({
  /** A billing URL is configured, so purchases and sync can be attempted. */
  available: z.boolean(),
  billingUrl: z.string().nullable(),
  billingUrlSource: z.enum(['env', 'settings']).nullable(),
  /** The account key for this billing service, masked to its last four characters. */
  accountKeyHint: z.string().nullable(),
  accountKeySource: z.enum(['env', 'store']).nullable(),
  /**
   * Keys kept for other billing services (origins), never sent to this one: a key goes only to the
   * origin it was issued or pasted for. Switching the address back puts it in use again.
   */
  keysSetAside: z.array(z.object({ origin: z.string().nullable(), hint: z.string() })),
  /** How the stored key is protected: the OS keychain, or a file only this user can read. */
  keyStorage: z.enum(['os-encryption', 'file']),
  deviceId: z.string(),
  balance: z.int(),
  /** Usage recorded here and not yet delivered to the billing service. */
  unsyncedCredits: z.int(),
  lastSync: z.object({ at: z.string(), serverBalance: z.int() }).nullable(),
  lastError: errorInfo.extend({ at: z.string() }).nullable(),
});
export type BillingStatusOutput = z.infer<typeof billingStatusOutput>;

/** https anywhere, http only on loopback: the key travels with every request. */
export const billingUrlSchema = z.string().trim().max(500).refine(isAllowedBillingUrl, 'must be an https URL, or http on 127.0.0.1 or localhost');

export function isAllowedBillingUrl(raw: string): boolean {
  if (!URL.canParse(raw)) return false;
  const url = new URL(raw);
  if (url.username || url.password || url.search || url.hash) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost');
}

export const setBillingSettingsInput = z.strictObject({
  /** null forgets the saved URL (purchases become unavailable unless `SCRIPTURE_BILLING_URL` is set). */
  billingUrl: billingUrlSchema.nullable(),
});

/** What an HTTP header can carry: printable ASCII, no spaces, CR or LF. */
const accountKeyRules = (text: z.ZodString) =>
  text
    .min(8, 'must be at least 8 characters')
    .max(200)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces');

/** An account key as issued by the billing service or kept in the secret store: taken exactly as it is. */
export const accountKeySchema = accountKeyRules(z.string());

/** An account key a person pasted (or set in the environment): surrounding whitespace is dropped. */
export const pastedAccountKeySchema = accountKeyRules(z.string().trim());

export const setAccountKeyInput = z.strictObject({ apiKey: pastedAccountKeySchema });
