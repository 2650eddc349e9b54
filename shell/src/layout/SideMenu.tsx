import { useEffect, useRef, useState } from 'react';
import { HOME_PATH, LANGUAGES, LOGIN_PATH, STORAGE_KEYS, usePlatform } from '@tessera/shared-contracts';
import { local, session as sessionStorage } from '../boot/storage';
import { useShellT } from '../i18n';
import { useSessionStore } from '../stores/session';
import { useUiStore } from '../stores/ui';
import { Icon } from './icons';

const SHORTCUTS = [
  { key: 'deposit', path: '/m/voucherCenter' },
  { key: 'withdraw', path: '/m/withdraw' },
  { key: 'promotions', path: '/m/activity' },
  { key: 'rewardCenter', path: '/m/rewardCenter' },
  { key: 'memberCenter', path: '/m/member/home' },
  { key: 'help', path: '/m/help' },
  { key: 'appDownload', path: '/m/app' },
] as const;

/** Right-side menu (spec §2): account, shortcuts, language, theme, sign out. Escape or the backdrop closes it. */
export function SideMenu() {
  const t = useShellT();
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenu);
  const setReferral = useUiStore((s) => s.setReferral);
  const { session, nav, i18n, theme, setTheme, dialog } = usePlatform();
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
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, [open, setOpen]);

  if (!open) return null;
  const go = (path: string) => {
    setOpen(false);
    nav.navigate(path);
  };
  const signOut = async () => {
    const ok = await dialog.confirm({ title: t('dialog.prompt'), message: t('dialog.sureLogout'), confirmLabel: t('dialog.submit'), cancelLabel: t('dialog.cancel') });
    if (!ok) return;
    // Spec §4: clear token, trial user, member info and all session storage; autoLogin 0; replace to home.
    useSessionStore.getState().clear();
    local.remove(STORAGE_KEYS.memberInfo);
    local.set(STORAGE_KEYS.autoLogin, '0');
    try {
      window.sessionStorage.clear();
    } catch {
      sessionStorage.remove(STORAGE_KEYS.session);
    }
    setOpen(false);
    nav.navigate(HOME_PATH, { replace: true });
  };

  return (
    <div className="shell-drawer-backdrop" onClick={() => setOpen(false)}>
      <aside
        ref={panel}
        className="shell-drawer"
        data-testid="side-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('sideMenu.title')}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="shell-drawer-top">
          <span className="shell-logo-text">TESSERA</span>
          <button type="button" className="shell-icon-btn" aria-label={t('sideMenu.close')} onClick={() => setOpen(false)}>
            <Icon name="close" />
          </button>
        </div>
        {session ? (
          <p className="shell-drawer-welcome">{t('sideMenu.welcome', { name: session.userName })}</p>
        ) : (
          <div className="shell-drawer-auth">
            <button type="button" className="shell-btn shell-btn-ghost" onClick={() => go('/m/register')}>
              {t('header.register')}
            </button>
            <button type="button" className="shell-btn shell-btn-primary" onClick={() => go(LOGIN_PATH)}>
              {t('header.login')}
            </button>
          </div>
        )}
        <ul className="shell-drawer-list">
          {SHORTCUTS.map((s) => (
            <li key={s.key}>
              <button type="button" onClick={() => go(s.path)}>
                {t(`sideMenu.${s.key}`)}
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                if (session) setReferral(true);
                else nav.navigate(LOGIN_PATH);
              }}
            >
              {t('sideMenu.invite')}
            </button>
          </li>
        </ul>
        <div className="shell-drawer-section" ref={languages}>
          <button type="button" className="shell-drawer-toggle" aria-expanded={languagesOpen} aria-controls="shell-languages" data-testid="language-toggle" onClick={() => setLanguagesOpen((o) => !o)}>
            {t('sideMenu.language')}: <strong>{LANGUAGES.find((l) => l.code === i18n.language)?.label}</strong>
          </button>
          {languagesOpen ? (
            <ul id="shell-languages" className="shell-languages" role="listbox" aria-label={t('sideMenu.language')}>
              {LANGUAGES.map((l) => (
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
                    <span>{l.label}</span>
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
          <button type="button" className="shell-btn shell-btn-danger shell-drawer-signout" onClick={() => void signOut()}>
            {t('sideMenu.signOut')}
          </button>
        ) : null}
      </aside>
    </div>
  );
}
