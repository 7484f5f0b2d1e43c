import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectShouldPollSemantic } from './selectors.ts';
import { SEMANTIC_POLL_MS } from './store.ts';

/** Reads the semantic index status every ~2 s while it builds, and stops once it is settled. */
export function useSemanticStatusPolling(): void {
  const shouldPoll = useAppStore(selectShouldPollSemantic);
  const refresh = useAppStore((s) => s.refreshSemanticStatus);
  useEffect(() => {
    if (!shouldPoll) return;
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      void refresh().finally(() => (inFlight = false));
    }, SEMANTIC_POLL_MS);
    return () => clearInterval(timer);
  }, [shouldPoll, refresh]);
}
