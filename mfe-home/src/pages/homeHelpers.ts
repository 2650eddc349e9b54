import { formatMoney, languageTag } from '@tessera/contract';
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

/**
 * A whole number in the language's grouping (the jackpot: spec §9, 0 decimals), rounded half away
 * from zero as Intl does. Through the contract's money formatting, which groups the common
 * languages without Intl: home's first render then does not load the engine's number data (issue 31).
 */
export function formatWhole(value: number, language: string): string {
  return formatMoney(value, { locale: languageTag(language), places: 0 });
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
