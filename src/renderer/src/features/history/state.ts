import type { SearchFilters } from '../search/filters.ts';
import type { SearchMode } from '../search/modes.ts';

/** A search (paid, re-run with its filters) or an opened passage (free). */
export type RecentSearch =
  | { id: string; kind: 'search'; query: string; mode: SearchMode; filters: SearchFilters; total: number; at: string }
  | { id: string; kind: 'passage'; query: string; at: string };

export type NewRecentSearch = { kind: 'search'; query: string; mode: SearchMode; filters: SearchFilters; total: number } | { kind: 'passage'; query: string };

export interface HistorySlice {
  /** Newest first; persisted. */
  recentSearches: RecentSearch[];
  recordRecent(entry: NewRecentSearch): void;
  removeRecent(id: string): void;
  clearRecent(): void;
  /** Runs a recent search again with its filters, or reopens a passage. */
  rerunRecent(id: string): Promise<void>;
}
