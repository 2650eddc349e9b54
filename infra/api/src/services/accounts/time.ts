// Timestamps are ISO-8601 text in the database (they compare correctly as text).
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number, from: number = Date.now()): string => new Date(from + ms).toISOString();
export const MINUTE_MS = 60_000;
export { DAY_MS } from '../../lib/days';
