import type { SliceCreator } from '../../store/types.ts';
import { THEMES, type SettingsSlice, type SettingsState, type Theme } from './state.ts';

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
