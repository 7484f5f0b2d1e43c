import type { SliceCreator } from '../../store/types.ts';
import { LINE_WIDTHS, TEXT_SIZES, THEMES, type LineWidth, type SettingsSlice, type SettingsState, type TextSize, type Theme } from './state.ts';

/** The largest warning threshold accepted: more than the biggest credit pack is surely a typo. */
export const MAX_LOW_BALANCE_THRESHOLD = 10_000;

export const initialSettings: SettingsState = {
  theme: 'system',
  serifText: true,
  defaultTranslation: 'kjv',
  textSize: 100,
  lineWidth: 'medium',
  lowBalanceThreshold: 20,
};

export const isLowBalanceThreshold = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_LOW_BALANCE_THRESHOLD;

export const createSettingsSlice: SliceCreator<SettingsSlice> = (set) => ({
  ...initialSettings,
  setTheme: (theme) => set({ theme }),
  setSerifText: (serifText) => set({ serifText }),
  setDefaultTranslation: (translation) =>
    set((s) => ({
      defaultTranslation: translation,
      filters: { ...s.filters, translation },
      readerLayout: s.readerLayout === 'both' ? 'both' : translation,
    })),
  setTextSize: (textSize) => set({ textSize }),
  setLineWidth: (lineWidth) => set({ lineWidth }),
  setLowBalanceThreshold: (credits) => {
    if (isLowBalanceThreshold(credits)) set({ lowBalanceThreshold: credits });
  },
});

/** The persisted part, checked field by field: storage may hold anything (older versions, hand edits). */
export function readPersistedSettings(raw: Record<string, unknown>): Partial<SettingsState> {
  const out: Partial<SettingsState> = {};
  if (THEMES.includes(raw.theme as Theme)) out.theme = raw.theme as Theme;
  if (typeof raw.serifText === 'boolean') out.serifText = raw.serifText;
  if (raw.defaultTranslation === 'kjv' || raw.defaultTranslation === 'web') out.defaultTranslation = raw.defaultTranslation;
  if (TEXT_SIZES.includes(raw.textSize as TextSize)) out.textSize = raw.textSize as TextSize;
  if (LINE_WIDTHS.includes(raw.lineWidth as LineWidth)) out.lineWidth = raw.lineWidth as LineWidth;
  if (isLowBalanceThreshold(raw.lowBalanceThreshold)) out.lowBalanceThreshold = raw.lowBalanceThreshold;
  return out;
}

export const pickPersistedSettings = (s: SettingsState): SettingsState => ({
  theme: s.theme,
  serifText: s.serifText,
  defaultTranslation: s.defaultTranslation,
  textSize: s.textSize,
  lineWidth: s.lineWidth,
  lowBalanceThreshold: s.lowBalanceThreshold,
});
