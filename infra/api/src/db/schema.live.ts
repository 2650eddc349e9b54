import type { Generated } from 'kysely';
import type { TBigint, TBit } from './columns';

/** Table of migration 0009_live. */
export interface LiveRoomsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  /** FREE | VIP | PPV */
  room_type: string;
  min_vip_level: number | null;
  price_minor: TBigint | null;
  online: TBit;
  viewers: number;
  show: string;
  language: string;
  /** JSON array of strings. */
  tags: string;
  created_at: string;
  // 0057_live_room_shows (filled by the seeder; null only before it runs).
  title: string | null;
  schedule: string | null;
  /** A pay-per-view show's length in minutes (how long a pass lasts). */
  show_minutes: number | null;
  /** The clip the room plays (services/liveRooms.ts LIVE_CLIPS). */
  clip: string | null;
}

/** Tables of migration 0058_live_passes_chat. */
export interface LivePassesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  room_id: number;
  price_minor: TBigint;
  transaction_id: number;
  created_at: string;
  expires_at: string;
  refunded_at: string | null;
  refunded_by: string | null;
  refund_transaction_id: number | null;
}

export interface LiveChatLinesTable {
  id: Generated<number>;
  merchant_code: string;
  room_id: number;
  member_id: number;
  author: string;
  text: string;
  created_at: string;
  hidden_at: string | null;
  hidden_by: string | null;
}
