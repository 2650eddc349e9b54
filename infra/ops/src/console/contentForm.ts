// Client-side checks of the operator content forms: the same limits as the API's descriptors
// (shared-contracts/src/api/content.ts), so most mistakes are named before a round trip. The
// server still checks everything and its messages are shown next to the same fields.

export const TITLE_MAX = 120;
export const HTML_MAX = 20_000;
const LINK = /^(\/m\/[A-Za-z0-9/_.?=&%-]*|https:\/\/[^\s<>"']+)$/;
const TITLE_CHARS = /^[^<>\u0000-\u001f\u007f]*$/;

export function titleError(title: string): string | undefined {
  const t = title.trim();
  if (!t) return 'Enter a title.';
  if (t.length > TITLE_MAX) return `At most ${TITLE_MAX} characters.`;
  if (!TITLE_CHARS.test(t)) return 'No < or > and no control characters.';
  return undefined;
}

export function htmlError(html: string): string | undefined {
  return html.length > HTML_MAX ? `At most ${HTML_MAX} characters.` : undefined;
}

export function linkError(link: string): string | undefined {
  if (!link) return undefined;
  if (link.length > 512) return 'At most 512 characters.';
  return LINK.test(link) ? undefined : 'A path of the site (/m/…) or an https:// address.';
}

export function intError(text: string, min: number, max: number, optional: boolean): string | undefined {
  if (text === '') return optional ? undefined : 'Enter a number.';
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? undefined : `A whole number from ${min} to ${max}.`;
}

/** `datetime-local` value (the operator's local time) ⇄ ISO instant (UTC). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function dateError(value: string, optional: boolean): string | undefined {
  if (!value) return optional ? undefined : 'Enter a date and time.';
  return fromLocalInput(value) === null ? 'Not a valid date and time.' : undefined;
}

/** Only the errors that are set; empty when the form may be sent. */
export function present<K extends string>(errors: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as Partial<Record<K, string>>;
}
