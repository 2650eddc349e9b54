import { useEffect, type RefObject } from 'react';

/** What a player taps: the same list the layout scan checks (e2e/tests/layout-scan.spec.ts). */
export const CONTROL_SELECTOR = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';

export interface YieldToControlsOptions {
  /** How far each other place is above the last one, in px. Default 56. */
  step?: number;
  /** How many places above its own it may try before hiding. Default 6. */
  places?: number;
}

/** The top-most element at a point, the floating element itself left out. */
function under(self: Element, x: number, y: number): Element | undefined {
  return document.elementsFromPoint(x, y).find((e) => !self.contains(e));
}

type TBox = { left: number; top: number; right: number; bottom: number };

/** The controls a floating element could cover, each with the point a tap aims at (its centre). */
function controlCentres(self: Element, within: TBox): { control: Element; x: number; y: number }[] {
  const found: { control: Element; x: number; y: number }[] = [];
  for (const control of document.querySelectorAll(CONTROL_SELECTOR)) {
    if (self.contains(control)) continue;
    const r = control.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < within.left || x > within.right || y < within.top || y > within.bottom) continue;
    found.push({ control, x, y });
  }
  return found;
}

/** Whether `rect` covers a control: one whose centre lies under it and is visible there, or one under its own centre. */
function covers(self: Element, rect: TBox, centres: { control: Element; x: number; y: number }[]): boolean {
  for (const { control, x, y } of centres) {
    if (x < rect.left || x > rect.right || y < rect.top || y > rect.bottom) continue;
    const top = under(self, x, y);
    if (top && (top === control || control.contains(top))) return true;
  }
  const middle = under(self, (rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2);
  return Boolean(middle?.closest(CONTROL_SELECTOR));
}

/**
 * Whether a floating element placed at `rect` would cover a control: a control whose centre (the
 * point a tap aims at) lies under it and is visible there, or a control under the element's own centre.
 */
export function coversControl(self: Element, rect: TBox): boolean {
  return covers(self, rect, controlCentres(self, rect));
}

/** How long the page must stay unchanged in size before a change re-places the element, in ms. */
const SETTLE_MS = 150;

/**
 * A floating control (the support button) that never covers another control: after each scroll,
 * resize or change of the page it stays where its CSS puts it if nothing is under it, else moves up
 * to the first free place (`step` px at a time, at most `places` times), else hides until the page
 * moves on (checked on scroll, resize, a change of the page's size, and every two seconds). It sets `transform` and `data-yielded="hidden"` on the element; the element's CSS hides
 * it (visibility) while yielded. docs/decisions/layout-and-status.md, "The player's thumb".
 *
 * A placement reads the page's layout, so it is kept cheap and rare: the controls are listed once
 * per placement and only those inside the column the element may take are hit-tested, and while the
 * page is still growing (a first visit's sections arriving one after another, the first placement
 * included) placements wait until its size has held still for SETTLE_MS instead of running after
 * every change (issue 31: on a slow phone each one was a long task while home loaded).
 */
export function useYieldToControls(ref: RefObject<HTMLElement | null>, { step = 56, places = 6 }: YieldToControlsOptions = {}): void {
  useEffect(() => {
    const self = ref.current;
    if (!self || typeof document.elementsFromPoint !== 'function') return;
    let offset = 0;
    let frame = 0;
    let settling = 0;
    const place = () => {
      frame = 0;
      const current = self.getBoundingClientRect();
      // Where its CSS puts it: the current box without the offset applied.
      const home = { left: current.left, right: current.right, top: current.top + offset, bottom: current.bottom + offset };
      const centres = controlCentres(self, { ...home, top: home.top - places * step });
      for (let i = 0; i <= places; i += 1) {
        const up = i * step;
        if (home.top - up < 0) break;
        if (!covers(self, { ...home, top: home.top - up, bottom: home.bottom - up }, centres)) {
          offset = up;
          self.style.transform = up ? `translateY(${-up}px)` : '';
          delete self.dataset.yielded;
          return;
        }
      }
      self.dataset.yielded = 'hidden';
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    const settle = () => {
      window.clearTimeout(settling);
      settling = window.setTimeout(schedule, SETTLE_MS);
    };
    // The first placement waits for the page to hold still too: the button mounts while the page
    // around it is still arriving, and a placement reads the whole page's layout.
    settle();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Content that arrives or changes size (a tab, a list's next page) moves controls without a
    // scroll; anything else that moves them (a carousel, a late image) is caught within two seconds.
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(settle) : null;
    resized?.observe(document.body);
    const timer = window.setInterval(schedule, 2000);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.clearTimeout(settling);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      window.clearInterval(timer);
    };
  }, [ref, step, places]);
}
