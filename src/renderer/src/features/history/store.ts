import { THEME_IDS, type ThemeId } from '#shared/contract/semantic.ts';
import type { SliceCreator } from '../../store/types.ts';
import { clampTopK, type SearchFilters } from '../search/filters.ts';
import { SEARCH_MODES } from '../search/modes.ts';
import type { HistorySlice, NewRecentSearch, RecentSearch } from './state.ts';

export const MAX_RECENT = 20;

/** Equal keys mean the same search: repeating one moves it to the top instead of adding a copy. */
function recentKey(entry: NewRecentSearch): string {
  if (entry.kind === 'passage') return `passage:${entry.query.toLowerCase()}`;
  const f = entry.filters;
  return `search:${entry.mode}:${f.translation}:${f.book ?? ''}:${f.testament ?? ''}:${f.theme ?? ''}:${f.topK}:${entry.query}`;
}

export const createHistorySlice =
  (now: () => Date): SliceCreator<HistorySlice> =>
  (set, get) => ({
    recentSearches: [],
    recordRecent: (entry) =>
      set((s) => {
        const id = recentKey(entry);
        const recent: RecentSearch = { ...entry, id, at: now().toISOString() };
        return { recentSearches: [recent, ...s.recentSearches.filter((r) => r.id !== id)].slice(0, MAX_RECENT) };
      }),
    removeRecent: (id) => set((s) => ({ recentSearches: s.recentSearches.filter((r) => r.id !== id) })),
    clearRecent: () => set({ recentSearches: [] }),
    rerunRecent: async (id) => {
      const entry = get().recentSearches.find((r) => r.id === id);
      if (!entry) return;
      if (entry.kind === 'search') {
        await get().runSearch({ query: entry.query, mode: entry.mode, filters: entry.filters });
        return;
      }
      get().setQuery(entry.query);
      if (await get().openPassage(entry.query)) get().recordRecent({ kind: 'passage', query: entry.query });
    },
  });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function readFilters(raw: unknown): SearchFilters | undefined {
  if (!isObject(raw)) return undefined;
  const { book, testament, topK, translation } = raw;
  // Entries saved before themes existed have no `theme`.
  const theme = raw.theme ?? null;
  if (book !== null && typeof book !== 'string') return undefined;
  if (theme !== null && !THEME_IDS.includes(theme as ThemeId)) return undefined;
  if (testament !== null && testament !== 'old' && testament !== 'new') return undefined;
  if (typeof topK !== 'number' || !Number.isFinite(topK)) return undefined;
  if (translation !== 'kjv' && translation !== 'web') return undefined;
  return { book, testament, theme: theme as ThemeId | null, topK: clampTopK(topK), translation };
}

function readRecent(raw: unknown): RecentSearch | undefined {
  if (!isObject(raw) || typeof raw.query !== 'string' || raw.query.trim() === '' || typeof raw.at !== 'string') return undefined;
  if (raw.kind === 'passage') return { id: recentKey({ kind: 'passage', query: raw.query }), kind: 'passage', query: raw.query, at: raw.at };
  const mode = SEARCH_MODES.find((m) => m.id === raw.mode)?.id;
  const filters = readFilters(raw.filters);
  if (raw.kind !== 'search' || !mode || !filters) return undefined;
  const entry = { kind: 'search' as const, query: raw.query, mode, filters, total: typeof raw.total === 'number' ? raw.total : 0 };
  return { ...entry, id: recentKey(entry), at: raw.at };
}

/** Recent searches from storage, keeping only well-formed entries (storage may hold anything). */
export function readPersistedHistory(raw: Record<string, unknown>): Pick<HistorySlice, 'recentSearches'> | Record<string, never> {
  if (!Array.isArray(raw.recentSearches)) return {};
  const recentSearches = raw.recentSearches.map(readRecent).filter((r): r is RecentSearch => r !== undefined);
  return { recentSearches: recentSearches.slice(0, MAX_RECENT) };
}
