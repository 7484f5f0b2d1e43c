import type { AppState } from '../../store/types.ts';

export const selectView = (s: AppState) => s.view;
export const selectDialog = (s: AppState) => s.dialog;
export const selectDialogSection = (s: AppState) => s.dialogSection;
