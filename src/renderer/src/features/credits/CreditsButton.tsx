import { useAppStore } from '../../store/store-context.tsx';
import { CoinIcon } from '../../ui/icons.tsx';
import { selectQueryIsReference } from '../search/selectors.ts';
import { formatCredits } from './format.ts';
import { selectBalance, selectCanAffordNextSearch, selectNextSearchCost } from './selectors.ts';

/** The always-visible balance, with what the next action costs; opens the Credits panel. */
export function CreditsButton() {
  const balance = useAppStore(selectBalance);
  const cost = useAppStore(selectNextSearchCost);
  const affordable = useAppStore(selectCanAffordNextSearch);
  const free = useAppStore(selectQueryIsReference);
  const openDialog = useAppStore((s) => s.openDialog);
  const next = free ? 'Opening a passage is free' : `Next search: ${formatCredits(cost)}`;
  return (
    <button
      type="button"
      className={`credits-button${affordable ? '' : ' is-low'}`}
      onClick={() => openDialog('credits')}
      aria-label={`${balance === null ? 'Balance loading' : `Balance: ${formatCredits(balance)}`}. ${next}. Open the Credits panel`}
    >
      <CoinIcon className="credits-icon" />
      <span className="credits-text">
        <span className="credits-balance" data-testid="balance">
          {balance === null ? '—' : balance.toLocaleString()} <span className="credits-unit">credits</span>
        </span>
        <span className="credits-next">{free ? 'Passage: free' : `Next search: ${cost}`}</span>
      </span>
    </button>
  );
}
