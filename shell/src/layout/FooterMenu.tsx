import { HOME_PATH, LOGIN_PATH, TOAST_MS, usePlatform } from '@tessera/shared-contracts';
import { useShellT } from '../i18n';
import { useUiStore } from '../stores/ui';
import { Icon, type TIconName } from './icons';

const ITEMS: { key: string; path: string; icon: TIconName }[] = [
  { key: 'home', path: HOME_PATH, icon: 'home' },
  { key: 'promotions', path: '/m/activity', icon: 'gift' },
  { key: 'invite', path: '', icon: 'share' },
  { key: 'rewards', path: '/m/rewardCenter', icon: 'trophy' },
  { key: 'member', path: '/m/member/home', icon: 'user' },
];

/** Five-item footer menu (spec §2). Home scrolls to top; the central button opens the referral popup. */
export function FooterMenu() {
  const t = useShellT();
  const { nav, session, isRealMember, toast, dialog } = usePlatform();
  const setReferral = useUiStore((s) => s.setReferral);

  const onSelect = async (key: string, path: string) => {
    if (key === 'home') {
      if (nav.path === HOME_PATH) window.scrollTo({ top: 0, behavior: 'smooth' });
      else nav.navigate(HOME_PATH);
      return;
    }
    if (key === 'invite') {
      if (!session) return nav.navigate(LOGIN_PATH);
      if (!isRealMember) return void toast.show('info', t('toast.freeReject'), { durationMs: TOAST_MS.freeReject });
      return setReferral(true);
    }
    if (key === 'member' && session && !isRealMember) {
      const register = await dialog.confirm({ title: t('dialog.prompt'), message: t('dialog.trialMemberCenter'), confirmLabel: t('dialog.registerNow'), cancelLabel: t('dialog.cancel') });
      if (register) nav.navigate('/m/register');
      return;
    }
    nav.navigate(path);
  };

  return (
    <nav className="shell-footer" data-testid="footer-menu" aria-label={t('footer.label')}>
      {ITEMS.map((item) => (
        <button
          key={item.key}
          type="button"
          className={`shell-footer-item${item.key === 'invite' ? ' is-center' : ''}`}
          data-testid={`footer-${item.key}`}
          aria-current={item.path !== '' && nav.path === item.path ? 'page' : undefined}
          onClick={() => void onSelect(item.key, item.path)}
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
