import type { TMenuEntry, TMenuEntryKey } from '@tessera/shared-contracts/api';
import type { TIconName } from '../../components/Icon';

/** The observable contract's `data-key` of an entry: its permission key, `VIP` for the VIP room, the entry key for agent entries. */
export function dataKeyOf(entry: Pick<TMenuEntry, 'key' | 'permissionKey'>): string {
  if (entry.key === 'vipRoom') return 'VIP';
  return entry.permissionKey || entry.key;
}

export const ENTRY_ICONS: Record<TMenuEntryKey, TIconName> = {
  rewardCenter: 'gift',
  manualRebate: 'cash',
  gameRecord: 'dice',
  transactionRecord: 'list',
  securityCenter: 'shield',
  depositRecord: 'receipt',
  profitAndLoss: 'chart',
  mail: 'mail',
  vipRoom: 'crown',
  agentCenter: 'kpi',
  teamManagement: 'team',
  teamBetting: 'trophy',
};

/** The entries to show, in the API's order (the spec's), each with a route. */
export function visibleEntries(list: readonly TMenuEntry[]): (TMenuEntry & { route: string })[] {
  return list.filter((e): e is TMenuEntry & { route: string } => e.shown && e.route !== null);
}
