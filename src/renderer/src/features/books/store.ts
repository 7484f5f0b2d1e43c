import type { ApiClient } from '#shared/contract/index.ts';
import { toApiError } from '../../lib/api.ts';
import type { SliceCreator } from '../../store/types.ts';
import type { BooksSlice } from './state.ts';

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
