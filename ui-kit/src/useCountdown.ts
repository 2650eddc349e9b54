import { useCallback, useEffect, useState } from 'react';

export interface TCountdown {
  /** Whole seconds left, rounded up: what "59 s" shows. 0 when not running. */
  seconds: number;
  running: boolean;
  /** Starts (or restarts) a countdown of `durationMs`. */
  start: (durationMs: number) => void;
  stop: () => void;
}

/**
 * A countdown for "get code" buttons (spec §9: SMS countdown 60 s, refreshed every 500 ms). Reads
 * the clock on each tick, so a phone that slept or a throttled background tab still ends on time.
 */
export function useCountdown(tickMs: number): TCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) setEndsAt(null);
    }, tickMs);
    return () => clearInterval(timer);
  }, [endsAt, tickMs]);

  const start = useCallback((durationMs: number) => {
    const t = Date.now();
    setNow(t);
    setEndsAt(t + durationMs);
  }, []);
  const stop = useCallback(() => setEndsAt(null), []);

  const left = endsAt === null ? 0 : Math.max(0, endsAt - now);
  return { seconds: Math.ceil(left / 1000), running: left > 0, start, stop };
}
