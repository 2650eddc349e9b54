import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LANGUAGES, PATHS, primaryServiceLink, TRIAL_TYPE } from '@tessera/contract';
import {
  type TRequireRealMemberOptions,
  useDevice,
  useFormat,
  useI18n,
  useNav,
  useSession,
  useStatusInfo,
  useTheme,
  useUi,
  useWallet,
} from '@tessera/platform-sdk';
import { Icon } from '@tessera/ui-kit';
import { offeredLanguages, useShellT } from '../i18n';
import { useUiStore } from '../stores/ui';
import { useRouteAvailable } from '../routes/available';
import { BrandMark } from './BrandMark';
import { ReferralGate } from './ReferralGate';

/** The country whose flag stands for each language of the list (spec §2: the selector shows flags). */
const FLAG_REGIONS: Readonly<Record<string, string>> = {
  CN: 'CN',
  EN: 'GB',
  JA: 'JP',
  TH: 'TH',
  VI: 'VN',
  MY: 'MM',
  ES: 'ES',
  HI: 'IN',
  ID: 'ID',
  KM: 'KH',
  KO: 'KR',
  KR: 'KR',
  MS: 'MY',
  PT: 'PT',
  TA: 'LK',
  TW: 'TW',
  TY: 'PH',
  UR: 'PK',
  'UR-LA': 'PK',
  'PT-BR': 'BR',
  TR: 'TR',
  BN: 'BD',
  AR: 'SA',
  FA: 'IR',
  RU: 'RU',
  KK: 'KZ',
  UZ: 'UZ',
  LO: 'LA',
  NE: 'NP',
  FR: 'FR',
  TE: 'IN',
  SW: 'KE',
};

