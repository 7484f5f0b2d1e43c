import type { ReadingTranslation, Translation, Verse } from '#shared/contract/bible.ts';
import type { ApiError } from '../../lib/api.ts';

/** One translation at a time, or both side by side. */
export type ReaderLayout = Translation | 'both';

/** A chapter as the reading view shows it: every bundled translation, verse-aligned. */
export interface ReaderPassage {
  /** The chapter, e.g. `1 Corinthians 13`. */
  reference: string;
  book: string;
  chapter: number;
  previousChapter?: string;
  nextChapter?: string;
  texts: Record<Translation, Verse[]>;
}

/** Verses to highlight, inclusive. */
export interface VerseRange {
  from: number;
  to: number;
}

export type ReaderStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface OpenPassageOptions {
  /** Show this translation (kept when both are shown side by side). */
  translation?: ReadingTranslation;
}

export interface ReaderSlice {
  readerPassage: ReaderPassage | null;
  readerFocus: VerseRange | null;
  readerLayout: ReaderLayout;
  readerStatus: ReaderStatus;
  readerError: ApiError | null;
  /** Opens the chapter around a reference (`John 3:16`, `ps 23`), highlighting its verses. Free. */
  openPassage(reference: string, options?: OpenPassageOptions): Promise<boolean>;
  openChapter(book: string, chapter: number): Promise<boolean>;
  /** Moves to the previous or next chapter, across book boundaries. */
  openNeighbour(direction: 'previous' | 'next'): Promise<boolean>;
  setReaderLayout(layout: ReaderLayout): void;
}
