import type { ApiClient } from '#shared/contract/index.ts';
import type { ReadingTranslation } from '#shared/contract/index.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { SimilarEntry, SimilarSlice } from './state.ts';

/** How many similar verses a result lists. */
export const SIMILAR_COUNT = 5;

export const similarKey = (reference: string, translation: ReadingTranslation) => `${reference}|${translation}`;

export const createSimilarSlice =
  (api: ApiClient): SliceCreator<SimilarSlice> =>
  (set, get) => {
    const put = (key: string, entry: SimilarEntry): void => {
      set((s) => ({ similar: { ...s.similar, [key]: entry } }));
    };

    return {
      similar: {},
      clearSimilar: () => set({ similar: {} }),
      toggleSimilar: async (reference, translation) => {
        const key = similarKey(reference, translation);
        const current = get().similar[key];
        if (current?.status === 'loading') return;
        if (current?.status === 'done') {
          put(key, { ...current, open: !current.open });
          return;
        }
        // After a failure the same button tries again: a new request, charged only if it succeeds.
        put(key, { status: 'loading', open: true });
        try {
          const out = await api['bible.similar']({ reference, translation, top_k: SIMILAR_COUNT });
          // A new search in the meantime cleared the list: this answer belongs to results no longer shown.
          if (get().similar[key]?.status !== 'loading') return;
          put(key, { status: 'done', open: true, verses: out.verses });
          get().setBalance(out.balance);
        } catch (err) {
          if (get().similar[key]?.status !== 'loading') return;
          const error = toApiError(err);
          put(key, { status: 'error', open: true, error });
          if (typeof error.details.balance === 'number') get().setBalance(error.details.balance);
        }
      },
    };
  };
