import { useState, type ReactNode } from 'react';
import { SYSTEM_STATUS } from '@tessera/contract';
import { Icon } from '@tessera/ui-kit';
import { fetchStatus } from '../boot/bootData';
import { useShellT } from '../i18n';
import { usePlatformStore } from '../stores/platform';

/** The refusals that mean "this merchant is closed to you" (the API's gated calls, infra/api/src/services/merchantStatus.ts). */
const GATE_CODES: Readonly<Record<string, 1 | 2>> = { MAINTENANCE: 1, REGION_RESTRICTED: 2 };

/**
 * Shows the gate as soon as any call answers MAINTENANCE or REGION_RESTRICTED (an already open tab
 * meets it on its next action): the status becomes the refusal's at once, then the server's own
 * status is read again (its `location.ip`, and a gate that has ended meanwhile). Other codes are ignored.
 */
export function gateOnRefusal(code: string, value: unknown): void {
  const gate = GATE_CODES[code];
  if (gate === undefined) return;
  const { status, setStatus } = usePlatformStore.getState();
  const ip = (value as { ip?: unknown } | null)?.ip;
  if (status && status.status !== gate) {
    setStatus({
      ...status,
      status: gate,
      maintenance: gate === SYSTEM_STATUS.maintenance,
      regionRestriction: gate === SYSTEM_STATUS.regionRestricted || status.regionRestriction,
      location: typeof ip === 'string' ? { ip } : status.location,
    });
  }
  fetchStatus()
    .then((fresh) => usePlatformStore.getState().setStatus(fresh))
    .catch(() => {});
}

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
