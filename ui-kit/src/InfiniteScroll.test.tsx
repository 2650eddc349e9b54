import { act, render } from '@testing-library/react';
import { InfiniteScroll } from './InfiniteScroll';

class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser reporting the sentinel in or out of reach. */
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting, target: this.targets[0] } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  static live() {
    const live = FakeObserver.all.filter((o) => !o.disconnected);
    expect(live).toHaveLength(1);
    return live[0]!;
  }
}

const original = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;

beforeEach(() => {
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = original;
});

describe('InfiniteScroll', () => {
  it('watches a hidden sentinel with the threshold as root margin', () => {
    const { container } = render(<InfiniteScroll onMore={() => {}} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    expect(io.options.rootMargin).toBe('300px');
    expect(io.targets[0]).toBe(container.firstElementChild);
    expect(container.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
  });

  it('asks for more when the sentinel comes in reach, not when it leaves', () => {
    const onMore = jest.fn();
    render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    io.report(false);
    expect(onMore).not.toHaveBeenCalled();
    io.report(true);
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('at most once per throttle window; asks again when it ends if still in reach', () => {
    const onMore = jest.fn();
    render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    io.report(true);
    act(() => jest.advanceTimersByTime(200));
    io.report(false);
    io.report(true);
    expect(onMore).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(799));
    expect(onMore).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('drops the pending ask when the sentinel leaves before the window ends', () => {
    const onMore = jest.fn();
    render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    io.report(true);
    io.report(false);
    io.report(true);
    io.report(false);
    act(() => jest.advanceTimersByTime(5000));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('does not watch while disabled; re-enabled, it checks again (a short page asks for the next)', () => {
    const onMore = jest.fn();
    const { rerender } = render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} disabled />);
    expect(FakeObserver.all).toHaveLength(0);
    rerender(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    FakeObserver.live().report(true);
    expect(onMore).toHaveBeenCalledTimes(1);

    // The page loads (disabled), lands, and the sentinel is still in reach: the new observer reports it.
    rerender(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} disabled />);
    expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true);
    act(() => jest.advanceTimersByTime(1000));
    rerender(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    FakeObserver.live().report(true);
    expect(onMore).toHaveBeenCalledTimes(2);
  });

  it('calls the latest onMore without re-creating the observer', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<InfiniteScroll onMore={first} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    rerender(<InfiniteScroll onMore={second} threshold={300} throttleMs={1000} />);
    expect(FakeObserver.live()).toBe(io);
    io.report(true);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops on unmount', () => {
    const onMore = jest.fn();
    const { unmount } = render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />);
    const io = FakeObserver.live();
    io.report(true);
    io.report(true);
    unmount();
    expect(io.disconnected).toBe(true);
    act(() => jest.advanceTimersByTime(2000));
    expect(onMore).toHaveBeenCalledTimes(1);
  });

  it('without IntersectionObserver it renders and does nothing (LoadMore is the way on)', () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const onMore = jest.fn();
    expect(() => render(<InfiniteScroll onMore={onMore} threshold={300} throttleMs={1000} />)).not.toThrow();
    expect(onMore).not.toHaveBeenCalled();
  });
});
