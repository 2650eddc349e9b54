import * as z from 'zod/v4/mini';
import type { TFlagKey } from '@tessera/contract';
import { PATHS } from '@tessera/contract';
import { defineEndpoint } from './endpoint';
import { ZMerchantQuery } from './platform';
import { ZWithdrawable } from './withdrawable';

// White-label reads (spec §7 "whitelabel (menu, status)", "contract requests (... consolidated
// funds)"). The status itself is GET /api/v1/status (platform.ts).
//
// Member-center menu (spec §3): each entry has a permission key, a merchant flag that the operator
// turns on and off with PATCH /api/admin/merchants/:code/flags; an entry shows only while its flag
// is on. The VIP room has no key and always shows. Agent entries (agent center, team management,
// team betting: spec §6 names them only as labels) show only to agents.

/** Member-center entries in the spec's order (§3), then the VIP room and the agent entries (§6). */
export const MENU_ENTRIES = [
  { key: 'rewardCenter', permissionKey: 'REWCEN3', route: PATHS.rewardCenter, labelKey: 'member:title.rewardCenter', audience: 'member' },
  { key: 'manualRebate', permissionKey: 'MANPLAYREB3', route: PATHS.manualRebate, labelKey: 'member:title.manualRebate', audience: 'member' },
  { key: 'gameRecord', permissionKey: 'TRANSBETREPMEM3', route: PATHS.gameRecord, labelKey: 'member:title.gameRecord', audience: 'member' },
  { key: 'transactionRecord', permissionKey: 'TRANSREC3', route: PATHS.transactionRecord, labelKey: 'member:title.transactionRecord', audience: 'member' },
  { key: 'securityCenter', permissionKey: 'SECPRIV', route: PATHS.securityCenter, labelKey: 'member:title.securityCenter', audience: 'member' },
  { key: 'depositRecord', permissionKey: 'DEPRECM3', route: PATHS.depositRecord, labelKey: 'wallet:title.vouReport', audience: 'member' },
  { key: 'profitAndLoss', permissionKey: 'PERSREP', route: PATHS.profitAndLoss, labelKey: 'member:title.profitAndLoss', audience: 'member' },
  { key: 'mail', permissionKey: 'MAILCEN', route: PATHS.inbox, labelKey: 'home:title.webEmail', audience: 'member' },
  { key: 'vipRoom', permissionKey: '', route: PATHS.benefits, labelKey: 'member:title.benefits', audience: 'member' },
  { key: 'agentCenter', permissionKey: '', route: PATHS.agentCenter, labelKey: 'agent:menu.agentCenter', audience: 'agent' },
  { key: 'teamManagement', permissionKey: '', route: PATHS.teamDownlines, labelKey: 'agent:menu.teamManagement', audience: 'agent' },
  { key: 'teamBetting', permissionKey: '', route: PATHS.teamPnl, labelKey: 'agent:menu.teamBetting', audience: 'agent' },
] as const satisfies readonly {
  key: string;
  permissionKey: TFlagKey | '';
  route: string | null;
  labelKey: string;
  audience: 'member' | 'agent';
}[];

export const MENU_ENTRY_KEYS = MENU_ENTRIES.map((e) => e.key) as [TMenuEntryKey, ...TMenuEntryKey[]];
export type TMenuEntryKey = (typeof MENU_ENTRIES)[number]['key'];

/** Who the menu was made for: no (valid) session, a trial or other non-member type, a real member. */
export const MENU_VIEWERS = ['guest', 'trial', 'member'] as const;
export type TMenuViewer = (typeof MENU_VIEWERS)[number];

export const ZMenuEntry = z.object({
  key: z.enum(MENU_ENTRY_KEYS),
  /** The flag that governs the entry; '' for an entry no flag governs (VIP room, agent entries). */
  permissionKey: z.string(),
  /** The /m/... screen (spec §2); null for the agent entries the spec names without a screen. */
  route: z.nullable(z.string()),
  /** i18next key, `namespace:key`. */
  labelKey: z.string(),
  /** Show the entry: its flag is on (or it has none) and the viewer's type may use it. */
  shown: z.boolean(),
  /**
   * The screen needs a real member's session: a guest goes to /m/login, a trial user gets the
   * register dialog (spec §6) instead of opening it.
   */
  requiresRealAccount: z.boolean(),
  /** Only agents see it (spec §6). */
  agentOnly: z.boolean(),
});
export type TMenuEntry = z.infer<typeof ZMenuEntry>;

