import { useState, type ReactNode } from 'react';
import { downloadLink, HOME_ALIASES, PATHS, STORAGE_KEYS, type TStatusInfo } from '@tessera/contract';
import { type TDevice, useDevice, useDialog, useFormat, useNav, useStatusInfo } from '@tessera/platform-sdk';
import { Dialog, Icon, List, ListRow } from '@tessera/ui-kit';
import { local } from '../boot/storage';
import { useShellT } from '../i18n';
import { AppLogo } from './AppLogo';

// The download bar and popup (spec §2 "Download bar and popup"). The bar offers the app on home,
// with a gift when a download link carries a bonus; closing it stores hideDownloadBar, so it stays
// closed across reloads; an installed web app or the app shell never shows it.

/** The browser's install prompt (Chromium's beforeinstallprompt), kept from the moment it fires. */
interface TInstallPrompt extends Event {
  prompt(): Promise<void>;
}
let installPrompt: TInstallPrompt | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    // Keep the browser's own mini-infobar back: the bar's add-to-home-screen asks instead.
    e.preventDefault();
    installPrompt = e as TInstallPrompt;
  });
}

/** Whether the bar shows: home paths, outside installed apps, APPWINDOW on, not closed by the player. */
export function downloadBarShown(path: string, device: TDevice, info: Pick<TStatusInfo, 'flags'>, hidden: boolean): boolean {
  const onHome = path === PATHS.home || (HOME_ALIASES as readonly string[]).includes(path);
  return onHome && !hidden && !device.inApp && !device.standalone && Boolean(info.flags.APPWINDOW);
}

type TOptionKey = 'android' | 'iosProfile' | 'iosApp' | 'addToHome';

/** The popup's options: each app link the merchant configured, and add to home screen always. */
export function downloadOptions(info: Pick<TStatusInfo, 'downloads'>): { key: TOptionKey; url: string | null }[] {
  const links: { key: TOptionKey; url: string | null }[] = [
    { key: 'android', url: downloadLink(info, 'Android') },
    { key: 'iosProfile', url: downloadLink(info, 'MOBILECONFIG') },
    { key: 'iosApp', url: downloadLink(info, 'IOS') },
  ];
  return [...links.filter((l) => l.url !== null), { key: 'addToHome', url: null }];
}

/**
 * The bar; `fallback` (the invite banner) takes its place while the bar is not shown: the strip under
 * the header holds one of them at a time, so the top of home stays within 12 % of the screen (issue 28).
 */
export function DownloadBar({ fallback = null }: { fallback?: ReactNode } = {}) {
  const t = useShellT();
  const { statusInfo } = useStatusInfo();
  const nav = useNav();
  const device = useDevice();
  const dialog = useDialog();
  const format = useFormat();
  const [hidden, setHidden] = useState(() => local.get(STORAGE_KEYS.hideDownloadBar) === '1');
  const [open, setOpen] = useState(false);
  if (!downloadBarShown(nav.path, device, statusInfo, hidden)) return <>{fallback}</>;

  const bonus = statusInfo.downloadBonus;
  const bonusText = bonus ? t('download.bonus', { amount: format.money(bonus, { symbol: statusInfo.currency.symbol }) }) : null;
  const start = () => {
    // Spec §8: on iOS outside Safari nothing can be installed; say so instead of offering links.
    if (device.ios && !device.safari) void dialog.alert({ title: t('dialog.notice'), message: t('download.useSafari'), confirmLabel: t('dialog.confirm') });
    else setOpen(true);
  };
  const close = () => {
    local.set(STORAGE_KEYS.hideDownloadBar, '1');
    setHidden(true);
  };
  const addToHome = () => {
    setOpen(false);
    // With the browser's install prompt at hand, ask it; otherwise the step-by-step guide on /m/app.
    if (installPrompt) {
      const prompt = installPrompt;
      installPrompt = null;
      void prompt.prompt().catch(() => nav.navigate(PATHS.app));
    } else nav.navigate(PATHS.app);
  };

  return (
    <aside className="shell-download-bar" data-testid="download-bar" aria-label={t('download.title')}>
      <span className="shell-download-logo" aria-hidden="true">
        <AppLogo size={28} />
      </span>
      <span className="shell-download-text">
        <span>{t('download.text')}</span>
        {bonusText ? (
          <span className="shell-download-bonus" data-testid="download-bonus">
            <Icon name="gift" size={16} />
            {bonusText}
          </span>
        ) : null}
      </span>
      <button type="button" className="shell-btn shell-btn-primary shell-download-open" data-testid="download-bar-open" onClick={start}>
        {t('download.open')}
      </button>
      <button type="button" className="shell-icon-btn" data-testid="download-bar-close" aria-label={t('download.close')} onClick={close}>
        <Icon name="close" size={20} />
      </button>
      <Dialog open={open} title={t('download.title')} onClose={() => setOpen(false)} closeLabel={t('dialog.close')} data-testid="download-options">
        {bonusText ? (
          <p className="shell-download-bonus is-popup">
            <Icon name="gift" size={18} />
            {bonusText}
          </p>
        ) : null}
        <List label={t('download.title')}>
          {downloadOptions(statusInfo).map((o) => (
            <ListRow
              key={o.key}
              data-key={o.key}
              icon={<Icon name={o.key === 'addToHome' ? 'homeScreen' : 'download'} size={20} />}
              title={t(`download.${o.key}`)}
              subtitle={t(`download.${o.key}Hint`)}
              {...(o.url ? { href: o.url, onClick: () => setOpen(false) } : { onClick: addToHome })}
            />
          ))}
        </List>
      </Dialog>
    </aside>
  );
}
