import { useEffect, useState, type ReactNode } from 'react';
import { SKELETON_DELAY_MS } from './constants';

/**
 * True once `active` has stayed true for `ms`; false again as soon as it turns false. A loading
 * state that ends sooner never shows, so fast answers do not flash a skeleton (DESIGN.md: 150 ms).
 */
export function useDelayedFlag(active: boolean, ms: number = SKELETON_DELAY_MS): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => {
      clearTimeout(timer);
      setElapsed(false);
    };
  }, [active, ms]);
  return active && elapsed;
}

export interface DelayedProps {
  children: ReactNode;
  /** Default SKELETON_DELAY_MS (150). */
  ms?: number;
  /** What to count from; default true (count from mount). */
  active?: boolean;
}

/** Renders its children only after `ms` (a skeleton under a loading flag, a Suspense fallback). */
export function Delayed({ children, ms, active = true }: DelayedProps) {
  return useDelayedFlag(active, ms) ? children : null;
}
