// Spec constants, named once (product spec §9, §2, §3). A magic number in a component is a bug.
import { HOME_ALIASES, PATHS } from './paths';

/** Version of the platform contract (usePlatform, RemoteModule, bus). Remotes declare `requires.platform`. */
export const PLATFORM_VERSION = '1.8.0';

/**
 * The six remotes the spec names (ARCHITECTURE): the remotes this repository ships, the owners of the
 * spec's routes (ROUTE_OWNERSHIP) and the order the registry lists them in. A merchant may run others:
 * a remote is whatever an operator published and activated (docs/decisions/open-remotes.md).
 */
export const SPEC_REMOTES = ['home', 'games', 'lottery', 'member', 'wallet', 'agent'] as const;
export type TSpecRemote = (typeof SPEC_REMOTES)[number];

/** A remote's name: any name `isRemoteName` accepts (ZRemoteName in schemas), not a closed list. */
export type TRemoteName = string;

/** Names a remote cannot take: the shell's own and the server's path segments. */
export const RESERVED_REMOTE_NAMES = ['shell', 'api', 'admin', 'assets', 'remotes', 'platform', 'tessera', 'console', 'static', 'sw'] as const;

/** The shape of a remote's name (isRemoteName also refuses the reserved ones). */
export const REMOTE_NAME_PATTERN = /^[a-z][a-z0-9]{1,23}$/;

/**
 * A remote's name: a lowercase letter, then 1–23 lowercase letters or digits (it becomes a folder,
 * a URL segment, an i18n namespace and the container's global `tessera_<name>`), and not reserved.
 */
export function isRemoteName(name: unknown): name is TRemoteName {
  return typeof name === 'string' && REMOTE_NAME_PATTERN.test(name) && !(RESERVED_REMOTE_NAMES as readonly string[]).includes(name);
}

/** The spec's remotes first in their order, then any other remote by name: how lists of remotes are sorted. */
export function compareRemoteNames(a: string, b: string): number {
  const order = (name: string) => {
    const i = (SPEC_REMOTES as readonly string[]).indexOf(name);
    return i < 0 ? SPEC_REMOTES.length : i;
  };
  return order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0);
}

export const PAGE_SIZES = {
  hotGamesBlock: 21,
  /** The live-casino list when the client asks for no page size. */
  liveGames: 21,
  hotGamesScreen: 18,
  favouritesHome: 15,
  favouritesGameEntry: 100,
  gameList: 21,
  winners: 100,
  winnerTickerScrollAbove: 6,
} as const;

export const THROTTLE_MS = {
  announcementMarkRead: 150,
  unreadCounts: 250,
  infiniteScroll: 1000,
} as const;

/** Infinite scroll of paged lists (spec §9): load the next page within this distance of the end, at most once per throttle. */
export const INFINITE_SCROLL = { thresholdPx: 300, throttleMs: THROTTLE_MS.infiniteScroll } as const;

export const DEBOUNCE_MS = {
  winnerReload: 250,
  languageRevalidation: 200,
} as const;

/** Spec §9 gestures: a swipe from the screen's edge that travels this far goes back. */
export const SWIPE_BACK_PX = 100;

export const TIMING_MS = {
  bannerAutoAdvance: 5000,
  pageTransition: 300,
  inputFocusDelay: 500,
  chatRedirect: 500,
  redirectAfterPasswordChange: 1000,
  smsCountdownDefault: 60_000,
  smsCountdownRefresh: 500,
  jackpotTick: 2000,
  longPress: 370,
  pressInDelay: 130,
  pressOutDelay: 100,
  /** Home and logout loading indicators (spec: up to 9999 ms). */
  loadingMax: 9999,
  /**
   * How long the shell waits for a remote (entry + exposed module) before showing the retry
   * fallback. Module Federation's own default is 20 s; see docs/decisions/remote-loading.md.
   */
  remoteLoadTimeout: 4000,
  /** A request slower than this raises the 'Slow Connection' notice (spec §8). */
  slowConnection: 3000,
} as const;

export const TOAST_MS = {
  short: 3000,
  long: 8000,
  default: 1500,
  favouriteSaved: 1000,
  loginRequired: 2000,
  freeReject: 2000,
  loadingMax: 10_000,
} as const;

export const TOAST_TYPES = ['info', 'success', 'fail', 'offline', 'loading'] as const;
export type TToastType = (typeof TOAST_TYPES)[number];

