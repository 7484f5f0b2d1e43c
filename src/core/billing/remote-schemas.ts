import { z } from 'zod';
import { accountKeySchema, checkoutIdSchema } from '#shared/contract/billing.ts';
import type { PaidOperation } from '#shared/contract/credits.ts';

// The billing service's replies, checked before core uses any of them. Objects are not strict, so a
// service that adds fields keeps working; every field we read is checked.

const credits = z.int().min(0).max(1_000_000_000);

// The key is stored and sent back in a header: the same rule as a pasted key, so a CR or LF never gets in.
export const remoteAccountSchema = z.object({ accountId: z.string().min(1), apiKey: accountKeySchema });

export const remoteHealthSchema = z.object({ status: z.literal('ok'), balance: z.int() });

export const remotePackSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  credits: credits.min(1),
  amountCents: credits,
  currency: z.string().min(1).max(10),
});
export const remotePacksSchema = z.object({ data: z.array(remotePackSchema).max(100) });

export const remoteCheckoutCreatedSchema = z.object({
  id: checkoutIdSchema,
  url: z.string().min(1).max(2000),
  status: z.literal('open'),
  expiresAt: z.string(),
});

export const remoteCheckoutSchema = z.object({
  id: checkoutIdSchema,
  status: z.enum(['open', 'complete', 'expired']),
  packId: z.string().min(1).max(100),
  credits: credits,
  expiresAt: z.string(),
});
export type RemoteCheckout = z.infer<typeof remoteCheckoutSchema>;

export const remotePurchaseSchema = z.object({
  id: checkoutIdSchema,
  packId: z.string().min(1).max(100),
  credits: credits,
  amountCents: credits,
  currency: z.string().max(10),
  completedAt: z.string(),
});

export const remoteSyncSchema = z.object({
  balance: z.int(),
  totals: z.object({ granted: credits, purchased: credits, used: credits }),
  purchases: z.array(remotePurchaseSchema),
  acceptedUsageIds: z.array(z.string()),
  conflictingUsageIds: z.array(z.string()),
  syncedAt: z.string().min(1).max(100),
});
export type RemoteSync = z.infer<typeof remoteSyncSchema>;

/** What the service's sync accepts for each usage record: the app's paid operations (the reference server tests its own list against them). */
export interface RemoteUsage {
  id: string;
  operation: PaidOperation;
  credits: number;
  at: string;
}

/** The service's error body; read loosely, since it only feeds a message. */
export const remoteErrorSchema = z.object({
  error: z.object({ code: z.string().max(100), message: z.string().max(1000), field: z.string().max(200).optional() }),
});
