import type { SliceCreator } from '../../store/types.ts';
import type { ShellSlice } from './state.ts';

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
