import { useAppStore } from '../../store/store-context.tsx';
import { CloudOffIcon } from '../../ui/icons.tsx';
import { selectBillingOffline } from './selectors.ts';

/** Shown while the billing service can't be reached: purchases and sync wait, searching does not. */
export function OfflineIndicator() {
  const offline = useAppStore(selectBillingOffline);
  const openDialog = useAppStore((s) => s.openDialog);
  return (
    <div role="status" className="offline-slot">
      {offline && (
        <button
          type="button"
          className="offline-indicator"
          data-testid="offline-indicator"
          title="The billing service can’t be reached. Searching still works offline on your local balance; purchases and sync resume when it is back."
          onClick={() => openDialog('credits')}
        >
          <CloudOffIcon className="offline-icon" />
          <span className="offline-text">
            <span className="offline-label">Offline</span>
            <span className="offline-detail">Searching still works</span>
          </span>
          <span className="visually-hidden">: the billing service can’t be reached. Purchases and sync resume when it is back. Open the Credits panel</span>
        </button>
      )}
    </div>
  );
}
