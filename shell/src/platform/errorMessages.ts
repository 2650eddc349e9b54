import { ERROR_CODES, isErrorCode } from '@tessera/contract/api';
import { wordEntry, type TErrorEntry } from './errorWording';

// The API's error catalogue (240 codes, ~6.5 KB gzip) is read only when something failed: this
// module is imported on demand (api.ts on a failed call, PreviewNotice on a refused grant), so the
// catalogue stays off every first visit that fails nothing.

/** The catalogue's entry for a code; one the table does not know reads as INTERNAL. */
export function catalogueEntry(code: string): TErrorEntry {
  return isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.INTERNAL;
}

/** The user's message for a code: the language pack's text, else the catalogue's English. */
export function messageFor(code: string): string {
  return wordEntry(catalogueEntry(code));
}
