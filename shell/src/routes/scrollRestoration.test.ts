import { onLocationShown, rememberScroll, resetScrollRestoration, RESTORE_WINDOW_MS } from './scrollRestoration';

// jsdom lays nothing out: the page's height, the window's position and ResizeObserver are played here.
let pageHeight = 0;
let scrollY = 0;
const scrollTo = jest.fn((_x: number, y: number) => {
  scrollY = Math.max(0, Math.min(y, pageHeight - window.innerHeight));
});
let resized: (() => void) | null = null;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    resized = this.callback;
  }
  disconnect() {
    resized = null;
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => pageHeight });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 844 });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = FakeResizeObserver;
});

beforeEach(() => {
  jest.useFakeTimers();
  resetScrollRestoration();
  scrollTo.mockClear();
  pageHeight = 5000;
  scrollY = 0;
});

afterEach(() => jest.useRealTimers());

/** The player scrolls the list to `y` (the scroll listener records it on the next frame). */
function scrollListTo(y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  jest.advanceTimersByTime(20);
}

/** Back or Forward: the browser fires popstate while the old page is still drawn. */
function popTo(key: string, path = true) {
  window.dispatchEvent(new PopStateEvent('popstate'));
  onLocationShown(key, path);
}

it('a new page starts at the top; Back puts the list where it was once the page is tall enough again', () => {
  onLocationShown('default', true);
  scrollListTo(3200);
  // A link to a game's page: the list's entry keeps 3200, the new page starts at the top.
  rememberScroll();
  onLocationShown('k-game', true);
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  scrollListTo(150);

  // Back: the list's remote and data come after the entry is shown, the page is short at first.
  pageHeight = 900;
  popTo('default');
  expect(scrollY).toBe(56);
  pageHeight = 2400;
  resized?.();
  expect(scrollY).toBe(1556);
  pageHeight = 6000;
  resized?.();
  expect(scrollY).toBe(3200);
  // Done: the observer is let go, and later growth does not move the page.
  expect(resized).toBeNull();

  // Forward to the game's page: it was at 150.
  popTo('k-game');
  expect(scrollY).toBe(150);
});

it('the player taking over stops the restore: a touch while the page is still short', () => {
  onLocationShown('default', true);
  scrollListTo(3000);
  rememberScroll();
  onLocationShown('k-next', true);
  pageHeight = 1000;
  popTo('default');
  window.dispatchEvent(new Event('touchstart'));
  pageHeight = 6000;
  resized?.();
  expect(scrollY).toBe(156);
  expect(resized).toBeNull();
});

it('gives up after the restore window when the page never grows back', () => {
  onLocationShown('default', true);
  scrollListTo(4000);
  rememberScroll();
  onLocationShown('k-next', true);
  pageHeight = 1200;
  popTo('default');
  jest.advanceTimersByTime(RESTORE_WINDOW_MS + 1);
  expect(resized).toBeNull();
  pageHeight = 6000;
  expect(scrollY).toBe(356);
});

it('a query-only change on the same path (a tab) leaves the position to the page; an entry never seen starts at the top', () => {
  onLocationShown('default', true);
  scrollListTo(800);
  rememberScroll();
  onLocationShown('k-tab', false);
  expect(scrollTo).not.toHaveBeenCalled();
  // Back to an entry with nothing kept (made before this page loaded): the top.
  popTo('k-unknown');
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
});

it('positions are written to sessionStorage when the page goes away (a reload of the tab), bounded', () => {
  onLocationShown('default', true);
  for (let i = 0; i < 130; i += 1) {
    scrollListTo(10 + i);
    rememberScroll();
    onLocationShown(`k${i}`, true);
  }
  // Nothing is written while the page lives (a sign out clears session storage, spec §4); the page going away writes.
  expect(window.sessionStorage.getItem('tessera.scroll')).toBeNull();
  window.dispatchEvent(new Event('pagehide'));
  const kept = JSON.parse(window.sessionStorage.getItem('tessera.scroll') ?? '{}') as Record<string, number>;
  expect(Object.keys(kept)).toHaveLength(100);
  expect(kept.k128).toBe(139);
  expect(kept.default).toBeUndefined();
});
