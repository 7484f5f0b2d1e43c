import { useEffect } from 'react';
import type { LedgerEntry } from '#shared/contract/credits.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { SyncStatus } from '../billing/SyncStatus.tsx';
import { selectDialog } from '../shell/selectors.ts';
import { SEARCH_MODES } from '../search/modes.ts';
import { formatCredits } from './format.ts';
import { selectBalance, selectCosts, selectCreditsError, selectUsage, selectUsageStatus } from './selectors.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const OPERATION_NAMES: Record<string, string> = { keyword: 'Keyword search', semantic: 'Semantic search', similar: 'More like this', ask: 'Question' };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeEntry(entry: LedgerEntry): string {
  switch (entry.kind) {
    case 'grant':
      return entry.id === 'free-start' ? 'Welcome credits' : 'Credits granted';
    case 'purchase':
      return 'Credit pack purchased';
    case 'refund':
      return 'Refund';
    case 'adjustment':
      return 'Balance synced with your account';
    case 'debit':
      return (entry.operation && OPERATION_NAMES[entry.operation]) ?? 'Search';
  }
}

function UsageTable() {
  const usage = useAppStore(selectUsage);
  const status = useAppStore(selectUsageStatus);
  if (status === 'loading' && usage.length === 0) return <p className="muted">Loading your history…</p>;
  if (usage.length === 0) return <p className="muted">No credits used yet.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table usage-table">
        <caption className="visually-hidden">Credit history, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Operation</th>
            <th scope="col" className="numeric">
              Credits
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
              </td>
              <td>{describeEntry(entry)}</td>
              <td className={`numeric ${entry.credits < 0 ? 'is-debit' : 'is-credit'}`}>
                {entry.credits < 0 ? `−${Math.abs(entry.credits)}` : `+${entry.credits}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Balance, what things cost, and where the credits went. */
export function CreditsDialog() {
  const open = useAppStore(selectDialog) === 'credits';
  const balance = useAppStore(selectBalance);
  const costs = useAppStore(selectCosts);
  const error = useAppStore(selectCreditsError);
  const loadUsage = useAppStore((s) => s.loadUsage);
  const closeDialog = useAppStore((s) => s.closeDialog);

  const refreshBillingStatus = useAppStore((s) => s.refreshBillingStatus);

  useEffect(() => {
    if (!open) return;
    void loadUsage();
    void refreshBillingStatus();
  }, [open, loadUsage, refreshBillingStatus]);

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

      <section aria-labelledby="usage-title">
        <h3 id="usage-title" className="section-title">
          History
        </h3>
        <UsageTable />
      </section>
    </Dialog>
  );
}
