import type { AppState } from '../../store/types.ts';

export const selectTheme = (s: AppState) => s.theme;
export const selectSerifText = (s: AppState) => s.serifText;
export const selectDefaultTranslation = (s: AppState) => s.defaultTranslation;
export const selectTextSize = (s: AppState) => s.textSize;
export const selectLineWidth = (s: AppState) => s.lineWidth;
export const selectLowBalanceThreshold = (s: AppState) => s.lowBalanceThreshold;
