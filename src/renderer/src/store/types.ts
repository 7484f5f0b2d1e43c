import type { StateCreator } from 'zustand';
import type { AskSlice } from '../features/ask/store.ts';
import type { BillingSlice } from '../features/billing/store.ts';
import type { BooksSlice } from '../features/books/store.ts';
import type { CreditsSlice } from '../features/credits/store.ts';
import type { HistorySlice } from '../features/history/store.ts';
import type { ReaderSlice } from '../features/reader/store.ts';
import type { SearchSlice } from '../features/search/store.ts';
import type { SemanticSlice } from '../features/semantic/store.ts';
import type { SettingsSlice } from '../features/settings/store.ts';
import type { ShellSlice } from '../features/shell/store.ts';
import type { SimilarSlice } from '../features/similar/store.ts';

/** The combined store: every feature slice's state and actions, side by side. */
export type AppState = ShellSlice &
  SettingsSlice &
  BooksSlice &
  CreditsSlice &
  SearchSlice &
  AskSlice &
  SimilarSlice &
  SemanticSlice &
  BillingSlice &
  ReaderSlice &
  HistorySlice;

/** A feature slice: sees the whole store (to call other slices' actions), returns its own part. */
export type SliceCreator<Slice> = StateCreator<AppState, [['zustand/persist', unknown]], [], Slice>;
