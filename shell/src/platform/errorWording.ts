import { i18n } from '../i18n';

// How a failure is worded, outside the error catalogue's own chunk (errorMessages.ts loads on demand):
// the wording of any catalogue entry, and the entry that stands in when the catalogue cannot load.

/** A catalogue entry as the browser words it: the English text and its translation key. */
export interface TErrorEntry {
  message: string;
  i18nKey: string;
}

/** The catalogue's INTERNAL entry (errorWording.test holds the two equal), for when the catalogue itself cannot load. */
export const UNKNOWN_ERROR: TErrorEntry = { message: 'Unknown error', i18nKey: 'error.unknown' };

/** The user's words for an entry: the language pack's text, else the catalogue's English. */
export function wordEntry(entry: TErrorEntry): string {
  const text = i18n.t(entry.i18nKey, { ns: 'shell', defaultValue: entry.message });
  // Before the language pack is ready i18next answers '' (or the key): the catalogue text then.
  return text && text !== entry.i18nKey ? text : entry.message;
}
