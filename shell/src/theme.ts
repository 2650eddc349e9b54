import { DEFAULT_THEME, STORAGE_KEYS, THEME_COOKIE } from '@tessera/contract';
import { local } from './boot/storage';

export type TTheme = 'dark' | 'light';

/** The saved theme (localStorage `theme`), else the merchant's, else dark (spec §9). */
export function initialTheme(merchantTheme?: TTheme): TTheme {
  const saved = local.get(STORAGE_KEYS.theme);
  if (saved === 'dark' || saved === 'light') return saved;
  return merchantTheme ?? DEFAULT_THEME;
}

export function applyTheme(theme: TTheme, persist: boolean): void {
  document.documentElement.dataset.theme = theme;
  if (persist) local.set(STORAGE_KEYS.theme, theme);
  // A chosen theme also goes to a cookie, so the next page's first paint (drawn by the server) is in it.
  if (persist || local.get(STORAGE_KEYS.theme) === theme) {
    document.cookie = `${THEME_COOKIE}=${theme}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  }
}
