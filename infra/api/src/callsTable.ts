import * as api from '@tessera/contract/api';
import type { TEndpoint } from '@tessera/contract/api';

// The README's table of calls, made from the descriptors (so it cannot drift: readme.test.ts
// checks the README holds exactly this table). `npx tsx infra/api/src/callsTable.ts` prints it.

const AREA_TITLES: Record<string, string> = {
  platformEndpoints: 'Platform and operator',
  operatorEndpoints: 'Named operators, roles and API tokens',
  releaseCredentialEndpoints: 'Team release credentials and the release upload',
  accountEndpoints: 'Accounts and security',
  firstPasswordEndpoints: 'First password (accounts an agent opens)',
  socialLoginEndpoints: 'Social login (OpenID Connect) and third-party phone verification',
  headIconUploadEndpoints: "Head icon upload (a member's own picture)",
  emailRecoveryEndpoints: 'Password recovery by e-mail',
  feedbackEndpoints: 'Help center feedback',
  affiliateEndpoints: 'Invitation links',
  gameEndpoints: 'Games catalogue',
  contentEndpoints: 'Content',
  liveEndpoints: 'Live rooms',
  liveRoomEndpoints: 'Live rooms: stream, chat, pay-per-view passes',
  playerEndpoints: 'Favourites, recent games, profit and loss',
  playEndpoints: 'Launch, demo games, betting records',
  demoGameEndpoints: 'Demo games: baccarat table and crash',
  cockfightEndpoints: 'Demo cockfight',
  walletEndpoints: 'Wallet, security centre, withdrawals',
  depositEndpoints: 'Deposits and payment gateway',
  messagingEndpoints: 'Announcements read state, inbox, chat, referral',
  rewardEndpoints: 'Promotion applications, reward center, single cash back',
  agentEndpoints: 'Agents',
  whitelabelEndpoints: 'White label',
  kycEndpoints: 'KYC (identity verification)',
  responsibleGamblingEndpoints: 'Responsible gambling (limits, reality checks, cool-off, self-exclusion)',
  adminMemberEndpoints: 'Members (operator: find a member)',
  merchantSetupEndpoints: 'Merchant setup',
  regionEndpoints: 'Region restriction by address (operator)',
  vendorLaunchEndpoints: 'Lottery vendor launch URLs (operator)',
  imageCdnEndpoints: 'Image CDNs (operator)',
  supportChatEndpoints: 'Support chat (socket tickets, images, the console queue)',
  previewEndpoints: 'Preview grants and dev origins (operator)',
};

const authLabel = (e: TEndpoint) => `${e.auth}${e.idempotent ? ' + Idempotency-Key' : ''}`;

/** Markdown: one table per area, in the order of AREA_TITLES, then any area not listed there. */
export function callsTable(): string {
  const groups = Object.entries(api).filter(([name, value]) => name.endsWith('Endpoints') && Array.isArray(value)) as [string, readonly TEndpoint[]][];
  const order = Object.keys(AREA_TITLES);
  groups.sort(([a], [b]) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99) || a.localeCompare(b));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [group, endpoints] of groups) {
    const rows = endpoints.filter((e) => !seen.has(e.name));
    if (!rows.length) continue;
    out.push(`**${AREA_TITLES[group] ?? group}**`, '', '| call (operationId) | method and path | auth |', '|---|---|---|');
    for (const e of rows) {
      seen.add(e.name);
      out.push(`| ${e.name} | ${e.method} ${e.path} | ${authLabel(e)} |`);
    }
    out.push('');
  }
  return out.join('\n').trimEnd();
}

if (require.main === module) process.stdout.write(`${callsTable()}\n`);
