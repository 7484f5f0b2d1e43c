import { looksLikeReference } from '#shared/bible/reference.ts';
import type { AppState } from '../../store/types.ts';
import type { SearchFilters } from './filters.ts';

export const selectQuery = (s: AppState) => s.query;
export const selectMode = (s: AppState) => s.mode;
export const selectFilters = (s: AppState) => s.filters;
export const selectResults = (s: AppState) => s.results;
export const selectTotal = (s: AppState) => s.total;
export const selectTookMs = (s: AppState) => s.tookMs;
export const selectCreditsUsed = (s: AppState) => s.creditsUsed;
export const selectSearchStatus = (s: AppState) => s.searchStatus;
export const selectSearchError = (s: AppState) => s.searchError;
export const selectLastSearch = (s: AppState) => s.lastSearch;
export const selectActiveResult = (s: AppState) => s.activeResult;
export const selectBookCounts = (s: AppState) => s.bookCounts;
export const selectResultsBook = (s: AppState) => s.resultsBook;
export const selectBookChartOpen = (s: AppState) => s.bookChartOpen;
export const selectQuestionOffer = (s: AppState) => s.questionOffer;

/** True when Enter would open a passage (free) rather than run a paid search. */
export const selectQueryIsReference = (s: AppState) => looksLikeReference(s.query);

/** Whether a search was limited to a book, testament or theme (for the "search everywhere" advice). */
export const hasNarrowingFilters = (filters: SearchFilters) => filters.book !== null || filters.testament !== null || filters.theme !== null;

export const selectHasResultsToReturnTo = (s: AppState) => s.searchStatus === 'done' && s.lastSearch !== null;
