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

export const listUsageInput = z.strictObject({
  limit: z.coerce.number().pipe(z.int().min(1).max(500)).default(50),
});
export const listUsageOutput = z.object({ entries: z.array(ledgerEntrySchema) });
export type ListUsageOutput = z.infer<typeof listUsageOutput>;
