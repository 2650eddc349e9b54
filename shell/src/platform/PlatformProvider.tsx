import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  HOME_PATH,
  PLATFORM_VERSION,
  PlatformContext,
  isRealMember,
  type TPlatform,
  type TPlatformApi,
} from '@tessera/shared-contracts';
import { getMerchant } from '../boot/http';
import { bus } from '../bus';
import { i18n, setLanguage, useLanguage } from '../i18n';
import { usePlatformStore } from '../stores/platform';
import { useSessionStore } from '../stores/session';
import { useWalletStore } from '../stores/wallet';
import { applyTheme, initialTheme, type TTheme } from '../theme';
import { dialogs, dismissToast, showToast } from './services';

/** The API client (and axios) load with the first call, not with the shell. */
const api: TPlatformApi = {
  call: (endpoint, input, options) => import('./api').then((m) => m.callApi(endpoint, input, options)),
};

/** How many pages this visit has seen inside the app: back() goes home instead of leaving the site. */
let depth = 0;
export function notePageView(): void {
  depth += 1;
}

export function useNav(): TPlatform['nav'] {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      path: location.pathname,
      query: new URLSearchParams(location.search),
      navigate: (to: string, options?: { replace?: boolean }) => navigate(to, { replace: options?.replace ?? false }),
      back: () => (depth > 1 ? navigate(-1) : navigate(HOME_PATH, { replace: true })),
    }),
    [location.pathname, location.search, navigate],
  );
}

export function useTheme(): [TTheme, (theme: TTheme) => void] {
  const merchantTheme = usePlatformStore((s) => s.status?.info.theme);
  const [theme, set] = useState<TTheme>(() => initialTheme(merchantTheme));
  const setTheme = (next: TTheme) => {
    applyTheme(next, true);
    set(next);
    bus.publish('theme.changed', { theme: next });
  };
  return [theme, setTheme];
}

/** Builds the platform remotes see through usePlatform(); a new value when anything they read changes. */
export function PlatformProvider({ children }: { children: ReactNode }) {
  const session = useSessionStore((s) => s.session);
  const wallet = useWalletStore();
  const status = usePlatformStore((s) => s.status);
  const language = useLanguage();
  const nav = useNav();
  const [theme, setTheme] = useTheme();

  const value = useMemo<TPlatform>(
    () => ({
      version: PLATFORM_VERSION,
      merchant: getMerchant(),
      session,
      isLoggedIn: session !== null,
      isRealMember: isRealMember(session),
      wallet: {
        sumBalance: wallet.sumBalance,
        currencySymbol: wallet.currencySymbol,
        refreshing: wallet.refreshing,
        refresh: () => bus.publish('wallet.refreshRequested', {}),
      },
      nav,
      toast: { show: showToast, dismiss: dismissToast },
      dialog: dialogs,
      api,
      flags: status?.info.whitelabel ?? {},
      bus,
      i18n: {
        language: language.code,
        dir: language.dir,
        t: (key, options) => i18n.t(key, options),
        setLanguage: (code) => {
          void setLanguage(code).then(() => bus.publish('language.changed', { language: code }));
        },
      },
      theme,
      setTheme,
    }),
    [session, wallet.sumBalance, wallet.currencySymbol, wallet.refreshing, status, language, nav, theme],
  );
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}
