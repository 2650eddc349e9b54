import { lazy, Suspense, useEffect } from 'react';
import { TOAST_MS } from '@tessera/contract';
import { ConfirmDialog, ToastHost, useDialogTurn } from '@tessera/ui-kit';
import { bus } from '../bus';
import { i18n, SHELL_NS, useShellT } from '../i18n';
import { dismissToast, showToast } from '../platform/services';
import { useUiStore } from '../stores/ui';
import { PromptDialog } from './PromptDialog';

export function Toasts() {
  const t = useShellT();
  const toasts = useUiStore((s) => s.toasts);
  return <ToastHost toasts={toasts} onDismiss={dismissToast} dismissLabel={t('toast.dismiss')} />;
}

/**
 * The confirm, alert and prompt dialogs remotes open through usePlatform().dialog, one at a time,
 * and in turn with the dialogs that open by themselves (account priority: after a blocking prompt,
 * before marketing popups; docs/decisions/dialogs.md).
 */
export function Dialogs() {
  const t = useShellT();
  const dialog = useUiStore((s) => s.dialogs[0]);
  const close = useUiStore((s) => s.closeDialog);
  const myTurn = useDialogTurn('shell.dialog', 'account', dialog !== undefined);
  if (!dialog || !myTurn) return null;
  if (dialog.kind === 'prompt') return <PromptDialog key={dialog.id} prompt={dialog} onClose={(value) => close(dialog.id, value)} />;
  const common = {
    open: true,
    title: dialog.title,
    message: dialog.message,
    confirmLabel: dialog.confirmLabel ?? t('dialog.confirm'),
    onConfirm: () => close(dialog.id, true),
    'data-testid': 'confirm-dialog',
  };
  if (dialog.kind === 'alert') return <ConfirmDialog {...common} alert />;
  return <ConfirmDialog {...common} cancelLabel={dialog.cancelLabel ?? t('dialog.cancel')} onCancel={() => close(dialog.id, false)} />;
}

/** The referral popup's content (and the API descriptors it reads) loads when it first opens. */
const ReferralContent = lazy(() => import('./ReferralDialog').then((m) => ({ default: m.ReferralDialog })));

/** The referral popup (footer's central button, side menu, header banner). Callers gate it to real members first. */
export function ReferralDialog() {
  const open = useUiStore((s) => s.referralOpen);
  const setOpen = useUiStore((s) => s.setReferral);
  useEffect(() => bus.on('referral.requested', () => setOpen(true)), [setOpen]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReferralContent onClose={() => setOpen(false)} />
    </Suspense>
  );
}

/** Offline and slow-connection notices (spec §8: 'No Internet', 'Slow Connection'). */
export function useNetworkNotices(): void {
  useEffect(() => {
    const t = (key: string) => i18n.t(key, { ns: SHELL_NS });
    const offline = () => showToast('offline', t('network.offline'), { durationMs: TOAST_MS.long });
    const online = () => showToast('info', t('network.online'), { durationMs: TOAST_MS.default });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    if (!navigator.onLine) offline();
    else if (connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') {
      showToast('offline', t('network.slow'), { durationMs: TOAST_MS.short });
    }
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
