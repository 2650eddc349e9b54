import { ERROR_CODES } from '@tessera/contract/api';
import { initI18n, setLanguage } from '../i18n';
import { UNKNOWN_ERROR, wordEntry } from './errorWording';

beforeAll(() => initI18n());

test("the stand-in for an unloadable catalogue is the catalogue's own INTERNAL entry", () => {
  expect(UNKNOWN_ERROR).toEqual({ message: ERROR_CODES.INTERNAL.message, i18nKey: ERROR_CODES.INTERNAL.i18nKey });
});

test("an entry reads in the player's language, and in the catalogue's English where the pack has no text", async () => {
  expect(wordEntry(UNKNOWN_ERROR)).toBe('Unknown error');
  await setLanguage('PT');
  expect(wordEntry(UNKNOWN_ERROR)).not.toBe('Unknown error');
  expect(wordEntry({ message: 'Only English', i18nKey: 'error.noSuchKey' })).toBe('Only English');
  await setLanguage('EN');
});
