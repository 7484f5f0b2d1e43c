import type { Book, Testament } from '#shared/contract/bible.ts';
import type { AppState } from '../../store/types.ts';

export const selectBooks = (s: AppState) => s.books;

export function findBookByName(books: readonly Book[], name: string | null): Book | undefined {
  return name === null ? undefined : books.find((b) => b.name === name);
}

export function booksOfTestament(books: readonly Book[], testament: Testament): Book[] {
  return books.filter((b) => b.testament === testament);
}
