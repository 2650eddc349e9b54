import { downloadLink, HOME_ALIASES, PATHS, vipLevelOf, type TStatusInfo } from '@tessera/contract';
import { type TDevice, useDevice, useDialog, useFormat, useNav, useSession, useStatusInfo, useUi, useWallet } from '@tessera/platform-sdk';
import { Icon } from '@tessera/ui-kit';
import { i18n, useShellT } from '../i18n';
import { useRouteAvailable } from '../routes/available';
import { Link, useLocation } from '../routes/router';
import type { TShellRoute } from '../routes/table';
import { useUiStore } from '../stores/ui';
import { BrandMark } from './BrandMark';
import { ReferralGate } from './ReferralGate';

/** What the route's way back does (header back button, edge swipe); null when the route has none. */
export function useBack(back: TShellRoute['meta']['back'] | undefined): (() => void) | null {
  const nav = useNav();
  if (back === 'home') return () => nav.navigate(PATHS.home);
  if (back === 'history') return () => nav.back();
  return null;
}

/** The page's title: a remote's ui.setTitle for this history entry, else the route's titleKey. */
function useTitle(route: TShellRoute): string {
  const { key } = useLocation();
  const override = useUiStore((s) => s.titleOverride);
  if (override && override.key === key) return override.title;
  return i18n.t(route.meta.titleKey, { ns: route.ns, defaultValue: '' });
}

/** Title bar of every page that shows a header, except home (spec §2). */
export function TitleHeader({ route }: { route: TShellRoute }) {
  const t = useShellT();
  const onBack = useBack(route.meta.back);
  const title = useTitle(route);
  return (
    <header className="shell-header" data-testid="app-header" data-variant="title">
      {onBack ? (
        <button type="button" className="shell-icon-btn" data-testid="header-back" aria-label={t('header.back')} onClick={onBack}>
          <Icon name="back" size={24} />
        </button>
      ) : (
        <span className="shell-icon-spacer" />
      )}
      <h1 className="shell-header-title">{title}</h1>
      <span className="shell-icon-spacer" />
    </header>
  );
}

/**
 * Pages without a header still get a way back (login, register, forget, game list, lottery...).
 * It sits in its own row above the page, in the flow, so it never covers the page's title.
 */
export function FloatingBack({ back }: { back: TShellRoute['meta']['back'] }) {
  const t = useShellT();
  const onBack = useBack(back);
  if (!onBack) return null;
  return (
    <div className="shell-back-row">
      <button type="button" className="shell-floating-back" data-testid="header-back" aria-label={t('header.back')} onClick={onBack}>
        <Icon name="back" size={24} />
      </button>
    </div>
  );
}

/**
 * Spec §2: the header's download icon shows on home paths, outside the app shell and installed web
 * apps, while the merchant's APPWINDOW flag is on and a download link fits the device (iOS: the
 * iOS app or profile; others: Android).
 */
export function headerDownloadLink(path: string, device: TDevice, info: Pick<TStatusInfo, 'flags' | 'downloads'>): string | null {
  const onHome = path === PATHS.home || (HOME_ALIASES as readonly string[]).includes(path);
  if (!onHome || device.inApp || device.standalone || !info.flags.APPWINDOW) return null;
  return device.ios ? (downloadLink(info, 'IOS') ?? downloadLink(info, 'MOBILECONFIG')) : downloadLink(info, 'Android');
}

/** The header's balance: the only part of the header that reads the wallet, so a balance refresh re-renders it alone. */
export function HeaderBalance() {
  const wallet = useWallet();
  const format = useFormat();
  return (
    <span className="shell-balance" data-testid="balance" aria-busy={wallet.refreshing}>
      {wallet.currencySymbol} {format.headerMoney(wallet.sumBalance)}
    </span>
  );
}

function RefreshBalance({ label }: { label: string }) {
  const wallet = useWallet();
  return (
    <button type="button" className={`shell-icon-btn${wallet.refreshing ? ' is-spinning' : ''}`} aria-label={label} onClick={wallet.refresh}>
      <Icon name="refresh" size={20} />
    </button>
  );
}

