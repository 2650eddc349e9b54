import { useEffect, useLayoutEffect, useRef } from 'react';
import { SWIPE_BACK_PX, TIMING_MS } from '@tessera/contract';

/** Where a back swipe must start: this close to the screen's leading edge (px). */
export const EDGE_PX = 24;

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function isRtl(): boolean {
  return document.documentElement.dir === 'rtl';
}

/**
 * The page transition between routes (spec §9: 300 ms): the new page slides in a little from the
 * reading direction's end. Not on the first page (nothing to move from), not with reduced motion.
 * A transform only: the layout does not move (no layout shift), colours and contrast are untouched,
 * and the page is not re-mounted (remotes keep their state).
 */
export function usePageTransition(pathname: string, target: () => HTMLElement | null): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = target();
    if (!el || typeof el.animate !== 'function' || reducedMotion()) return;
    const from = isRtl() ? '-16px' : '16px';
    const animation = el.animate([{ transform: `translateX(${from})` }, { transform: 'none' }], { duration: TIMING_MS.pageTransition, easing: 'ease-out' });
    return () => animation.cancel();
  }, [pathname, target]);
}

/**
 * Swipe back (spec §9: 100 px): a finger that starts at the screen's leading edge and travels at
 * least SWIPE_BACK_PX along it (more than across it) does what the header's back button does.
 * Null `onBack` (home, a page with no way back): nothing.
 */
export function useEdgeSwipeBack(onBack: (() => void) | null): void {
  const latest = useRef(onBack);
  useEffect(() => {
    latest.current = onBack;
  }, [onBack]);
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!latest.current || e.touches.length !== 1 || !touch) return;
      const fromEdge = isRtl() ? window.innerWidth - touch.clientX : touch.clientX;
      start = fromEdge <= EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      const s = start;
      start = null;
      if (!s || !touch || !latest.current) return;
      const along = (touch.clientX - s.x) * (isRtl() ? -1 : 1);
      const across = Math.abs(touch.clientY - s.y);
      if (along >= SWIPE_BACK_PX && along > across) latest.current();
    };
    const onCancel = () => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onCancel);
    };
  }, []);
}
