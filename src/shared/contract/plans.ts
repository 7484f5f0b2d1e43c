import { z } from 'zod';

// Reading plans: a fixed list of chapters spread over a number of days, and which days the person
// has read (kept in the data folder). Free.

export const PLAN_IDS = ['bible-in-a-year', 'new-testament-90-days', 'psalms-proverbs-month'] as const;
export const planIdSchema = z.enum(PLAN_IDS);
export type PlanId = z.infer<typeof planIdSchema>;

export const planSummarySchema = z.object({
  id: planIdSchema,
  title: z.string(),
  description: z.string(),
  days: z.int(),
  chapters: z.int(),
  /** Days read, 1-based, ascending. */
  doneDays: z.array(z.int()),
  /** The first day not yet read (1-based); `days + 1` once all are read. */
  nextDay: z.int(),
  /** The chapters of `nextDay` (`Genesis 1`, `Genesis 2`…); empty once all are read. */
  nextReadings: z.array(z.string()),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const listPlansInput = z.strictObject({});
export const listPlansOutput = z.object({ plans: z.array(planSummarySchema) });
export type ListPlansOutput = z.infer<typeof listPlansOutput>;

const planDay = z.coerce.number().pipe(z.int().min(1).max(366));

export const getPlanDayInput = z.strictObject({ plan: planIdSchema, day: planDay });
export const getPlanDayOutput = z.object({ plan: planIdSchema, day: z.int(), readings: z.array(z.string()), done: z.boolean() });
export type GetPlanDayOutput = z.infer<typeof getPlanDayOutput>;

export const markPlanDayInput = z.strictObject({ plan: planIdSchema, day: planDay, done: z.boolean() });
export const markPlanDayOutput = z.object({ plan: planSummarySchema });