/** Home header (spec §2): menu, logo back to home, and either Register/Login or the member's VIP label and balance. */
export function HomeHeader() {
  const t = useShellT();
  const { session, member, requireRealMember } = useSession();
  const { statusInfo } = useStatusInfo();
  const nav = useNav();
  const ui = useUi();
  const device = useDevice();
  const dialog = useDialog();
  const download = headerDownloadLink(nav.path, device, statusInfo);
  // The member center and the deposit page are offered only while their remotes are on.
  const available = useRouteAvailable();
  const memberCenter = available(PATHS.memberHome);
  const onDownload = () => {
    // Spec §8: on iOS outside Safari the app cannot be installed; say so instead.
    if (device.ios && !device.safari) void dialog.alert({ title: t('dialog.notice'), message: t('download.useSafari'), confirmLabel: t('dialog.confirm') });
    else nav.navigate(PATHS.app);
  };
  return (
    <header className="shell-header shell-header-home" data-testid="app-header" data-variant="home">
      <Link to={PATHS.home} className="shell-logo" data-testid="header-logo" aria-label={t('header.home')}>
        <BrandMark size={28} textClassName="shell-logo-text" />
      </Link>
      <div className="shell-header-actions">
        {session ? (
          <>
            {memberCenter ? (
              <button
                type="button"
                className="shell-user-block"
                onClick={() => requireRealMember({ trial: 'registerDialog' }) && nav.navigate(PATHS.memberHome)}
              >
                {/* The name starts with where it leads and keeps the visible text (WCAG 2.5.3, label in name). */}
                <span className="tk-visually-hidden">{t('header.memberCenter')}: </span>
                <span className="shell-vip" data-testid="vip-label">
                  {t('header.vip', { level: vipLevelOf(member) })}
                </span>
                <HeaderBalance />
              </button>
            ) : (
              <span className="shell-user-block">
                <span className="shell-vip" data-testid="vip-label">
                  {t('header.vip', { level: vipLevelOf(member) })}
                </span>
                <HeaderBalance />
              </span>
            )}
            <RefreshBalance label={t('header.refreshBalance')} />
            {available(PATHS.deposit) ? (
              <button
                type="button"
                className="shell-icon-btn"
                aria-label={t('header.deposit')}
                onClick={() => requireRealMember() && nav.navigate(PATHS.deposit)}
              >
                <Icon name="wallet" size={20} />
              </button>
            ) : null}
          </>
        ) : (
          <>
            <Link className="shell-btn shell-btn-ghost" to={PATHS.register}>
              {t('header.register')}
            </Link>
            <Link className="shell-btn shell-btn-primary" to={PATHS.login}>
              {t('header.login')}
            </Link>
          </>
        )}
        {download ? (
          <button type="button" className="shell-icon-btn" data-testid="header-download" aria-label={t('download.open')} onClick={onDownload}>
            <Icon name="download" size={20} />
          </button>
        ) : null}
        <button type="button" className="shell-icon-btn" data-testid="menu-button" aria-label={t('header.menu')} onClick={ui.openSideMenu}>
          <Icon name="menu" size={24} />
        </button>
      </div>
    </header>
  );
}

/** Home's invite banner (spec §2): opens the referral popup; shown only while the REFERRAL promotion is enabled. */
export function InviteBanner() {
  const t = useShellT();
  const ui = useUi();
  return (
    <ReferralGate reserve>
      <div className="shell-invite-banner" data-testid="invite-banner">
        <span className="shell-invite-icon" aria-hidden="true">
          <Icon name="gift" size={20} />
        </span>
        <span className="shell-invite-text">{t('referral.banner')}</span>
        <button type="button" className="shell-btn shell-btn-primary" data-testid="invite-banner-open" onClick={ui.openReferral}>
          {t('referral.bannerAction')}
        </button>
      </div>
    </ReferralGate>
  );
}
