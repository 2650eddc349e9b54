import { useState, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@tessera/contract';
import { Icon } from '@tessera/ui-kit';
import { fetchStatus } from '../boot/bootData';
import { useShellT } from '../i18n';
import { usePlatformStore } from '../stores/platform';

/**
 * System-status gate (spec §2, §4): 0 renders the app; 1 (maintenance, also when both apply) and
 * 2 (region restriction only) replace it with a page that says why and can check again.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const t = useShellT();
  const status = usePlatformStore((s) => s.status);
  const setStatus = usePlatformStore((s) => s.setStatus);
  const [checking, setChecking] = useState(false);
  const code = status?.status ?? SYSTEM_STATUS.normal;
  if (code === SYSTEM_STATUS.normal) return <>{children}</>;
  const maintenance = code === SYSTEM_STATUS.maintenance;
  const retry = () => {
    setChecking(true);
    fetchStatus()
      .then(setStatus)
      .catch(() => {})
      .finally(() => setChecking(false));
  };
  return (
    <main className="shell-gate" data-testid="status-gate" data-status={code}>
      <div className="shell-gate-icon">
        <Icon name="alert" size={48} />
      </div>
      <h1>{t(maintenance ? 'status.maintenanceTitle' : 'status.restrictedTitle')}</h1>
      <p>{t(maintenance ? 'status.maintenance' : 'status.restricted')}</p>
      {status?.location.ip ? <p className="shell-gate-ip">{t('status.yourIp', { ip: status.location.ip })}</p> : null}
      <button type="button" className="shell-btn shell-btn-primary" onClick={retry} disabled={checking} aria-busy={checking}>
        {t('status.retry')}
      </button>
    </main>
  );
}