/** A language's flag as regional-indicator letters (an emoji flag on phones); '' for a language without one. */
export function flagOf(code: string): string {
  const region = FLAG_REGIONS[code];
  return region ? String.fromCodePoint(...Array.from(region, (c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : '';
}

/** Game center and member center read API descriptors: they load with the menu's first opening. */
const SideMenuSections = lazy(() => import('./SideMenuSections'));
// In the same chunk as the lists: read when the menu opens, never on the first page.
const WithdrawableLine = lazy(() => import('./SideMenuSections').then((m) => ({ default: m.WithdrawableLine })));

type TShortcut = { key: string; path: string; access: 'public' | 'realMember'; trial?: TRequireRealMemberOptions['trial'] };

const SHORTCUTS: readonly TShortcut[] = [
  { key: 'deposit', path: PATHS.deposit, access: 'realMember' },
  { key: 'withdraw', path: PATHS.withdraw, access: 'realMember' },
  { key: 'promotions', path: PATHS.activity, access: 'public' },
  { key: 'rewardCenter', path: PATHS.rewardCenter, access: 'realMember' },
  { key: 'help', path: PATHS.help, access: 'public' },
];

/**
 * Right-side menu (spec §2): account, shortcuts, game center and member center, language, theme,
 * sign out. A modal dialog: focus moves in, Tab stays in, Escape or the backdrop closes it.
 */
/** The balance line's amount: reads the wallet on its own, so a balance refresh re-renders only it. */
function HeaderBalanceText() {
  const wallet = useWallet();
  const format = useFormat();
  return (
    <>
      {wallet.currencySymbol} {format.headerMoney(wallet.sumBalance)}
    </>
  );
}

export function SideMenu() {
  const t = useShellT();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenu);
  const { session, logout, requireRealMember } = useSession();
  const { statusInfo } = useStatusInfo();
  const { theme, setTheme } = useTheme();
  const nav = useNav();
  const i18n = useI18n();
  const device = useDevice();
  const ui = useUi();
  // A shortcut into a remote the merchant has switched off is not offered (docs/decisions/disabled-remotes.md).
  const available = useRouteAvailable();
  const [languagesOpen, setLanguagesOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const languages = useRef<HTMLDivElement>(null);

  // The language dropdown closes on any click outside it (spec §2).
  useEffect(() => {
    if (!languagesOpen) return;
    const onDown = (e: PointerEvent) => {
      if (!languages.current?.contains(e.target as Node)) setLanguagesOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [languagesOpen]);

  useEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
      if (e.key !== 'Tab' || !panel.current) return;
      // A modal menu: Tab and Shift+Tab cycle inside it.
      // What can take focus now: a collapsed section's links are hidden and skipped.
      const items = Array.from(panel.current.querySelectorAll<HTMLElement>('button:not([disabled]), a[href]')).filter((el) => !el.closest('[hidden]'));
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !panel.current.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.current.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [open, setOpen]);

  if (!open) return null;
  const go = (shortcut: Pick<TShortcut, 'path' | 'access' | 'trial'>) => {
    setOpen(false);
    if (shortcut.access === 'realMember' && !requireRealMember({ trial: shortcut.trial, returnTo: shortcut.path })) return;
    nav.navigate(shortcut.path);
  };
  // Spec §2: app download is hidden inside the app shell and in an installed web app.
  const showAppDownload = !device.inApp && !device.standalone && available(PATHS.app);
  const service = primaryServiceLink(statusInfo.customerService);

  return (
    <div className="shell-drawer-root">
      {/* Pointer users close it by tapping outside; keyboard users have Escape and the close button. */}
      <div className="shell-drawer-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      <aside ref={panel} className="shell-drawer" data-testid="side-menu" role="dialog" aria-modal="true" aria-label={t('sideMenu.title')}>
        <div className="shell-drawer-top">
          <span className="shell-logo">
            <BrandMark size={24} textClassName="shell-logo-text" />
          </span>
          <button type="button" className="shell-icon-btn" aria-label={t('sideMenu.close')} onClick={() => setOpen(false)}>
            <Icon name="close" size={24} />
          </button>
        </div>
        {session ? (
          <div className="shell-drawer-summary" data-testid="side-menu-summary">
            <p className="shell-drawer-welcome">{t('sideMenu.welcome', { name: session.userName })}</p>
            <p className="shell-drawer-balance">
              <span>{t('sideMenu.balance')}</span>{' '}
              <strong>
                <HeaderBalanceText />
              </strong>
            </p>
            {session.type !== TRIAL_TYPE && (
              <Suspense fallback={null}>
                <WithdrawableLine />
              </Suspense>
            )}
          </div>
        ) : (
          <div className="shell-drawer-auth">
            <button type="button" className="shell-btn shell-btn-ghost" onClick={() => go({ path: PATHS.register, access: 'public' })}>
              {t('header.register')}
            </button>
            <button type="button" className="shell-btn shell-btn-primary" onClick={() => go({ path: PATHS.login, access: 'public' })}>
              {t('header.login')}
            </button>
          </div>
        )}
        <ul className="shell-drawer-list">
          {SHORTCUTS.filter((s) => available(s.path)).map((s) => (
            <li key={s.key}>
              <button type="button" onClick={() => go(s)}>
                {t(`sideMenu.${s.key}`)}
              </button>
            </li>
          ))}
          <ReferralGate>
            <li>
              <button
                type="button"
                data-testid="side-menu-invite"
                onClick={() => {
                  setOpen(false);
                  ui.openReferral();
                }}
              >
                {t('sideMenu.invite')}
              </button>
            </li>
          </ReferralGate>
        </ul>
        <Suspense fallback={null}>
          <SideMenuSections go={go} available={available} />
        </Suspense>
        <ul className="shell-drawer-list">
          {showAppDownload ? (
            <li>
              <button type="button" onClick={() => go({ path: PATHS.app, access: 'public' })}>
                {t('sideMenu.appDownload')}
              </button>
            </li>
          ) : null}
          {service ? (
            <li>
              <a href={service.url} target="_blank" rel="noopener noreferrer" data-testid="side-menu-service" onClick={() => setOpen(false)}>
                {t('sideMenu.customerService')}
              </a>
            </li>
          ) : null}
        </ul>
        <div className="shell-drawer-section" ref={languages}>
          <button
            type="button"
            className="shell-drawer-toggle"
            aria-expanded={languagesOpen}
            aria-controls="shell-languages"
            data-testid="language-toggle"
            onClick={() => setLanguagesOpen((o) => !o)}
          >
            {t('sideMenu.language')}: <strong>{LANGUAGES.find((l) => l.code === i18n.language)?.label}</strong>
          </button>
          {languagesOpen ? (
            <ul id="shell-languages" className="shell-languages" role="listbox" aria-label={t('sideMenu.language')}>
              {offeredLanguages(statusInfo.brand.languages.offered, i18n.language).map((l) => (
                <li key={l.code} role="option" aria-selected={l.code === i18n.language}>
                  <button
                    type="button"
                    lang={l.tag}
                    data-testid={`language-${l.code}`}
                    onClick={() => {
                      i18n.setLanguage(l.code);
                      setLanguagesOpen(false);
                    }}
                  >
                    <span>
                      <span className="shell-flag" aria-hidden="true">
                        {flagOf(l.code)}
                      </span>
                      {l.label}
                    </span>
                    {l.code === i18n.language ? <Icon name="check" size={18} /> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="shell-drawer-section">
          <span>{t('sideMenu.theme')}</span>
          <div className="shell-segmented" role="group" aria-label={t('sideMenu.theme')}>
            {(['dark', 'light'] as const).map((th) => (
              <button key={th} type="button" data-testid={`theme-${th}`} aria-pressed={theme === th} onClick={() => setTheme(th)}>
                {t(`sideMenu.${th}`)}
              </button>
            ))}
          </div>
        </div>
        {session ? (
          <button
            type="button"
            className="shell-btn shell-btn-danger shell-drawer-signout"
            data-testid="sign-out"
            onClick={() => {
              // The menu closes under the confirm dialog; logout() asks, revokes and clears (spec §4).
              setOpen(false);
              void logout();
            }}
          >
            {t('sideMenu.signOut')}
          </button>
        ) : null}
      </aside>
    </div>
  );
}
