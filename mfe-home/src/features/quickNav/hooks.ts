import { PATHS, TOAST_MS, withQuery } from '@tessera/contract';
import { useNav, useSession, useStatusInfo, useT, useToast } from '@tessera/platform-sdk';
import type { TIconName } from '@tessera/ui-kit';
import { useCanNavigate } from '../../components/canNavigate';

export type TQuickNavKey = 'hot' | 'service' | 'withdraw' | 'deposit' | 'cashback';

export interface TQuickNavItem {
  key: TQuickNavKey;
  icon: TIconName;
}

/** The page each shortcut leads to ('' for the customer-service tab on home itself). */
const TARGETS: Record<TQuickNavKey, string> = {
  hot: PATHS.gameList,
  service: '',
  withdraw: PATHS.withdraw,
  deposit: PATHS.deposit,
  cashback: PATHS.manualRebate,
};

/**
 * Home's quick nav (spec §2): hot, customer service, withdraw, deposit and, while MANPLAYREB3 is
 * on, cashback. Money pages apply spec §6: a visitor logs in first; a trial user is refused — on
 * deposit with its own message ('Please login an actual account to use this function'). A
 * shortcut into a remote the merchant has switched off is not shown.
 */
export function useQuickNav(onService: () => void) {
  const { statusInfo } = useStatusInfo();
  const { role, requireRealMember } = useSession();
  const nav = useNav();
  const canNavigate = useCanNavigate();
  const toast = useToast();
  const t = useT('home');
  const all: TQuickNavItem[] = [
    { key: 'hot', icon: 'fire' },
    { key: 'service', icon: 'headset' },
    { key: 'withdraw', icon: 'withdraw' },
    { key: 'deposit', icon: 'deposit' },
    ...(statusInfo.menu.MANPLAYREB3 ? [{ key: 'cashback', icon: 'cashback' } as const] : []),
  ];
  const items = all.filter((item) => TARGETS[item.key] === '' || canNavigate(TARGETS[item.key]));
  const select = (key: TQuickNavKey) => {
    switch (key) {
      case 'hot':
        return nav.navigate(withQuery(PATHS.gameList, { category: 'HOT' }));
      case 'service':
        return onService();
      case 'deposit':
        if (role === 'trial') return void toast.show('info', t('quickNav.realAccountOnly'), { durationMs: TOAST_MS.freeReject });
        if (requireRealMember({ returnTo: PATHS.deposit })) nav.navigate(PATHS.deposit);
        return;
      case 'withdraw':
        if (requireRealMember({ returnTo: PATHS.withdraw })) nav.navigate(PATHS.withdraw);
        return;
      case 'cashback':
        if (requireRealMember({ returnTo: PATHS.manualRebate })) nav.navigate(PATHS.manualRebate);
        return;
    }
  };
  return { items, select };
}
