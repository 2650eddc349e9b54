import { useEffect } from 'react';
import { Spinner } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import { useUiStore } from '../stores/ui';

/**
 * The blocking loading overlay of usePlatform().loading (spec §8: logout, trial, favourites):
 * it covers the page, takes the pointer, and says what is happening to assistive tech (role
 * status). While it shows, the rest of the page is inert, so keyboard users cannot act behind it.
 */
export function LoadingOverlay() {
  const t = useShellT();
  const { count, message } = useUiStore((s) => s.loading);
  const open = count > 0;

  useEffect(() => {
    if (!open) return;
    const main = document.getElementById('main');
    main?.setAttribute('aria-busy', 'true');
    main?.setAttribute('inert', '');
    const active = document.activeElement;
    if (active instanceof HTMLElement) active.blur();
    return () => {
      main?.removeAttribute('aria-busy');
      main?.removeAttribute('inert');
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="shell-loading" data-testid="loading-overlay" aria-busy="true">
      <div className="shell-loading-box" role="status" aria-live="polite">
        <Spinner size="lg" />
        <span>{message ?? t('toast.pleaseWait')}</span>
      </div>
    </div>
  );
}
