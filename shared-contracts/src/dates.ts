// Dates and times as the player's language writes them (issue 28: never the browser's language).
// Formatters are cached per language tag and style; an unreadable date gives the input back.

/**
 * 'dateTime' medium date and short time (notices, inbox, records); 'date' the medium date;
 * 'time' hours and minutes; 'short' both short (draw times); 'record' a fixed-width numeric
 * date and 24-hour time (account and game records, team lists).
 */
export type TDateStyle = 'dateTime' | 'date' | 'time' | 'short' | 'record';

const STYLES: Record<TDateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { hour: '2-digit', minute: '2-digit' },
  short: { dateStyle: 'short', timeStyle: 'short' },
  record: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `iso` (or a Date) in the language `locale` (a BCP 47 tag, LANGUAGES[].tag) and `style` (default 'dateTime'). */
export function formatDateTime(iso: string | Date, options: { locale: string; style?: TDateStyle; timeZone?: string }): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return typeof iso === 'string' ? iso : '';
  const style = options.style ?? 'dateTime';
  const key = `${options.locale}|${style}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(options.locale, { ...STYLES[style], ...(options.timeZone ? { timeZone: options.timeZone } : {}) });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}
