import { useEffect } from 'react';
import { useAppStore } from '../../store/store-context.tsx';
import { selectLineWidth, selectSerifText, selectTextSize, selectTheme } from './selectors.ts';

/**
 * Reflects the appearance settings on <html>. "System" sets no theme attribute, so the stylesheet's
 * `prefers-color-scheme` rules apply from the first paint (an inline script could not run under the CSP).
 * Reading comfort goes through CSS variables (`styles/theme.css`): the Bible text's rules scale with them.
 */
export function useApplySettings(): void {
  const theme = useAppStore(selectTheme);
  const serif = useAppStore(selectSerifText);
  const textSize = useAppStore(selectTextSize);
  const lineWidth = useAppStore(selectLineWidth);
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'system') delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    document.documentElement.dataset.verseFont = serif ? 'serif' : 'sans';
  }, [serif]);
  useEffect(() => {
    // Set through the CSSOM, which the CSP allows (a `style` attribute in markup it would not).
    document.documentElement.style.setProperty('--reading-scale', String(textSize / 100));
  }, [textSize]);
  useEffect(() => {
    document.documentElement.dataset.lineWidth = lineWidth;
  }, [lineWidth]);
}
