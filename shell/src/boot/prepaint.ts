import { PREPAINT_ID } from './firstPaint';

/**
 * The end of home's first paint (infra/api/src/services/prepaint.ts): the HTML draws the top of home
 * so a phone sees it before any JavaScript has run; this takes it away once the page beneath shows
 * the same thing, so the player never sees both or neither.
 *
 * It ends when the first of these happens:
 * - home's carousel has drawn its first banner (the image loaded or failed), one frame later;
 * - home decided there is no carousel (its page is up and holds neither a carousel nor its skeleton);
 * - the route's remote failed to load (the shell's retry block is up), or the player left the page;
 * - the status gate is up (the page's status, or a call's refusal, closed the merchant to this client);
 * - `limitMs` passed (a first paint that never ends would hide the header).
 */
const CAROUSEL_IMAGE = '[data-testid="banner-carousel"] img';
const HOME_PAGE = '[data-testid="home-page"]';
const BANNER_PENDING = '.home-banner-box';
const REMOTE_FAILED = '.shell-remote-fallback';
/** The status gate (maintenance, region restriction) replaced the app: home will not draw. */
const STATUS_GATE = '[data-testid="status-gate"]';

export function endPrepaintWhenDrawn(doc: Document = document, limitMs = 10_000): () => void {
  const prepaint = doc.getElementById(PREPAINT_ID);
  if (!prepaint) return () => undefined;
  const win = doc.defaultView;
  const landing = win?.location.pathname ?? '';
  let done = false;
  let watched: HTMLImageElement | null = null;
  const end = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    win?.removeEventListener('popstate', check);
    // One frame later, so the page's own banner is on screen when the first paint goes.
    const remove = () => prepaint.remove();
    if (win?.requestAnimationFrame) win.requestAnimationFrame(remove);
    else remove();
  };
  const check = () => {
    if (done) return;
    if (win && win.location.pathname !== landing) return end();
    if (doc.querySelector(REMOTE_FAILED) || doc.querySelector(STATUS_GATE)) return end();
    const image = doc.querySelector<HTMLImageElement>(CAROUSEL_IMAGE);
    if (image) {
      if (image.complete) return end();
      if (watched !== image) {
        watched = image;
        image.addEventListener('load', end, { once: true });
        image.addEventListener('error', end, { once: true });
      }
      return;
    }
    if (doc.querySelector(HOME_PAGE) && !doc.querySelector(BANNER_PENDING)) end();
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { childList: true, subtree: true });
  win?.addEventListener('popstate', check);
  const timer = setTimeout(end, limitMs);
  check();
  return end;
}
