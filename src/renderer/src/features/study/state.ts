import type { CrossReferencesOutput, ReadingTranslation } from '#shared/contract/bible.ts';
import type { ExportItemsOutput, HighlightColor, SaveStudyItemInput, StudyItem, StudyKind } from '#shared/contract/study.ts';
import type { ApiError } from '../../lib/api.ts';
import type { LoadStatus } from '../credits/state.ts';
import type { VerseRange } from '../reader/state.ts';

/** The study items touching the chapter in the reader, in verse order. */
export interface ChapterStudy {
  book: string;
  chapter: number;
  items: StudyItem[];
}

/** The open form: a new bookmark or note over the selected verses, or an existing item (a highlight's form sets its tags). */
export interface StudyEditor {
  kind: StudyKind;
  item: StudyItem | null;
}

/** How the Study panel's search box searches: the words of notes, labels and tags, or the meaning of notes. */
export type StudySearchBy = 'words' | 'meaning';

/** The Study panel's filters; null (or an empty query) means "any". */
export interface StudyFilters {
  kind: StudyKind | null;
  tag: string | null;
  book: string | null;
  color: HighlightColor | null;
  /** A bookmark folder (compared without case); core lists only its bookmarks. */
  folder: string | null;
  /** Changed from / to these local days (`YYYY-MM-DD` from a date input); null: any. */
  from: string | null;
  to: string | null;
  query: string;
  searchBy: StudySearchBy;
}

/** A verse's cross-references, in the translation the reader shows. */
export interface CrossRefList {
  /** The verse, e.g. `John 3:16`. */
  reference: string;
  translation: ReadingTranslation;
  status: LoadStatus;
  /** Mutual links first, as core ranks them. */
  crossReferences: CrossReferencesOutput['crossReferences'];
  /** How many the verse has in all (more than listed only past `CROSS_REF_LIMIT`). */
  total: number;
  error: ApiError | null;
}

/** A file made for the person to save: an export or a backup. */
export interface StudyFile {
  filename: string;
  mediaType: ExportItemsOutput['mediaType'] | 'application/json';
  content: string;
}

/** What the last export, backup or restore did, in words; errors are alerts. */
export interface StudyFilesNote {
  tone: 'done' | 'error';
  text: string;
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
  /** Every bookmark folder in use. */
  studyFolders: string[];
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
  crossRefs: CrossRefList | null;
  /** Loads a verse's cross-references unless they are already loaded (or loading) in that translation. */
  loadCrossRefs(reference: string, translation: ReadingTranslation): Promise<void>;
  /** An export, backup or restore is under way. */
  studyFilesBusy: boolean;
  studyFilesNote: StudyFilesNote | null;
  /** The items the filters select (a search by words included) as a Markdown or CSV file; null when there are none or it failed. */
  exportStudyItems(format: 'markdown' | 'csv'): Promise<StudyFile | null>;
  /** Every item as the JSON backup file, `scripture-study-backup-YYYY-MM-DD.json`. */
  backUpStudy(): Promise<StudyFile | null>;
  /** Merges a backup file's items (its text as read); nothing is written when the file is refused. */
  restoreStudyBackup(text: string, fileName: string): Promise<boolean>;
}
