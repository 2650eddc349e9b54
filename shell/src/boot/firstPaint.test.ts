import { afterFirstPaint } from './firstPaint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('resolves at once on a page without a first paint', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it("waits for the first paint's banner to load, then for a frame", async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="tessera-prepaint"><img src="/b.svg"></div>';
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    let done = false;
    void afterFirstPaint(document, 1000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    expect(done).toBe(false);
    frames[0]?.(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    raf.mockRestore();
  });

  it('does not wait for ever: an image that never answers, or a hidden tab that draws no frame', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="tessera-prepaint"><img src="/b.svg"></div>';
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    let done = false;
    void afterFirstPaint(document, 1000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
    raf.mockRestore();
  });
});
