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
