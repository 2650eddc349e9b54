import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PATHS } from '@tessera/contract';
import { useShellT } from '../i18n';
import { PageLoading } from '../remotes/RemoteRoute';
import { FIRST_PASSWORD_PATH, RESET_PASSWORD_PATH } from '../routes/shellRoutes';

// The shell's own screens (ARCHITECTURE "Route ownership"), each loaded when first opened so the
// shell's first load stays small.
const screens: Record<string, LazyExoticComponent<ComponentType>> = {
  [PATHS.login]: lazy(() => import('./accounts/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
  [PATHS.register]: lazy(() => import('./accounts/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  [PATHS.registerHtml]: lazy(() => import('./accounts/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  [PATHS.forget]: lazy(() => import('./accounts/ForgetScreen').then((m) => ({ default: m.ForgetScreen }))),
  [RESET_PASSWORD_PATH]: lazy(() => import('./accounts/ResetPasswordScreen').then((m) => ({ default: m.ResetPasswordScreen }))),
  [PATHS.changePassword]: lazy(() => import('./accounts/ChangePasswordScreen').then((m) => ({ default: m.ChangePasswordScreen }))),
  [PATHS.trial]: lazy(() => import('./accounts/TrialScreen').then((m) => ({ default: m.TrialScreen }))),
  [FIRST_PASSWORD_PATH]: lazy(() => import('./accounts/FirstPasswordScreen').then((m) => ({ default: m.FirstPasswordScreen }))),
};

/** A shell-owned route: its screen, or its translated title while a screen is not built. */
export function ShellScreen({ titleKey, path }: { titleKey: string; path?: string }) {
  const t = useShellT();
  const Screen = path ? screens[path] : undefined;
  if (Screen) {
    return (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    );
  }
  return (
    <section className="tk-screen" data-testid="screen" data-remote="shell">
      <h1 className="tk-screen-title">{t(titleKey)}</h1>
    </section>
  );
}
