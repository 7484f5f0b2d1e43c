import type { Book } from '#shared/contract/bible.ts';
import type { ApiError } from '../../lib/api.ts';

export interface BooksSlice {
  /** The 66 books in canonical order, with chapter counts (for filters and pickers). */
  books: Book[];
  booksError: ApiError | null;
  loadBooks(): Promise<void>;
}
