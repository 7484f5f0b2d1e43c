import type { AppState } from '../../store/types.ts';

export const selectChapterStudy = (s: AppState) => s.chapterStudy;
export const selectStudySelection = (s: AppState) => s.studySelection;
export const selectStudyEditor = (s: AppState) => s.studyEditor;
export const selectStudyBusy = (s: AppState) => s.studyBusy;
export const selectStudyError = (s: AppState) => s.studyError;
export const selectStudyFilters = (s: AppState) => s.studyFilters;
export const selectStudyItems = (s: AppState) => s.studyItems;
export const selectStudyTotal = (s: AppState) => s.studyTotal;
export const selectStudyListStatus = (s: AppState) => s.studyListStatus;
export const selectStudyListError = (s: AppState) => s.studyListError;
export const selectStudyTags = (s: AppState) => s.studyTags;
export const selectStudyBooks = (s: AppState) => s.studyBooks;
export const selectStudyFolders = (s: AppState) => s.studyFolders;

/** The chapter's items, only while they belong to the passage in the reader. */
export const selectReaderStudyItems = (s: AppState) =>
  s.chapterStudy && s.readerPassage && s.chapterStudy.book === s.readerPassage.book && s.chapterStudy.chapter === s.readerPassage.chapter
    ? s.chapterStudy.items
    : null;
export const selectCrossRefs = (s: AppState) => s.crossRefs;
export const selectStudyFilesBusy = (s: AppState) => s.studyFilesBusy;
export const selectStudyFilesNote = (s: AppState) => s.studyFilesNote;
