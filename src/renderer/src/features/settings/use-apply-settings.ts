import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectSerifText, selectTheme } from './selectors.ts';

/**
 * Reflects the appearance settings on <html>. "System" sets no theme attribute, so the stylesheet's
 * `prefers-color-scheme` rules apply from the first paint (an inline script could not run under the CSP).
 */
export function useApplySettings(root: HTMLElement = document.documentElement): void {
  const theme = useAppStore(selectTheme);
  const serif = useAppStore(selectSerifText);
  useEffect(() => {
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme, root]);
  useEffect(() => {
    root.dataset.verseFont = serif ? 'serif' : 'sans';
  }, [serif, root]);
}
