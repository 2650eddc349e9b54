import { PLATFORM_NS } from '@tessera/contract';
import { MENU_ENTRIES, type TFundsSummary, type TMenuEntry, type TPersonalInfo, type TWhitelabelMenu } from '@tessera/contract/api';
import { locales } from '../locales';

/**
 * The platform's own texts these tests read (the shell's pack, which a remote cannot import): the
 * SDK's QueryView labels and the field-rule messages the security center's forms show.
 */
const PLATFORM_TEXTS = {
  sdk: { retry: 'Try again', loading: 'Loading…', empty: 'Nothing here yet' },
  error: { fieldRequired: 'This field cannot be empty' },
  accounts: {
    error: {
      paymentPasswordFormat: 'The payment password is 6 digits',
      emailFormat: 'E-mail format is incorrect',
      nameFormat: 'Name format is not valid',
      smsFormat: 'The SMS code is up to 10 digits',
      smsRequired: 'Please enter the SMS code',
      bankCardFormat: 'The bank card number is not valid',
      securityAnswerFormat: 'The answer is empty or too long',
    },
  },
};

/** The member namespace in EN (and the platform's texts it relies on), for renderWithPlatform's `resources`. */
export const MEMBER_RESOURCES = { member: locales.EN as Record<string, unknown>, [PLATFORM_NS]: PLATFORM_TEXTS };

/** A menu answer as the API makes it: every member entry shown unless its key is in `off`; agent entries for agents. */
export function sampleMenu(options: { off?: string[]; agent?: boolean; template?: 'new' | 'base' } = {}): TWhitelabelMenu {
  const off = new Set(options.off ?? []);
  const list: TMenuEntry[] = MENU_ENTRIES.map((e) => ({
    key: e.key,
    permissionKey: e.permissionKey,
    route: e.route,
    labelKey: e.labelKey,
    shown: e.audience === 'agent' ? Boolean(options.agent) : !off.has(e.permissionKey),
    requiresRealAccount: true,
    agentOnly: e.audience === 'agent',
  }));
  return { merchant: 'demo', viewer: 'member', agent: Boolean(options.agent), template: options.template ?? 'new', list };
}

export function sampleFunds(overrides: Partial<TFundsSummary> = {}): TFundsSummary {
  return {
    currencyCode: 'CNY',
    currencySymbol: '¥',
    balance: '1000.00',
    pendingDeposits: { count: 0, amount: '0.00' },
    pendingWithdrawals: { count: 1, amount: '50.00' },
    withdrawable: { balance: '1000.00', pendingWithdrawals: '50.00', locked: '0.00', lockReason: null, turnoverRemaining: '0.00', withdrawable: '1000.00' },
    rewards: { unclaimed: 2, unclaimedAmount: '18.00' },
    rebate: { amount: '3.20', claimable: true, minimum: '1.00' },
    agent: null,
    asOf: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}

/** The personal info a member starts with (personalInfo). */
export function samplePersonalInfo(overrides: Partial<TPersonalInfo> = {}): TPersonalInfo {
  return {
    account: 'demo1',
    nickname: 'Demo One',
    vipLabel: 'VIP1',
    vipLevel: 1,
    email: null,
    mobile: null,
    payeeNameBound: false,
    hasPaymentPassword: false,
    registeredAt: '2026-11-01T10:00:00.000Z',
    lastLoginAt: null,
    ...overrides,
  };
}

export const sampleHeadIcons = (headIcon = '1') => ({
  headIcon,
  icons: ['1', '2', '3'].map((id) => ({ id, url: `data:image/svg+xml;base64,${id}` })),
});

/** What the member center's self-service blocks ask (issue 29), answered empty: for tests about the rest of the page. */
export const SELF_SERVICE_API = {
  personalInfo: samplePersonalInfo(),
  getHeadIcon: sampleHeadIcons(),
  recentGames: { list: [] },
  popularAnnouncements: { list: [] },
};
