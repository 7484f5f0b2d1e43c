import type { Translation } from '#shared/contract/bible.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface SettingsState {
  theme: Theme;
  /** Verse text in a serif face (reading view and results). */
  serifText: boolean;
  /** The translation new searches and the reading view start with. */
  defaultTranslation: Translation;
}

export interface SettingsSlice extends SettingsState {
  setTheme(theme: Theme): void;
  setSerifText(serif: boolean): void;
  setDefaultTranslation(translation: Translation): void;
}
