import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { SyncStatus } from '../billing/SyncStatus.tsx';
import { selectDialog } from '../shell/selectors.ts';
import { SEARCH_MODES } from '../search/modes.ts';
import { formatCredits } from './format.ts';
import { selectBalance, selectCosts, selectCreditsError } from './selectors.ts';
import { initialUsageFilter } from './usage-filter.ts';
import { UsageHistory } from './UsageHistory.tsx';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Balance, what things cost, and where the credits went. */
export function CreditsDialog() {
  const open = useAppStore(selectDialog) === 'credits';
  const balance = useAppStore(selectBalance);
  const costs = useAppStore(selectCosts);
  const error = useAppStore(selectCreditsError);
  const setUsageFilter = useAppStore((s) => s.setUsageFilter);
  const closeDialog = useAppStore((s) => s.closeDialog);
  const refreshBillingStatus = useAppStore((s) => s.refreshBillingStatus);

  useEffect(() => {
    if (!open) return;
    // Each visit starts from the whole history: a filter left from last time would hide entries unnoticed.
    void setUsageFilter(initialUsageFilter);
    void refreshBillingStatus();
  }, [open, setUsageFilter, refreshBillingStatus]);

  return (
    <Dialog open={open} title="Credits" onClose={closeDialog} className="credits-dialog">
      <div className="credits-summary">
        <p className="credits-big">
          <span className="credits-big-number" data-testid="dialog-balance">
            {balance === null ? '—' : balance.toLocaleString()}
          </span>{' '}
          credits available
        </p>
        <p className="muted">Searches are charged only when they succeed, and credits never expire.</p>
        <SyncStatus />
      </div>
      {error && <ErrorNotice error={error} where="credits" />}

      <section aria-labelledby="costs-title">
        <h3 id="costs-title" className="section-title">
          What things cost
        </h3>
        <table className="data-table cost-table">
          <caption className="visually-hidden">Cost of each operation</caption>
          <tbody>
            {SEARCH_MODES.map((mode) => (
              <tr key={mode.id}>
                <th scope="row">{capitalised(mode.noun)}</th>
                <td className="muted">{mode.description}</td>
                <td className="numeric">{formatCredits(costs[mode.operation])}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">More like this</th>
              <td className="muted">Verses close in meaning to a result</td>
              <td className="numeric">{formatCredits(costs.similar)}</td>
            </tr>
            <tr>
              <th scope="row">Reading</th>
              <td className="muted">Opening references, whole chapters, both translations</td>
              <td className="numeric is-free">Free</td>
            </tr>
          </tbody>
        </table>
      </section>

      <UsageHistory />
    </Dialog>
  );
}
