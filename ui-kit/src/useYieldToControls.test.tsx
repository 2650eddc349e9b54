import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useYieldToControls } from './useYieldToControls';

// jsdom has no layout: boxes and elementsFromPoint are stubbed as a 390×844 phone would report them.
type TBox = { left: number; top: number; width: number; height: number };
const boxes = new Map<string, TBox>();

function rectOf(el: Element): DOMRect {
  const b = boxes.get(el.getAttribute('data-box') ?? '') ?? { left: 0, top: 0, width: 0, height: 0 };
  const shift = el instanceof HTMLElement && el.style.transform ? Number(/-?\d+/.exec(el.style.transform)?.[0] ?? 0) : 0;
  const top = b.top + shift;
  return { left: b.left, top, width: b.width, height: b.height, right: b.left + b.width, bottom: top + b.height, x: b.left, y: top, toJSON: () => ({}) };
}

beforeAll(() => {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return rectOf(this);
  });
  document.elementsFromPoint = (x: number, y: number) =>
    [...document.querySelectorAll('[data-box]')]
      .filter((el) => {
        const r = rectOf(el);
        return r.width > 0 && x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
      })
      .reverse();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    frames.push(cb);
    return frames.length;
  });
});

const frames: FrameRequestCallback[] = [];
/** Runs the frames asked for so far. */
function nextFrame() {
  act(() => {
    for (const cb of frames.splice(0)) cb(0);
  });
}

/** The page held still long enough for a placement (SETTLE_MS), then the frame it asked for. */
function settled() {
  act(() => jest.advanceTimersByTime(150));
  nextFrame();
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  frames.length = 0;
});
afterEach(() => jest.useRealTimers());

function Floating() {
  const ref = useRef<HTMLAnchorElement>(null);
  useYieldToControls(ref);
  return <a ref={ref} href="https://help.example" data-box="float" data-testid="float" aria-label="Support" />;
}

function Page({ stars }: { stars: TBox[] }) {
  return (
    <>
      {stars.map((_, i) => (
        <button key={i} type="button" data-box={`star${i}`}>{`star ${i}`}</button>
      ))}
      <Floating />
    </>
  );
}

const FLOAT: TBox = { left: 326, top: 720, width: 52, height: 52 };

beforeEach(() => {
  boxes.clear();
  boxes.set('float', FLOAT);
});

test('stays where it is when nothing is under it', () => {
  boxes.set('star0', { left: 20, top: 730, width: 44, height: 44 });
  render(<Page stars={[FLOAT]} />);
  expect(frames).toHaveLength(0);
  settled();
  const float = screen.getByTestId('float');
  expect(float.style.transform).toBe('');
  expect(float.dataset.yielded).toBeUndefined();
});

test('moves up past a favourite star it would cover', () => {
  boxes.set('star0', { left: 330, top: 725, width: 44, height: 44 });
  render(<Page stars={[FLOAT]} />);
  settled();
  const float = screen.getByTestId('float');
  expect(float.style.transform).toBe('translateY(-56px)');
  expect(float.dataset.yielded).toBeUndefined();
});

test('hides while every place would cover a control, and comes back when the page moves on', () => {
  const column = Array.from({ length: 8 }, (_, i) => ({ left: 330, top: 725 - i * 56, width: 44, height: 44 }));
  column.forEach((b, i) => boxes.set(`star${i}`, b));
  render(<Page stars={column} />);
  settled();
  const float = screen.getByTestId('float');
  expect(float.dataset.yielded).toBe('hidden');
  column.forEach((b, i) => boxes.set(`star${i}`, { ...b, left: 20 }));
  window.dispatchEvent(new Event('scroll'));
  nextFrame();
  expect(float.dataset.yielded).toBeUndefined();
  expect(float.style.transform).toBe('');
});

test('a page still growing is re-placed once it holds still, not after every change', () => {
  const observers: ResizeObserverCallback[] = [];
  const original = window.ResizeObserver;
  window.ResizeObserver = class {
    constructor(cb: ResizeObserverCallback) {
      observers.push(cb);
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  try {
    boxes.set('star0', { left: 20, top: 725, width: 44, height: 44 });
    render(<Page stars={[FLOAT]} />);
    settled();
    const float = screen.getByTestId('float');
    expect(float.style.transform).toBe('');
    // Sections arrive one after another and a star lands under the button.
    boxes.set('star0', { left: 330, top: 725, width: 44, height: 44 });
    const grow = () => observers.forEach((cb) => cb([], {} as ResizeObserver));
    for (let i = 0; i < 5; i += 1) {
      grow();
      act(() => jest.advanceTimersByTime(100));
    }
    expect(frames).toHaveLength(0);
    act(() => jest.advanceTimersByTime(150));
    expect(frames).toHaveLength(1);
    nextFrame();
    expect(float.style.transform).toBe('translateY(-56px)');
  } finally {
    window.ResizeObserver = original;
  }
});
