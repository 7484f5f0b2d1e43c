import type { StudyItem } from '#shared/contract/study.ts';
import { bookByIndex, findBook } from '#shared/bible/books.ts';
import { formatRange } from '#shared/bible/reference.ts';
import { timeBounds } from '#shared/dates.ts';
import { AppError } from '#shared/errors.ts';
import { bookRange, splitVerseId, verseId } from '../bible/verse-id.ts';
import type { StudyFilter, StudyRowWithTags } from '../data-db/study-store.ts';

// Between the study's methods and its store: a list's or an export's filter, and a stored row as an item.

export interface FilterInput {
  since?: string;
  until?: string;
  kind?: StudyFilter['kind'];
  tag?: string;
  color?: StudyFilter['color'];
  folder?: string;
  book?: string;
  chapter?: number;
  query?: string;
}

/** The store's filter for a list or an export; undefined when the search has no word (it finds nothing). */
export function filterOf(input: FilterInput, limit: number): StudyFilter | undefined {
  if (input.chapter !== undefined && input.book === undefined) throw new AppError('invalid_request', 'chapter: needs a book', { field: 'chapter' });
  const book = input.book === undefined ? undefined : findBook(input.book);
  if (input.book !== undefined && !book) throw new AppError('not_found', `Unknown book "${input.book}"`, { field: 'book' });
  const within =
    book &&
    (input.chapter === undefined ? bookRange(book.index) : { from: verseId(book.index, input.chapter, 0), to: verseId(book.index, input.chapter, 999) });
  const match = input.query === undefined ? undefined : matchExpression(input.query);
  if (match === '') return undefined;
  const changed = timeBounds(input.since, input.until);
  return {
    ...((changed.from || changed.to) && { changed }),
    ...(input.kind && { kind: input.kind }),
    ...(input.tag && { tag: input.tag }),
    ...(input.color && { color: input.color }),
    ...(input.folder && { folder: input.folder }),
    ...(within && { within }),
    ...(match && { match }),
    byVerse: book !== undefined,
    limit,
  };
}

/**
 * The words of a search as an FTS5 expression: each word quoted (so nothing typed is read as FTS
 * syntax) and matched as a prefix, all of them required. Empty when the text has no word.
 */
export function matchExpression(text: string): string {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 20)
    .map((w) => `"${w}"*`)
    .join(' ');
}

export function toItem(row: StudyRowWithTags): StudyItem {
  const start = splitVerseId(row.start_verse);
  const end = splitVerseId(row.end_verse);
  const book = bookByIndex(start.book);
  if (!book) throw new Error(`study item ${row.id}: no book ${start.book}`);
  return {
    id: row.id,
    kind: row.kind,
    reference: formatRange(book.name, start, end, false),
    book: book.name,
    bookIndex: book.index,
    chapter: start.chapter,
    verse: start.verse,
    endChapter: end.chapter,
    endVerse: end.verse,
    color: row.color,
    label: row.label,
    folder: row.folder,
    text: row.body,
    tags: row.tags,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
