import type { ReadingTranslation, TranslationInfo, Verse } from '#shared/contract/bible.ts';
import type { ApiError } from '../../lib/api.ts';

/** One translation at a time, or several side by side (`readerColumns`). */
export type ReaderLayout = ReadingTranslation | 'both';

/** A chapter as the reading view shows it: the translations on screen, verse-aligned. */
export interface ReaderPassage {
  /** The chapter, e.g. `1 Corinthians 13`. */
  reference: string;
  book: string;
  chapter: number;
  previousChapter?: string;
  nextChapter?: string;
  /** The translations loaded: those shown, and always the KJV (the full verse numbering and the paragraph marks). */
  translations: ReadingTranslation[];
  /** Each loaded translation's verses; the others are empty until shown. A translation may lack a verse. */
  texts: Record<ReadingTranslation, Verse[]>;
}

/** Verses to highlight, inclusive. */
export interface VerseRange {
  from: number;
  to: number;
}

export type ReaderStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface OpenPassageOptions {
  /** Show this translation (kept when translations are shown side by side). */
  translation?: ReadingTranslation;
}

/** The reader's choices that are remembered between sessions. */
export interface PersistedReader {
  readerLayout: ReaderLayout;
  readerColumns: ReadingTranslation[];
}

export interface ReaderSlice extends PersistedReader {
  readerPassage: ReaderPassage | null;
  readerFocus: VerseRange | null;
  readerStatus: ReaderStatus;
  readerError: ApiError | null;
  /** The bundled translations' names and rights notices, loaded once; null until then (or when that failed). */
  readerTranslationInfo: TranslationInfo[] | null;
  /** Opens the chapter around a reference (`John 3:16`, `ps 23`), highlighting its verses. Free. */
  openPassage(reference: string, options?: OpenPassageOptions): Promise<boolean>;
  openChapter(book: string, chapter: number): Promise<boolean>;
  /** Moves to the previous or next chapter, across book boundaries. */
  openNeighbour(direction: 'previous' | 'next'): Promise<boolean>;
  /** One translation, or side by side (the one being read stays in view); loads what the chapter lacks. */
  setReaderLayout(layout: ReaderLayout): void;
  /** Puts a translation in side-by-side column `index` (one shown elsewhere swaps places); null drops the third column. */
  setReaderColumn(index: number, translation: ReadingTranslation | null): void;
  loadReaderTranslationInfo(): Promise<void>;
}
