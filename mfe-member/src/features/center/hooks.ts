import { visibleMenuEntries, type TMenuEntry, type TMenuEntryKey } from '@tessera/contract/api';
import type { TIconName } from '@tessera/ui-kit';

/** The observable contract's `data-key` of an entry: its permission key, `VIP` for the VIP room, the entry key for agent entries. */
export function dataKeyOf(entry: Pick<TMenuEntry, 'key' | 'permissionKey'>): string {
  if (entry.key === 'vipRoom') return 'VIP';
  return entry.permissionKey || entry.key;
}

export const ENTRY_ICONS: Record<TMenuEntryKey, TIconName> = {
  rewardCenter: 'gift',
  manualRebate: 'cashback',
  gameRecord: 'dice',
  transactionRecord: 'list',
  securityCenter: 'shield',
  depositRecord: 'receipt',
  profitAndLoss: 'chart',
  mail: 'mail',
  vipRoom: 'crown',
  agentCenter: 'kpi',
  teamManagement: 'users',
  teamBetting: 'trophy',
};

/** The entries to show, in the API's order (the spec's), each with a route: the rule the shell's side menu uses too. */
export const visibleEntries = visibleMenuEntries;
