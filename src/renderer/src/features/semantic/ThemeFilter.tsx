import type { ThemeId } from '#shared/contract/semantic.ts';
import { THEME_IDS } from '#shared/contract/semantic.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { selectFilters } from '../search/selectors.ts';
import { selectThemes, themeLabel } from './selectors.ts';

const isThemeId = (value: string): value is ThemeId => (THEME_IDS as readonly string[]).includes(value);

/** Semantic search's theme filter: the 30 themes, each with how many verses carry it. */
export function ThemeFilter({ disabled }: { disabled?: boolean }) {
  const themes = useAppStore(selectThemes);
  const { theme } = useAppStore(selectFilters);
  const setFilters = useAppStore((s) => s.setFilters);
  return (
    <div className="field">
      <label htmlFor="filter-theme" className="field-label">
        Theme
      </label>
      <select
        id="filter-theme"
        className="select select-theme"
        value={theme ?? ''}
        disabled={disabled}
        onChange={(e) => setFilters({ theme: isThemeId(e.target.value) ? e.target.value : null })}
      >
        <option value="">All themes</option>
        {themes.length === 0 && theme !== null && <option value={theme}>{themeLabel(themes, theme)}</option>}
        {themes.map((t) => (
          <option key={t.id} value={t.id} title={t.description}>
            {t.label} ({t.verses.toLocaleString()})
          </option>
        ))}
      </select>
    </div>
  );
}
