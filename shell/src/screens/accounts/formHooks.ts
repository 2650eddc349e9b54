import { useEffect, useRef } from 'react';
import { DEBOUNCE_MS, PATHS } from '@tessera/contract';
import { useLanguage } from '../../i18n';

/**
 * Spec §5: fields are checked again when the language changes, debounced 200 ms (a quick second
 * change runs it once). `revalidate` runs only after the first change, never on mount.
 */
export function useRevalidateOnLanguage(revalidate: () => void): void {
  const language = useLanguage();
  const first = useRef(true);
  const latest = useRef(revalidate);
  useEffect(() => {
    latest.current = revalidate;
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(), DEBOUNCE_MS.languageRevalidation);
    return () => clearTimeout(timer);
  }, [language]);
}

/** Pages that never are a place to return to after logging in. */
const NO_RETURN: readonly string[] = [PATHS.login, PATHS.register, PATHS.registerHtml, PATHS.forget, PATHS.trial];

/**
 * The `redirect` query of /m/login as a path of this site, or home: only a same-origin path
 * (one leading slash, no scheme, no backslash tricks), never the account screens themselves.
 */
export function safeReturnPath(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return PATHS.home;
  try {
    const url = new URL(redirect, window.location.origin);
    if (url.origin !== window.location.origin) return PATHS.home;
    if (NO_RETURN.some((p) => p.toLowerCase() === url.pathname.toLowerCase())) return PATHS.home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return PATHS.home;
  }
}
