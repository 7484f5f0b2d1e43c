import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectSerifText, selectTheme } from './selectors.ts';

/**
 * Reflects the appearance settings on <html>. "System" sets no theme attribute, so the stylesheet's
 * `prefers-color-scheme` rules apply from the first paint (an inline script could not run under the CSP).
 */
export function useApplySettings(): void {
  const theme = useAppStore(selectTheme);
  const serif = useAppStore(selectSerifText);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    document.documentElement.dataset.verseFont = serif ? 'serif' : 'sans';
  }, [serif]);
}
