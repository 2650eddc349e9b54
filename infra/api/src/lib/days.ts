// UTC calendar days ("YYYY-MM-DD"), the unit of every date-range query of the API (records, PNL,
// team reports, salary periods). Timestamps are ISO text, so a day is [its midnight, next midnight).

export const DAY_MS = 86_400_000;

/** "2026-11-23" → its UTC midnight in ms, or null when it is not YYYY-MM-DD or not a real day (2026-02-30). */
export function utcDayStart(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : null;
}

/** The UTC day of a moment, "YYYY-MM-DD". */
export const utcDayOf = (at: Date = new Date()): string => at.toISOString().slice(0, 10);
