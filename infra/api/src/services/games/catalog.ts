import { LOTTERY_VENDORS, PAGE_SIZES, PLAY_TYPES, PRIZE_MODES, SLOT_PROVIDER_CATEGORIES, SUPPORT_PLAY_FREE } from '@tessera/contract';
import type { TCatalogueCategory, TGame, TGameClassify, TGameListQuery, TLotteryGame, TWinner } from '@tessera/contract/api';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { formatMinor, parseAmountToMinor } from '../../lib/money';
import { gameIconUrl } from './icons';

// Catalogue queries: the game list (filters and pages of spec §7), the hot list, winners and the
// lottery list. Every query selects only the columns a game needs and is served by an index of
// migration 0004 (category or vendor + sort; the merchant's hot ranks; winners by date).

/**
 * The language game names are looked up in: the spec sends UR as EN (§7), PT-BR reads the
 * Portuguese names; others as asked (a game without a name in it falls back to its English name).
 */
export function nameLanguage(language: string | undefined): string {
  if (!language || language === 'UR') return 'EN';
  if (language === 'PT-BR') return 'PT';
  return language;
}

/** The columns a game row needs, as selected by gameRows(). */
interface TGameRow {
  id: number;
  game_id: string;
  game_code: string;
  name: string;
  display_name: string | null;
  category: string;
  launch_category: string;
  classify: string;
  vendor_code: string;
  vendor_name: string;
  game_group_id: number | null;
  lotto_mode: string | null;
  free_play: number;
  min_bet: number | string;
  min_line: number;
  hot_rank: number | null;
}

