import { createStore, type StoreApi } from 'zustand/vanilla';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { ApiClient } from '#shared/contract/index.ts';
import { createAskSlice, type AskStreamer } from '../features/ask/store.ts';
import { createBillingSlice } from '../features/billing/store.ts';
import { createBooksSlice } from '../features/books/store.ts';
import { createCreditsSlice } from '../features/credits/store.ts';
import { createHistorySlice, readPersistedHistory } from '../features/history/store.ts';
import { createPlansSlice } from '../features/plans/store.ts';
import { pickPersistedReader, readPersistedReader } from '../features/reader/layout.ts';
import { createReaderSlice } from '../features/reader/store.ts';
import { createSearchSlice } from '../features/search/store.ts';
import { createSemanticSlice } from '../features/semantic/store.ts';
import { createSettingsSlice, pickPersistedSettings, readPersistedSettings } from '../features/settings/store.ts';
import { createShellSlice } from '../features/shell/store.ts';
import { createSimilarSlice } from '../features/similar/store.ts';
import { createStudySlice } from '../features/study/store.ts';
import type { AppState } from './types.ts';

export interface AppStoreOptions {
  api: ApiClient;
  /** Streams answers to questions as they are written (`askStream`). Default: `bible.ask`, whole answers at once. */
  askStream?: AskStreamer;
  /** Where settings and recent searches are kept; the browser's localStorage in the app. */
  storage: StateStorage;
  now?: () => Date;
  /** Opens a payment page the host did not open itself (web mode: a new tab). Default: nothing is opened. */
  openUrl?: (url: string) => void;
}

export type AppStore = StoreApi<AppState>;

/** Bump when the persisted shape changes incompatibly; `merge` already drops malformed fields. */
export const PERSIST_VERSION = 1;
export const PERSIST_KEY = 'scripture-study';

/** The one store of the renderer: feature slices combined, with persistence applied once, here. */
export function createAppStore(options: AppStoreOptions): AppStore {
  const { api } = options;
  const store = createStore<AppState>()(
    persist(
      (...a) => ({
        ...createShellSlice(...a),
        ...createSettingsSlice(...a),
        ...createBooksSlice(api)(...a),
        ...createCreditsSlice(api)(...a),
        ...createSearchSlice(api)(...a),
        ...createAskSlice(options.askStream ?? ((input) => api['bible.ask'](input)))(...a),
        ...createSimilarSlice(api)(...a),
        ...createSemanticSlice(api)(...a),
        ...createBillingSlice(api, { openUrl: options.openUrl ?? (() => {}) })(...a),
        ...createReaderSlice(api)(...a),
        // Study data lives in core's database, so none of it is persisted here.
        ...createStudySlice(api)(...a),
        // So is reading-plan progress.
        ...createPlansSlice(api)(...a),
        ...createHistorySlice(options.now ?? (() => new Date()))(...a),
      }),
      {
        name: PERSIST_KEY,
        version: PERSIST_VERSION,
        storage: createJSONStorage(() => options.storage),
        partialize: (s) => ({ ...pickPersistedSettings(s), ...pickPersistedReader(s), recentSearches: s.recentSearches }),
        merge: (persisted, current) => {
          const raw = typeof persisted === 'object' && persisted !== null ? (persisted as Record<string, unknown>) : {};
          const settings = readPersistedSettings(raw);
          // The reader opens as it was left; until its translations were ever chosen, in the preferred one.
          const reader = { readerLayout: settings.defaultTranslation ?? current.readerLayout, ...readPersistedReader(raw) };
          return { ...current, ...settings, ...reader, ...readPersistedHistory(raw) };
        },
      },
    ),
  );
  // Synchronous storage has hydrated by now: start searches in the preferred translation.
  const { defaultTranslation, filters } = store.getState();
  store.setState({ filters: { ...filters, translation: defaultTranslation } });
  return store;
}
