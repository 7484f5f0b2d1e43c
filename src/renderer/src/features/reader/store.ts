import { SINGLE_CHAPTER_BOOKS } from '#shared/bible/books.ts';
import { formatReference, parseReference } from '#shared/bible/reference.ts';
import type { ApiClient } from '#shared/contract/index.ts';
import { TRANSLATIONS, type ReadingTranslation, type Translation, type Verse } from '#shared/contract/bible.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { OpenPassageOptions, ReaderSlice, VerseRange } from './state.ts';

/** A reference to a whole chapter. In one-chapter books `Jude 1` would mean verse 1, so the book alone is used. */
export function chapterReference(book: string, chapter: number): string {
  return SINGLE_CHAPTER_BOOKS.has(book) ? book : formatReference(book, chapter);
}

export const createReaderSlice =
  (api: ApiClient): SliceCreator<ReaderSlice> =>
  (set, get) => {
    let latest = 0;

    async function load(reference: string, options: OpenPassageOptions): Promise<boolean> {
      const id = ++latest;
      const layout = get().readerLayout;
      set({
        view: 'reader',
        readerStatus: 'loading',
        readerError: null,
        // The reader shows the KJV and the WEB; a passage found in another translation opens in the KJV.
        ...(options.translation && layout !== 'both' && { readerLayout: isTranslation(options.translation) ? options.translation : 'kjv' }),
      });
      try {
        const parsed = parseReference(reference);
        const { start, end } = parsed;
        const wholeChapter = chapterReference(parsed.book.name, start.chapter);
        const focus: VerseRange | null =
          start.verse === undefined ? null : { from: start.verse, to: end.chapter === start.chapter ? (end.verse ?? start.verse) : Number.MAX_SAFE_INTEGER };
        // Both translations are loaded so the toggle is instant. A verse reference is also asked for
        // as typed, so core checks the verse numbers and names what is out of range.
        const [passages] = await Promise.all([
          Promise.all(TRANSLATIONS.map((translation) => api['bible.getVerses']({ reference: wholeChapter, translation }))),
          focus ? api['bible.getVerses']({ reference, translation: 'kjv' }) : undefined,
        ]);
        if (id !== latest) return false;
        const first = passages[0]!;
        const texts = Object.fromEntries(TRANSLATIONS.map((t, i) => [t, passages[i]!.verses])) as Record<Translation, Verse[]>;
        set({
          readerPassage: {
            reference: first.reference,
            book: parsed.book.name,
            chapter: start.chapter,
            ...(first.previousChapter && { previousChapter: first.previousChapter }),
            ...(first.nextChapter && { nextChapter: first.nextChapter }),
            texts,
          },
          readerFocus: focus,
          readerStatus: 'ready',
        });
        // The person's highlights, bookmarks and notes come separately: the text shows without waiting.
        void get().loadChapterStudy(parsed.book.name, start.chapter);
        return true;
      } catch (err) {
        if (id !== latest) return false;
        set({ readerStatus: 'error', readerError: toApiError(err) });
        return false;
      }
    }

    return {
      readerPassage: null,
      readerFocus: null,
      readerLayout: 'kjv',
      readerStatus: 'idle',
      readerError: null,
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
      setReaderLayout: (readerLayout) => set({ readerLayout }),
    };
  };

const isTranslation = (t: ReadingTranslation): t is Translation => (TRANSLATIONS as readonly string[]).includes(t);
