import { looksLikeReference } from '#shared/bible/reference.ts';
import { localDate } from '#shared/dates.ts';
import type { ApiClient } from '#shared/contract/index.ts';
import type { AskInput, AskOutput } from '#shared/contract/ask.ts';
import type { BookCount } from '#shared/contract/bible.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import { clampTopK, type SearchFilters } from './filters.ts';
import { countByBook } from './book-groups.ts';
import { modeInfo, modeUsesFilter, type SearchMode } from './modes.ts';
import { looksLikeQuestion } from './question.ts';
import type { ResultVerse, SearchRequest, SearchSlice } from './state.ts';

export const initialFilters: SearchFilters = { book: null, testament: null, theme: null, topK: 10, translation: 'kjv' };

/**
 * The filters a search in `mode` actually applies: the others are kept in the form but not sent, and
 * the number of results is capped at what the mode accepts (Ask cites at most 10 passages).
 */
export function effectiveFilters(mode: SearchMode, filters: SearchFilters): SearchFilters {
  return {
    ...filters,
    book: modeUsesFilter(mode, 'book') ? filters.book : null,
    testament: modeUsesFilter(mode, 'testament') ? filters.testament : null,
    theme: modeUsesFilter(mode, 'theme') ? filters.theme : null,
    topK: Math.min(filters.topK, modeInfo(mode).count.max),
  };
}

const MODE_FILTERS = ['book', 'testament', 'theme'] as const;

/** The form's filters after restoring a request: what the request's mode uses, the form's own values for the rest. */
function restoreFilters(form: SearchFilters, request: SearchRequest): SearchFilters {
  const restored = { ...request.filters };
  for (const filter of MODE_FILTERS) {
    if (!modeUsesFilter(request.mode, filter)) Object.assign(restored, { [filter]: form[filter] });
  }
  return restored;
}

/** What every mode's search yields, whichever core method served it. */
export interface SearchOutcome {
  verses: ResultVerse[];
  total: number;
  bookCounts: BookCount[];
  creditsUsed: number;
  balance: number;
  tookMs: number;
}

/** A question as `bible.ask` takes it: the translation and how many passages it may cite. */
function askInputFor(request: SearchRequest): AskInput {
  const { topK, translation } = effectiveFilters('ask', request.filters);
  // Any translation: core answers in the KJV's or the WEB's words (`ANSWER_TRANSLATIONS`) and says which.
  return { question: request.query, top_k: topK, translation };
}

/**
 * Calls the core method behind each mode (a new mode adds its case here and its entry in `modes.ts`).
 * `ask` is the ask slice's `streamAnswer`: it streams the answer into the store as it is written.
 */
async function searchCall(api: ApiClient, request: SearchRequest, ask: (input: AskInput) => Promise<AskOutput>): Promise<SearchOutcome> {
  const { query } = request;
  const filters = effectiveFilters(request.mode, request.filters);
  switch (request.mode) {
    case 'keyword': {
      const out = await api['bible.search']({
        query,
        top_k: filters.topK,
        translation: filters.translation,
        ...(filters.book !== null && { book: filters.book }),
        ...(filters.testament !== null && { testament: filters.testament }),
      });
      return { ...out, bookCounts: out.byBook };
    }
    case 'semantic': {
      const out = await api['bible.searchSemantic']({
        query,
        top_k: filters.topK,
        translation: filters.translation,
        ...(filters.theme !== null && { theme: filters.theme }),
      });
      // Semantic search ranks the whole Bible; what it returns is what there is to show.
      return { ...out, total: out.verses.length, bookCounts: countByBook(out.verses) };
    }
    case 'ask': {
      // The answer itself lives in the ask slice; what a search records of it is how many passages it cites.
      const out = await ask(askInputFor(request));
      return { verses: [], total: out.citations.length, bookCounts: [], creditsUsed: out.creditsUsed, balance: out.balance, tookMs: out.tookMs };
    }
  }
}

