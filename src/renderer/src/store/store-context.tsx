import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { AppStore } from './app-store.ts';
import type { AppState } from './types.ts';

const StoreContext = createContext<AppStore | null>(null);

/** Provides the store to the tree; created once in `main.tsx` (or by a test) and passed in. */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext value={store}>{children}</StoreContext>;
}

export function useAppStoreApi(): AppStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useAppStore must be used inside <StoreProvider>');
  return store;
}

/** Reads from the store through a named selector (see each feature's `selectors.ts`). */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useAppStoreApi(), selector);
}
