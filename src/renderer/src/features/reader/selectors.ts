import type { AppState } from '../../store/types.ts';

export const selectReaderPassage = (s: AppState) => s.readerPassage;
export const selectReaderFocus = (s: AppState) => s.readerFocus;
export const selectReaderLayout = (s: AppState) => s.readerLayout;
export const selectReaderColumns = (s: AppState) => s.readerColumns;
export const selectReaderTranslationInfo = (s: AppState) => s.readerTranslationInfo;
export const selectReaderStatus = (s: AppState) => s.readerStatus;
export const selectReaderError = (s: AppState) => s.readerError;
export const selectPreviousChapter = (s: AppState) => s.readerPassage?.previousChapter ?? null;
export const selectNextChapter = (s: AppState) => s.readerPassage?.nextChapter ?? null;
