// The audit screen's filter form → listAuditLog's query (filters run on the server). The same
// limits as the descriptor, so a bad value is named next to its field before a round trip.

export type TAuditFilter = { merchant: string; who: string; what: string; target: string; from: string; to: string };
export type TAuditFilterErrors = Partial<Record<keyof TAuditFilter, string>>;

export const EMPTY_AUDIT_FILTER: TAuditFilter = { merchant: '', who: '', what: '', target: '', from: '', to: '' };

const ACTOR = /^[A-Za-z0-9_.:@-]{1,64}$/;
const ACTION = /^[A-Za-z0-9_.-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function auditFilterErrors(f: TAuditFilter): TAuditFilterErrors {
  const errors: TAuditFilterErrors = {};
  const who = f.who.trim();
  const what = f.what.trim();
  const target = f.target.trim();
  if (who && !ACTOR.test(who)) errors.who = 'Letters, digits and _ . : @ - only (at most 64).';
  if (what && !ACTION.test(what)) errors.what = 'Letters, digits and _ . - only (at most 64).';
  if (target.length > 128 || /[%\u0000-\u001f]/.test(target)) errors.target = 'At most 128 characters, no %.';
  if (f.from && !DAY.test(f.from)) errors.from = 'A day (YYYY-MM-DD).';
  if (f.to && !DAY.test(f.to)) errors.to = 'A day (YYYY-MM-DD).';
  if (!errors.from && !errors.to && f.from && f.to && f.from > f.to) errors.from = 'From must not be after To.';
  return errors;
}

/** The query string of one page (`before`: the last id of the page before). */
export function auditQuery(f: TAuditFilter, limit: number, before?: number): string {
  const q = new URLSearchParams({ limit: String(limit) });
  if (before !== undefined) q.set('before', String(before));
  if (f.merchant) q.set('merchant', f.merchant);
  if (f.who.trim()) q.set('actor', f.who.trim());
  if (f.what.trim()) q.set('action', f.what.trim());
  if (f.target.trim()) q.set('target', f.target.trim());
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  return q.toString();
}
