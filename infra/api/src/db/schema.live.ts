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
}
