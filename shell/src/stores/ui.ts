import { create } from 'zustand';
import type { TToastType } from '@tessera/shared-contracts';

export interface TToast {
  id: string;
  type: TToastType;
  message: string;
}

export interface TDialogRequest {
  id: string;
  kind: 'confirm' | 'alert';
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve(confirmed: boolean): void;
}

interface TUiState {
  sideMenuOpen: boolean;
  referralOpen: boolean;
  toasts: TToast[];
  dialogs: TDialogRequest[];
  setSideMenu(open: boolean): void;
  setReferral(open: boolean): void;
  addToast(toast: TToast): void;
  removeToast(id: string): void;
  pushDialog(dialog: TDialogRequest): void;
  closeDialog(id: string, confirmed: boolean): void;
}

/** Open/closed state of the side menu and popups, plus the toast and dialog queues. */
export const useUiStore = create<TUiState>((set, get) => ({
  sideMenuOpen: false,
  referralOpen: false,
  toasts: [],
  dialogs: [],
  setSideMenu: (sideMenuOpen) => set({ sideMenuOpen }),
  setReferral: (referralOpen) => set({ referralOpen }),
  addToast: (toast) => set({ toasts: [...get().toasts.filter((t) => t.id !== toast.id), toast] }),
  removeToast: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  pushDialog: (dialog) => set({ dialogs: [...get().dialogs, dialog] }),
  closeDialog: (id, confirmed) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    set({ dialogs: get().dialogs.filter((d) => d.id !== id) });
    dialog?.resolve(confirmed);
  },
}));