export const TEXT_LIMITS = {
  captcha: 6,
  smsCode: 10,
  mobile: 20,
  comment: 140,
  email: 255,
  imageBytes: 5 * 1024 * 1024,
  imagesPerApplication: 3,
} as const;

/** Badges show the count, or `99+` above BADGE_CAP (spec §2 Message center, §9). */
export const BADGE_CAP = 99;
/** The badge text of a count: '' (no badge) at 0 or below, the count up to BADGE_CAP, then '99+'. */
export const badgeText = (count: number): string => (count <= 0 ? '' : count > BADGE_CAP ? `${BADGE_CAP}+` : String(count));

export const JACKPOT = { min: 20_000, max: 80_000, digits: 6, tickerMin: 3_620_281_923, tickerMax: 7_809_521_168 } as const;

export const AGES = { registration: 18, alternative: 21 } as const;

export const GATEWAY_CODES = { WEB: 1, MOBILE: 3 } as const;

export const DEFAULT_LANGUAGE = 'EN';
/** Spec §3: the money formatter defaults to CNY with its symbol until the merchant's currency is known. */
export const DEFAULT_CURRENCY = { code: 'CNY', symbol: '¥' } as const;
export const DEFAULT_THEME = 'dark';
export const COPYRIGHT_YEAR = 2025;

export const GAME_CATEGORIES = [
  'ALL',
  'LOTT',
  'ELOTT',
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'PVP',
  /** Cockfight (sabong), spec §0 game families (issue 29). */
  'COCKFIGHT',
  'HOT',
  'LIVESTREAM',
  'HOME',
  'PROMO',
  'FAV',
  'PGSLOT',
  'PPSLOT',
] as const;
export type TGameCategory = (typeof GAME_CATEGORIES)[number];

export const ESPORTS_GAME_CODES = ['AV', 'TF', 'IA', 'IMES'] as const;
export const PRIZE_MODES = { Lott: 'Lott', ZY: 'ZY', ModeElott: 'Elott', SEA: 'SEA' } as const;
export const PLAY_TYPES = { Tradition: 'trad', Entertainment: 'ent' } as const;
export const CONTENT_TYPES = { Agent: 'A', Player: 'PL', Banner: 'B', PopUp: 'PU', Promotion: 'PR' } as const;
export const BANNER_GROUPS = { home: 'm_home', live: 'm_live', register: 'm_reg' } as const;
export const MODULE_IDS = ['COMM3', 'FUNDTRANS3', 'REG3', 'CAPTCHA3', 'MEMTRANS3', 'PERSPNL3', 'AGEINFO3', 'AGEDOWNMAN3', 'AFFMAN3'] as const;
/** The module ids calls send (spec §3), by what they are for. */
export const MODULE = {
  registration: 'REG3',
  affiliateManagement: 'AFFMAN3',
  /** Trial play's test-play login (spec §7 "a free-play module id"; the spec's list has no free-play id of its own: the common module). */
  freePlay: 'COMM3',
} as const satisfies Record<string, (typeof MODULE_IDS)[number]>;

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
/** Lottery vendors whose games open the lottery lobby (/m/lottery); the others open in the game frame (/m/launchGame). */
export const LOTTERY_LOBBY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA'] as const satisfies readonly (typeof LOTTERY_VENDORS)[number][];
/** Vendors pulled out of the server order and put first, in this order (spec §9). TCG_SEA is removed but not re-added. */
export const VENDOR_FIRST_ORDER = ['EG3', 'PG', 'FC', 'JL'] as const;
export const VENDORS_REMOVED_FROM_ORDER = ['JL', 'FC', 'PG', 'EG3', 'TCG_SEA'] as const;
/** The supportPlay value that means "free play supported": 0 in game lists, 1 in vendor lists (spec §9). */
export const SUPPORT_PLAY_FREE = { gameList: 0, vendorList: 1 } as const;
/** Lobby categories whose games belong to one slot provider: the game entry screen's first and second slot categories. */
export const SLOT_PROVIDER_CATEGORIES = { PGSLOT: 'PG', PPSLOT: 'PP' } as const;

