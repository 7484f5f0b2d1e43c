import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';

/** How often the billing status (a local read: no request reaches the service) is refreshed. */
export const BILLING_STATUS_POLL_MS = 15_000;

/** Keeps the offline indicator current: core syncs on its own schedule and records the outcome. */
export function useBillingStatusPolling(): void {
  const refresh = useAppStore((s) => s.refreshBillingStatus);
  useEffect(() => {
    const timer = setInterval(() => void refresh(), BILLING_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
}
