import type { ApiClient } from '#shared/contract/index.ts';
import type { Book } from '#shared/contract/bible.ts';
import { toApiError, type ApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';

export interface BooksSlice {
  /** The 66 books in canonical order, with chapter counts (for filters and pickers). */
  books: Book[];
  booksError: ApiError | null;
  loadBooks(): Promise<void>;
}

export const createBooksSlice =
  (api: ApiClient): SliceCreator<BooksSlice> =>
  (set, get) => ({
    books: [],
    booksError: null,
    loadBooks: async () => {
      if (get().books.length > 0) return;
      try {
        const { books } = await api['bible.listBooks']({});
        set({ books, booksError: null });
      } catch (err) {
        set({ booksError: toApiError(err) });
      }
    },
  });
