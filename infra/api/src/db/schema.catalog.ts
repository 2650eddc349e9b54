import type { ColumnType, Generated } from 'kysely';
import type { TBit } from './columns';

// Tables of migration 0004_catalog: the games catalogue (vendors, categories, games, names, hot
// lists, winners, lottery groups) and public content (announcements with per-member read state,
// help tree, promotions). Same conventions as schema.ts; money is BIGINT minor units (PostgreSQL
// hands BIGINT back as text, SQLite as a number: read it through lib/money). Generated<> marks
// columns with a database default (optional on insert).

/** BIGINT minor units: a number or (PostgreSQL) a decimal string when read. */
export type TMinorColumn = ColumnType<number | string, number, number>;

export interface VendorsTable {
  code: string;
  name: string;
  /** Free play supported by the vendor's launcher. */
  free_play: Generated<TBit>;
  enabled: Generated<TBit>;
}

/** The server's vendor mapping: which vendors serve which category, in server order. Esports vendors are SPORTS here. */
export interface VendorCategoriesTable {
  vendor_code: string;
  category: string;
  account_type_name: string;
  sort: number;
}

export interface MerchantVendorsTable {
  merchant_code: string;
  vendor_code: string;
  enabled: TBit;
  /** A lottery vendor's own launch page for the merchant (0059; docs/decisions/lottery-vendor-frames.md); null: the demo lottery. */
  launch_url: string | null;
}

/** The merchant's categories in its server order. */
export interface MerchantCategoriesTable {
  merchant_code: string;
  category: string;
  sort: number;
}

export interface GameGroupsTable {
  id: number;
  name: string;
  lotto_mode: string;
  sort: number;
}

export interface GamesTable {
  /** The lobby node id (nodeId). */
  id: number;
  vendor_code: string;
  /** The vendor's id of the game. */
  game_id: string;
  game_code: string;
  /** Canonical (English) name. */
  name: string;
  /** Lobby category (gameType). */
  category: string;
  /** The vendor launcher's category (gameCategory). */
  launch_category: string;
  classify: string;
  game_group_id: number | null;
  lotto_mode: string | null;
  free_play: Generated<TBit>;
  min_bet: TMinorColumn;
  min_line: Generated<number>;
  /** Lower first. */
  sort: number;
  enabled: Generated<TBit>;
  /** Every name of the game, lower case, for the name search. */
  search_text: string;
}

export interface GameNamesTable {
  game_id: number;
  language: string;
  name: string;
}

export interface HotGamesTable {
  merchant_code: string;
  game_id: number;
  /** 1 first. */
  rank: number;
}

export interface WinnersTable {
  id: Generated<number>;
  merchant_code: string;
  game_id: number;
  /** Already masked (de***1): the full name is never stored here. */
  customer_name: string;
  win_amount: TMinorColumn;
  won_at: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  /** CONTENT_TYPES code: A, PL, B, PU, PR. */
  type: string;
  /** Banner group (B only). */
  group_name: string | null;
  title: string;
  /** Sanitised HTML (lib/html sanitizeHtml, at write time). */
  content: string;
  link: string | null;
  /** Has an image (banners, pop-ups, promotions). */
  has_image: Generated<TBit>;
  popular_rank: number | null;
  sort: Generated<number>;
  published_at: string;
  expires_at: string | null;
  enabled: Generated<TBit>;
  /** The deposit promotion whose terms fill the text's {{placeholders}} (0044; null: plain text). */
  deposit_promo_id: number | null;
}

/** Which member has read which announcement (mark-read arrives with member sessions). */
export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

export interface HelpEntriesTable {
  id: Generated<number>;
  merchant_code: string;
  parent_id: number | null;
  language: string;
  /** MOBILE, WEB or ALL. */
  device: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  sort: number;
}

export interface PromotionsTable {
  id: Generated<number>;
  merchant_code: string;
  category: string;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  content: string;
  status: string;
  sort: number;
  starts_at: string;
  ends_at: string | null;
  enabled: Generated<TBit>;
  /** The deposit promotion whose terms fill the text's {{placeholders}} (0044; null: plain text). */
  deposit_promo_id: number | null;
}
