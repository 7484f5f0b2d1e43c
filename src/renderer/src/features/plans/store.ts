import { parseReference } from '#shared/bible/reference.ts';
import type { ApiClient } from '#shared/contract/index.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { PlansSlice } from './state.ts';

export const createPlansSlice =
  (api: ApiClient): SliceCreator<PlansSlice> =>
  (set, get) => {
    let latest = 0;
    return {
      plans: [],
      plansStatus: 'idle',
      plansError: null,
      plansBusy: null,

      loadPlans: async () => {
        const id = ++latest;
        set({ plansStatus: 'loading', plansError: null });
        try {
          const { plans } = await api['plans.list']({});
          if (id === latest) set({ plans, plansStatus: 'ready' });
        } catch (err) {
          if (id === latest) set({ plansStatus: 'error', plansError: toApiError(err) });
        }
      },

      markPlanDay: async (plan, day, done) => {
        set({ plansBusy: plan, plansError: null });
        try {
          const { plan: summary } = await api['plans.markDay']({ plan, day, done });
          // A list still on its way would bring back the day as it was.
          latest++;
          set((s) => ({ plans: s.plans.map((p) => (p.id === plan ? summary : p)), plansStatus: 'ready', plansBusy: null }));
          return true;
        } catch (err) {
          set({ plansBusy: null, plansError: toApiError(err) });
          return false;
        }
      },

      openPlanReading: (reading) => {
        // Through the chapter, not the text: in one-chapter books `Jude 1` would open verse 1 highlighted.
        const { book, start } = parseReference(reading);
        return get().openChapter(book.name, start.chapter);
      },
    };
  };
