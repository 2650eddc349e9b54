import { useEffect } from 'react';
import { TOAST_MS, usePlatform } from '@tessera/shared-contracts';
import { ConfirmDialog, Dialog, ToastHost } from '@tessera/ui-kit';
import { bus } from '../bus';
import { i18n, SHELL_NS, useShellT } from '../i18n';
import { dismissToast, showToast } from '../platform/services';
import { useUiStore } from '../stores/ui';

export function Toasts() {
  const t = useShellT();
  const toasts = useUiStore((s) => s.toasts);
  return <ToastHost toasts={toasts} onDismiss={dismissToast} dismissLabel={t('toast.dismiss')} />;
}

/** The confirm/alert dialogs remotes open through usePlatform().dialog, one at a time. */
export function Dialogs() {
  const t = useShellT();
  const dialog = useUiStore((s) => s.dialogs[0]);
  const close = useUiStore((s) => s.closeDialog);
  if (!dialog) return null;
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

/** The referral popup of the footer's central button. The invite link is this site with the member's code. */
export function ReferralDialog() {
  const t = useShellT();
  const open = useUiStore((s) => s.referralOpen);
  const setOpen = useUiStore((s) => s.setReferral);
  const { session } = usePlatform();
  useEffect(() => bus.on('referral.requested', () => setOpen(true)), [setOpen]);
  if (!open) return null;
  const link = `${window.location.origin}/m/register?affiliateCode=${encodeURIComponent(session?.userName ?? '')}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('referral.copied'), { durationMs: TOAST_MS.default });
    } catch {
      showToast('fail', link, { durationMs: TOAST_MS.long });
    }
  };
  return (
    <Dialog open title={t('referral.title')} onClose={() => setOpen(false)} closeLabel={t('dialog.close')}>
      <p>{t('referral.text')}</p>
      <p className="shell-referral-link">{link}</p>
      <button type="button" className="shell-btn shell-btn-primary" onClick={() => void copy()}>
        {t('referral.copy')}
      </button>
    </Dialog>
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
