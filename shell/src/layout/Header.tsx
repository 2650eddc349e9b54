import { Link } from 'react-router';
import { HOME_PATH, LOGIN_PATH, usePlatform } from '@tessera/shared-contracts';
import { i18n, useShellT } from '../i18n';
import type { TShellRoute } from '../routes/table';
import { useUiStore } from '../stores/ui';
import { Icon } from './icons';

/** Header balance: an integer with thousands separators (spec §2); the exact amount is in the wallet widget. */
export function formatHeaderBalance(sumBalance: string | null, locale: string): string {
  if (sumBalance === null) return '--';
  const whole = sumBalance.split('.')[0] ?? '0';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(BigInt(whole.replace(/[^\d-]/g, '') || '0'));
}

function useBack(back: TShellRoute['meta']['back']) {
  const { nav } = usePlatform();
  if (back === 'home') return () => nav.navigate(HOME_PATH);
  if (back === 'history') return () => nav.back();
  return null;
}

/** Title bar of every page that shows a header, except home (spec §2). */
export function TitleHeader({ route }: { route: TShellRoute }) {
  const t = useShellT();
  const onBack = useBack(route.meta.back);
  const title = i18n.t(route.meta.titleKey, { ns: route.ns, defaultValue: '' });
  return (
    <header className="shell-header" data-testid="app-header" data-variant="title">
      {onBack ? (
        <button type="button" className="shell-icon-btn" data-testid="header-back" aria-label={t('header.back')} onClick={onBack}>
          <Icon name="back" />
        </button>
      ) : (
        <span className="shell-icon-spacer" />
      )}
      <h1 className="shell-header-title">{title}</h1>
      <span className="shell-icon-spacer" />
    </header>
  );
}

/** Pages without a header still get a way back (login, register, forget, game list, lottery...). */
export function FloatingBack({ back }: { back: TShellRoute['meta']['back'] }) {
  const t = useShellT();
  const onBack = useBack(back);
  if (!onBack) return null;
  return (
    <button type="button" className="shell-floating-back" data-testid="header-back" aria-label={t('header.back')} onClick={onBack}>
      <Icon name="back" />
    </button>
  );
}

/** Home header (spec §2): menu, logo back to home, and either Register/Login or the member's VIP label and balance. */
export function HomeHeader() {
  const t = useShellT();
  const { session, wallet, nav, i18n: pi18n } = usePlatform();
  const setSideMenu = useUiStore((s) => s.setSideMenu);
  const vip = session ? (sessionVip() ?? '0') : null;
  return (
    <header className="shell-header shell-header-home" data-testid="app-header" data-variant="home">
      <Link to={HOME_PATH} className="shell-logo" data-testid="header-logo" aria-label={t('header.home')}>
        <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
          <path d="M14 14h16v16H14zM34 14h16v16H34zM14 34h16v16H14z" fill="currentColor" />
          <path d="M34 34h16v16H34z" fill="var(--tk-text)" />
        </svg>
        <span className="shell-logo-text">TESSERA</span>
      </Link>
      <div className="shell-header-actions">
        {session ? (
          <>
            <button type="button" className="shell-user-block" aria-label={t('header.memberCenter')} onClick={() => nav.navigate('/m/member/home')}>
              <span className="shell-vip">{t('header.vip', { level: vip })}</span>
              <span className="shell-balance" data-testid="balance" aria-busy={wallet.refreshing}>
                {wallet.currencySymbol} {formatHeaderBalance(wallet.sumBalance, pi18n.language.toLowerCase())}
              </span>
            </button>
            <button type="button" className={`shell-icon-btn${wallet.refreshing ? ' is-spinning' : ''}`} aria-label={t('header.refreshBalance')} onClick={wallet.refresh}>
              <Icon name="refresh" size={20} />
            </button>
            <button type="button" className="shell-icon-btn" aria-label={t('header.deposit')} onClick={() => nav.navigate('/m/voucherCenter')}>
              <Icon name="wallet" size={20} />
            </button>
          </>
        ) : (
          <>
            <Link className="shell-btn shell-btn-ghost" to="/m/register">
              {t('header.register')}
            </Link>
            <Link className="shell-btn shell-btn-primary" to={LOGIN_PATH}>
              {t('header.login')}
            </Link>
          </>
        )}
        <button type="button" className="shell-icon-btn" data-testid="menu-button" aria-label={t('header.menu')} onClick={() => setSideMenu(true)}>
          <Icon name="menu" />
        </button>
      </div>
    </header>
  );
}

/** VIP label from the cached member info (clubLabel.labelName, spec §3); empty means 0. */
function sessionVip(): string | null {
  try {
    const raw = window.localStorage.getItem('memberInfo');
    const info = raw ? (JSON.parse(raw) as { clubLabel?: { labelName?: string } }) : null;
    return info?.clubLabel?.labelName?.replace(/^VIP/i, '') || null;
  } catch {
    return null;
  }
}
