import { languageTag } from '@tessera/contract';
import { useFormat } from '@tessera/platform-sdk';
import { useCallback, useInsertionEffect, useRef, useState } from 'react';

/** The login popup is shown once per tab session (sessionStorage is cleared at logout, so a new login sees it again). */
const POPUP_SEEN_KEY = 'home.popupSeen';

export function useLoginPopup(eligible: boolean) {
  const [closed, setClosed] = useState(() => {
    try {
      return sessionStorage.getItem(POPUP_SEEN_KEY) === '1';
    } catch {
      return false;
    }
  });
  const close = () => {
    try {
      sessionStorage.setItem(POPUP_SEEN_KEY, '1');
    } catch {
      // No storage: it closes for this page only.
    }
    setClosed(true);
  };
  return { open: eligible && !closed, close };
}

const wholeFormats = new Map<string, Intl.NumberFormat>();

/** A whole number in the language's grouping (the jackpot: spec §9, 0 decimals). One formatter per language: making one costs milliseconds on a phone. */
export function formatWhole(value: number, language: string): string {
  const tag = languageTag(language);
  let format = wholeFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    wholeFormats.set(tag, format);
  }
  return format.format(value);
}

/**
 * A handler whose identity never changes but which always calls the latest `fn`: home's memoised
 * sections (hot games, jackpot, winners, footer) then skip the page renders that do not concern
 * them, one for each answer that arrives at start.
 */
export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useInsertionEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** The wallet's currency symbol, from the format slice (it changes with the language and the currency, not with the balance). */
export function useCurrencySymbol(): string {
  return useFormat().currencySymbol;
}