export const createSearchSlice =
  (api: ApiClient): SliceCreator<SearchSlice> =>
  (set, get) => {
    // Only the newest search may write results: an older one finishing late is dropped.
    let latest = 0;

    return {
      query: '',
      mode: 'keyword',
      filters: initialFilters,
      results: [],
      total: 0,
      bookCounts: [],
      resultsBook: null,
      bookChartOpen: true,
      tookMs: null,
      creditsUsed: 0,
      searchStatus: 'idle',
      searchError: null,
      lastSearch: null,
      activeResult: 0,
      questionOffer: null,
      verseOfTheDay: null,

      loadVerseOfTheDay: async () => {
        // The person's own calendar day, so the verse changes at their midnight.
        const date = localDate(new Date());
        try {
          const { verse } = await api['bible.verseOfTheDay']({ date, translation: get().filters.translation });
          set({ verseOfTheDay: verse });
        } catch {
          // A welcome nicety: without it the page is still whole.
          set({ verseOfTheDay: null });
        }
      },

      // The offer is about the text as typed in this mode: changing either withdraws it.
      setQuery: (query) => set({ query, questionOffer: null }),
      setMode: (mode) => set({ mode, questionOffer: null }),
      setFilters: (patch) =>
        set((s) => {
          const filters = { ...s.filters, ...patch };
          if (patch.topK !== undefined) filters.topK = clampTopK(patch.topK);
          // A book outside the chosen testament would match nothing; drop it rather than confuse.
          const book = s.books.find((b) => b.name === filters.book);
          if (patch.testament && book && book.testament !== patch.testament) filters.book = null;
          return { filters };
        }),
      setActiveResult: (activeResult) => set({ activeResult }),

      submitQuery: async () => {
        const query = get().query.trim();
        if (query === '') return;
        if (looksLikeReference(query)) {
          const opened = await get().openPassage(query, { translation: get().filters.translation });
          if (opened) get().recordRecent({ kind: 'passage', query });
          return;
        }
        // Searching a question's words rarely finds its answer; nothing runs (or is charged) until the person chooses.
        if (get().mode !== 'ask' && looksLikeQuestion(query)) {
          set({ questionOffer: query });
          return;
        }
        await get().runSearch();
      },

      acceptQuestionOffer: async (choice) => {
        const s = get();
        if (s.questionOffer === null) return;
        await s.runSearch({ query: s.questionOffer, mode: choice === 'ask' ? 'ask' : s.mode, filters: s.filters });
      },

      narrowToBook: async (book) => {
        const last = get().lastSearch;
        if (!last) return;
        if (last.mode === 'semantic') {
          set({ resultsBook: book, activeResult: 0 });
          return;
        }
        if (!modeUsesFilter(last.mode, 'book') || last.filters.book === book) return;
        await get().runSearch({ ...last, filters: { ...last.filters, book } });
      },

      setBookChartOpen: (bookChartOpen) => set({ bookChartOpen }),

      runSearch: async (request) => {
        const s = get();
        const req: SearchRequest = request ?? { query: s.query.trim(), mode: s.mode, filters: s.filters };
        if (req.query === '') return;
        // A search that would take the balance below the person's threshold asks first (see features/credits).
        if (!(await get().confirmLowBalance(get().costs[modeInfo(req.mode).operation]))) return;
        const id = ++latest;
        get().clearSimilar();
        set({
          query: req.query,
          mode: req.mode,
          filters: restoreFilters(s.filters, req),
          view: 'search',
          searchStatus: 'loading',
          searchError: null,
          questionOffer: null,
          resultsBook: null,
          lastSearch: { ...req, filters: effectiveFilters(req.mode, req.filters) },
        });
        try {
          const out = await searchCall(api, req, (input) => get().streamAnswer(input, () => id === latest));
          if (id !== latest) return;
          set({
            results: out.verses,
            total: out.total,
            bookCounts: out.bookCounts,
            tookMs: out.tookMs,
            creditsUsed: out.creditsUsed,
            searchStatus: 'done',
            activeResult: 0,
          });
          get().setBalance(out.balance);
          get().recordRecent({ kind: 'search', query: req.query, mode: req.mode, filters: effectiveFilters(req.mode, req.filters), total: out.total });
        } catch (err) {
          if (id !== latest) return;
          const error = toApiError(err);
          set({ results: [], total: 0, bookCounts: [], tookMs: null, creditsUsed: 0, searchStatus: 'error', searchError: error });
          if (typeof error.details.balance === 'number') get().setBalance(error.details.balance);
        }
      },
    };
  };
