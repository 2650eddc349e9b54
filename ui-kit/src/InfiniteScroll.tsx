import { useEffect, useEffectEvent, useRef } from 'react';

export interface InfiniteScrollProps {
  /** Load the next page. */
  onMore: () => void;
  /** How far before the sentinel comes on screen to ask, in px (spec §9: infinite-scroll threshold 300 px). */
  threshold: number;
  /** At most one `onMore` per this many ms (spec §9: THROTTLE_MS.infiniteScroll, 1000). */
  throttleMs: number;
  /**
   * True while a page is loading and when there are no more pages. Turning it back off re-checks:
   * if the sentinel is still in reach (a short page), the next page is asked for.
   */
  disabled?: boolean;
}

/**
 * An invisible sentinel to put after a paged list: when it comes within `threshold` px of the
 * viewport, `onMore` is called, at most once per `throttleMs`. Without IntersectionObserver it does
 * nothing, so keep a LoadMore button beside it.
 */
export function InfiniteScroll({ onMore, threshold, throttleMs, disabled = false }: InfiniteScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  const more = useEffectEvent(() => onMore());

  useEffect(() => {
    const el = ref.current;
    if (disabled || !el || typeof IntersectionObserver === 'undefined') return;
    let inReach = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryMore = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!inReach) return;
      const wait = lastCall.current + throttleMs - Date.now();
      // Inside the throttle window: ask again when it ends, if the sentinel is still in reach then.
      if (wait > 0) timer = setTimeout(tryMore, wait);
      else {
        lastCall.current = Date.now();
        more();
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inReach = entries.some((entry) => entry.isIntersecting);
        tryMore();
      },
      { rootMargin: `${threshold}px` },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [disabled, threshold, throttleMs]);

  return <div ref={ref} className="tk-sentinel" aria-hidden="true" />;
}
