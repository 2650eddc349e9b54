// Navigation for code that runs outside a component (logout, session end, bus requests). The
// router registers its navigate function here (PlatformProvider); before that, or outside the
// router (a status-gate page), a full page load does the job.

type TNavigate = (to: string, options?: { replace?: boolean }) => void;

let routerNavigate: TNavigate | null = null;
/** Set once the shell has started rendering its router (bootstrap): navigations then wait for it. */
let routerExpected = false;
let pending: { to: string; replace: boolean } | null = null;
let pendingTimer: ReturnType<typeof setTimeout> | null = null;
/** How long a navigation waits for the router before it takes a full page load instead. */
export const ROUTER_WAIT_MS = 3000;

function pageLoad(to: string, replace: boolean): void {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}
let fullLoad = pageLoad;

/**
 * The shell has started rendering (bootstrap): a navigation asked for before the router has
 * registered (a session that ends while the first render is still under way) waits for it, rather
 * than a full page load that would throw the page being built away.
 */
export function expectRouter(): void {
  routerExpected = true;
}

export function setRouterNavigate(navigate: TNavigate | null): void {
  routerNavigate = navigate;
  if (navigate && pending) {
    const { to, replace } = pending;
    pending = null;
    if (pendingTimer) clearTimeout(pendingTimer);
    pendingTimer = null;
    navigate(to, { replace });
  }
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  const replace = options.replace ?? false;
  if (routerNavigate) {
    routerNavigate(to, options);
    return;
  }
  if (!routerExpected) {
    fullLoad(to, replace);
    return;
  }
  // The last request wins, as it would have with the router; a router that never comes (a status
  // page rendered instead) gets a full page load after ROUTER_WAIT_MS.
  pending = { to, replace };
  pendingTimer ??= setTimeout(() => {
    pendingTimer = null;
    const next = pending;
    pending = null;
    if (next) fullLoad(next.to, next.replace);
  }, ROUTER_WAIT_MS);
}

/** For tests: forget the router, the expectation and any waiting navigation; `load` stands in for a full page load. */
export function resetNavigatorForTests(load: (to: string, replace: boolean) => void = pageLoad): void {
  fullLoad = load;
  routerNavigate = null;
  routerExpected = false;
  pending = null;
  if (pendingTimer) clearTimeout(pendingTimer);
  pendingTimer = null;
}

/** The current page (path and query): the return path of a login redirect. */
export function currentPage(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Back rule (spec §2 "back one page"; docs/decisions/platform-surface.md): go back when the
 * previous history entry is a page of this site, else go home.
 * - The shell's router (routes/router.tsx, React Router's entry format) keeps its entry index in
 *   history.state.idx: > 0 means an earlier in-app entry exists in this tab, also after a reload
 *   (the index survives it), while replace keeps it.
 * - idx 0 is the first entry this router made; the page before it may still be ours when it was
 *   reached by a full page load from another page of the site. The Navigation API says so exactly
 *   (its entries are this origin's, contiguous with the current one: index > 0 means the entry
 *   behind is ours); without it, a same-origin referrer with a history entry behind does.
 */
export function canGoBackInApp(env: { idx: unknown; navigationIndex?: number | null; referrer: string; origin: string; historyLength: number }): boolean {
  if (typeof env.idx === 'number' && env.idx > 0) return true;
  if (typeof env.navigationIndex === 'number' && env.navigationIndex >= 0) return env.navigationIndex > 0;
  if (env.historyLength <= 1 || !env.referrer) return false;
  try {
    return new URL(env.referrer).origin === env.origin;
  } catch {
    return false;
  }
}

export function canGoBack(): boolean {
  const navigation = (window as Window & { navigation?: { currentEntry?: { index: number } | null } }).navigation;
  return canGoBackInApp({
    idx: (window.history.state as { idx?: unknown } | null)?.idx,
    navigationIndex: navigation?.currentEntry?.index,
    referrer: document.referrer,
    origin: window.location.origin,
    historyLength: window.history.length,
  });
}
