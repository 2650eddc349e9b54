import { PATHS, withQuery } from '@tessera/contract';
import { useNav, useSession, useUi } from '@tessera/platform-sdk';
import { Icon, type TIconName } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import { useRouteAvailable } from '../routes/available';

const ITEMS: { key: string; path: string; icon: TIconName }[] = [
  { key: 'home', path: PATHS.home, icon: 'home' },
  { key: 'promotions', path: PATHS.activity, icon: 'gift' },
  { key: 'invite', path: '', icon: 'share' },
  { key: 'rewards', path: PATHS.rewardCenter, icon: 'trophy' },
  { key: 'member', path: PATHS.memberHome, icon: 'user' },
];

/**
 * Five-item footer menu (spec §2). Home scrolls to top and selects HOT; the central button opens the
 * referral popup. An item whose page belongs to a remote the merchant has switched off is left out.
 */
export function FooterMenu() {
  const t = useShellT();
  const available = useRouteAvailable();
  const { requireRealMember } = useSession();
  const nav = useNav();
  const ui = useUi();

  const onSelect = (key: string, path: string) => {
    if (key === 'home') {
      // On home: back to the top with the HOT games showing (home takes ?category=HOT and drops it).
      if (nav.path === PATHS.home) {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        nav.navigate(withQuery(PATHS.home, { category: 'HOT' }), { replace: true });
      } else nav.navigate(PATHS.home);
      return;
    }
    if (key === 'invite') return ui.openReferral();
    // Spec §6: visitors log in first; a trial user is offered to register (member center) or refused (rewards).
    if (key === 'member' && !requireRealMember({ trial: 'registerDialog', returnTo: path })) return;
    if (key === 'rewards' && !requireRealMember({ returnTo: path })) return;
    nav.navigate(path);
  };

  return (
    <nav className="shell-footer" data-testid="footer-menu" aria-label={t('footer.label')}>
      {ITEMS.filter((item) => item.path === '' || available(item.path)).map((item) => (
        <button
          key={item.key}
          type="button"
          className={`shell-footer-item${item.key === 'invite' ? ' is-center' : ''}`}
          data-testid={`footer-${item.key}`}
          aria-current={item.path !== '' && nav.path === item.path ? 'page' : undefined}
          onClick={() => onSelect(item.key, item.path)}
        >
          <span className="shell-footer-icon">
            <Icon name={item.icon} size={item.key === 'invite' ? 28 : 22} />
          </span>
          <span className="shell-footer-label">{t(`footer.${item.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
