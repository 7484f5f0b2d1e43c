import { useEffect, useRef } from 'react';
import type { CreditPack } from '#shared/contract/billing.ts';
import { useAppStore, useAppStoreApi } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { ErrorNotice } from '../../ui/ErrorNotice.tsx';
import { AlertIcon, CheckIcon, ExternalIcon, SpinnerIcon } from '../../ui/icons.tsx';
import { formatCredits } from '../credits/format.ts';
import { selectBalance } from '../credits/selectors.ts';
import { selectDialog } from '../shell/selectors.ts';
import { bestValuePackId, formatPrice } from './format.ts';
import { selectPacks, selectPacksError, selectPacksFetchedAt, selectPacksStale, selectPacksStatus, selectPurchase, selectSyncing } from './selectors.ts';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const packSummary = (pack: CreditPack) => `${pack.name} pack: ${formatCredits(pack.credits)} for ${formatPrice(pack.amountCents, pack.currency)}`;

/** Moves focus to a phase's heading as it appears, so keyboard and screen reader users follow along. */
function PhaseHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} className="purchase-heading" tabIndex={-1}>
      {children}
    </h3>
  );
}

function PackList() {
  const packs = useAppStore(selectPacks);
  const status = useAppStore(selectPacksStatus);
  const error = useAppStore(selectPacksError);
  const stale = useAppStore(selectPacksStale);
  const fetchedAt = useAppStore(selectPacksFetchedAt);
  const loadPacks = useAppStore((s) => s.loadPacks);
  const buyPack = useAppStore((s) => s.buyPack);
  const openDialog = useAppStore((s) => s.openDialog);

  if (status === 'error' && error) {
    const notConfigured = error.code === 'billing_unavailable' && error.details.reason === 'not_configured';
    return (
      <ErrorNotice
        error={error}
        where="purchase"
        action={
          notConfigured ? (
            <button type="button" className="button" onClick={() => openDialog('settings', 'billing')}>
              Open Settings
            </button>
          ) : (
            <button type="button" className="button" onClick={() => void loadPacks()}>
              Try again
            </button>
          )
        }
      />
    );
  }
  if (status !== 'ready') {
    return (
      <p className="purchase-loading" role="status">
        <SpinnerIcon /> Loading credit packs…
      </p>
    );
  }
  if (packs.length === 0) return <p className="muted">The billing service has no credit packs on sale right now.</p>;

  const best = bestValuePackId(packs);
  return (
    <>
      {stale && (
        <p className="notice notice-warning" data-testid="stale-packs">
          <AlertIcon className="notice-icon" />
          <span>
            <strong>Prices may be out of date (offline).</strong> The billing service can’t be reached; this list is from{' '}
            {fetchedAt ? dateTime.format(new Date(fetchedAt)) : 'an earlier visit'}.
          </span>
        </p>
      )}
      <ul className="pack-list" aria-label="Credit packs">
        {packs.map((pack) => {
          const price = formatPrice(pack.amountCents, pack.currency);
          return (
            <li key={pack.id} className={`pack-card${pack.id === best ? ' is-best' : ''}`} data-pack-id={pack.id}>
              <div className="pack-info">
                <span className="pack-name">
                  {pack.name}
                  {pack.id === best && <span className="badge badge-free">Best value</span>}
                </span>
                <span className="pack-credits">{pack.credits.toLocaleString()} credits</span>
              </div>
              <span className="pack-price">{price}</span>
              <button type="button" className="button button-primary" aria-label={`Buy the ${packSummary(pack)}`} onClick={() => void buyPack(pack)}>
                Buy
              </button>
            </li>
          );
        })}
      </ul>
      <p className="muted small">
        The payment page of the billing service opens in your browser. Credits are added here as soon as the payment goes through, and they never expire.
      </p>
    </>
  );
}

function Waiting({ pack, url }: { pack: CreditPack; url: string }) {
  const cancelPurchase = useAppStore((s) => s.cancelPurchase);
  return (
    <div className="purchase-phase" data-testid="purchase-waiting">
      <SpinnerIcon className="purchase-icon" />
      <PhaseHeading>Waiting for payment…</PhaseHeading>
      <p>
        Complete the payment for the <strong>{packSummary(pack)}</strong> on the page that opened in your browser. This window updates by itself when it is
        paid.
      </p>
      <div className="purchase-actions">
        <a className="button" href={url} target="_blank" rel="noopener noreferrer">
          <ExternalIcon /> Open the payment page again
        </a>
        <button type="button" className="button button-ghost" onClick={cancelPurchase}>
          Cancel
        </button>
      </div>
    </div>
  );
}

