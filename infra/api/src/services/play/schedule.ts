import { randomInt } from 'node:crypto';

// Per-game draw schedules of the demo lottery (pure; docs/decisions/demo-games.md "Draws per game").
//
// Every lottery game (vendors TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT) has its own series of draws:
// - daily: the TCG_LOTTO_VN games except the two speed games draw once a day at a fixed local time
//   (Asia/Ho_Chi_Minh, UTC+7, no daylight saving); the draw number ("numero") is the local date of
//   the draw, yyyymmdd. Draw D takes bets from the previous day's draw time until D's draw time.
// - interval: every other game draws every `seconds`; draw number = floor(epoch ms / interval).
//   Draw N takes bets in [N·interval, (N+1)·interval).
// TCG_LOTTO_VN results carry the Vietnamese prize table (special prize 6 digits, first to eighth
// prizes); the five digits bets settle on are the last five of the special prize.

export type TSchedule =
  { kind: 'interval'; seconds: number } | { kind: 'daily'; /** Local draw time HH:MM (Asia/Ho_Chi_Minh). */ localTime: string; timeZone: 'Asia/Ho_Chi_Minh' };

/** Vietnam time is UTC+7 all year. */
const VN_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

/** Daily draw times of the TCG_LOTTO_VN games (local time; the real regional draws: South 16:15, Central 17:15, North 18:15). */
export const VN_DAILY_TIMES: Readonly<Record<string, string>> = {
  lobby: '18:30',
  VNM_SOUTH: '16:15',
  VNM_CENTRAL: '17:15',
  VNM_NORTH: '18:15',
  VNM_MEGA: '18:30',
};
/** Fallback daily time of a TCG_LOTTO_VN game not listed above. */
export const VN_DEFAULT_TIME = '18:30';

/** The vendor whose games carry the Vietnamese prize table. */
export const VN_VENDOR = 'TCG_LOTTO_VN';

/**
 * Interval of an interval game: from its code's suffix (_45S 45 s, _1M 1 min, _3M 3 min, _5M 5 min,
 * _SPEED 1 min); otherwise 1 to 5 minutes from a fixed hash of the code (the same on every server).
 */
export function intervalSecondsOf(gameCode: string): number {
  const m = /_(\d+)([SM])$/.exec(gameCode);
  if (m) {
    const n = Number(m[1]) * (m[2] === 'M' ? 60 : 1);
    if (n >= 30 && n <= 600) return n;
  }
  if (/_SPEED$/.test(gameCode)) return 60;
  let h = 0;
  for (const ch of gameCode) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
  return 60 * (1 + (h % 5));
}

export function scheduleOf(vendor: string, gameCode: string): TSchedule {
  if (vendor === VN_VENDOR && !/_(\d+)[SM]$/.test(gameCode)) {
    return { kind: 'daily', localTime: VN_DAILY_TIMES[gameCode] ?? VN_DEFAULT_TIME, timeZone: 'Asia/Ho_Chi_Minh' };
  }
  return { kind: 'interval', seconds: intervalSecondsOf(gameCode) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** yyyymmdd of a UTC-midnight-based day number. */
const dayToNo = (dayMs: number) => {
  const d = new Date(dayMs);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
};
const noToDay = (drawNo: number) => Date.UTC(Math.floor(drawNo / 10_000), (Math.floor(drawNo / 100) % 100) - 1, drawNo % 100);

/** When draw `drawNo` closes (and is drawn), epoch ms. */
export function closeMs(s: TSchedule, drawNo: number): number {
  if (s.kind === 'interval') return (drawNo + 1) * s.seconds * 1000;
  return noToDay(drawNo) + minutesOf(s.localTime) * 60_000 - VN_OFFSET_MS;
}

/** The draw before `drawNo`. */
export function previousDraw(s: TSchedule, drawNo: number): number {
  return s.kind === 'interval' ? drawNo - 1 : dayToNo(noToDay(drawNo) - DAY_MS);
}

/** When draw `drawNo` opens for bets: the previous draw's close. */
export const opensMs = (s: TSchedule, drawNo: number) => closeMs(s, previousDraw(s, drawNo));

/** The draw open at `nowMs` (taking bets until its close). */
export function openDraw(s: TSchedule, nowMs: number): number {
  if (s.kind === 'interval') return Math.floor(nowMs / (s.seconds * 1000));
  const localDay = Math.floor((nowMs + VN_OFFSET_MS) / DAY_MS) * DAY_MS;
  const today = dayToNo(localDay);
  return nowMs < closeMs(s, today) ? today : dayToNo(localDay + DAY_MS);
}

export const isClosed = (s: TSchedule, drawNo: number, nowMs: number) => nowMs >= closeMs(s, drawNo);

/** The `count` closed draws before the open one, newest first, skipping `skip`. */
export function closedDraws(s: TSchedule, nowMs: number, skip: number, count: number): number[] {
  const out: number[] = [];
  let n = openDraw(s, nowMs);
  for (let i = 0; i < skip + count; i++) {
    n = previousDraw(s, n);
    if (i >= skip) out.push(n);
  }
  return out;
}

// ---- Results ----

/** The Vietnamese prize table (southern format, simplified): prize name, how many numbers, digits each. */
export const VN_PRIZES: readonly (readonly [string, number, number])[] = [
  ['special', 1, 6],
  ['first', 1, 5],
  ['second', 1, 5],
  ['third', 2, 5],
  ['fourth', 7, 5],
  ['fifth', 1, 4],
  ['sixth', 3, 4],
  ['seventh', 1, 3],
  ['eighth', 1, 2],
];

export interface TPrize {
  prize: string;
  numbers: string[];
}

const digits = (n: number, random: (max: number) => number) => Array.from({ length: n }, () => String(random(10))).join('');

/**
 * One draw's result from crypto randomness: the five digits bets settle on and, for the Vietnamese
 * games, the prize table (whose special prize ends with those five digits).
 */
export function drawResultOf(vietnamese: boolean, random: (max: number) => number = randomInt): { numbers: string; prizes: TPrize[] | null } {
  if (!vietnamese) return { numbers: digits(5, random), prizes: null };
  const prizes = VN_PRIZES.map(([prize, count, len]) => ({ prize, numbers: Array.from({ length: count }, () => digits(len, random)) }));
  return { numbers: prizes[0]!.numbers[0]!.slice(-5), prizes };
}
