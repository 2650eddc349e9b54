import { TOAST_MS, type TDialogOptions, type TToastOptions, type TToastType } from '@tessera/shared-contracts';
import { useUiStore } from '../stores/ui';

let seq = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

export function dismissToast(id: string): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useUiStore.getState().removeToast(id);
}

/** Shows a toast; it closes by itself (default 1.5 s; loading toasts after 10 s at most, spec §9). */
export function showToast(type: TToastType, message: string, options: TToastOptions = {}): string {
  seq += 1;
  const id = `toast-${seq}`;
  useUiStore.getState().addToast({ id, type, message });
  const ms = options.durationMs ?? (type === 'loading' ? TOAST_MS.loadingMax : TOAST_MS.default);
  timers.set(id, setTimeout(() => dismissToast(id), ms));
  return id;
}

function openDialog(kind: 'confirm' | 'alert', options: TDialogOptions): Promise<boolean> {
  seq += 1;
  const id = `dialog-${seq}`;
  return new Promise((resolve) => useUiStore.getState().pushDialog({ id, kind, ...options, resolve }));
}

export const dialogs = {
  confirm: (options: TDialogOptions) => openDialog('confirm', options),
  alert: async (options: TDialogOptions) => {
    await openDialog('alert', options);
  },
};
