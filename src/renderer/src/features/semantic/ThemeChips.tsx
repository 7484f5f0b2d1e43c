import { memo } from 'react';
import type { ThemeId } from '#shared/contract/semantic.ts';
import { useAppStore } from '../../store/store-context.tsx';
import { selectThemes, themeLabel } from './selectors.ts';

/** The themes a verse is tagged with; the one the search was filtered by stands out. */
export const ThemeChips = memo(function ThemeChips({ themes, active }: { themes: readonly ThemeId[]; active?: ThemeId | null }) {
  const all = useAppStore(selectThemes);
  if (themes.length === 0) return null;
  return (
    <ul className="theme-chips" aria-label="Themes">
      {themes.map((id) => (
        <li key={id} className={`theme-chip${id === active ? ' is-active' : ''}`} data-theme-id={id}>
          {themeLabel(all, id)}
        </li>
      ))}
    </ul>
  );
});
