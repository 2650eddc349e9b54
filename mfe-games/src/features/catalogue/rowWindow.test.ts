import { OVERSCAN_ROWS, rowWindow } from './rowWindow';

// 1,000 games in 3 columns: 334 rows of 180 px (tile + gap), a 844 px viewport.
const base = { count: 1000, columns: 3, rowPitch: 180, viewportHeight: 844, overscan: 2 };

describe('rowWindow', () => {
  it('at the top renders the visible rows and the overscan below, whole rows, the rest as bottom padding', () => {
    const w = rowWindow({ ...base, gridTop: 100 });
    // Visible rows 0..5 (ceil((844 - 100) / 180) = 5) plus 2 below.
    expect(w).toEqual({ start: 0, end: 7 * 3, padTop: 0, padBottom: (334 - 7) * 180 });
  });

  it('scrolled into the middle renders a window of whole rows with padding standing in for both sides', () => {
    const w = rowWindow({ ...base, gridTop: -180 * 100 - 50 });
    expect(w.start).toBe(98 * 3);
    expect(w.end).toBe((Math.ceil((844 + 180 * 100 + 50) / 180) + 2) * 3);
    expect(w.padTop).toBe(98 * 180);
    // The padding and the rendered rows add up to the whole list's height.
    expect(w.padTop + ((w.end - w.start) / 3) * 180 + w.padBottom).toBe(334 * 180);
  });

  it('at the end stops at the last game (a short last row) with no bottom padding', () => {
    const w = rowWindow({ ...base, gridTop: -334 * 180 + 844 });
    expect(w.end).toBe(1000);
    expect(w.padBottom).toBe(0);
    expect(w.start % 3).toBe(0);
  });

  it('renders everything it cannot measure, and nothing of an empty list', () => {
    expect(rowWindow({ ...base, rowPitch: 0, gridTop: 0 })).toEqual({ start: 0, end: 1000, padTop: 0, padBottom: 0 });
    expect(rowWindow({ ...base, count: 0, gridTop: 0 })).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });

  it('overscans six rows by default', () => {
    const w = rowWindow({ count: 1000, columns: 3, rowPitch: 180, viewportHeight: 844, gridTop: -180 * 50 });
    expect(w.start).toBe((50 - OVERSCAN_ROWS) * 3);
  });
});
