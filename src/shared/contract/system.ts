import { z } from 'zod';
import { semanticStatusSchema } from './semantic.ts';

export const healthInput = z.strictObject({});
export const healthOutput = z.object({
  status: z.literal('ok'),
  version: z.string(),
  balance: z.int(),
  verses: z.int(),
  translations: z.array(z.string()),
  /** Whether semantic search is ready, or how far its index build is. */
  semantic: semanticStatusSchema,
});
export type HealthOutput = z.infer<typeof healthOutput>;
