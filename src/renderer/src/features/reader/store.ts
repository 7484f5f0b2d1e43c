import { SINGLE_CHAPTER_BOOKS } from '#shared/bible/books.ts';
import { formatReference, parseReference } from '#shared/bible/reference.ts';
import type { ApiClient } from '#shared/contract/index.ts';
import { READING_TRANSLATIONS, type ReadingTranslation, type Verse } from '#shared/contract/bible.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import { columnsKeeping, DEFAULT_COLUMNS, placeColumn, shownTranslations } from './layout.ts';
import type { OpenPassageOptions, ReaderPassage, ReaderSlice, VerseRange } from './state.ts';

/** A reference to a whole chapter. In one-chapter books `Jude 1` would mean verse 1, so the book alone is used. */
export function chapterReference(book: string, chapter: number): string {
  return SINGLE_CHAPTER_BOOKS.has(book) ? book : formatReference(book, chapter);
}

const noTexts = () => Object.fromEntries(READING_TRANSLATIONS.map((t) => [t, []])) as unknown as Record<ReadingTranslation, Verse[]>;

export const createReaderSlice =
  (api: ApiClient): SliceCreator<ReaderSlice> =>
  (set, get) => {
    let latest = 0;
    /** The reference last asked for, and the one the passage on screen was opened with (for its highlighted verses). */
    let pending = '';
    let shown = '';
    let translationInfo: Promise<void> | null = null;

    async function load(reference: string, options: OpenPassageOptions): Promise<boolean> {
      const id = ++latest;
      pending = reference;
      set({
        view: 'reader',
        readerStatus: 'loading',
        readerError: null,
        ...(options.translation && get().readerLayout !== 'both' && { readerLayout: options.translation }),
      });
      try {
        const parsed = parseReference(reference);
        const { start, end } = parsed;
        const wholeChapter = chapterReference(parsed.book.name, start.chapter);
        const focus: VerseRange | null =
          start.verse === undefined ? null : { from: start.verse, to: end.chapter === start.chapter ? (end.verse ?? start.verse) : Number.MAX_SAFE_INTEGER };
        // Only the translations shown are fetched, and the KJV: its numbering is the full one and only
        // it marks paragraphs. Texts already here for this chapter are kept. A verse reference is also
        // asked for as typed, so core checks the verse numbers and names what is out of range.
        const current = get().readerPassage;
        const reuse = current?.book === parsed.book.name && current.chapter === start.chapter ? current : null;
        const wanted = [...new Set<ReadingTranslation>(['kjv', ...shownTranslations(get().readerLayout, get().readerColumns)])];
        const missing = wanted.filter((t) => !reuse?.translations.includes(t));
        const [fetched] = await Promise.all([
          Promise.all(missing.map((translation) => api['bible.getVerses']({ reference: wholeChapter, translation }))),
          focus ? api['bible.getVerses']({ reference, translation: 'kjv' }) : undefined,
        ]);
        if (id !== latest) return false;
        const texts = { ...(reuse?.texts ?? noTexts()) };
        missing.forEach((t, i) => (texts[t] = fetched[i]!.verses));
        const about = fetched[0] ?? reuse!;
        const passage: ReaderPassage = {
          reference: about.reference,
          book: parsed.book.name,
          chapter: start.chapter,
          ...(about.previousChapter && { previousChapter: about.previousChapter }),
          ...(about.nextChapter && { nextChapter: about.nextChapter }),
          translations: [...new Set([...(reuse?.translations ?? []), ...missing])],
          texts,
        };
        shown = reference;
        set({ readerPassage: passage, readerFocus: focus, readerStatus: 'ready' });
        // The person's highlights, bookmarks and notes come separately: the text shows without waiting.
        void get().loadChapterStudy(parsed.book.name, start.chapter);
        return true;
      } catch (err) {
        if (id !== latest) return false;
        set({ readerStatus: 'error', readerError: toApiError(err) });
        return false;
      }
    }

    /** After the translations shown change: fetches those the chapter lacks (or asks again for the one on its way). */
    function loadShown(): void {
      const { readerPassage: passage, readerStatus: status, readerLayout, readerColumns } = get();
      if (status === 'loading') {
        void load(pending, {});
        return;
      }
      if (passage && !shownTranslations(readerLayout, readerColumns).every((t) => passage.translations.includes(t))) void load(shown, {});
    }

    return {
      readerPassage: null,
      readerFocus: null,
      readerLayout: 'kjv',
      readerColumns: [...DEFAULT_COLUMNS],
      readerStatus: 'idle',
      readerError: null,
      readerTranslationInfo: null,
      openPassage: (reference, options = {}) => load(reference, options),
      openChapter: (book, chapter) => load(chapterReference(book, chapter), {}),
      openNeighbour: async (direction) => {
        const passage = get().readerPassage;
        const link = direction === 'previous' ? passage?.previousChapter : passage?.nextChapter;
        if (!link) return false;
        // Core names neighbours as `Book N`; parse it rather than reuse it, for one-chapter books.
        const { book, start } = parseReference(link);
        return load(chapterReference(book.name, start.chapter), {});
      },
      setReaderLayout: (readerLayout) => {
        const { readerLayout: was, readerColumns } = get();
        set(readerLayout === 'both' && was !== 'both' ? { readerLayout, readerColumns: columnsKeeping(readerColumns, was) } : { readerLayout });
        loadShown();
      },
      setReaderColumn: (index, translation) => {
        set({ readerColumns: placeColumn(get().readerColumns, index, translation) });
        loadShown();
      },
      loadReaderTranslationInfo: async () => {
        // Loaded once; after a failure the short names stay, and it is tried again next time.
        translationInfo ??= api['bible.listTranslations']({}).then(
          ({ translations }) => void set({ readerTranslationInfo: translations }),
          () => {
            translationInfo = null;
          },
        );
        await translationInfo;
      },
    };
  };
