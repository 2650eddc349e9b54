import type { Generated } from 'kysely';

// Tables of migration 0012_play. BIGINT money columns read back as a number (SQLite) or a decimal
// string (PostgreSQL): read them through toMinor() (services/wallet/ledger).

/** BIGINT: a number, or (PostgreSQL) a decimal string when read. */
type TBigintColumn = number | string;

export interface PlayTicketsTable {
  id: Generated<number>;
  /** sha256 (hex) of the 128-bit ticket: the ticket itself is never stored. */
  token_hash: string;
  merchant_code: string;
  member_id: number;
  /** games.id */
  game_id: number;
  /** lottery | generic */
  launcher: string;
  /** real | free */
  mode: string;
  /** trad | ent (lottery launcher) */
  play_type: string | null;
  /** Free play: the fun credits left (minor units). */
  fun_balance_minor: Generated<TBigintColumn>;
  /** Free play: the last spin's id and answer (JSON), so a retried free spin is not charged twice. */
  last_spin_id: string | null;
  last_spin: string | null;
  created_at: string;
  expires_at: string;
  /** sha256 of the session token the ticket was issued to: the ticket ends with that session. NULL: issued before 0023. */
  session_hash: string | null;
}

export interface BetsTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  game_id: number;
  vendor_code: string;
  category: string;
  ticket_id: number;
  /** The client's spinId / betId, unique per ticket. */
  client_ref: string;
  /** Lottery bets: the draw. */
  draw_no: TBigintColumn | null;
  stake_minor: TBigintColumn;
  payout_minor: Generated<TBigintColumn>;
  /** OPEN, WON, LOST, CANCELLED */
  status: string;
  /** JSON: the game's own data (reels, selection, result, odds). */
  detail: string;
  created_at: string;
  settled_at: string | null;
  /** Lottery bets: when the draw closes (ISO UTC; settlement reads the due ones). NULL: slot spins, bets before 0024. */
  closes_at: string | null;
}

/** Free-play lottery bets: fun credits of a ticket, never money (no bets rows, no ledger). */
export interface PlayFunBetsTable {
  id: Generated<number>;
  ticket_id: number;
  client_ref: string;
  draw_no: TBigintColumn;
  stake_minor: TBigintColumn;
  payout_minor: Generated<TBigintColumn>;
  status: string;
  detail: string;
  created_at: string;
  settled_at: string | null;
  /** Lottery bets: when the draw closes (ISO UTC; settlement reads the due ones). NULL: slot spins, bets before 0024. */
  closes_at: string | null;
}

export interface LotteryDrawsTable {
  draw_no: TBigintColumn;
  /** Five digits, e.g. "31415". */
  numbers: string;
  drawn_at: string;
}

/** Tables of migration 0012_play (added to DB in schema.ts). */
export interface PlayTables {
  play_tickets: PlayTicketsTable;
  bets: BetsTable;
  play_fun_bets: PlayFunBetsTable;
  lottery_draws: LotteryDrawsTable;
}
