import { useAppStore } from '../../store/store-context.tsx';
import { CloudOffIcon } from '../../ui/icons.tsx';
import { BuyCreditsButton } from './BuyCreditsButton.tsx';
import { selectBillingOffline, selectBillingStatus, selectSyncing } from './selectors.ts';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** "3 minutes ago", from an ISO time. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Math.abs(seconds) < 60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return relative.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return relative.format(hours, 'hour');
  return relative.format(Math.round(hours / 24), 'day');
}

/** The Credits panel's account line: where the balance is kept, the last sync, and a way to buy. */
export function SyncStatus() {
  const status = useAppStore(selectBillingStatus);
  const offline = useAppStore(selectBillingOffline);
  const syncing = useAppStore(selectSyncing);
  const syncNow = useAppStore((s) => s.syncNow);
  const openDialog = useAppStore((s) => s.openDialog);

  let line;
  if (!status) line = null;
  else if (!status.available) {
    line = (
      <>
        No billing service is configured, so the balance lives on this computer only.{' '}
        <button type="button" className="link-button" onClick={() => openDialog('settings', 'billing')}>
          Set one up in Settings
        </button>
      </>
    );
  } else if (offline) {
    line = (
      <>
        <CloudOffIcon className="inline-icon" /> The billing service can’t be reached. Searching still works offline on your local balance.
      </>
    );
  } else if (status.lastError?.code === 'billing_key_invalid') {
    line = (
      <>
        Your account key is needed to sync this computer’s balance.{' '}
        <button type="button" className="link-button" onClick={() => openDialog('settings', 'billing')}>
          Paste it in Settings
        </button>
      </>
    );
  } else if (status.lastError) {
    line = <>The last sync did not complete ({status.lastError.message}). Your balance keeps working here.</>;
  } else if (status.lastSync) {
    line = <>Synced with your account {timeAgo(status.lastSync.at)}.</>;
  } else {
    line = <>Your balance syncs with your account on the billing service.</>;
  }

  return (
    <div className="sync-status">
      <p className="sync-line" data-testid="sync-status">
        {line}
      </p>
      <div className="sync-actions">
        {status?.available && (
          <button type="button" className="button button-ghost button-small" disabled={syncing} onClick={() => void syncNow()}>
            {syncing ? 'Syncing…' : 'Sync now'}
          </button>
        )}
        <BuyCreditsButton />
      </div>
    </div>
  );
}
