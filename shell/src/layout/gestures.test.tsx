import { render } from '@testing-library/react';
import { SWIPE_BACK_PX, TIMING_MS } from '@tessera/contract';
import { EDGE_PX, useEdgeSwipeBack, usePageTransition } from './gestures';

function touch(type: string, x: number, y: number) {
  const e = new Event(type, { bubbles: true });
  const list = [{ clientX: x, clientY: y }];
  Object.defineProperty(e, 'touches', { value: type === 'touchend' ? [] : list });
  Object.defineProperty(e, 'changedTouches', { value: list });
  document.dispatchEvent(e);
}

function Swipe({ onBack }: { onBack: (() => void) | null }) {
  useEdgeSwipeBack(onBack);
  return null;
}

describe('swipe back from the edge (spec §9: 100 px)', () => {
  test('from the leading edge, 100 px along: back; shorter, from the middle, or mostly vertical: nothing', () => {
    const onBack = jest.fn();
    render(<Swipe onBack={onBack} />);
    touch('touchstart', EDGE_PX, 300);
    touch('touchend', EDGE_PX + SWIPE_BACK_PX - 1, 300);
    expect(onBack).not.toHaveBeenCalled();
    touch('touchstart', EDGE_PX + 40, 300);
    touch('touchend', EDGE_PX + 40 + SWIPE_BACK_PX * 2, 300);
    expect(onBack).not.toHaveBeenCalled();
    touch('touchstart', 5, 300);
    touch('touchend', 5 + SWIPE_BACK_PX, 300 + SWIPE_BACK_PX * 2);
    expect(onBack).not.toHaveBeenCalled();
    touch('touchstart', 5, 300);
    touch('touchend', 5 + SWIPE_BACK_PX, 320);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  test('right to left: from the right edge, leftwards', () => {
    document.documentElement.dir = 'rtl';
    try {
      const onBack = jest.fn();
      render(<Swipe onBack={onBack} />);
      touch('touchstart', 5, 300);
      touch('touchend', 5 + SWIPE_BACK_PX, 300);
      expect(onBack).not.toHaveBeenCalled();
      touch('touchstart', window.innerWidth - 5, 300);
      touch('touchend', window.innerWidth - 5 - SWIPE_BACK_PX, 300);
      expect(onBack).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  test('a page with no way back ignores the swipe', () => {
    render(<Swipe onBack={null} />);
    expect(() => {
      touch('touchstart', 5, 300);
      touch('touchend', 5 + SWIPE_BACK_PX, 300);
    }).not.toThrow();
  });
});

describe('page transition (spec §9: 300 ms)', () => {
  const el = document.createElement('main');
  const animate = jest.fn(() => ({ cancel: jest.fn() }));
  Object.defineProperty(el, 'animate', { value: animate });
  function Page({ path }: { path: string }) {
    usePageTransition(path, () => el);
    return null;
  }
  const setReduced = (reduce: boolean) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (q: string) => ({ matches: reduce && q.includes('reduce'), addEventListener() {}, removeEventListener() {} }),
    });

  test('not on the first page; 300 ms on every path change after it; none with reduced motion', () => {
    setReduced(false);
    const { rerender } = render(<Page path="/m/home" />);
    expect(animate).not.toHaveBeenCalled();
    rerender(<Page path="/m/gameList" />);
    expect(animate).toHaveBeenCalledTimes(1);
    expect(animate.mock.calls[0]).toEqual([expect.any(Array), expect.objectContaining({ duration: TIMING_MS.pageTransition })]);
    setReduced(true);
    rerender(<Page path="/m/home" />);
    expect(animate).toHaveBeenCalledTimes(1);
  });
});
