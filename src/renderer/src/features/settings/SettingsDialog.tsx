import type { Translation } from '#shared/contract/bible.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Segmented, type SegmentOption } from '../../ui/Segmented.tsx';
import { selectRecentSearches } from '../history/selectors.ts';
import { selectDialog } from '../shell/selectors.ts';
import { TRANSLATION_NAMES, TRANSLATION_OPTIONS } from '../verse/translations.ts';
import { selectDefaultTranslation, selectSerifText, selectTheme } from './selectors.ts';
import type { Theme } from './store.ts';

const THEME_OPTIONS: readonly SegmentOption<Theme>[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

export function SettingsDialog() {
  const open = useAppStore(selectDialog) === 'settings';
  const theme = useAppStore(selectTheme);
  const serif = useAppStore(selectSerifText);
  const translation = useAppStore(selectDefaultTranslation);
  const recentCount = useAppStore(selectRecentSearches).length;
  const setTheme = useAppStore((s) => s.setTheme);
  const setSerifText = useAppStore((s) => s.setSerifText);
  const setDefaultTranslation = useAppStore((s) => s.setDefaultTranslation);
  const clearRecent = useAppStore((s) => s.clearRecent);
  const closeDialog = useAppStore((s) => s.closeDialog);

  return (
    <Dialog open={open} title="Settings" onClose={closeDialog} className="settings-dialog">
      <div className="settings-list">
        <div className="setting">
          <Segmented<Theme> label="Appearance" value={theme} options={THEME_OPTIONS} onChange={setTheme} />
          <p className="setting-help">System follows your computer’s light or dark setting.</p>
        </div>
        <div className="setting">
          <label className="checkbox">
            <input type="checkbox" checked={serif} onChange={(e) => setSerifText(e.target.checked)} />
            <span>Serif typeface for Bible text</span>
          </label>
          <p className="setting-help">A book-like face for long reading. Menus and buttons keep the interface font.</p>
        </div>
        <div className="setting">
          <Segmented<Translation> label="Default translation" value={translation} options={TRANSLATION_OPTIONS} onChange={setDefaultTranslation} />
          <p className="setting-help">
            Used for new searches and the reading view: {TRANSLATION_NAMES[translation]}.
          </p>
        </div>
        <div className="setting">
          <span className="field-label">Recent searches</span>
          <div className="setting-row">
            <p className="setting-help">
              {recentCount === 0 ? 'None saved.' : `${recentCount} saved on this computer.`}
            </p>
            <button type="button" className="button" disabled={recentCount === 0} onClick={clearRecent}>
              Clear recent searches
            </button>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
