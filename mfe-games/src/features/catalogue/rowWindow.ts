import { PAGE_SIZES } from '@tessera/contract';
import { useLayoutEffect, useState, type RefObject } from 'react';

// Long game lists render only the rows near the viewport (issue 19: a list of 1,000 games stays
// smooth). Measured by `npm run bench` (infra/bench/src/scroll.ts): with every tile in the DOM,
// even off-screen tiles under `content-visibility: auto` cost each frame layout, pre-paint, paint,
// hit testing and one intersection observation per tile (content-visibility observes each), about
// 60 ms a frame for 1,000 tiles at 4× CPU throttling. Windowed, the DOM holds a few dozen tiles
// whatever the list's length. Short lists (every e2e category, home) keep every tile in the DOM.

/** Lists with more games than this are windowed (6 pages: past what a player pages by hand). */
export const WINDOW_FROM_GAMES = 6 * PAGE_SIZES.gameList;
/** Rows rendered at least above and below the visible ones: a fling reveals rendered rows, not a blank. */
export const OVERSCAN_ROWS = 3;
/**
 * The window's edges move in steps of this many rows: while the player scrolls within a step,
 * nothing re-renders (the window is the same); crossing one mounts a step's tiles and unmounts
 * another's in one commit, instead of a commit with 3 tiles for every row scrolled past.
 */
export const STEP_ROWS = 4;
/** Rows rendered before the grid could be measured (the first paint). */
const FIRST_ROWS = 12;

export interface TRowWindow {
  /** First and past-the-last game index rendered. */
  start: number;
  end: number;
  /** Space standing in for the rows above and below the rendered ones (px). */
  padTop: number;
  padBottom: number;
}

export interface TGridGeometry {
  count: number;
  columns: number;
  /** A row's height plus the gap between rows (px). */
  rowPitch: number;
  /** The grid's top relative to the viewport's top (negative once scrolled past). */
  gridTop: number;
  viewportHeight: number;
  overscan?: number;
  /** The window's edges are multiples of this many rows (STEP_ROWS; 1 = every row). */
  step?: number;
}

/**
 * The rows of a grid that the viewport shows, with at least `overscan` rows either side, the edges
 * rounded out to multiples of `step` rows (so the window changes once every `step` rows scrolled).
 */
export function rowWindow({ count, columns, rowPitch, gridTop, viewportHeight, overscan = OVERSCAN_ROWS, step = STEP_ROWS }: TGridGeometry): TRowWindow {
  const rows = Math.ceil(count / Math.max(1, columns));
  if (rows === 0 || rowPitch <= 0) return { start: 0, end: count, padTop: 0, padBottom: 0 };
  const by = Math.max(1, Math.floor(step));
  const firstVisible = Math.floor(-gridTop / rowPitch);
  // Both edges follow the first one, so the window changes once a step (not once for each edge):
  // its span covers the viewport's rows and the overscan on both sides wherever in its step the
  // first visible row is.
  const visibleRows = Math.ceil(viewportHeight / rowPitch) + 1;
  const span = Math.ceil((visibleRows + 2 * overscan + by - 1) / by) * by;
  const firstRow = Math.min(rows, Math.max(0, Math.floor((firstVisible - overscan) / by) * by));
  const endRow = Math.min(rows, firstRow + span);
  return {
    start: firstRow * columns,
    end: Math.min(count, endRow * columns),
    padTop: firstRow * rowPitch,
    padBottom: (rows - endRow) * rowPitch,
  };
}

const same = (a: TRowWindow, b: TRowWindow) => a.start === b.start && a.end === b.end && a.padTop === b.padTop && a.padBottom === b.padBottom;

/** The grid's columns and row pitch as laid out now; null before it has a rendered tile. */
function measure(grid: HTMLElement): { columns: number; rowPitch: number } | null {
  const item = grid.firstElementChild;
  if (!item) return null;
  const style = getComputedStyle(grid);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const gap = parseFloat(style.rowGap) || 0;
  const height = item.getBoundingClientRect().height;
  return height > 0 ? { columns, rowPitch: height + gap } : null;
}

/**
 * The games of `count` that the wrapper at `ref` (holding one `game-grid`) should render: all of
 * them when `enabled` is false, else the window around the viewport, kept up to date on scroll
 * (any scrolling ancestor: the listener captures) and resize, one measurement per frame at most.
 */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, enabled: boolean): TRowWindow {
  // The window measured for a list of `count` games (state is set only from the frame callback).
  const [measured, setMeasured] = useState<{ count: number; win: TRowWindow } | null>(null);

  useLayoutEffect(() => {
    if (!enabled) return;
    let frame = 0;
    // Columns and row pitch change only with the width (resize) or the tiles' fonts: measured on
    // the first frame and after a resize, not on every scroll (getComputedStyle of a grid's columns
    // needs its layout). A scroll frame reads one rectangle.
    let geometry: { columns: number; rowPitch: number } | null = null;
    const update = () => {
      frame = 0;
      const wrapper = ref.current;
      if (!wrapper) return;
      if (!geometry) {
        const grid = wrapper.querySelector<HTMLElement>('[data-testid="game-grid"]');
        geometry = grid && measure(grid);
      }
      if (!geometry) return;
      // The wrapper's top is where the first row would be: its padding stands in for the rows above.
      const win = rowWindow({ count, ...geometry, gridTop: wrapper.getBoundingClientRect().top, viewportHeight: window.innerHeight });
      setMeasured((m) => (m && m.count === count && same(m.win, win) ? m : { count, win }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const resized = () => {
      geometry = null;
      schedule();
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', resized, { passive: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', resized);
    };
  }, [ref, count, enabled]);

  if (!enabled) return { start: 0, end: count, padTop: 0, padBottom: 0 };
  // Not measured yet: the first rows.
  if (!measured) return { start: 0, end: Math.min(count, FIRST_ROWS * 3), padTop: 0, padBottom: 0 };
  // The list grew or shrank since (a page appended): keep the rows above as they were and render
  // to the end until the next frame measures again, so nothing on screen jumps or goes blank.
  if (measured.count !== count) return { start: Math.min(measured.win.start, count), end: count, padTop: measured.win.padTop, padBottom: 0 };
  return measured.win;
}
