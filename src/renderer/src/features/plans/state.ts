import type { PlanId, PlanSummary } from '#shared/contract/plans.ts';
import type { ApiError } from '../../lib/api.ts';

export type PlansStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface PlansSlice {
  /** The reading plans with the days read (core keeps them, in the person's data folder); empty until loaded. */
  plans: PlanSummary[];
  plansStatus: PlansStatus;
  plansError: ApiError | null;
  /** The plan whose day is being marked, so its buttons wait. */
  plansBusy: PlanId | null;
  loadPlans(): Promise<void>;
  /** Marks one day of a plan read or not read. Free. */
  markPlanDay(plan: PlanId, day: number, done: boolean): Promise<boolean>;
  /** Opens one of a day's chapters (`Psalms 7`) in the reader. */
  openPlanReading(reading: string): Promise<boolean>;
}
