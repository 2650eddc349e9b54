import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { HOME_PATH, LOGIN_PATH, TOAST_MS, usePlatform, type TRouteMeta } from '@tessera/shared-contracts';
import { useShellT } from '../i18n';

function FreeReject() {
  const t = useShellT();
  const { toast } = usePlatform();
  const message = t('toast.freeReject');
  // Once per refusal, not once per render.
  useEffect(() => {
    toast.show('info', message, { durationMs: TOAST_MS.freeReject });
  }, [toast, message]);
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
