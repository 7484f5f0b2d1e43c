import type { SliceCreator } from '../../store/types.ts';

export type View = 'search' | 'reader';
export type DialogName = 'credits' | 'settings';

export interface ShellSlice {
  /** The main pane: search results or the reading view. */
  view: View;
  dialog: DialogName | null;
  showView(view: View): void;
  openDialog(dialog: DialogName): void;
  closeDialog(): void;
  /** Loads what every screen needs: the balance and the book list. */
  start(): Promise<void>;
}

export const createShellSlice: SliceCreator<ShellSlice> = (set, get) => ({
  view: 'search',
  dialog: null,
  showView: (view) => set({ view }),
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
  start: async () => {
    await Promise.all([get().refreshBalance(), get().loadBooks()]);
  },
});
