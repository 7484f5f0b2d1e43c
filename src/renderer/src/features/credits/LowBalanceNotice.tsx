import { useAppStore } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { AlertIcon, CartIcon } from '../../ui/icons.tsx';
import { formatCredits } from './format.ts';
import { selectLowBalancePrompt } from './selectors.ts';

/**
 * Asks before the paid search that would take the balance below the person's threshold (Settings).
 * Shown while a `confirmLowBalance` call waits; closing it in any way cancels the search.
 */
export function LowBalanceNotice() {
  const prompt = useAppStore(selectLowBalancePrompt);
  const answerLowBalance = useAppStore((s) => s.answerLowBalance);
  const openDialog = useAppStore((s) => s.openDialog);

  function buyCredits() {
    answerLowBalance(false);
    openDialog('buy');
  }

  return (
    <Dialog open={prompt !== null} title="Your balance is getting low" onClose={() => answerLowBalance(false)} className="low-balance-dialog">
      {prompt && (
        <>
          <div className="low-balance-body" data-testid="low-balance-notice">
            <AlertIcon className="low-balance-icon" />
            <p>
              This search costs <strong>{formatCredits(prompt.cost)}</strong> and your balance is <strong>{formatCredits(prompt.balance)}</strong>. Afterwards{' '}
              <strong>{formatCredits(prompt.balance - prompt.cost)}</strong> will be left, below the {formatCredits(prompt.threshold)} you asked to be warned
              at.
            </p>
          </div>
          <p className="muted small">You can change or turn off this warning in Settings.</p>
          <div className="low-balance-actions">
            <button type="button" className="button button-primary" onClick={() => answerLowBalance(true)}>
              Continue ({formatCredits(prompt.cost)})
            </button>
            <button type="button" className="button" onClick={() => answerLowBalance(false)}>
              Cancel
            </button>
            <button type="button" className="button button-ghost low-balance-buy" onClick={buyCredits}>
              <CartIcon /> Buy credits
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
