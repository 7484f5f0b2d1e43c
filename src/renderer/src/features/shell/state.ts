export type View = 'search' | 'reader' | 'study' | 'plans';
export type DialogName = 'credits' | 'buy' | 'settings';
/** A part of a dialog to bring into view (and focus) as it opens. */
export type DialogSection = 'billing';

export interface ShellSlice {
  /** The main pane: search results, the reading view, the person's study items or the reading plans. */
  view: View;
  dialog: DialogName | null;
  dialogSection: DialogSection | null;
  showView(view: View): void;
  openDialog(dialog: DialogName, section?: DialogSection): void;
  closeDialog(): void;
  /** Loads what every screen needs: the balance, the book list and the state of semantic search and billing. */
  start(): Promise<void>;
}