/** Promotion (activity) status labels (spec §3). */
export const PROMOTION_STATUSES = ['joining', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'processing', 'joined', 'coming soon'] as const;
export type TPromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Member types (spec §3): 0, 1, 2 real members; 4 trial; 40-42 other excluded types. */
export const REAL_MEMBER_TYPES = [0, 1, 2] as const;
export const TRIAL_TYPE = 4;
export const NON_AGENT_TYPES = [4, 40, 41, 42] as const;
/** The agent account type (the seed's agent1): role 'agent' (roles.ts). */
export const AGENT_ACCOUNT_TYPE = 1;

/** White-label and menu permission flags (spec §3). */
export const FLAG_KEYS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'REFERRAL',
  'REWCEN3',
  'MANPLAYREB3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'SECPRIV',
  'DEPRECM3',
  'PERSREP',
  'MAILCEN',
  'APPWINDOW',
] as const;
export type TFlagKey = (typeof FLAG_KEYS)[number];

/** Member-center menu permission keys (spec §3); an entry shows only while its flag is on. The VIP room has none and always shows. */
export const MENU_PERMISSION_KEYS = ['REWCEN3', 'MANPLAYREB3', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV', 'DEPRECM3', 'PERSREP', 'MAILCEN'] as const;
export type TMenuPermissionKey = (typeof MENU_PERMISSION_KEYS)[number];

/** Download link resource types of the status payload (spec §3). */
export const DOWNLOAD_RESOURCE_TYPES = ['IOS', 'Android', 'MOBILECONFIG', 'AppDownloadIcon'] as const;

/**
 * The player's chosen theme, mirrored from localStorage `theme` into a cookie so the server can
 * draw the page's first paint in it (docs/decisions/home-performance.md, "First paint").
 */
export const THEME_COOKIE = 'tessera_theme';

/** Browser storage keys exactly as the spec names them (§3). */
export const STORAGE_KEYS = {
  session: 'MC_SESSION_INFO',
  memberInfo: 'memberInfo',
  status: 'status',
  registry: 'registry',
  theme: 'theme',
  language: 'language',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  serviceLink: 'service_link',
  template: 'setTemplate',
  categories: 'catasList',
  vassGameType: 'getVassGameType',
  gameLotts: 'getGameLotts',
  lottList: 'lottList',
  elottList: 'elottList',
  clientId: 'clientId',
  /** sessionStorage: the trial account's user name (spec §4 trial). */
  trialUser: 'trialUser',
} as const;

/** System status codes (spec §2, §4). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type TSystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

export interface TLanguage {
  code: string;
  /** BCP 47 tag for <html lang>. */
  tag: string;
  /** Endonym shown in the selector. */
  label: string;
  dir: 'ltr' | 'rtl';
}

