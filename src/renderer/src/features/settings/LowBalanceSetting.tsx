import { useState } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectLowBalanceThreshold } from './selectors.ts';
import { isLowBalanceThreshold, MAX_LOW_BALANCE_THRESHOLD } from './store.ts';

/** The balance under which a paid search asks first; 0 turns the question off. */
export function LowBalanceSetting() {
  const threshold = useAppStore(selectLowBalanceThreshold);
  const setLowBalanceThreshold = useAppStore((s) => s.setLowBalanceThreshold);
  // The box may hold what is being typed (even nothing); the setting changes only to a valid number.
  const [draft, setDraft] = useState(String(threshold));
  const [draftFor, setDraftFor] = useState(threshold);
  if (draftFor !== threshold) {
    setDraftFor(threshold);
    setDraft(String(threshold));
  }
  const value = Number(draft);
  const valid = draft.trim() !== '' && isLowBalanceThreshold(value);

  return (
    <div className="setting">
      <div className="setting-row setting-inputs low-balance-setting">
        <label htmlFor="low-balance-threshold" className="field-label">
          Warn when the balance would fall below
        </label>
        <input
          id="low-balance-threshold"
          className="input input-number"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_LOW_BALANCE_THRESHOLD}
          step={1}
          value={draft}
          aria-invalid={!valid || undefined}
          aria-describedby="low-balance-help"
          onChange={(e) => {
            setDraft(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value.trim() !== '' && isLowBalanceThreshold(n)) setLowBalanceThreshold(n);
          }}
          onBlur={() => setDraft(String(threshold))}
        />
        <span className="setting-unit">credits</span>
      </div>
      <p id="low-balance-help" className="setting-help">
        {threshold === 0
          ? 'Off: searches run without asking, whatever the balance.'
          : `A search that would take your balance below ${threshold} credits asks first. 0 turns this off.`}
      </p>
    </div>
  );
}
