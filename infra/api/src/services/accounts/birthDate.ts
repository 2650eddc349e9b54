import { ApiError } from '../../errors';

// Date of birth at registration (issue 28 item 1, spec §5): a real YYYY-MM-DD date, not in the
// future, and at least the merchant's minimum age (18 default, 21) on the server's date (UTC).
// Someone born on 29 February turns a year older on 1 March in a year without one.

export const DEFAULT_MIN_AGE = 18;

/** Parses YYYY-MM-DD into [y, m, d] when it names a real calendar day, else null. */
function parseDay(s: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** Full years between a birth day and `today` (both calendar days). */
export function ageOn(birth: [number, number, number], today: Date): number {
  const [y, m, d] = birth;
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Checks a registration's date of birth; answers it as stored (YYYY-MM-DD). */
export function checkBirthDate(value: string, minAge: number, now: Date = new Date()): string {
  const day = parseDay(value);
  if (!day || day[0] < 1900) throw new ApiError('BIRTH_DATE_INVALID', { field: 'birthDate' });
  const todayKey = now.toISOString().slice(0, 10);
  if (value > todayKey) throw new ApiError('BIRTH_DATE_INVALID', { field: 'birthDate' });
  if (ageOn(day, now) < minAge) throw new ApiError('RG_UNDERAGE', { field: 'birthDate', minAge });
  return value;
}
