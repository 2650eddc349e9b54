import type { drawNumero, numbersOpened, recentVietnamLottery, TEndpointOutput } from '@tessera/contract/api';
import { LOTTERY_VENDORS } from '@tessera/contract';
import { LOTTERY_RESULTS_HISTORY } from '@tessera/contract/api';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ApiError } from '../../errors';
import { playGames, type TPlayGame } from './games';
import { gameDrawResults, intervalSecondsOfSchedule, scheduleOfGame, type TGameDraw } from './lottery';
import { closedDraws, closeMs, openDraw, opensMs, previousDraw, VN_VENDOR, type TSchedule } from './schedule';

// Public reads of the per-game lottery draws (spec §7 "Games": draw numero, numbers opened, recent
// Vietnam lottery, Vietnam numero). A game is one of the merchant's lottery games (vendor switched on
// for the merchant); a game or vendor in maintenance still shows its draws (results are history).

type TNumero = TEndpointOutput<typeof drawNumero>;
type TOpened = TEndpointOutput<typeof numbersOpened>['list'][number];

const iso = (ms: number) => new Date(ms).toISOString();

/** The merchant's lottery game with this code: 404 PLAY_GAME_NOT_FOUND, or 400 PLAY_VENDOR_REQUIRED when the code is not unique. */
export async function lotteryGame(db: Kysely<DB>, merchant: string, gameCode: string, vendors: readonly string[]): Promise<TPlayGame> {
  const rows = await playGames(db, merchant)
    .where('g.game_code', '=', gameCode)
    .where('g.vendor_code', 'in', [...vendors])
    .where('mv.enabled', '=', 1)
    .orderBy('g.id')
    .execute();
  if (rows.length === 0) throw new ApiError('PLAY_GAME_NOT_FOUND', { gameCode });
  if (rows.length > 1) throw new ApiError('PLAY_VENDOR_REQUIRED', { gameCode, vendors: rows.map((r) => r.vendor_code) });
  return rows[0]!;
}

export function scheduleView(s: TSchedule) {
  return {
    kind: s.kind,
    intervalSeconds: intervalSecondsOfSchedule(s),
    drawTime: s.kind === 'daily' ? s.localTime : null,
    timeZone: s.kind === 'daily' ? s.timeZone : null,
  };
}

export const openedView = (d: TGameDraw): TOpened => ({
  numero: d.drawNo,
  drawTime: d.drawTime,
  drawnAt: d.drawnAt,
  numbers: d.numbers,
  sum: d.numbers.reduce((a, b) => a + b, 0),
  prizes: d.prizes,
});

export function numeroOf(game: TPlayGame, now: Date): TNumero {
  const schedule = scheduleOfGame(game);
  const nowMs = now.getTime();
  const open = openDraw(schedule, nowMs);
  const closes = closeMs(schedule, open);
  return {
    gameCode: game.game_code,
    vendor: game.vendor_code,
    nodeId: String(game.id),
    gameName: game.name,
    schedule: scheduleView(schedule),
    serverTime: now.toISOString(),
    numero: open,
    opensAt: iso(opensMs(schedule, open)),
    closesAt: iso(closes),
    secondsLeft: Math.max(0, Math.ceil((closes - nowMs) / 1000)),
    previousNumero: previousDraw(schedule, open),
  };
}

export async function drawNumeroOf(
  db: Kysely<DB>,
  merchant: string,
  q: { gameCode: string; vendor?: string },
  vendors: readonly string[] = LOTTERY_VENDORS,
  now = new Date(),
): Promise<TNumero> {
  const within = q.vendor === undefined ? vendors : vendors.filter((v) => v === q.vendor);
  return numeroOf(await lotteryGame(db, merchant, q.gameCode, within), now);
}

export async function openedNumbers(
  db: Kysely<DB>,
  merchant: string,
  q: { gameCode: string; vendor?: string; pageNo?: number; pageSize?: number },
  now = new Date(),
): Promise<TEndpointOutput<typeof numbersOpened>> {
  const vendors = q.vendor === undefined ? LOTTERY_VENDORS : LOTTERY_VENDORS.filter((v) => v === q.vendor);
  const game = await lotteryGame(db, merchant, q.gameCode, vendors);
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const skip = (pageNo - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, LOTTERY_RESULTS_HISTORY - skip));
  const draws = count > 0 ? await gameDrawResults(db, game, closedDraws(scheduleOfGame(game), now.getTime(), skip, count), now) : [];
  return {
    gameCode: game.game_code,
    vendor: game.vendor_code,
    nodeId: String(game.id),
    list: draws.map(openedView),
    pageNum: pageNo,
    totalPages: Math.ceil(LOTTERY_RESULTS_HISTORY / pageSize),
    total: LOTTERY_RESULTS_HISTORY,
  };
}

/** The latest result of each of the merchant's TCG_LOTTO_VN games (enabled ones), in catalogue order. */
export async function recentVietnam(db: Kysely<DB>, merchant: string, now = new Date()): Promise<TEndpointOutput<typeof recentVietnamLottery>> {
  const games = await playGames(db, merchant)
    .where('g.vendor_code', '=', VN_VENDOR)
    .where('mv.enabled', '=', 1)
    .where('g.enabled', '=', 1)
    .where('v.enabled', '=', 1)
    .orderBy('g.id')
    .execute();
  const list = [];
  for (const game of games) {
    const schedule = scheduleOfGame(game);
    const open = openDraw(schedule, now.getTime());
    const [latest] = await gameDrawResults(db, game, [previousDraw(schedule, open)], now);
    list.push({
      gameCode: game.game_code,
      nodeId: String(game.id),
      gameName: game.name,
      schedule: scheduleView(schedule),
      latest: openedView(latest!),
      nextNumero: open,
      nextDrawTime: iso(closeMs(schedule, open)),
    });
  }
  return { list };
}
