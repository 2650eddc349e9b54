// Back keeps your place (issue 31 item 3): the window's scroll position is kept per history entry,
// as browsers keep it for documents, and put back when the player comes back to that entry (Back,
// Forward, a reload). A new page (a link, navigate) starts at the top, as before.
//
// Why not the browser's own restoration: it runs once, when the entry is shown, and a federated page
// is not there yet (its remote and its data arrive after), so it would clamp the position to an empty
// page. Why not React Router's <ScrollRestoration>: it needs the data router (+31 KB gzip over this
// router's 1.6 KB, measured: docs/decisions/back-keeps-your-place.md) and restores once, in a layout
// effect, with the same problem. Here the position is put back as soon as the page is tall enough,
// within RESTORE_WINDOW_MS, and never against the player: a touch, wheel or key stops it.
//
// Positions are kept in memory and written to sessionStorage when the page is hidden for good (this tab
// only; a reload keeps them), at most MAX_ENTRIES.

const STORAGE_KEY = 'tessera.scroll';
const MAX_ENTRIES = 100;
/** How long a coming-back page may take to grow tall enough (remote + cached data: well under it). */
export const RESTORE_WINDOW_MS = 4000;

type TPositions = Record<string, number>;

let positions: TPositions | null = null;
/** The entry shown now (its history.state.key, 'default' for the entry the tab opened on). */
let currentKey: string | null = null;
/** Set by a popstate (Back, Forward): the next location change restores instead of going to the top. */
let popped = false;
let cancelRestore: (() => void) | null = null;

function load(): TPositions {
  if (positions) return positions;
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    positions = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as TPositions) : {};
  } catch {
    positions = {};
  }
  return positions;
}

function save(): void {
  const all = load();
  const keys = Object.keys(all);
  // Oldest first (insertion order): drop what is past the bound.
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete all[key];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or refused (private mode): positions stay in memory for this page's life.
  }
}

function record(key: string | null, y: number): void {
  if (key === null) return;
  const all = load();
  delete all[key];
  all[key] = Math.max(0, Math.round(y));
}

/** The entry being left keeps where it was: called before a push or replace changes the entry. */
export function rememberScroll(): void {
  record(currentKey, window.scrollY);
}

let listening = false;
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  // At popstate the old page is still on screen: its position is read before React draws the next one.
  window.addEventListener('popstate', () => {
    rememberScroll();
    popped = true;
  });
  let queued = false;
  window.addEventListener(
    'scroll',
    () => {
      if (queued || cancelRestore) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        if (!cancelRestore) record(currentKey, window.scrollY);
      });
    },
    { passive: true },
  );
  // Written to storage only when the page goes away (a reload, another site, the tab closed): a sign
  // out clears all of session storage (spec §4), and nothing is written back while the page lives on.
  window.addEventListener('pagehide', () => {
    rememberScroll();
    save();
  });
}

/** Scrolls to `y` once the page is tall enough, until RESTORE_WINDOW_MS or the player takes over. */
function restore(y: number): void {
  cancelRestore?.();
  const root = document.documentElement;
  const attempt = () => {
    const max = root.scrollHeight - window.innerHeight;
    window.scrollTo(0, Math.min(y, Math.max(0, max)));
    if (max >= y) stop();
  };
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(attempt);
  const timer = window.setTimeout(() => stop(), RESTORE_WINDOW_MS);
  const interrupt = ['touchstart', 'wheel', 'keydown', 'pointerdown'] as const;
  function stop() {
    observer?.disconnect();
    window.clearTimeout(timer);
    for (const type of interrupt) window.removeEventListener(type, stop, true);
    if (cancelRestore === stop) cancelRestore = null;
    record(currentKey, window.scrollY);
  }
  cancelRestore = stop;
  for (const type of interrupt) window.addEventListener(type, stop, { capture: true, passive: true });
  observer?.observe(document.body);
  attempt();
}

function initialNavigationRestores(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Called by the router after each location change is drawn (a layout effect, before the next frame):
 * `key` is the entry now shown, `pathChanged` whether its path differs from the previous one.
 */
export function onLocationShown(key: string, pathChanged: boolean): void {
  listen();
  const first = currentKey === null;
  const pop = popped || (first && initialNavigationRestores());
  popped = false;
  currentKey = key;
  const saved = load()[key];
  if (pop && saved !== undefined) {
    restore(saved);
    return;
  }
  cancelRestore?.();
  if (!first && pathChanged) window.scrollTo(0, 0);
}

/** Test seam: forget everything (module state and stored positions). */
export function resetScrollRestoration(): void {
  cancelRestore?.();
  positions = {};
  currentKey = null;
  popped = false;
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
