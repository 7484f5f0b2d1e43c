import type { HighlightColor, SaveStudyItemInput, StudyItem, StudyKind } from '#shared/contract/study.ts';
import type { ApiError } from '../../lib/api.ts';
import type { LoadStatus } from '../credits/state.ts';
import type { VerseRange } from '../reader/state.ts';

/** The study items touching the chapter in the reader, in verse order. */
export interface ChapterStudy {
  book: string;
  chapter: number;
  items: StudyItem[];
}

/** The open bookmark or note form: a new item over the selected verses, or an existing one. */
export interface StudyEditor {
  kind: 'bookmark' | 'note';
  item: StudyItem | null;
}

/** The Study panel's filters; null (or an empty query) means "any". */
export interface StudyFilters {
  kind: StudyKind | null;
  tag: string | null;
  book: string | null;
  color: HighlightColor | null;
  query: string;
}

export interface StudySlice {
  chapterStudy: ChapterStudy | null;
  /** Verses chosen in the reader for the study tools, inclusive. */
  studySelection: VerseRange | null;
  studyEditor: StudyEditor | null;
  /** A save or delete is under way. */
  studyBusy: boolean;
  /** The last failure in the reader (loading a chapter's items, saving, deleting). */
  studyError: ApiError | null;
  studyFilters: StudyFilters;
  studyItems: StudyItem[];
  /** How many match the filters in all (`studyItems` holds at most one page). */
  studyTotal: number;
  studyListStatus: LoadStatus;
  studyListError: ApiError | null;
  /** Every tag and book in use, for the panel's filters. */
  studyTags: string[];
  studyBooks: string[];
  /** Loads the items touching a chapter; a different chapter also drops the selection. */
  loadChapterStudy(book: string, chapter: number): Promise<void>;
  /** Selects one verse (again: deselects it), or with `extend` stretches the selection to it. */
  selectVerse(verse: number, extend: boolean): void;
  clearVerseSelection(): void;
  openStudyEditor(kind: StudyEditor['kind'], item?: StudyItem): void;
  closeStudyEditor(): void;
  /** Saves a highlight, bookmark or note, then refreshes what shows it. */
  saveStudyItem(input: SaveStudyItemInput): Promise<boolean>;
  deleteStudyItems(ids: readonly string[]): Promise<boolean>;
  setStudyFilters(patch: Partial<StudyFilters>): void;
  loadStudyList(): Promise<void>;
}
