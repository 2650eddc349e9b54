import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from './constants';

// The one table from the spec's language codes to BCP 47 tags (LANGUAGES; docs/decisions/languages.md).
// The spec's codes are not locales: 'TY' is Tagalog ('tl'), not Tahitian ('ty'); 'KR' is Korean
// ('ko-KR'), not Kanuri ('kr'); 'TW' is Traditional Chinese ('zh-TW'), not Twi ('tw'). Everything
// that hands a language to Intl, i18next or <html lang> goes through here, never code.toLowerCase().

const fallback = LANGUAGES.find((l) => l.code === DEFAULT_LANGUAGE) as TLanguage;

/** The language of a spec code ('PT-BR', 'pt-br', 'TY'…); unknown or missing codes give the default language (EN). */
export function languageOf(code: string | null | undefined): TLanguage {
  const upper = (code ?? '').toUpperCase();
  return LANGUAGES.find((l) => l.code === upper) ?? fallback;
}

/** The BCP 47 tag (a locale for Intl and i18next) of a spec language code: 'TY' → 'tl', 'KR' → 'ko-KR', 'PT-BR' → 'pt-BR'. */
export function languageTag(code: string | null | undefined): string {
  return languageOf(code).tag;
}
