import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { describeError, reason, sentence } from '../../ui/describe-error.ts';
import type { SaveState } from '../billing/state.ts';
import { selectAccountKeySave, selectBillingStatus, selectBillingUrlSave } from '../billing/selectors.ts';
import { selectDialogSection } from '../shell/selectors.ts';

/** A save's outcome under its field: confirmation, a warning, or the error in plain words. */
function SaveResult({ id, state, field }: { id: string; state: SaveState; field: string }) {
  let content = null;
  let kind = '';
  if (state.status === 'saved') {
    kind = state.warning ? 'is-warning' : 'is-ok';
    content = state.warning ? `${state.message} ${describeError(state.warning, 'settings').title}; the app keeps trying.` : state.message;
  } else if (state.status === 'error') {
    kind = 'is-error';
    // A field error reads best as it stands ("must be an https URL…"); anything else gets its plain title.
    const { error } = state;
    if (error.code === 'invalid_request' && error.field === field) {
      const why = reason(error);
      content = /^must\b/.test(why) ? sentence(`This ${fieldNoun(field)} ${why}`) : sentence(why);
    } else {
      content = describeError(error, 'settings').title;
    }
  }
  return (
    <p id={id} className={`save-result ${kind}`} role={state.status === 'error' ? 'alert' : 'status'}>
      {content}
    </p>
  );
}

const fieldNoun = (field: string) => (field === 'apiKey' ? 'key' : 'address');

function BillingUrlSetting() {
  const status = useAppStore(selectBillingStatus);
  const save = useAppStore(selectBillingUrlSave);
  const section = useAppStore(selectDialogSection);
  const saveBillingUrl = useAppStore((s) => s.saveBillingUrl);
  const saved = status?.billingUrl ?? '';
  // A newly saved (or loaded) address replaces whatever the box holds.
  const [draft, setDraft] = useState(saved);
  const [draftFor, setDraftFor] = useState(saved);
  if (draftFor !== saved) {
    setDraftFor(saved);
    setDraft(saved);
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const fromEnv = status?.billingUrlSource === 'env';
  const saving = save.status === 'saving';
  const keyOrigin = status?.accountKeyHint && status.billingUrl ? new URL(status.billingUrl).origin : null;

  // Arriving from "Purchases are unavailable → Open Settings": straight to the address.
  useEffect(() => {
    if (section !== 'billing') return;
    // After the dialog's own `showModal()` (a parent effect, so it runs later) has placed focus.
    const timer = setTimeout(() => inputRef.current?.focus());
    return () => clearTimeout(timer);
  }, [section]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const url = draft.trim();
    void saveBillingUrl(url === '' ? null : url);
  }

  return (
    <form className="setting" onSubmit={onSubmit} noValidate>
      <label htmlFor="billing-url" className="field-label">
        Billing service address
      </label>
      <div className="setting-row setting-inputs">
        <input
          ref={inputRef}
          id="billing-url"
          className="input input-wide"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          disabled={fromEnv || status === null}
          aria-invalid={save.status === 'error' || undefined}
          aria-describedby="billing-url-help billing-url-result"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button" disabled={fromEnv || saving || draft.trim() === saved}>
          {saving ? 'Saving…' : 'Save'}
        </button>
        {status?.billingUrlSource === 'settings' && (
          <button type="button" className="button button-ghost" disabled={saving} onClick={() => void saveBillingUrl(null)}>
            Remove
          </button>
        )}
      </div>
      <p id="billing-url-help" className="setting-help">
        {fromEnv
          ? 'Set by SCRIPTURE_BILLING_URL when the app started; change it there.'
          : 'Where credit packs are bought and your balance is kept in sync (https, or http on this computer). Without one, the balance stays on this computer.'}
        {!fromEnv && keyOrigin && (
          <>
            {' '}
            Your account key belongs to <code>{keyOrigin}</code> and is only ever sent there: an address on another host sets it aside, and switching back uses
            it again.
          </>
        )}
      </p>
      <SaveResult id="billing-url-result" state={save} field="billingUrl" />
    </form>
  );
}

function AccountKeySetting() {
  const status = useAppStore(selectBillingStatus);
  const save = useAppStore(selectAccountKeySave);
  const saveAccountKey = useAppStore((s) => s.saveAccountKey);
  const [draft, setDraft] = useState('');
  const fromEnv = status?.accountKeySource === 'env';
  const usable = status?.available === true && !fromEnv;
  const saving = save.status === 'saving';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await saveAccountKey(draft)) setDraft('');
  }

  return (
    <form className="setting" onSubmit={(e) => void onSubmit(e)} noValidate>
      <span className="field-label">Account key</span>
      <p className="setting-help setting-value" data-testid="account-key-hint">
        {status?.accountKeyHint ? (
          <>
            In use: <code>{status.accountKeyHint}</code>
            {fromEnv
              ? ' (from SCRIPTURE_BILLING_KEY)'
              : status.keyStorage === 'os-encryption'
                ? ', kept on this computer, encrypted by the system keychain'
                : ', kept on this computer in a file only you can read'}
          </>
        ) : status?.available ? (
          'None yet: an account is created the first time the app reaches the billing service.'
        ) : (
          'None: set the billing service address first.'
        )}
      </p>
      {status && status.keysSetAside.length > 0 && (
        <p className="setting-help" data-testid="keys-set-aside">
          Set aside, never sent to this service:{' '}
          {status.keysSetAside.map((k, i) => (
            <span key={`${k.origin}-${k.hint}`}>
              {i > 0 && '; '}
              <code>{k.hint}</code> for {k.origin ? <code>{k.origin}</code> : 'an earlier service'}
            </span>
          ))}
          . Switch the address back to use one again.
        </p>
      )}
      {status?.keyStorage === 'file' && !fromEnv && (
        <p className="setting-help">No system keychain is in use here, so the key is kept in a file in your data folder that only your user can read.</p>
      )}
      <label htmlFor="account-key" className="setting-sublabel">
        Restore an account on this computer
      </label>
      <div className="setting-row setting-inputs">
        <input
          id="account-key"
          className="input input-wide"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={draft}
          disabled={!usable}
          aria-invalid={save.status === 'error' || undefined}
          aria-describedby="account-key-help account-key-result"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="button" disabled={!usable || saving || draft.trim() === ''}>
          {saving ? 'Checking…' : 'Restore'}
        </button>
      </div>
      <p id="account-key-help" className="setting-help">
        Paste the account key from your other computer (or from before a reinstall) to use that account’s balance here. The billing service checks it first.
      </p>
      <SaveResult id="account-key-result" state={save} field="apiKey" />
    </form>
  );
}

/** Billing service address and account key. */
export function BillingSettings() {
  return (
    <>
      <BillingUrlSetting />
      <AccountKeySetting />
    </>
  );
}
