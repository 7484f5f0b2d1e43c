import { useEffect, type ReactNode } from 'react';
import type { Translation } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { selectRecentSearches } from '../history/selectors.ts';
import { formatEta } from '../semantic/IndexStatus.tsx';
import { selectSemanticStatus } from '../semantic/selectors.ts';
import { selectDialog } from '../shell/selectors.ts';
import { TRANSLATION_NAMES, TRANSLATION_OPTIONS } from '../verse/translations.ts';
import { BillingSettings } from './BillingSettings.tsx';
import { LowBalanceSetting } from './LowBalanceSetting.tsx';
import { ReadingComfortSettings } from './ReadingComfortSettings.tsx';
import { selectDefaultTranslation, selectSerifText, selectTheme } from './selectors.ts';
import type { Theme } from './state.ts';

const THEME_OPTIONS: readonly SegmentOption<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function EmbeddingModel() {
  const status = useAppStore(selectSemanticStatus);
  let state = 'loading';
  if (status?.status === 'ready') state = 'ready';
  else if (status?.status === 'building') state = `preparing the index, ${Math.floor(status.progress * 100)}% (${formatEta(status.etaSeconds)})`;
  else if (status?.status === 'failed') state = `unavailable: ${status.message ?? 'the index could not be built'}`;
  else if (status?.status === 'disabled') state = 'semantic search is off in this app';
  return (
    <div className="setting">
      <span className="field-label">Semantic search model</span>
      <p className="setting-help setting-value" data-testid="embedding-model">
        <code>{status?.embedder ?? '—'}</code> · {state}
      </p>
      <p className="setting-help">The sentence model that reads verses and your searches for meaning. It runs on this computer.</p>
    </div>
  );
}

function RecentSetting() {
  const recentCount = useAppStore(selectRecentSearches).length;
  const clearRecent = useAppStore((s) => s.clearRecent);
  return (
    <div className="setting">
      <span className="field-label">Recent searches</span>
      <div className="setting-row">
        <p className="setting-help">{recentCount === 0 ? 'None saved.' : `${recentCount} saved on this computer.`}</p>
        <button type="button" className="button" disabled={recentCount === 0} onClick={clearRecent}>
          Clear recent searches
        </button>
      </div>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="settings-section" aria-labelledby={id}>
      <h3 id={id} className="section-title">
        {title}
      </h3>
      <div className="settings-list">{children}</div>
    </section>
  );
}

export function SettingsDialog() {
  const open = useAppStore(selectDialog) === 'settings';
  const theme = useAppStore(selectTheme);
  const serif = useAppStore(selectSerifText);
  const translation = useAppStore(selectDefaultTranslation);
  const setTheme = useAppStore((s) => s.setTheme);
  const setSerifText = useAppStore((s) => s.setSerifText);
  const setDefaultTranslation = useAppStore((s) => s.setDefaultTranslation);
  const refreshBillingStatus = useAppStore((s) => s.refreshBillingStatus);
  const refreshSemanticStatus = useAppStore((s) => s.refreshSemanticStatus);
  const resetSettingsSaves = useAppStore((s) => s.resetSettingsSaves);
  const closeDialog = useAppStore((s) => s.closeDialog);

  useEffect(() => {
    if (!open) return;
    resetSettingsSaves();
    void refreshBillingStatus();
    void refreshSemanticStatus();
  }, [open, resetSettingsSaves, refreshBillingStatus, refreshSemanticStatus]);

  return (
    <Dialog open={open} title="Settings" onClose={closeDialog} className="settings-dialog">
      <Section id="settings-appearance" title="Appearance">
        <div className="setting">
          <Segmented<Theme> label="Theme" value={theme} options={THEME_OPTIONS} onChange={setTheme} />
          <p className="setting-help">System follows your computer’s light or dark setting.</p>
        </div>
        <div className="setting">
          <label className="checkbox">
            <input type="checkbox" checked={serif} onChange={(e) => setSerifText(e.target.checked)} />
            <span>Serif typeface for Bible text</span>
          </label>
          <p className="setting-help">A book-like face for long reading. Menus and buttons keep the interface font.</p>
        </div>
        <ReadingComfortSettings />
      </Section>
      <Section id="settings-study" title="Reading and search">
        <div className="setting">
          <Segmented<Translation> label="Default translation" value={translation} options={TRANSLATION_OPTIONS} onChange={setDefaultTranslation} />
          <p className="setting-help">Used for new searches and the reading view: {TRANSLATION_NAMES[translation]}.</p>
        </div>
        <EmbeddingModel />
        <RecentSetting />
      </Section>
      <Section id="settings-billing" title="Credits and purchases">
        <LowBalanceSetting />
        <BillingSettings />
      </Section>
    </Dialog>
  );
}
