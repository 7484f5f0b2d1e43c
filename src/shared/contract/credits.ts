import { z } from 'zod';

/** What each paid operation costs, in credits. The one table every host and the UI read. */
export const COSTS = { keyword: 1, semantic: 3, ask: 10, similar: 1 } as const;
export type PaidOperation = keyof typeof COSTS;
/** The paid operations, in the order of `COSTS`: what a usage record may name. */
export const PAID_OPERATIONS = Object.keys(COSTS) as [PaidOperation, ...PaidOperation[]];

export const getBalanceInput = z.strictObject({});
export const getBalanceOutput = z.object({
  balance: z.int(),
  costs: z.object(Object.fromEntries(PAID_OPERATIONS.map((op) => [op, z.int()])) as Record<PaidOperation, z.ZodInt>),
});
export type GetBalanceOutput = z.infer<typeof getBalanceOutput>;

export const ledgerKindSchema = z.enum(['grant', 'purchase', 'debit', 'refund', 'adjustment']);

export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: ledgerKindSchema,
  /** For debits: which operation was paid for. */
  operation: z.string().nullable(),
  /** Signed: negative for debits. */
  credits: z.int(),
  /** ISO 8601 time the entry was written. */
  at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A credit pack bought through the billing service, as its sync reported it. */
export const receiptSchema = z.object({
  /** The billing service's id of the purchase (its checkout). */
  purchaseId: z.string(),
  packId: z.string(),
  amountCents: z.int(),
  currency: z.string(),
  completedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** An entry as the usage history shows it: with the balance right after it, and a purchase's receipt. */
export const usageEntrySchema = ledgerEntrySchema.extend({
  balanceAfter: z.int(),
  receipt: receiptSchema.optional(),
});
export type UsageEntry = z.infer<typeof usageEntrySchema>;

/** `YYYY-MM-DD` (a whole day, UTC) or a full ISO 8601 time (see `timeBounds` in src/shared/dates.ts). */
export const dateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const usageFilters = {
  kind: ledgerKindSchema.optional(),
  /** Debits (and refunds) of one paid operation. */
  operation: z.enum(PAID_OPERATIONS).optional(),
  /** Entries written at or after this day or time. */
  since: dateBound.optional(),
  /** Entries written on or before this day, or before this time. */
  until: dateBound.optional(),
};

export const listUsageInput = z.strictObject({
  limit: z.coerce.number().pipe(z.int().min(1).max(500)).default(50),
  ...usageFilters,
});
export const listUsageOutput = z.object({ entries: z.array(usageEntrySchema) });

export const exportUsageInput = z.strictObject(usageFilters);
export const exportUsageOutput = z.object({ filename: z.string(), mediaType: z.literal('text/csv'), content: z.string(), count: z.int() });
export type ExportUsageOutput = z.infer<typeof exportUsageOutput>;
export type ListUsageOutput = z.infer<typeof listUsageOutput>;
