import type { AppState } from '../../store/types.ts';

export const selectPlans = (s: AppState) => s.plans;
export const selectPlansStatus = (s: AppState) => s.plansStatus;
export const selectPlansError = (s: AppState) => s.plansError;
export const selectPlansBusy = (s: AppState) => s.plansBusy;
