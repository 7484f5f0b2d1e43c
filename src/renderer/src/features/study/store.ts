import type { Translation } from '#shared/contract/bible.ts';
import { localDayRange } from '#shared/dates.ts';
import type { ApiClient, MethodInput } from '#shared/contract/index.ts';
import type { ExportItemsInput, ListStudyItemsInput } from '#shared/contract/study.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import { bookOrder, folderNames } from './format.ts';
import type { StudyFilters, StudySlice } from './state.ts';
import { backupFileName, importSummary, itemCount, readJson, restoreRefusal } from './study-files.ts';

/** How many items the Study panel lists at once; a chapter's items are all fetched. */
export const STUDY_PAGE = 200;
const CHAPTER_LIMIT = 1000;
/** Core's most: every cross-reference of almost any verse (John 3:16 has 80). */
export const CROSS_REF_LIMIT = 500;

export const NO_STUDY_FILTERS: StudyFilters = {
  kind: null,
  tag: null,
  book: null,
  color: null,
  folder: null,
  from: null,
  to: null,
  query: '',
  searchBy: 'words',
};

/** The filters other than the search, as core takes them. */
function filterInput(f: StudyFilters) {
  return {
    ...(f.kind && { kind: f.kind }),
    ...(f.tag && { tag: f.tag }),
    ...(f.book && { book: f.book }),
    ...(f.color && { color: f.color }),
    // Core keeps to the folder's bookmarks (the other kinds have no folder and match nothing).
    ...(f.folder && { folder: f.folder }),
    ...localDayRange(f.from, f.to),
  };
}

function listInput(f: StudyFilters): ListStudyItemsInput {
  const query = f.query.trim();
  return { limit: STUDY_PAGE, ...filterInput(f), ...(query && (f.searchBy === 'meaning' ? { meaning: query } : { query })) };
}

/** An export takes the list's filters and words; it has no ranking by meaning, so that search is left out. */
function exportInput(f: StudyFilters, format: ExportItemsInput['format'], translation: Translation): ExportItemsInput {
  const query = f.searchBy === 'words' ? f.query.trim() : '';
  return { format, translation, ...filterInput(f), ...(query && { query }) };
}

export const createStudySlice =
  (api: ApiClient): SliceCreator<StudySlice> =>
  (set, get) => {
    // Only the newest request of each kind may write its answer: chapters and filters change fast.
    let latestChapter = 0;
    let latestList = 0;
    let latestCrossRefs = 0;

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
      studyFolders: [],
      crossRefs: null,
      studyFilesBusy: false,
      studyFilesNote: null,

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
          // The unfiltered list gives the tags, books and folders to filter by.
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
            studyFolders: folderNames(all.items),
          });
        } catch (err) {
          if (id === latestList) set({ studyListStatus: 'error', studyListError: toApiError(err) });
        }
      },

      loadCrossRefs: async (reference, translation) => {
        const current = get().crossRefs;
        if (current?.reference === reference && current.translation === translation && current.status !== 'error') return;
        const id = ++latestCrossRefs;
        const base = { reference, translation, crossReferences: [], total: 0, error: null };
        set({ crossRefs: { ...base, status: 'loading' } });
        try {
          const { crossReferences, total } = await api['bible.getCrossReferences']({ reference, translation, limit: CROSS_REF_LIMIT });
          if (id === latestCrossRefs) set({ crossRefs: { ...base, status: 'ready', crossReferences, total } });
        } catch (err) {
          if (id === latestCrossRefs) set({ crossRefs: { ...base, status: 'error', error: toApiError(err) } });
        }
      },

      exportStudyItems: async (format) => {
        set({ studyFilesBusy: true, studyFilesNote: null });
        try {
          const file = await api['study.exportItems'](exportInput(get().studyFilters, format, get().defaultTranslation));
          const text = file.count === 0 ? 'Nothing to export: no items match these filters.' : `Exported ${itemCount(file.count)} to ${file.filename}.`;
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'done', text } });
          return file.count === 0 ? null : file;
        } catch (err) {
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'error', text: `The export failed: ${toApiError(err).message}` } });
          return null;
        }
      },

      backUpStudy: async () => {
        set({ studyFilesBusy: true, studyFilesNote: null });
        try {
          const backup = await api['study.exportBackup']({});
          const filename = backupFileName(new Date(backup.exportedAt));
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'done', text: `Backed up ${itemCount(backup.items.length)} to ${filename}.` } });
          return { filename, mediaType: 'application/json', content: `${JSON.stringify(backup, null, 2)}\n` };
        } catch (err) {
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'error', text: `The backup failed: ${toApiError(err).message}` } });
          return null;
        }
      },

      restoreStudyBackup: async (text, fileName) => {
        const content = readJson(text);
        if (content === undefined) {
          set({ studyFilesNote: { tone: 'error', text: restoreRefusal(fileName, content) } });
          return false;
        }
        set({ studyFilesBusy: true, studyFilesNote: null });
        try {
          // Core checks the whole file (and every reference in it) before it writes anything.
          const result = await api['study.importBackup'](content as MethodInput<'study.importBackup'>);
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'done', text: importSummary(result) } });
          await refresh();
          return true;
        } catch (err) {
          set({ studyFilesBusy: false, studyFilesNote: { tone: 'error', text: restoreRefusal(fileName, content, toApiError(err)) } });
          return false;
        }
      },
    };
  };
