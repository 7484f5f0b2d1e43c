import type { ApiClient } from '#shared/contract/index.ts';
import type { ListStudyItemsInput } from '#shared/contract/study.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import { bookOrder } from './format.ts';
import type { StudyFilters, StudySlice } from './state.ts';

/** How many items the Study panel lists at once; a chapter's items are all fetched. */
export const STUDY_PAGE = 200;
const CHAPTER_LIMIT = 1000;

export const NO_STUDY_FILTERS: StudyFilters = { kind: null, tag: null, book: null, color: null, query: '' };

function listInput(f: StudyFilters): ListStudyItemsInput {
  const query = f.query.trim();
  return {
    limit: STUDY_PAGE,
    ...(f.kind && { kind: f.kind }),
    ...(f.tag && { tag: f.tag }),
    ...(f.book && { book: f.book }),
    ...(f.color && { color: f.color }),
    ...(query && { query }),
  };
}

export const createStudySlice =
  (api: ApiClient): SliceCreator<StudySlice> =>
  (set, get) => {
    // Only the newest request of each kind may write its answer: chapters and filters change fast.
    let latestChapter = 0;
    let latestList = 0;

    /** Re-reads whatever shows study items now: the open chapter, and the panel once it was opened. */
    async function refresh(): Promise<void> {
      const chapter = get().chapterStudy;
      await Promise.all([chapter && get().loadChapterStudy(chapter.book, chapter.chapter), get().studyListStatus !== 'idle' && get().loadStudyList()]);
    }

    return {
      chapterStudy: null,
      studySelection: null,
      studyEditor: null,
      studyBusy: false,
      studyError: null,
      studyFilters: NO_STUDY_FILTERS,
      studyItems: [],
      studyTotal: 0,
      studyListStatus: 'idle',
      studyListError: null,
      studyTags: [],
      studyBooks: [],

      loadChapterStudy: async (book, chapter) => {
        const id = ++latestChapter;
        const current = get().chapterStudy;
        if (current?.book !== book || current.chapter !== chapter) {
          set({ chapterStudy: { book, chapter, items: [] }, studySelection: null, studyEditor: null, studyError: null });
        }
        try {
          const { items } = await api['study.listItems']({ book, chapter, limit: CHAPTER_LIMIT });
          if (id === latestChapter) set({ chapterStudy: { book, chapter, items } });
        } catch (err) {
          if (id === latestChapter) set({ studyError: toApiError(err) });
        }
      },

      selectVerse: (verse, extend) =>
        set(({ studySelection: s }) => {
          if (extend && s) return { studySelection: { from: Math.min(s.from, verse), to: Math.max(s.to, verse) }, studyEditor: null };
          const again = s?.from === verse && s.to === verse;
          return { studySelection: again ? null : { from: verse, to: verse }, studyEditor: null, studyError: null };
        }),
      clearVerseSelection: () => set({ studySelection: null, studyEditor: null, studyError: null }),

      openStudyEditor: (kind, item) => {
        const chapter = get().chapterStudy;
        // Editing an item selects its verses, so the tools (and the form) show where it belongs.
        if (item && chapter) {
          const lastVerse = get().readerPassage?.texts.kjv.at(-1)?.verse ?? item.endVerse;
          const from = item.chapter === chapter.chapter ? item.verse : 1;
          const to = item.endChapter === chapter.chapter ? item.endVerse : lastVerse;
          set({ studySelection: { from, to } });
        }
        set({ studyEditor: { kind, item: item ?? null }, studyError: null });
      },
      closeStudyEditor: () => set({ studyEditor: null }),

      saveStudyItem: async (input) => {
        set({ studyBusy: true, studyError: null });
        try {
          await api['study.saveItem'](input);
          set({ studyBusy: false, studyEditor: null });
          await refresh();
          return true;
        } catch (err) {
          set({ studyBusy: false, studyError: toApiError(err) });
          return false;
        }
      },

      deleteStudyItems: async (ids) => {
        set({ studyBusy: true, studyError: null });
        try {
          await Promise.all(ids.map((id) => api['study.deleteItem']({ id })));
          set({ studyBusy: false });
          await refresh();
          return true;
        } catch (err) {
          set({ studyBusy: false, studyError: toApiError(err) });
          await refresh();
          return false;
        }
      },

      setStudyFilters: (patch) => {
        set((s) => ({ studyFilters: { ...s.studyFilters, ...patch } }));
        void get().loadStudyList();
      },

      loadStudyList: async () => {
        const id = ++latestList;
        set({ studyListStatus: 'loading' });
        try {
          // The unfiltered list gives the tags and books to filter by.
          const [filtered, all] = await Promise.all([api['study.listItems'](listInput(get().studyFilters)), api['study.listItems']({ limit: CHAPTER_LIMIT })]);
          if (id !== latestList) return;
          const tags = new Map(all.items.flatMap((item) => item.tags.map((t) => [t.toLowerCase(), t] as const)));
          set({
            studyItems: filtered.items,
            studyTotal: filtered.total,
            studyListStatus: 'ready',
            studyListError: null,
            studyTags: [...tags.values()].sort((a, b) => a.localeCompare(b)),
            studyBooks: bookOrder(all.items),
          });
        } catch (err) {
          if (id === latestList) set({ studyListStatus: 'error', studyListError: toApiError(err) });
        }
      },
    };
  };
