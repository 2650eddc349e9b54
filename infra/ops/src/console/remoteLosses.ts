import type { TSpecRemote } from '@tessera/contract';

/**
 * What the players of a merchant lose when a remote is switched off, in plain words: the pages,
 * the menu entries and shortcuts that lead to them, and what the API then refuses
 * (docs/decisions/disabled-remotes.md; the API's table is infra/api/src/services/remoteCalls.ts).
 */
export const REMOTE_LOSSES: Readonly<Record<TSpecRemote, string>> = {
  home: 'the home page, help, notices, messages, the inbox, promotions and the app download page. Every unknown address lands on home, so the site has no start page',
  games:
    'the game center and game lists, the side menu’s game center, the quick-nav "Hot" shortcut, the game tiles, hot list and favourites on home, and launching any game other than lottery',
  lottery: 'the lottery lobby and lottery games, their tiles on home and in the game lists, and lottery bets',
  member:
    'the member center and its pages (rewards, cash back, VIP benefits, invitations, records, security center, team pages), the footer’s Member and Rewards items and the header’s member-center link',
  wallet: 'deposits and withdrawals: the header’s deposit button, the quick-nav and side-menu shortcuts, and the deposit records',
  agent: 'agent contract offers (the prompt on home and the contract pages in the member center), salary and dividend',
};

/** The confirmation a disable asks for: who loses what, and how it comes back. */
export function disableConfirmation(remote: string, merchantName: string): { title: string; message: string; confirmLabel: string } {
  const losses = Object.hasOwn(REMOTE_LOSSES, remote) ? REMOTE_LOSSES[remote as TSpecRemote] : `every page of ${remote}`;
  return {
    title: `Turn ${remote} off for ${merchantName}?`,
    message: `Players of ${merchantName} lose ${losses}. Their menu entries and links disappear, a saved link lands on home, and the API refuses these calls until you turn ${remote} on again.`,
    confirmLabel: `Turn ${remote} off`,
  };
}
