import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  formatDateTime,
  formatHeaderMoney,
  formatMoney,
  formatPercent,
  isRealMemberRole,
  memberOf,
  PATHS,
  PLATFORM_VERSION,
  roleOf,
  statusInfoOf,
} from '@tessera/contract';
import { currentDevice, PlatformProvider as SdkPlatformProvider, type TPlatform, type TPlatformApi } from '@tessera/platform-sdk';
import { getMerchant } from '../boot/http';
import { bus } from '../bus';
import { i18n, languageOf, setLanguage, useLanguage } from '../i18n';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { useWalletStore } from '../stores/wallet';
import { goBack, navigate, useLocation } from '../routes/router';
import { useRouteLinks } from '../routes/available';
import { applyTheme, initialTheme, type TTheme } from '../theme';
import { canGoBack, setRouterNavigate } from './navigator';
import { dialogs, dismissToast, loading, showToast } from './services';
import { logout, openReferral, requireLogin, requireRealMember, startTrial } from './sessionActions';

/** The API client loads with the first call, not with the shell (it sends with the browser's fetch: no HTTP library). */
const api: TPlatformApi = {
  call: (endpoint, input, options) => import('./api').then((m) => m.callApi(endpoint, input, options)),
};

export function useNav(): TPlatform['nav'] {
  const location = useLocation();
  const { canNavigate, prefetch } = useRouteLinks();
  return useMemo(
    () => ({
      path: location.pathname,
      query: new URLSearchParams(location.search),
      navigate: (to: string, options?: { replace?: boolean }) => navigate(to, { replace: options?.replace ?? false }),
      back: () => (canGoBack() ? goBack() : navigate(PATHS.home, { replace: true })),
      canNavigate,
      prefetch,
    }),
    [location.pathname, location.search, canNavigate, prefetch],
  );
}

export function useTheme(): [TTheme, (theme: TTheme) => void] {
  const merchantTheme = usePlatformStore((s) => s.status?.info.theme);
  const [theme, set] = useState<TTheme>(() => initialTheme(merchantTheme));
  const setTheme = useCallback((next: TTheme) => {
    applyTheme(next, true);
    set(next);
    bus.publish('theme.changed', { theme: next });
  }, []);
  return [theme, setTheme];
}

// Parts that never change keep one identity, so the SDK's slices that hold them never re-render anyone.
const refreshWallet = () => bus.publish('wallet.refreshRequested', {});
const TOAST: TPlatform['toast'] = { show: showToast, dismiss: dismissToast };

/** Builds the platform remotes see through usePlatform(); a new value when anything they read changes. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const memberInfo = useSessionStore((s) => s.member);
  const wallet = useWalletStore();
  const status = usePlatformStore((s) => s.status);
  const language = useLanguage();
  const nav = useNav();
  const { key: locationKey } = useLocation();
  const [theme, setTheme] = useTheme();
  const device = useMemo(() => currentDevice(), []);
  const statusInfo = useMemo(() => statusInfoOf(status), [status]);

  // Session actions and bus requests navigate from outside components through the router.
  useEffect(() => {
    setRouterNavigate((to, options) => navigate(to, { replace: options?.replace ?? false }));
    return () => setRouterNavigate(null);
  }, []);

  // The parts remotes put in effect dependencies keep their identity while what they read is unchanged.
  const i18nPart = useMemo<TPlatform['i18n']>(
    () => ({
      language: language.code,
      dir: language.dir,
      t: (key, options) => i18n.t(key, options),
      setLanguage: (code) => {
        void setLanguage(code).then(() => bus.publish('language.changed', { language: languageOf(code).code }));
      },
    }),
    [language],
  );
  const format = useMemo<TPlatform['format']>(
    () => ({
      money: (amount, options) =>
        formatMoney(amount, { locale: language.tag, symbol: options?.symbol === false ? '' : (options?.symbol ?? wallet.currencySymbol) }),
      headerMoney: (amount) => formatHeaderMoney(amount, { locale: language.tag }),
      percent: (fraction) => formatPercent(fraction, { locale: language.tag }),
      currencySymbol: wallet.currencySymbol,
      dateTime: (iso, style) => formatDateTime(iso, { locale: language.tag, ...(style ? { style } : {}) }),
    }),
    [language, wallet.currencySymbol],
  );
  const ui = useMemo<TPlatform['ui']>(
    () => ({
      // The title belongs to the history entry it was set on: it lapses when the page changes.
      setTitle: (title) => useUiStore.getState().setTitleOverride(title === null ? null : { key: locationKey, title }),
      openSideMenu: () => useUiStore.getState().setSideMenu(true),
      openReferral,
    }),
    [locationKey],
  );

  const value = useMemo<TPlatform>(() => {
    const role = roleOf(session);
    return {
      version: PLATFORM_VERSION,
      merchant: getMerchant(),
      session,
      role,
      member: session && memberInfo ? memberOf(memberInfo) : null,
      isLoggedIn: session !== null,
      isRealMember: isRealMemberRole(role),
      logout,
      startTrial,
      requireLogin,
      requireRealMember,
      statusInfo,
      flags: statusInfo.flags,
      wallet: {
        sumBalance: wallet.sumBalance,
        currencySymbol: wallet.currencySymbol,
        refreshing: wallet.refreshing,
        refresh: refreshWallet,
      },
      format,
      api,
      toast: TOAST,
      dialog: dialogs,
      loading,
      ui,
      nav,
      i18n: i18nPart,
      theme,
      setTheme,
      device,
      bus,
    };
  }, [session, memberInfo, wallet.sumBalance, wallet.currencySymbol, wallet.refreshing, statusInfo, format, i18nPart, ui, nav, theme, setTheme, device]);
  return <SdkPlatformProvider platform={value}>{children}</SdkPlatformProvider>;
}
