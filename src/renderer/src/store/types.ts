import type { StateCreator } from 'zustand';
// Only the slices' types, from each feature's `state.ts`: the slice creators (`store.ts`) import this file.
import type { AskSlice } from '../features/ask/state.ts';
import type { BillingSlice } from '../features/billing/state.ts';
import type { BooksSlice } from '../features/books/state.ts';
import type { CreditsSlice } from '../features/credits/state.ts';
import type { HistorySlice } from '../features/history/state.ts';
import type { PlansSlice } from '../features/plans/state.ts';
import type { ReaderSlice } from '../features/reader/state.ts';
import type { SearchSlice } from '../features/search/state.ts';
import type { SemanticSlice } from '../features/semantic/state.ts';
import type { SettingsSlice } from '../features/settings/state.ts';
import type { ShellSlice } from '../features/shell/state.ts';
import type { SimilarSlice } from '../features/similar/state.ts';
import type { StudySlice } from '../features/study/state.ts';

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
  StudySlice &
  PlansSlice &
  HistorySlice;

/** A feature slice: sees the whole store (to call other slices' actions), returns its own part. */
export type SliceCreator<Slice> = StateCreator<AppState, [['zustand/persist', unknown]], [], Slice>;
