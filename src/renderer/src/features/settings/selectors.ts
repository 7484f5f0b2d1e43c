import type { AppState } from '../../store/types.ts';

export const selectTheme = (s: AppState) => s.theme;
export const selectSerifText = (s: AppState) => s.serifText;
export const selectDefaultTranslation = (s: AppState) => s.defaultTranslation;
