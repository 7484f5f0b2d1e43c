import { z } from 'zod';

export const healthInput = z.strictObject({});
export const healthOutput = z.object({
  status: z.literal('ok'),
  version: z.string(),
  balance: z.int(),
  verses: z.int(),
  translations: z.array(z.string()),
});
export type HealthOutput = z.infer<typeof healthOutput>;
