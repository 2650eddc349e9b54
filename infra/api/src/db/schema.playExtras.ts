// Tables of migration 0019_play_extras. BIGINT columns read back as a number (SQLite) or a decimal
// string (PostgreSQL): read them through toMinor() (services/wallet/ledger).

export interface LotteryGameDrawsTable {
  /** games.id: each lottery game has its own series of draws. */
  game_id: number;
  /** The draw number ("numero"): yyyymmdd for daily games, floor(epoch / interval) otherwise. */
  draw_no: number | string;
  /** The five digits bets settle on, e.g. "31415". */
  numbers: string;
  /** JSON [{prize, numbers[]}]: the Vietnamese prize table (TCG_LOTTO_VN games), else null. */
  prizes: string | null;
  /** The scheduled draw time (the draw's close), ISO. */
  draw_time: string;
  /** When the result was drawn, ISO. */
  drawn_at: string;
}

/** Tables of migration 0019_play_extras (added to DB in schema.ts). */
export interface PlayExtrasTables {
  lottery_game_draws: LotteryGameDrawsTable;
}
