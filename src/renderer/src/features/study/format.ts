import { formatRange } from '#shared/bible/reference.ts';
import type { HighlightColor, StudyItem, StudyKind } from '#shared/contract/study.ts';
import type { VerseRange } from '../reader/state.ts';

export const KIND_NAMES: Record<StudyKind, string> = { highlight: 'Highlight', bookmark: 'Bookmark', note: 'Note' };
export const KIND_PLURALS: Record<StudyKind, string> = { highlight: 'Highlights', bookmark: 'Bookmarks', note: 'Notes' };
export const COLOR_NAMES: Record<HighlightColor, string> = { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink', purple: 'Purple' };

/** `faith, John, prayer ` → `['faith', 'John', 'prayer']`: tags are typed comma-separated. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** The bookmark folders in use, each once (compared without case, the first spelling kept), in alphabetical order. */
export function folderNames(items: readonly StudyItem[]): string[] {
  const folders = new Map<string, string>();
  for (const { folder } of items) if (folder && !folders.has(folder.toLowerCase())) folders.set(folder.toLowerCase(), folder);
  return [...folders.values()].sort((a, b) => a.localeCompare(b));
}

/** The selected verses of a chapter as a reference core understands: `John 3:16`, `John 3:16-18`. */
export function selectionReference(book: string, chapter: number, range: VerseRange): string {
  return formatRange(book, { chapter, verse: range.from }, { chapter, verse: range.to }, false);
}

/** The books that have items, in canonical order. */
export function bookOrder(items: readonly StudyItem[]): string[] {
  const books = new Map(items.map((item) => [item.book, item.bookIndex]));
  return [...books].sort((a, b) => a[1] - b[1]).map(([book]) => book);
}

/** A note's first words on one line, for lists. */
export function excerpt(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