/** Games the merchant offers (its vendor enabled, game and vendor enabled), with names in `lang` and the merchant's hot rank. */
export function offeredGames(db: Kysely<DB> | Transaction<DB>, merchant: string, lang: string) {
  return db
    .selectFrom('games as g')
    .innerJoin('vendors as v', 'v.code', 'g.vendor_code')
    .innerJoin('merchant_vendors as mv', (j) => j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_code', '=', merchant))
    .leftJoin('game_names as gn', (j) => j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', lang))
    .leftJoin('hot_games as h', (j) => j.onRef('h.game_id', '=', 'g.id').on('h.merchant_code', '=', merchant))
    .where('mv.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .where('g.enabled', '=', 1);
}

/** The columns toGame() reads. */
export const GAME_COLUMNS = [
  'g.id',
  'g.game_id',
  'g.game_code',
  'g.name',
  'gn.name as display_name',
  'g.category',
  'g.launch_category',
  'g.classify',
  'g.vendor_code',
  'v.name as vendor_name',
  'g.game_group_id',
  'g.lotto_mode',
  'g.free_play',
  'g.min_bet',
  'g.min_line',
  'h.rank as hot_rank',
] as const;

type TOffered = ReturnType<typeof offeredGames>;

function selectGame(q: TOffered) {
  return q.select(GAME_COLUMNS);
}

export function toGame(row: TGameRow, places: number): TGame {
  const icon = gameIconUrl({ id: row.id, name: row.name, vendor: row.vendor_code, category: row.category, classify: row.classify });
  return {
    nodeId: String(row.id),
    gameId: row.game_id,
    gameName: row.name,
    displayName: row.display_name ?? row.name,
    gameType: row.category as TCatalogueCategory,
    gameCategory: row.launch_category as TCatalogueCategory,
    gameClassifyNew: row.classify as TGameClassify,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    gameCode: row.game_code,
    gameGroupId: row.game_group_id,
    lottoMode: row.lotto_mode,
    supportPlay: row.free_play === 1 ? SUPPORT_PLAY_FREE.gameList : ((1 - SUPPORT_PLAY_FREE.gameList) as 0 | 1),
    minBet: formatMinor(row.min_bet, places),
    minLine: row.min_line,
    hot: row.hot_rank !== null,
    hotRank: row.hot_rank === null ? null : Number(row.hot_rank),
    iconUrl: icon,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
  };
}

/** `%term%` for LIKE, with the term's own wildcards escaped (ESCAPE '\'). */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface TGamePage {
  games: TGame[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** One page of the game list. A page past the last answers no games (with the real totals). */
export async function listGames(db: Kysely<DB>, merchant: string, query: TGameListQuery, places: number): Promise<TGamePage> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZES.gameList;
  const type = query.gameType ?? 'ALL';
  let q = offeredGames(db, merchant, nameLanguage(query.language));

  if (type === 'HOT') q = q.where('h.rank', 'is not', null);
  else if (type === 'PGSLOT' || type === 'PPSLOT') q = q.where('g.category', '=', 'RNG').where('g.vendor_code', '=', SLOT_PROVIDER_CATEGORIES[type]);
  else if (type !== 'ALL') q = q.where('g.category', '=', type);
  if (query.vassalage) q = q.where('g.vendor_code', '=', query.vassalage);
  if (query.gameClassify) q = q.where('g.classify', '=', query.gameClassify);
  if (query.minBet !== undefined) {
    const minor = parseAmountToMinor(query.minBet, places);
    if (minor === null) throw new ApiError('VALIDATION_FAILED', { issues: [{ in: 'query', path: 'minBet', message: `At most ${places} decimal places` }] });
    q = q.where('g.min_bet', '<=', minor);
  }
  if (query.minLine !== undefined) q = q.where('g.min_line', '<=', query.minLine);
  const name = query.gameName?.trim();
  if (name) q = q.where(sql<boolean>`g.search_text like ${likeContains(name)} escape '\\'`);

  const ordered = type === 'HOT' ? q.orderBy('h.rank').orderBy('g.id') : q.orderBy('g.sort').orderBy('g.id');
  // The total rides along with the page (one query); only a page past the end needs a count of its own.
  const rows = await selectGame(ordered)
    .select(sql<number | string>`count(*) over ()`.as('total_count'))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize)
    .execute();
  let total = rows.length ? Number(rows[0]?.total_count) : 0;
  if (!rows.length && pageNo > 1) {
    const counted = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    total = Number(counted?.n ?? 0);
  }
  return { games: rows.map((r) => toGame(r, places)), pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}

/** The merchant's hot games in rank order. */
export async function hotList(db: Kysely<DB>, merchant: string, lang: string, places: number): Promise<TGame[]> {
  const rows = await selectGame(offeredGames(db, merchant, lang).where('h.rank', 'is not', null))
    .orderBy('h.rank')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => toGame(r, places));
}

/** Latest winners, newest first; the game's name in `lang`. */
export async function latestWinners(
  db: Kysely<DB>,
  merchant: string,
  options: { category: string; lang: string; limit: number; places: number },
): Promise<TWinner[]> {
  let q = db
    .selectFrom('winners as w')
    .innerJoin('games as g', 'g.id', 'w.game_id')
    .leftJoin('game_names as gn', (j) => j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', options.lang))
    .where('w.merchant_code', '=', merchant);
  if (options.category !== 'ALL') q = q.where('g.category', '=', options.category);
  const rows = await q
    .select(['w.customer_name', 'w.win_amount', 'w.won_at', 'g.id', 'g.name', 'gn.name as display_name', 'g.vendor_code', 'g.category', 'g.classify'])
    .orderBy('w.won_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(options.limit)
    .execute();
  return rows.map((r) => ({
    vo: {
      iconUrl: gameIconUrl({ id: r.id, name: r.name, vendor: r.vendor_code, category: r.category, classify: r.classify }),
      vendor: r.vendor_code,
      gameName: r.display_name ?? r.name,
      customerName: r.customer_name,
      winAmount: formatMinor(r.win_amount, options.places),
      wonAt: r.won_at,
    },
  }));
}

export function playTypeOf(lottoMode: string | null): TLotteryGame['playType'] {
  return lottoMode === PRIZE_MODES.ModeElott ? PLAY_TYPES.Entertainment : PLAY_TYPES.Tradition;
}

export interface TLotteryFilter {
  prizeMode?: string | undefined;
  vendor?: string | undefined;
  gameGroupId?: number | undefined;
}

/** The merchant's lottery games, by group then game order. */
export async function lotteryGames(db: Kysely<DB>, merchant: string, lang: string, places: number, filter: TLotteryFilter = {}) {
  let q = offeredGames(db, merchant, lang)
    .leftJoin('game_groups as gg', 'gg.id', 'g.game_group_id')
    .where('g.vendor_code', 'in', [...LOTTERY_VENDORS]);
  if (filter.prizeMode) q = q.where('g.lotto_mode', '=', filter.prizeMode);
  if (filter.vendor) q = q.where('g.vendor_code', '=', filter.vendor);
  if (filter.gameGroupId !== undefined) q = q.where('g.game_group_id', '=', filter.gameGroupId);
  const rows = await q
    .select(GAME_COLUMNS)
    .select(['gg.name as group_name', 'gg.sort as group_sort', 'gg.lotto_mode as group_mode'])
    .orderBy('gg.sort')
    .orderBy('g.sort')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    game: { ...toGame(r, places), playType: playTypeOf(r.lotto_mode) } satisfies TLotteryGame,
    group: r.game_group_id === null ? null : { id: r.game_group_id, name: r.group_name ?? '', lottoMode: r.group_mode ?? r.lotto_mode ?? '' },
  }));
}
