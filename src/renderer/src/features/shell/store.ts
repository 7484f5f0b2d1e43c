import type { SliceCreator } from '../../store/types.ts';

export type View = 'search' | 'reader';
export type DialogName = 'credits' | 'buy' | 'settings';
/** A part of a dialog to bring into view (and focus) as it opens. */
export type DialogSection = 'billing';

export interface ShellSlice {
  /** The main pane: search results or the reading view. */
  view: View;
  dialog: DialogName | null;
  dialogSection: DialogSection | null;
  showView(view: View): void;
  openDialog(dialog: DialogName, section?: DialogSection): void;
  closeDialog(): void;
  /** Loads what every screen needs: the balance, the book list and the state of semantic search and billing. */
  start(): Promise<void>;
}

export const createShellSlice: SliceCreator<ShellSlice> = (set, get) => ({
  view: 'search',
  dialog: null,
  dialogSection: null,
  showView: (view) => set({ view }),
  openDialog: (dialog, section) => set({ dialog, dialogSection: section ?? null }),
  closeDialog: () => set({ dialog: null, dialogSection: null }),
  start: async () => {
    await Promise.all([get().refreshBalance(), get().loadBooks(), get().refreshSemanticStatus(), get().refreshBillingStatus()]);
  },
});
