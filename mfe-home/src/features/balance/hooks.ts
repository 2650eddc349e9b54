import { useFormat, useWallet } from '@tessera/platform-sdk';
import { useState } from 'react';

/** Whether the player hid the balance: kept for the tab's life (sessionStorage), so a reload does not reveal it. */
const HIDDEN_KEY = 'home.balanceHidden';

export function useBalanceHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => {
    try {
      return sessionStorage.getItem(HIDDEN_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setHidden((h) => {
      try {
        sessionStorage.setItem(HIDDEN_KEY, h ? '0' : '1');
      } catch {
        // Private mode without storage: the choice lasts until the page is left.
      }
      return !h;
    });
  return [hidden, toggle];
}

/**
 * The balance as home shows it: 2 decimals without the symbol (the Amount puts the symbol before
 * it), null until known, and its refresh. It reads useWallet(), so it re-renders on every balance
 * refresh: only the balance's own parts call it.
 */
export function useBalance() {
  const wallet = useWallet();
  const format = useFormat();
  return {
    amount: wallet.sumBalance === null ? null : format.money(wallet.sumBalance, { symbol: false }),
    currencySymbol: wallet.currencySymbol,
    refreshing: wallet.refreshing,
    refresh: wallet.refresh,
  };
}
