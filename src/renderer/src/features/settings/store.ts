import type { Translation } from '#shared/contract/bible.ts';
import type { SliceCreator } from '../../store/types.ts';

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

export const initialSettings: SettingsState = { theme: 'system', serifText: true, defaultTranslation: 'kjv' };

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
});

/** The persisted part, checked field by field: storage may hold anything (older versions, hand edits). */
export function readPersistedSettings(raw: Record<string, unknown>): Partial<SettingsState> {
  const out: Partial<SettingsState> = {};
  if (THEMES.includes(raw.theme as Theme)) out.theme = raw.theme as Theme;
  if (typeof raw.serifText === 'boolean') out.serifText = raw.serifText;
  if (raw.defaultTranslation === 'kjv' || raw.defaultTranslation === 'web') out.defaultTranslation = raw.defaultTranslation;
  return out;
}

export const pickPersistedSettings = (s: SettingsState): SettingsState => ({
  theme: s.theme,
  serifText: s.serifText,
  defaultTranslation: s.defaultTranslation,
});
