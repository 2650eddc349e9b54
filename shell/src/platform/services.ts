import { TIMING_MS, TOAST_MS, type TToastType } from '@tessera/contract';
import { type TDialogOptions, type TPlatformDialog, type TPlatformLoading, type TPromptOptions, type TToastOptions } from '@tessera/platform-sdk';
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
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
  return id;
}

function openDialog(kind: 'confirm' | 'alert', options: TDialogOptions): Promise<boolean> {
  seq += 1;
  const id = `dialog-${seq}`;
  return new Promise((resolve) => useUiStore.getState().pushDialog({ id, kind, ...options, resolve }));
}

/** Confirm, alert and prompt dialogs (usePlatform().dialog), shown one at a time in order. */
export const dialogs: TPlatformDialog = {
  confirm: (options) => openDialog('confirm', options),
  alert: async (options) => {
    await openDialog('alert', options);
  },
  prompt: (options: TPromptOptions) => {
    seq += 1;
    const id = `dialog-${seq}`;
    return new Promise<string | null>((resolve) => useUiStore.getState().pushDialog({ id, kind: 'prompt', ...options, resolve }));
  },
};

let loadingTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The blocking loading overlay (spec §8: logout, trial, favourites). show/hide nest, so two
 * actions running at once keep it up until both end; it never stays longer than
 * TIMING_MS.loadingMax (9999 ms) after the last show, whatever a caller forgets.
 */
export const loading: TPlatformLoading = {
  show: (message) => {
    const { count } = useUiStore.getState().loading;
    useUiStore.getState().setLoading({ count: count + 1, message: message ?? null });
    clearTimeout(loadingTimer);
    loadingTimer = setTimeout(() => useUiStore.getState().setLoading({ count: 0, message: null }), TIMING_MS.loadingMax);
  },
  hide: () => {
    const { count, message } = useUiStore.getState().loading;
    const next = Math.max(0, count - 1);
    useUiStore.getState().setLoading({ count: next, message: next > 0 ? message : null });
    if (next === 0) clearTimeout(loadingTimer);
  },
};
