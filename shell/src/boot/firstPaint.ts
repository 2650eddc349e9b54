/**
 * Resolves once home's first paint (drawn by the server's HTML, infra/api/src/services/prepaint.ts)
 * is on screen, so the app's code, a few hundred milliseconds of script on a phone, does not hold
 * the first picture back. Without a first paint (every page but home) it resolves at once.
 *
 * "On screen" is: the banner image has loaded (or failed, or `capMs` passed), then one frame has
 * been drawn. A hidden tab draws no frames, so a short timer stands in for the frame there.
 * Kept apart from prepaint.ts so the entry chunk carries only these few lines.
 */
/** The id of the first paint's element (infra/api/src/services/prepaint.ts writes it). */
export const PREPAINT_ID = 'tessera-prepaint';

export function afterFirstPaint(doc: Document = document, capMs = 1000): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(`#${PREPAINT_ID} img`);
  if (!image) return Promise.resolve();
  const loaded = new Promise<void>((resolve) => {
    if (image.complete) return resolve();
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, capMs);
  });
  const drawn = () =>
    new Promise<void>((resolve) => {
      const win = doc.defaultView;
      if (win?.requestAnimationFrame) win.requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
  return loaded.then(drawn);
}
