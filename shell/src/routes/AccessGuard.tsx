import { useEffect, type ReactNode } from 'react';
import { accessDecision, PATHS, TOAST_MS, withQuery, type TRouteMeta } from '@tessera/contract';
import { useSession } from '@tessera/platform-sdk';
import { useShellT } from '../i18n';
import { showToast } from '../platform/services';
import { loginPath } from '../platform/sessionActions';
import { Redirect, useLocation } from './router';
import { FIRST_PASSWORD_PATH } from './shellRoutes';

function FreeReject() {
  const t = useShellT();
  const message = t('toast.freeReject');
  // Once per refusal: showToast is stable, unlike the platform object that changes as we navigate away.
  useEffect(() => {
    showToast('info', message, { durationMs: TOAST_MS.freeReject });
  }, [message]);
  return <Redirect to={PATHS.home} />;
}

/**
 * Route access (spec §6) by the same rule as requireLogin/requireRealMember (roles.ts
 * accessDecision): visitors go to login with this page as the return path; trial players are
 * refused member features (free_reject) and go home.
 */
export function AccessGuard({ meta, children }: { meta: TRouteMeta; children: ReactNode }) {
  const { role, session } = useSession();
  const location = useLocation();
  // A password chosen for the member comes first (first-password.md): every page waits for it,
  // and the screen is for nobody else.
  const here = `${location.pathname}${location.search}`;
  if (session?.firstTimeLogin && meta.path !== FIRST_PASSWORD_PATH) return <Redirect to={withQuery(FIRST_PASSWORD_PATH, { redirect: here })} />;
  if (!session?.firstTimeLogin && meta.path === FIRST_PASSWORD_PATH && role !== 'visitor') return <Redirect to={PATHS.home} />;
  const decision = accessDecision(meta.access, role);
  if (decision === 'login') return <Redirect to={loginPath(`${location.pathname}${location.search}`)} />;
  if (decision === 'freeReject') return <FreeReject />;
  return <>{children}</>;
}
