/** UTC days (YYYY-MM-DD), the API's record and report days. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days before `from` (UTC). */
export function daysAgo(n: number, from: Date = new Date()): string {
  return utcDay(new Date(from.getTime() - n * 86_400_000));
}

export const RANGE_PRESETS = ['today', 'yesterday', 'week', 'month'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];

/** The from..to days of a preset: today, yesterday, the last 7 days, the last 30 days (both ends included). */
export function presetRange(preset: TRangePreset, now: Date = new Date()): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: utcDay(now), to: utcDay(now) };
    case 'yesterday':
      return { from: daysAgo(1, now), to: daysAgo(1, now) };
    case 'week':
      return { from: daysAgo(6, now), to: utcDay(now) };
    case 'month':
      return { from: daysAgo(29, now), to: utcDay(now) };
  }
}