/** The 32 languages the selector offers (spec §1), in the spec's order. */
export const LANGUAGES: readonly TLanguage[] = [
  { code: 'CN', tag: 'zh-CN', label: '简体中文', dir: 'ltr' },
  { code: 'EN', tag: 'en', label: 'English', dir: 'ltr' },
  { code: 'JA', tag: 'ja', label: '日本語', dir: 'ltr' },
  { code: 'TH', tag: 'th', label: 'ไทย', dir: 'ltr' },
  { code: 'VI', tag: 'vi', label: 'Tiếng Việt', dir: 'ltr' },
  { code: 'MY', tag: 'my', label: 'မြန်မာ', dir: 'ltr' },
  { code: 'ES', tag: 'es', label: 'Español', dir: 'ltr' },
  { code: 'HI', tag: 'hi', label: 'हिन्दी', dir: 'ltr' },
  { code: 'ID', tag: 'id', label: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'KM', tag: 'km', label: 'ខ្មែរ', dir: 'ltr' },
  { code: 'KO', tag: 'ko', label: '한국어', dir: 'ltr' },
  { code: 'KR', tag: 'ko-KR', label: '한국어 (KR)', dir: 'ltr' },
  { code: 'MS', tag: 'ms', label: 'Bahasa Melayu', dir: 'ltr' },
  // Portugal's Portuguese: 'pt' alone is Brazil's in Intl (1.234,5; 0 is singular), so the region is explicit.
  { code: 'PT', tag: 'pt-PT', label: 'Português', dir: 'ltr' },
  { code: 'TA', tag: 'ta', label: 'தமிழ்', dir: 'ltr' },
  { code: 'TW', tag: 'zh-TW', label: '繁體中文', dir: 'ltr' },
  { code: 'TY', tag: 'tl', label: 'Tagalog', dir: 'ltr' },
  { code: 'UR', tag: 'ur', label: 'اردو', dir: 'rtl' },
  { code: 'UR-LA', tag: 'ur-Latn', label: 'Urdu (Latin)', dir: 'ltr' },
  { code: 'PT-BR', tag: 'pt-BR', label: 'Português (Brasil)', dir: 'ltr' },
  { code: 'TR', tag: 'tr', label: 'Türkçe', dir: 'ltr' },
  { code: 'BN', tag: 'bn', label: 'বাংলা', dir: 'ltr' },
  { code: 'AR', tag: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'FA', tag: 'fa', label: 'فارسی', dir: 'rtl' },
  { code: 'RU', tag: 'ru', label: 'Русский', dir: 'ltr' },
  { code: 'KK', tag: 'kk', label: 'Қазақ', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', label: 'Oʻzbek', dir: 'ltr' },
  { code: 'LO', tag: 'lo', label: 'ລາວ', dir: 'ltr' },
  { code: 'NE', tag: 'ne', label: 'नेपाली', dir: 'ltr' },
  { code: 'FR', tag: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'TE', tag: 'te', label: 'తెలుగు', dir: 'ltr' },
  { code: 'SW', tag: 'sw', label: 'Kiswahili', dir: 'ltr' },
];

/** Languages whose packs are complete; every other language falls back to EN key by key. */
export const COMPLETE_LANGUAGES = ['EN', 'PT', 'PT-BR', 'CN', 'UR'] as const;

/** Who owns which route (ARCHITECTURE "Route ownership"). The contract kit checks remotes against it. */
export const ROUTE_OWNERSHIP: Record<TSpecRemote | 'shell', readonly string[]> = {
  shell: [PATHS.login, PATHS.register, PATHS.registerHtml, PATHS.forget, PATHS.changePassword, PATHS.trial],
  home: [...HOME_ALIASES, PATHS.home, PATHS.help, PATHS.helpDetail, PATHS.notice, PATHS.message, PATHS.inbox, PATHS.chat, PATHS.activity, PATHS.app],
  games: [PATHS.game, PATHS.gameList, PATHS.slotsCenter, PATHS.hotGames, PATHS.liveRoom],
  lottery: [PATHS.lottery, PATHS.startLottery, PATHS.launchGame, PATHS.lotteryHistory],
  member: [
    PATHS.memberHome,
    PATHS.manualRebate,
    PATHS.benefits,
    PATHS.inviteFriends,
    PATHS.rewardCenter,
    PATHS.gameRecord,
    PATHS.transactionRecord,
    PATHS.securityCenter,
    PATHS.profitAndLoss,
    PATHS.teamKpi,
    PATHS.teamDownlines,
    PATHS.teamPnl,
    PATHS.responsibleGambling,
    PATHS.memberProfile,
  ],
  wallet: [PATHS.deposit, PATHS.depositRecord, PATHS.withdraw],
  agent: [
    PATHS.salaryContract,
    PATHS.dividendContract,
    PATHS.hourContract,
    PATHS.agentCenter,
    PATHS.agentLinks,
    PATHS.agentRebates,
    PATHS.agentTransfer,
    PATHS.agentSalary,
    PATHS.agentDividend,
    PATHS.agentNewDownline,
  ],
};

/** A route path as paths are compared (the shell matches any case and ignores trailing slashes). */
export function routePathKey(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Who the spec gives `path` to (ROUTE_OWNERSHIP), or null for a path the spec does not name. */
export function specRouteOwner(path: string): TSpecRemote | 'shell' | null {
  const key = routePathKey(path);
  for (const [owner, paths] of Object.entries(ROUTE_OWNERSHIP) as [TSpecRemote | 'shell', readonly string[]][]) {
    if (paths.some((p) => routePathKey(p) === key)) return owner;
  }
  return null;
}

export const HOME_PATH = PATHS.home;
export const LOGIN_PATH = PATHS.login;

/**
 * Automatic canary rollback (docs/decisions/releases.md): once a canary version has at least
 * `minSample` loads for a merchant, a failure rate (load failures + render errors over loads) above
 * `maxFailurePercent` switches the canary off and audits why. An operator may set both per canary.
 */
export const CANARY_ROLLBACK = { maxFailurePercent: 20, minSample: 20 } as const;
