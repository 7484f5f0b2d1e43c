import type { ScoredVerse } from '#shared/contract/bible.ts';
import type { SemanticVerse } from '#shared/contract/semantic.ts';
import type { ApiError } from '../../lib/api.ts';
import type { SearchFilters } from './filters.ts';
import type { SearchMode } from './modes.ts';

/** Everything that decides what a search returns (and so what a recent search re-runs). */
export interface SearchRequest {
  query: string;
  mode: SearchMode;
  filters: SearchFilters;
}

export type SearchStatus = 'idle' | 'loading' | 'done' | 'error';

/** A result of any mode: semantic results also carry their themes. */
export type ResultVerse = ScoredVerse & Partial<Pick<SemanticVerse, 'themes'>>;

export interface SearchSlice {
  query: string;
  mode: SearchMode;
  filters: SearchFilters;
  results: ResultVerse[];
  /** How many verses match in all (keyword), or the passages an answer cites (ask); `results` holds at most `topK`. */
  total: number;
  tookMs: number | null;
  creditsUsed: number;
  searchStatus: SearchStatus;
  searchError: ApiError | null;
  /** The request behind the results (or the error) on screen. */
  lastSearch: SearchRequest | null;
  /** The result that keeps keyboard focus in the list (roving tab stop). */
  activeResult: number;
  setQuery(query: string): void;
  setMode(mode: SearchMode): void;
  setFilters(filters: Partial<SearchFilters>): void;
  setActiveResult(index: number): void;
  /** Enter in the search box: a reference opens the reading view (free), anything else is searched. */
  submitQuery(): Promise<void>;
  /** Runs a search: the given request (restoring it into the form), else what the form holds. */
  runSearch(request?: SearchRequest): Promise<void>;
}
