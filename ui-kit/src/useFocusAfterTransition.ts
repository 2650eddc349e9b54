import { TIMING_MS } from '@tessera/contract';
import { useEffect, type RefObject } from 'react';

/**
 * Focuses the first field inside `root` once the page transition is over (spec §9: input focus
 * delay 500 ms), so the keyboard does not open over a page still sliding in. Only when the player
 * has not focused anything themselves meanwhile: a delayed focus never takes the caret away.
 */
export function useFocusAfterTransition(root: RefObject<HTMLElement | null>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      root.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]):not([readonly])')?.focus();
    }, TIMING_MS.inputFocusDelay);
    return () => clearTimeout(timer);
  }, [root, enabled]);
}
