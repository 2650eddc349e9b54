import { PREPAINT_ID } from './firstPaint';
import { endPrepaintWhenDrawn } from './prepaint';

const flush = () => new Promise((r) => setTimeout(r, 0));

function setUp(): HTMLElement {
  document.body.innerHTML = `<div id="${PREPAINT_ID}"><img src="/b.svg"></div><div id="root"></div>`;
  return document.getElementById('root') as HTMLElement;
}
const present = () => document.getElementById(PREPAINT_ID) !== null;

describe('endPrepaintWhenDrawn', () => {
  let raf: jest.SpyInstance;
  beforeEach(() => {
    raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    window.history.replaceState(null, '', '/m/home');
  });
  afterEach(() => raf.mockRestore());

  it('does nothing on a page without a first paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(() => endPrepaintWhenDrawn()()).not.toThrow();
  });

  it("stays while home's banner is on its way and goes once home's own banner image has loaded", async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    root.innerHTML = '<div data-testid="home-page"><div class="home-banner-box"></div></div>';
    await flush();
    expect(present()).toBe(true);
    root.innerHTML = '<div data-testid="home-page"><div data-testid="banner-carousel"><img src="/b.svg"></div></div>';
    await flush();
    expect(present()).toBe(true);
    root.querySelector('img')?.dispatchEvent(new Event('load'));
    expect(present()).toBe(false);
  });

  it('goes at once when the status gate replaces the app (maintenance or region restriction: home never draws)', async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    root.innerHTML = '<main data-testid="status-gate" data-status="1"></main>';
    await flush();
    expect(present()).toBe(false);
  });

  it('goes when the banner image fails too', async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    root.innerHTML = '<div data-testid="home-page"><div data-testid="banner-carousel"><img src="/b.svg"></div></div>';
    await flush();
    root.querySelector('img')?.dispatchEvent(new Event('error'));
    expect(present()).toBe(false);
  });

  it('goes when home shows no carousel at all (no banners)', async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    root.innerHTML = '<div data-testid="home-page"><div class="home-top"></div></div>';
    await flush();
    expect(present()).toBe(false);
  });

  it("goes when the remote failed to load (the shell's retry block)", async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    root.innerHTML = '<div class="shell-remote-fallback" role="alert">Loading failed, click to retry</div>';
    await flush();
    expect(present()).toBe(false);
  });

  it('goes when the player has left the page', async () => {
    const root = setUp();
    endPrepaintWhenDrawn();
    window.history.pushState(null, '', '/m/login');
    root.innerHTML = '<main></main>';
    await flush();
    expect(present()).toBe(false);
  });

  it('goes after the time limit whatever happens', () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] });
    try {
      setUp();
      endPrepaintWhenDrawn(document, 5000);
      jest.advanceTimersByTime(4999);
      expect(present()).toBe(true);
      jest.advanceTimersByTime(1);
      expect(present()).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
