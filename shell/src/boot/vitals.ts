import { getApi } from '@tessera/contract/api/paths';
import { postBeacon } from './http';

/**
 * Field Web Vitals (LCP, CLS, INP) measured by hand with PerformanceObserver (no library: the
 * `web-vitals` package would add its bytes to every first visit) and reported to the platform's
 * telemetry once per page load, when the page is hidden, attributed to the remote and version that
 * own the page the player landed on (the ops console charts LCP per merchant, remote and version).
 * Definitions follow web.dev: LCP the last largest-contentful-paint entry; CLS the largest session
 * window of layout shifts without recent input (gaps < 1 s, windows ≤ 5 s); INP the longest
 * interaction, or with 50 or more the 98th percentile (one outlier dropped per 50).
 */
export type TVitalName = 'LCP' | 'CLS' | 'INP';

export interface TShiftEntry {
  startTime: number;
  value: number;
  hadRecentInput: boolean;
}
export interface TEventEntry {
  interactionId?: number;
  duration: number;
}

const SESSION_GAP_MS = 1000;
const SESSION_MAX_MS = 5000;

/** CLS: the largest session window of unexpected layout shifts. */
export function clsOf(entries: readonly TShiftEntry[]): number {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const e of entries) {
    if (e.hadRecentInput) continue;
    if (e.startTime - last < SESSION_GAP_MS && e.startTime - first < SESSION_MAX_MS) {
      current += e.value;
    } else {
      current = e.value;
      first = e.startTime;
    }
    last = e.startTime;
    best = Math.max(best, current);
  }
  return best;
}

/** INP: per interaction its longest event; the worst, skipping one per 50 interactions. Null without interactions. */
export function inpOf(entries: readonly TEventEntry[]): number | null {
  const byInteraction = new Map<number, number>();
  for (const e of entries) {
    if (!e.interactionId) continue;
    byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
  }
  if (byInteraction.size === 0) return null;
  const sorted = [...byInteraction.values()].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length / 50))] ?? null;
}

export interface TVitalsAttribution {
  remote?: string;
  version?: string;
}

export interface TVitalsEnv {
  /**
   * Subscribes to buffered performance entries of a type. Returns a function that hands over the
   * entries not delivered yet (observers deliver in batches, a hidden page may not get another), or
   * null when the browser lacks the type.
   */
  observe: (type: string, onEntries: (entries: PerformanceEntry[]) => void) => (() => void) | null;
  /** Calls `flush` when the page is hidden or unloaded (possibly several times). */
  onHidden: (flush: () => void) => void;
  report: (name: TVitalName, value: number, attribution: TVitalsAttribution) => void;
  attribution: () => TVitalsAttribution;
}

/** Starts collecting; each vital is reported at most once per page load. Returns `flush` (for tests). */
export function collectVitals(env: TVitalsEnv): () => void {
  let lcp: number | null = null;
  const shifts: TShiftEntry[] = [];
  const events: TEventEntry[] = [];
  const pending = [
    env.observe('largest-contentful-paint', (list) => {
      const last = list[list.length - 1];
      if (last) lcp = last.startTime;
    }),
    env.observe('layout-shift', (list) => shifts.push(...(list as unknown as TShiftEntry[]))),
    env.observe('event', (list) => events.push(...(list as unknown as TEventEntry[]))),
    env.observe('first-input', (list) => events.push(...(list as unknown as TEventEntry[]))),
  ];
  const [hasLcp, hasCls] = [pending[0] !== null, pending[1] !== null];

  const sent = new Set<TVitalName>();
  const send = (name: TVitalName, value: number | null) => {
    if (value === null || !Number.isFinite(value) || sent.has(name)) return;
    sent.add(name);
    env.report(name, name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), env.attribution());
  };
  const flush = () => {
    for (const take of pending) take?.();
    send('LCP', lcp);
    if (hasCls) send('CLS', clsOf(shifts));
    send('INP', inpOf(events));
  };
  if (hasLcp || hasCls) env.onHidden(flush);
  return flush;
}

function browserObserve(type: string, onEntries: (entries: PerformanceEntry[]) => void): (() => void) | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return null;
  try {
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true, ...(type === 'event' ? { durationThreshold: 40 } : {}) } as PerformanceObserverInit);
    return () => {
      const rest = observer.takeRecords();
      if (rest.length > 0) onEntries(rest);
    };
  } catch {
    return null;
  }
}

/** The browser's collector: beacons to /api/v1/telemetry as { kind: 'vital', reason: name, value }. */
export function startVitals(attribution: () => TVitalsAttribution): void {
  const path = window.location.pathname;
  collectVitals({
    observe: browserObserve,
    onHidden: (flush) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') flush();
      });
      window.addEventListener('pagehide', flush);
    },
    report: (name, value, a) => postBeacon(getApi.telemetry, { kind: 'vital', reason: name, value, message: '', path: path.slice(0, 300), ...a }),
    attribution,
  });
}
