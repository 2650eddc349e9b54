// One table of the app's routes (spec §2). Components link with PATHS.x, never with '/m/...'
// literals, so a route that moves is changed here once. Zod-free: the browser door exports it.

export const PATHS = {
  root: '/',
  home: '/m/home',
  login: '/m/login',
  register: '/m/register',
  registerHtml: '/m/register.html',
  forget: '/m/forget',
  changePassword: '/m/changePsw',
  trial: '/m/trail',
  help: '/m/help',
  helpDetail: '/m/helpDetail',
  notice: '/m/notice',
  message: '/m/message',
  inbox: '/m/webEmail',
  /** The support chat (issue 27 item 6): our own page, opened inside the site. */
  chat: '/m/chat',
  activity: '/m/activity',
  app: '/m/app',
  game: '/m/game',
  gameList: '/m/gameList',
  slotsCenter: '/m/slotsCenter',
  lottery: '/m/lottery',
  startLottery: '/m/startLottery',
  launchGame: '/m/launchGame',
  memberHome: '/m/member/home',
  manualRebate: '/m/member/manualRebate',
  benefits: '/m/member/benefits',
  inviteFriends: '/m/inviteFriends',
  rewardCenter: '/m/rewardCenter',
  gameRecord: '/m/gameRecord',
  transactionRecord: '/m/transaction/record',
  securityCenter: '/m/securityCenter',
  profitAndLoss: '/m/profitandloss',
  deposit: '/m/voucherCenter',
  depositRecord: '/m/vouReport',
  withdraw: '/m/withdraw',
  salaryContract: '/m/member/agent/getSalaryContract',
  dividendContract: '/m/member/agent/getDevidendContract',
  hourContract: '/m/member/agent/getHourContract',
  /** Agent entries of the member center (spec §6 names them as labels only): team KPI, downlines, team betting. */
  teamKpi: '/m/member/team/kpi',
  teamDownlines: '/m/member/team/downlines',
  teamPnl: '/m/member/team/pnl',
  /** The agent center (issue 29, docs/decisions/agent-center.md): agent's hub, KPI overview and the agent screens; the menu's agentCenter entry. */
  agentCenter: '/m/member/agent/center',
  /** Agent's invitation (affiliate) links, the default rate of link registrations and the quotas. */
  agentLinks: '/m/member/agent/links',
  /** Agent's downlines with their rebate rates (change within the agent's limits) and the quotas. */
  agentRebates: '/m/member/agent/rebates',
  /** Agent's transfer to one or several downlines. */
  agentTransfer: '/m/member/agent/transfer',
  /** Agent opens an account for a new direct downline (createDownline; docs/decisions/first-password.md). */
  agentNewDownline: '/m/member/agent/downlines/new',
  /** Agent's daily salary: today's position, the tiers, applications and payouts. */
  agentSalary: '/m/member/agent/salary',
  /** Agent's dividend: this month's position, the payouts and the settlement notices. */
  agentDividend: '/m/member/agent/dividend',
  /** Responsible gambling (issue 28): the member's limits, reality check, cool-off and self-exclusion. */
  responsibleGambling: '/m/member/responsible',
  /** Personal info (issue 29, docs/decisions/member-self-service.md): nickname and head icon; linked from the member center's summary. */
  memberProfile: '/m/member/profile',
  /** The hot-games screen (spec §2 Home, §9 PAGE_SIZES.hotGamesScreen; issue 29): the spec names no path (docs/decisions/hot-games-screen.md). */
  hotGames: '/m/hotGames',
  /** Lottery history (spec §2 module list; issue 29): past draws per lottery game (docs/decisions/lottery-history.md). */
  lotteryHistory: '/m/lotteryHistory',
  /** A live-stream room (issue 29, spec §1; ?id= the room): its stream, chat and pay-per-view pass (docs/decisions/live-rooms.md). */
  liveRoom: '/m/liveRoom',
} as const;

export type TPathName = keyof typeof PATHS;
export type TAppPath = (typeof PATHS)[TPathName];

/** The other addresses of home (spec §2 route table). */
export const HOME_ALIASES = ['/', '/m', '/m/', '/m/index', '/m/index.html'] as const;

/** A path with its query string, e.g. withQuery(PATHS.gameList, { category: 'HOT' }). Empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
