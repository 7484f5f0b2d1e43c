import { useState } from 'react';
import type { CreditPack } from '#shared/contract/billing.ts';
import type { Receipt, UsageEntry } from '#shared/contract/credits.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Segmented } from '../../ui/Segmented.tsx';
import { formatPrice } from '../billing/format.ts';
import { selectPacks } from '../billing/selectors.ts';
import { downloadFile } from '../../lib/download.ts';
import { formatCredits } from './format.ts';
import { selectUsage, selectUsageExporting, selectUsageFilter, selectUsageStatus } from './selectors.ts';
import { isFiltered, USAGE_SHOW_OPTIONS, type UsageShow } from './usage-filter.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const OPERATION_NAMES: Record<string, string> = { keyword: 'Keyword search', semantic: 'Semantic search', similar: 'More like this', ask: 'Question' };

function describeEntry(entry: UsageEntry): string {
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

/** The pack's name from the service's list when it has been loaded; its id, readably, otherwise. */
function packName(packId: string, packs: readonly CreditPack[]): string {
  const name = packs.find((p) => p.id === packId)?.name ?? packId.charAt(0).toUpperCase() + packId.slice(1);
  return `${name} pack`;
}

const signed = (credits: number) => (credits < 0 ? `−${Math.abs(credits)}` : `+${credits}`);

function UsageFilters() {
  const filter = useAppStore(selectUsageFilter);
  const exporting = useAppStore(selectUsageExporting);
  const setUsageFilter = useAppStore((s) => s.setUsageFilter);
  const exportUsage = useAppStore((s) => s.exportUsage);
  const [exported, setExported] = useState('');

  async function onExport() {
    setExported('');
    const file = await exportUsage();
    if (!file) return;
    downloadFile(file);
    setExported(`Saved ${file.count} ${file.count === 1 ? 'entry' : 'entries'} as ${file.filename}.`);
  }

  return (
    <div className="usage-filters">
      <Segmented<UsageShow>
        label="Show"
        value={filter.show}
        options={USAGE_SHOW_OPTIONS}
        onChange={(show) => void setUsageFilter({ show })}
        className="usage-show"
      />
      <div className="usage-dates">
        <label className="field">
          <span className="field-label">From</span>
          <input
            type="date"
            className="input"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => void setUsageFilter({ from: e.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">To</span>
          <input type="date" className="input" value={filter.to} min={filter.from || undefined} onChange={(e) => void setUsageFilter({ to: e.target.value })} />
        </label>
        {(filter.from !== '' || filter.to !== '') && (
          <button type="button" className="button button-ghost button-small" onClick={() => void setUsageFilter({ from: '', to: '' })}>
            Any date
          </button>
        )}
        <button type="button" className="button button-small usage-export" disabled={exporting} onClick={() => void onExport()}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>
      <p className="usage-exported" role="status">
        {exported}
      </p>
    </div>
  );
}

function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const packs = useAppStore(selectPacks);
  return (
    <span className="usage-receipt">
      {packName(receipt.packId, packs)} · {formatPrice(receipt.amountCents, receipt.currency)}
    </span>
  );
}

function UsageTable({ usage }: { usage: readonly UsageEntry[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table usage-table">
        <caption className="visually-hidden">Credit history, newest first, with the balance after each entry</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Operation</th>
            <th scope="col" className="numeric">
              Credits
            </th>
            <th scope="col" className="numeric">
              Balance after
            </th>
          </tr>
        </thead>
        <tbody>
          {usage.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>
              </td>
              <td>
                {describeEntry(entry)}
                {entry.receipt && <ReceiptLine receipt={entry.receipt} />}
              </td>
              <td className={`numeric ${entry.credits < 0 ? 'is-debit' : 'is-credit'}`}>{signed(entry.credits)}</td>
              <td className="numeric usage-balance">{entry.balanceAfter.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Purchases as receipts: what was bought, for how much, when, and the id the billing service knows it by. */
function ReceiptList({ usage }: { usage: readonly UsageEntry[] }) {
  const packs = useAppStore(selectPacks);
  return (
    <ul className="receipt-list" aria-label="Receipts" data-testid="receipts">
      {usage.map((entry) => (
        <li key={entry.id} className="receipt-card">
          {entry.receipt ? (
            <dl className="receipt-fields">
              <dt>Pack</dt>
              <dd>{packName(entry.receipt.packId, packs)}</dd>
              <dt>Credits</dt>
              <dd>{formatCredits(entry.credits)}</dd>
              <dt>Amount</dt>
              <dd>{formatPrice(entry.receipt.amountCents, entry.receipt.currency)}</dd>
              <dt>Date</dt>
              <dd>
                <time dateTime={entry.receipt.completedAt}>{dateTime.format(new Date(entry.receipt.completedAt))}</time>
              </dd>
              <dt>Purchase id</dt>
              <dd>
                <code className="receipt-id">{entry.receipt.purchaseId}</code>
              </dd>
            </dl>
          ) : (
            // Purchases credited before receipts were kept: the ledger still has what and when.
            <p>
              {formatCredits(entry.credits)} purchased on <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>. No receipt details were
              recorded.
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

function UsageList() {
  const usage = useAppStore(selectUsage);
  const status = useAppStore(selectUsageStatus);
  const filter = useAppStore(selectUsageFilter);
  if (status === 'loading' && usage.length === 0) return <p className="muted">Loading your history…</p>;
  if (usage.length === 0) {
    if (filter.show === 'purchases' && !isFiltered({ ...filter, show: 'all' })) return <p className="muted">No credit packs bought yet.</p>;
    return <p className="muted">{isFiltered(filter) ? 'Nothing matches these filters.' : 'No credits used yet.'}</p>;
  }
  return filter.show === 'purchases' ? <ReceiptList usage={usage} /> : <UsageTable usage={usage} />;
}

/** Where the credits went: filterable by operation and date, with the balance after each entry, and exportable. */
export function UsageHistory() {
  return (
    <section aria-labelledby="usage-title" className="usage-history">
      <h3 id="usage-title" className="section-title">
        History
      </h3>
      <UsageFilters />
      <UsageList />
    </section>
  );
}
