import type { ApiClient } from '#shared/contract/index.ts';
import type { SemanticStatus } from '#shared/contract/semantic.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { SemanticSlice } from './state.ts';

/** How often the index status is read while it builds. */
export const SEMANTIC_POLL_MS = 2000;

export const createSemanticSlice =
  (api: ApiClient): SliceCreator<SemanticSlice> =>
  (set, get) => ({
    semanticStatus: null,
    themes: [],
    themesError: null,
    refreshSemanticStatus: async () => {
      let status: SemanticStatus;
      try {
        ({ semantic: status } = await api['system.health']({}));
      } catch {
        // The status line is a courtesy: a failed read keeps the last one, and the next poll retries.
        return;
      }
      const before = get().semanticStatus;
      set({ semanticStatus: status });
      if (status.status === 'ready' && before?.status !== 'ready') await get().loadThemes();
    },
    loadThemes: async () => {
      try {
        const { themes } = await api['bible.listThemes']({});
        set({ themes, themesError: null });
      } catch (err) {
        set({ themesError: toApiError(err) });
      }
    },
  });
