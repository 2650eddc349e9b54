import { OVERSCAN_ROWS, rowWindow, STEP_ROWS } from './rowWindow';

// 1,000 games in 3 columns: 334 rows of 180 px (tile + gap), a 844 px viewport (5 rows and a bit).
const geometry = { count: 1000, columns: 3, rowPitch: 180, viewportHeight: 844 };
const ROWS = 334;

/** The rows the viewport shows when the grid's top is at `gridTop`. */
const visible = (gridTop: number) => ({ first: Math.floor(-gridTop / 180), last: Math.ceil((844 - gridTop) / 180) });

describe('rowWindow', () => {
  it('at the top renders the visible rows and at least the overscan below, whole rows, the rest as bottom padding', () => {
    const w = rowWindow({ ...geometry, gridTop: 100 });
    expect(w.start).toBe(0);
    expect(w.end % 3).toBe(0);
    expect(w.end / 3).toBeGreaterThanOrEqual(visible(100).last + OVERSCAN_ROWS);
    expect(w.padTop).toBe(0);
    expect(w.padBottom).toBe((ROWS - w.end / 3) * 180);
  });

  it('anywhere in the list covers the visible rows with the overscan either side, and the padding adds up to the whole list', () => {
    for (let top = 0; top < 180 * (ROWS - 5); top += 37) {
      const w = rowWindow({ ...geometry, gridTop: -top });
      const v = visible(-top);
      expect(w.start % 3).toBe(0);
      expect(w.start / 3).toBeLessThanOrEqual(Math.max(0, v.first - OVERSCAN_ROWS));
      expect(Math.ceil(w.end / 3)).toBeGreaterThanOrEqual(Math.min(ROWS, v.last + OVERSCAN_ROWS));
      expect(w.padTop).toBe((w.start / 3) * 180);
      expect(w.padTop + Math.ceil((w.end - w.start) / 3) * 180 + w.padBottom).toBe(ROWS * 180);
      // A few dozen tiles, whatever the list's length.
      expect(w.end - w.start).toBeLessThanOrEqual(60);
    }
  });

  it('at the end stops at the last game (a short last row) with no bottom padding', () => {
    const w = rowWindow({ ...geometry, gridTop: -ROWS * 180 + 844 });
    expect(w.end).toBe(1000);
    expect(w.padBottom).toBe(0);
    expect(w.start % 3).toBe(0);
  });

  it('renders everything it cannot measure, and nothing of an empty list', () => {
    expect(rowWindow({ ...geometry, rowPitch: 0, gridTop: 0 })).toEqual({ start: 0, end: 1000, padTop: 0, padBottom: 0 });
    expect(rowWindow({ ...geometry, count: 0, gridTop: 0 })).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });

  it('with a step of one row follows the viewport row by row', () => {
    const w = rowWindow({ ...geometry, gridTop: -180 * 100 - 50, overscan: 2, step: 1 });
    expect(w.start).toBe(98 * 3);
    expect(rowWindow({ ...geometry, gridTop: -180 * 101 - 50, overscan: 2, step: 1 }).start).toBe(99 * 3);
  });

  it('moves its edges in steps of four rows: the same window while the player scrolls within a step, so nothing re-renders', () => {
    expect(STEP_ROWS).toBe(4);
    const w = rowWindow({ ...geometry, gridTop: -180 * 50 });
    expect(w.start % (STEP_ROWS * 3)).toBe(0);
    const windows = new Set<string>();
    // First visible row 47 to 50 (47 - 3 = 44 starts a step): one window all the way.
    for (let top = 180 * 47; top < 180 * 51; top += 7) windows.add(JSON.stringify(rowWindow({ ...geometry, gridTop: -top })));
    expect(windows.size).toBe(1);
    // Scrolling through 40 rows changes the window once every four rows, not once a row.
    windows.clear();
    for (let top = 0; top < 180 * 40; top += 7) windows.add(JSON.stringify(rowWindow({ ...geometry, gridTop: -top })));
    expect(windows.size).toBeGreaterThanOrEqual(9);
    expect(windows.size).toBeLessThanOrEqual(11);
  });
});