function Complete({ pack, balance, credited }: { pack: CreditPack; balance: number; credited: boolean }) {
  const closeDialog = useAppStore((s) => s.closeDialog);
  const resetPurchase = useAppStore((s) => s.resetPurchase);
  const syncNow = useAppStore((s) => s.syncNow);
  const syncing = useAppStore(selectSyncing);
  return (
    <div className="purchase-phase is-complete" data-testid="purchase-complete">
      <CheckIcon className="purchase-icon" />
      <PhaseHeading>{credited ? 'Purchase complete' : 'Payment received'}</PhaseHeading>
      {credited ? (
        <p>
          {formatCredits(pack.credits)} from the {pack.name} pack were added. Your balance is now{' '}
          <strong data-testid="purchase-balance">{formatCredits(balance)}</strong>.
        </p>
      ) : (
        <p>The billing service confirmed the payment, but the app could not sync just now. The {formatCredits(pack.credits)} are added at the next sync.</p>
      )}
      <div className="purchase-actions">
        <button type="button" className="button button-primary" onClick={closeDialog}>
          Done
        </button>
        {credited ? (
          <button type="button" className="button button-ghost" onClick={resetPurchase}>
            Buy more
          </button>
        ) : (
          <button type="button" className="button" disabled={syncing} onClick={() => void syncNow()}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
        )}
      </div>
    </div>
  );
}

function PurchaseBody() {
  const purchase = useAppStore(selectPurchase);
  const resetPurchase = useAppStore((s) => s.resetPurchase);
  const resumePurchase = useAppStore((s) => s.resumePurchase);
  switch (purchase.phase) {
    case 'idle':
      return (
        <>
          {purchase.cancelled && (
            <p className="notice notice-info" role="status">
              Checkout cancelled. If you finished paying anyway, the credits are still added to your balance.
            </p>
          )}
          <PackList />
        </>
      );
    case 'starting':
      return (
        <p className="purchase-loading" role="status">
          <SpinnerIcon /> Opening the payment page for the {purchase.pack.name} pack…
        </p>
      );
    case 'waiting':
      return <Waiting pack={purchase.pack} url={purchase.url} />;
    case 'complete':
      return <Complete pack={purchase.pack} balance={purchase.balance} credited={purchase.credited} />;
    case 'expired':
      return (
        <div className="purchase-phase">
          <AlertIcon className="purchase-icon is-warning" />
          <PhaseHeading>The checkout expired</PhaseHeading>
          <p>It was not paid in time, so nothing was charged. You can start again.</p>
          <div className="purchase-actions">
            <button type="button" className="button button-primary" onClick={resetPurchase}>
              Choose a pack
            </button>
          </div>
        </div>
      );
    case 'error':
      return (
        <ErrorNotice
          error={purchase.error}
          where="purchase"
          action={
            <div className="purchase-actions">
              {purchase.checkout && (
                <button type="button" className="button" onClick={() => void resumePurchase()}>
                  Check the payment again
                </button>
              )}
              <button type="button" className="button button-ghost" onClick={resetPurchase}>
                Back to the packs
              </button>
            </div>
          }
        />
      );
  }
}

/** Credit packs from the billing service, checkout in the browser, and the wait for payment. */
export function BuyCreditsDialog() {
  const open = useAppStore(selectDialog) === 'buy';
  const balance = useAppStore(selectBalance);
  const store = useAppStoreApi();
  const loadPacks = useAppStore((s) => s.loadPacks);
  const resetPurchase = useAppStore((s) => s.resetPurchase);
  const closeDialog = useAppStore((s) => s.closeDialog);

  useEffect(() => {
    if (!open) return;
    // A finished purchase (or a cancelled one) starts over; one still waiting for payment is picked up again.
    // The phase is read as the dialog opens, not followed: a purchase completing inside it stays on screen.
    const { phase } = selectPurchase(store.getState());
    if (phase === 'complete' || phase === 'expired' || phase === 'idle') resetPurchase();
    void loadPacks();
  }, [open, store, loadPacks, resetPurchase]);

  return (
    <Dialog open={open} title="Buy credits" onClose={closeDialog} className="buy-dialog">
      <p className="buy-balance">
        Your balance: <strong>{balance === null ? '—' : formatCredits(balance)}</strong>
      </p>
      <PurchaseBody />
    </Dialog>
  );
}
