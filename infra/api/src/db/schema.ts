import type { Generated } from 'kysely';
import type { TBit } from './columns';
import type {
  AffiliateCodesTable,
  AuthFailuresTable,
  CaptchasTable,
  LoginKeysTable,
  MembersTable,
  SessionsTable,
  SmsCodesTable,
  SmsOutboxTable,
} from './schema.accounts';
import type {
  AnnouncementReadsTable,
  AnnouncementsTable,
  GameGroupsTable,
  GameNamesTable,
  GamesTable,
  HelpEntriesTable,
  HotGamesTable,
  MerchantCategoriesTable,
  MerchantVendorsTable,
  PromotionsTable,
  VendorCategoriesTable,
  VendorsTable,
  WinnersTable,
} from './schema.catalog';
import type { LiveChatLinesTable, LivePassesTable, LiveRoomsTable } from './schema.live';
import type { WalletMemberTables } from './schema.walletMember';
import type { DepositsTables } from './schema.deposits';
import type { DepositPromosTables } from './schema.depositPromos';
import type { PlayTables } from './schema.play';
import type { PlayExtrasTables } from './schema.playExtras';
import type { MessagingTables } from './schema.messaging';
import type { SupportChatTables } from './schema.supportChat';
import type { AgentsTables } from './schema.agents';
import type { AgentExtrasTables } from './schema.agentExtras';
import type { SecurityTables } from './schema.security';
import type { SharedStateTables } from './schema.sharedState';
import type { CanaryTables } from './schema.canary';
import type { OperatorTables } from './schema.operators';
import type { ReleaseCredentialTables } from './schema.releaseCredentials';
import type { PreviewTables } from './schema.previews';
import type { EmailRecoveryTables } from './schema.emailRecovery';
import type { SocialLoginTables } from './schema.socialLogin';
import type { RegionTables } from './schema.region';
import type { KycTables } from './schema.kyc';
import type { HeadIconTables } from './schema.headIcons';
import type { ResponsibleTables } from './schema.responsible';
import type { TranslationTables } from './schema.translations';
import type { DepositReceiptsTables } from './schema.depositReceipts';
import type { VipTables } from './schema.vip';
import type { MerchantSetupTables } from './schema.merchantSetup';
import type { ContentTables } from './schema.content';
import type { PlayerTables } from './schema.player';
import type { RewardsTables } from './schema.rewards';
import type { IdempotencyKeysTable, LedgerEntriesTable, LedgerTransactionsTable, WalletAccountsTable } from './schema.wallet';

// Column conventions: columns.ts.
export type { TBit, TBigint } from './columns';

export interface MerchantsTable {
  code: string;
  name: string;
  maintenance: TBit;
  region_restriction: TBit;
  theme: 'dark' | 'light';
  currency_code: string;
  currency_symbol: string;
  /** JSON array of host names that select this merchant. */
  domains: string;
  created_at: string;
}

export interface MerchantFlagsTable {
  merchant_code: string;
  key: string;
  enabled: TBit;
}

export interface MerchantRemotesTable {
  merchant_code: string;
  remote: string;
  enabled: TBit;
  version: string;
  canary_version: string | null;
  canary_percent: number;
  /** 0025_releases: when the current canary started (failures are counted from there). */
  canary_started_at: string | null;
  /** 0025_releases: the canary's rollback threshold and minimum sample; NULL = CANARY_ROLLBACK. */
  canary_max_failure_percent: number | null;
  canary_min_sample: number | null;
}

/** Per-merchant settings the status payload needs, one JSON value per key. */
export interface MerchantConfigTable {
  merchant_code: string;
  key: string;
  value: string;
}

export interface RemoteVersionsTable {
  remote: string;
  version: string;
  entry: string;
  /** JSON array of ZRouteMeta. */
  routes: string;
  /** The platform range the remote requires (routes.json `requires.platform`). */
  requires_platform: string;
  /** JSON of ZRouteTitles (language → titleKey → text), null when the build sent none. */
  titles: string | null;
  published_at: string;
  /** 0025_releases: JSON file → SRI hash ('sha384-...') of every served file; NULL for a plain build. */
  integrity: string | null;
  /** 0025_releases: sha256 over the integrity list: the version's identity. */
  content_hash: string | null;
  contract_result: 'passed' | 'failed' | 'unknown';
  contract_detail: string | null;
  built_at: string | null;
}

export interface TelemetryTable {
  id: Generated<number>;
  merchant_code: string;
  kind: string;
  remote: string | null;
  version: string | null;
  reason: string | null;
  message: string;
  path: string;
  value: number | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
  at: string;
}

export interface DB
  extends
    HeadIconTables,
    WalletMemberTables,
    DepositsTables,
    DepositPromosTables,
    PlayTables,
    PlayExtrasTables,
    MessagingTables,
    SupportChatTables,
    AgentsTables,
    AgentExtrasTables,
    PlayerTables,
    RewardsTables,
    SecurityTables,
    KycTables,
    ResponsibleTables,
    TranslationTables,
    DepositReceiptsTables,
    ContentTables,
    SharedStateTables,
    CanaryTables,
    OperatorTables,
    ReleaseCredentialTables,
    PreviewTables,
    EmailRecoveryTables,
    SocialLoginTables,
    RegionTables,
    MerchantSetupTables,
    VipTables {
  merchants: MerchantsTable;
  merchant_flags: MerchantFlagsTable;
  merchant_remotes: MerchantRemotesTable;
  merchant_config: MerchantConfigTable;
  remote_versions: RemoteVersionsTable;
  telemetry: TelemetryTable;
  audit_log: AuditLogTable;
  members: MembersTable;
  sessions: SessionsTable;
  login_keys: LoginKeysTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  sms_outbox: SmsOutboxTable;
  auth_failures: AuthFailuresTable;
  affiliate_codes: AffiliateCodesTable;
  vendors: VendorsTable;
  vendor_categories: VendorCategoriesTable;
  merchant_vendors: MerchantVendorsTable;
  merchant_categories: MerchantCategoriesTable;
  game_groups: GameGroupsTable;
  games: GamesTable;
  game_names: GameNamesTable;
  hot_games: HotGamesTable;
  winners: WinnersTable;
  announcements: AnnouncementsTable;
  announcement_reads: AnnouncementReadsTable;
  help_entries: HelpEntriesTable;
  promotions: PromotionsTable;
  wallet_accounts: WalletAccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  live_rooms: LiveRoomsTable;
  live_passes: LivePassesTable;
  live_chat_lines: LiveChatLinesTable;
}