export const ZWhitelabelMenu = z.object({
  merchant: z.string(),
  viewer: z.enum(MENU_VIEWERS),
  /** The viewer is an agent (spec §6: a real member whose type is not 4, 40, 41 or 42). */
  agent: z.boolean(),
  /** Member-center template (status info.mobileTemplate.mem_cen: '1' → new, else base; spec §4). */
  template: z.enum(['new', 'base']),
  list: z.array(ZMenuEntry),
});
export type TWhitelabelMenu = z.infer<typeof ZWhitelabelMenu>;

/**
 * The entries a viewer is shown, in the API's order (the spec's), each with a screen: the member
 * center and the shell's side menu filter the white-label menu with this one rule.
 */
export function visibleMenuEntries(list: readonly TMenuEntry[]): (TMenuEntry & { route: string })[] {
  return list.filter((e): e is TMenuEntry & { route: string } => e.shown && e.route !== null);
}

export const whitelabelMenu = defineEndpoint({
  name: 'whitelabelMenu',
  method: 'GET',
  path: '/api/v1/whitelabel/menu',
  auth: 'none',
  summary:
    "The member-center menu of the merchant in the spec's order: each entry's permission key, route, label key and whether it shows (flag on; " +
    'trial users get member entries marked requiresRealAccount; agent entries only for agents). Public; with a session token (Authorization: Bearer) ' +
    "it answers for the session's merchant and the member's type; an unknown or expired token, or a session of another merchant than the one named, is answered as a guest",
  tags: ['platform'],
  query: ZMerchantQuery,
  response: ZWhitelabelMenu,
});

const ZPendingTotal = z.object({ count: z.number(), amount: z.string() });

const ZProjected = z.object({
  /** YYYY-MM-DD (salary) or YYYY-MM (dividend): the running period. */
  period: z.string(),
  projectedAmount: z.string(),
  /** The agent has an accepted contract of this kind (without one the projection is 0). */
  hasContract: z.boolean(),
});

export const ZFundsSummary = z.object({
  currencyCode: z.string(),
  currencySymbol: z.string(),
  /** Wallet balance (ledger). Pending withdrawals are already taken out of it. */
  balance: z.string(),
  /** Deposit orders waiting for payment or review: not in the balance yet. */
  pendingDeposits: ZPendingTotal,
  /** Withdrawals waiting for review: debited at request, refunded if rejected. */
  pendingWithdrawals: ZPendingTotal,
  /** What the member may withdraw now and what bonus turnover locks (the withdrawal page's same object). */
  withdrawable: ZWithdrawable,
  /** Reward center (null while REWCEN3 is off for the merchant). */
  rewards: z.nullable(z.object({ unclaimed: z.number(), unclaimedAmount: z.string() })),
  /** Single cash back (null while MANPLAYREB3 is off). */
  rebate: z.nullable(z.object({ amount: z.string(), claimable: z.boolean(), minimum: z.string() })),
  /** Running salary and dividend projections; null for a member who is not an agent. */
  agent: z.nullable(z.object({ salary: ZProjected, dividend: ZProjected })),
  asOf: z.string(),
});
export type TFundsSummary = z.infer<typeof ZFundsSummary>;

export const consolidatedFunds = defineEndpoint({
  name: 'consolidatedFunds',
  method: 'GET',
  path: '/api/v1/funds/summary',
  auth: 'realMember',
  summary:
    "The member's money overview in one call: balance, pending deposits and withdrawals, unclaimed rewards, claimable cash back and, " +
    "for agents, the running salary and dividend projections; decimal strings in the merchant's currency",
  tags: ['wallet'],
  response: ZFundsSummary,
});

export const whitelabelEndpoints = [whitelabelMenu, consolidatedFunds] as const;
