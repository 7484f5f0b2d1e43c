import type { Translation } from '#shared/contract/bible.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Bible text sizes, in percent of the normal size: five steps, small enough to tell apart. */
export const TEXT_SIZES = [90, 100, 112, 125, 140] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const LINE_WIDTHS = ['narrow', 'medium', 'wide'] as const;
export type LineWidth = (typeof LINE_WIDTHS)[number];

export interface SettingsState {
  theme: Theme;
  /** Verse text in a serif face (reading view and results). */
  serifText: boolean;
  /** The translation new searches and the reading view start with. */
  defaultTranslation: Translation;
  /** Size of the Bible text (reading view and results), in percent. */
  textSize: TextSize;
  /** How long the reading view's lines may run. */
  lineWidth: LineWidth;
  /** A paid search that would take the balance below this many credits asks first; 0 never asks. */
  lowBalanceThreshold: number;
}

export interface SettingsSlice extends SettingsState {
  setTheme(theme: Theme): void;
  setSerifText(serif: boolean): void;
  setDefaultTranslation(translation: Translation): void;
  setTextSize(size: TextSize): void;
  setLineWidth(width: LineWidth): void;
  /** Whole credits from 0 (off) to `MAX_LOW_BALANCE_THRESHOLD`; anything else is ignored. */
  setLowBalanceThreshold(credits: number): void;
}
