import type { AppState } from '../../store/types.ts';

export const selectRecentSearches = (s: AppState) => s.recentSearches;
