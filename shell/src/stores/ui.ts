import { create } from 'zustand';
import type { TToastType } from '@tessera/contract';
import type { TPromptMode } from '@tessera/platform-sdk';

export interface TToast {
  id: string;
  type: TToastType;
  message: string;
}

interface TDialogBase {
  id: string;
  title: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

export type TDialogRequest =
  | (TDialogBase & { kind: 'confirm' | 'alert'; resolve(confirmed: boolean): void })
  | (TDialogBase & {
      kind: 'prompt';
      mode: TPromptMode;
      label: string;
      placeholder?: string;
      defaultValue?: string;
      maxLength?: number;
      inputMode?: 'text' | 'numeric';
      validate?(value: string): string | null;
      resolve(value: string | null): void;
    });

/** The login modal (spec §4): what runs after a successful login, where the player was when it opened. */
export interface TLoginModal {
  resume?: () => void;
  returnTo: string;
}

interface TUiState {
  sideMenuOpen: boolean;
  referralOpen: boolean;
  /** The login modal over the page, or null (spec §4 "Login modal shown or hidden"). */
  loginModal: TLoginModal | null;
  toasts: TToast[];
  dialogs: TDialogRequest[];
  /** Blocking loading overlay: open while count > 0 (show/hide nest). */
  loading: { count: number; message: string | null };
  /**
   * A remote's header title (usePlatform().ui.setTitle) for the history entry it was set on
   * (`key`, the router's location key), so it lapses by itself when the page changes; null: the
   * route's titleKey.
   */
  titleOverride: { key: string; title: string } | null;
  setSideMenu(open: boolean): void;
  setReferral(open: boolean): void;
  setLoginModal(modal: TLoginModal | null): void;
  addToast(toast: TToast): void;
  removeToast(id: string): void;
  pushDialog(dialog: TDialogRequest): void;
  /** Closes a confirm/alert (true/false) or a prompt (its text, or null when cancelled). */
  closeDialog(id: string, result: boolean | string | null): void;
  setLoading(loading: { count: number; message: string | null }): void;
  setTitleOverride(title: { key: string; title: string } | null): void;
}

/** Open/closed state of the side menu and popups, the toast and dialog queues, the loading overlay and the title override. */
export const useUiStore = create<TUiState>((set, get) => ({
  sideMenuOpen: false,
  referralOpen: false,
  loginModal: null,
  toasts: [],
  dialogs: [],
  loading: { count: 0, message: null },
  titleOverride: null,
  setSideMenu: (sideMenuOpen) => set({ sideMenuOpen }),
  setReferral: (referralOpen) => set({ referralOpen }),
  setLoginModal: (loginModal) => set({ loginModal }),
  addToast: (toast) => set({ toasts: [...get().toasts.filter((t) => t.id !== toast.id), toast] }),
  removeToast: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
  pushDialog: (dialog) => set({ dialogs: [...get().dialogs, dialog] }),
  closeDialog: (id, result) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    set({ dialogs: get().dialogs.filter((d) => d.id !== id) });
    if (!dialog) return;
    if (dialog.kind === 'prompt') dialog.resolve(typeof result === 'string' ? result : null);
    else dialog.resolve(result === true);
  },
  setLoading: (loading) => set({ loading }),
  setTitleOverride: (titleOverride) => set({ titleOverride }),
}));
