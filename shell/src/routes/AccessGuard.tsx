import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH, TOAST_MS, usePlatform, type TRouteMeta } from '@tessera/shared-contracts';
import { useShellT } from '../i18n';
import { showToast } from '../platform/services';

function FreeReject() {
  const t = useShellT();
  const message = t('toast.freeReject');
  // Once per refusal: showToast is stable, unlike the platform object that changes as we navigate away.
  useEffect(() => {
    showToast('info', message, { durationMs: TOAST_MS.freeReject });
  }, [message]);
  return <Navigate to={HOME_PATH} replace />;
}

/** Route access (spec §6): visitors go to login; trial players are refused member features (free_reject). */
export function AccessGuard({ meta, children }: { meta: TRouteMeta; children: ReactNode }) {
  const { session, isRealMember } = usePlatform();
  if (meta.access === 'public') return <>{children}</>;
  if (!session) return <Navigate to={`${LOGIN_PATH}?redirect=${encodeURIComponent(meta.path)}`} replace />;
  if (meta.access === 'realMember' && !isRealMember) return <FreeReject />;
  return <>{children}</>;
}
