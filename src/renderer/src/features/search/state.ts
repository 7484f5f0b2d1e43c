import type { BookCount, ScoredVerse, Verse } from '#shared/contract/bible.ts';
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
  /** Where the matches fall, by book: all of them (keyword), or the verses returned (semantic). */
  bookCounts: BookCount[];
  /** Semantic results shown from one book only (a click on the chart; free, nothing is searched again). */
  resultsBook: string | null;
  /** Whether the chart of matches by book is drawn or folded away. */
  bookChartOpen: boolean;
  tookMs: number | null;
  creditsUsed: number;
  searchStatus: SearchStatus;
  searchError: ApiError | null;
  /** The request behind the results (or the error) on screen. */
  lastSearch: SearchRequest | null;
  /** The result that keeps keyboard focus in the list (roving tab stop). */
  activeResult: number;
  /** A question typed as a Keyword or Semantic search, held until the person picks Ask or the search. */
  questionOffer: string | null;
  /** The welcome page's verse of the day (null until loaded, or if it could not be). */
  verseOfTheDay: Verse | null;
  /** Loads the verse of the day for the person's local date, in the search translation; free. */
  loadVerseOfTheDay(): Promise<void>;
  setQuery(query: string): void;
  setMode(mode: SearchMode): void;
  setFilters(filters: Partial<SearchFilters>): void;
  setActiveResult(index: number): void;
  /**
   * Enter in the search box: a reference opens the reading view (free), a question typed as a Keyword
   * or Semantic search waits for the person's choice (`questionOffer`), anything else is searched.
   */
  submitQuery(): Promise<void>;
  /** Runs a search: the given request (restoring it into the form), else what the form holds. */
  runSearch(request?: SearchRequest): Promise<void>;
  /** The person's answer to `questionOffer`: ask it in Ask mode, or search its words as typed. */
  acceptQuestionOffer(choice: 'ask' | 'search'): Promise<void>;
  /**
   * Narrows the results on screen to one book (null: all books again). Keyword searches run again with
   * the book filter (charged as any search); semantic results, which have no book filter, are shown from it.
   */
  narrowToBook(book: string | null): Promise<void>;
  setBookChartOpen(open: boolean): void;
}
