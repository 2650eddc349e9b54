import { SnapshotCache } from './snapshots';

describe('SnapshotCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once, then answers synchronously while fresh', async () => {
    const cache = new SnapshotCache<number>(1000);
    const load = jest.fn(async () => 42);
    const first = cache.get('k', load);
    expect(first).toBeInstanceOf(Promise);
    // Concurrent callers share the load.
    expect(cache.get('k', load)).toBe(first);
    expect(await first).toBe(42);
    expect(cache.get('k', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers a stale value once while one reload runs, then the new value', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new SnapshotCache<number>(100);
    let n = 0;
    const load = jest.fn(async () => ++n);
    expect(await cache.get('k', load)).toBe(1);
    jest.setSystemTime(150);
    expect(cache.get('k', load)).toBe(1);
    expect(cache.get('k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.get('k', load)).toBe(2);
  });

  it('waits for the reload when the snapshot is far too old', async () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new SnapshotCache<number>(100);
    let n = 0;
    const load = async () => ++n;
    await cache.get('k', load);
    jest.setSystemTime(100 * 11);
    expect(await cache.get('k', load)).toBe(2);
  });

  it('forgets on invalidate (all or by prefix), keeps nothing with ttl 0, and forgets failed loads', async () => {
    const cache = new SnapshotCache<string>(60_000);
    await cache.get('demo\u0000EN', async () => 'a');
    await cache.get('acme\u0000EN', async () => 'b');
    cache.invalidate('demo');
    expect(await cache.get('demo\u0000EN', async () => 'a2')).toBe('a2');
    expect(cache.get('acme\u0000EN', async () => 'b2')).toBe('b');
    cache.invalidate();
    expect(await cache.get('acme\u0000EN', async () => 'b3')).toBe('b3');

    await expect(cache.get('bad', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');

    const none = new SnapshotCache<number>(0);
    let calls = 0;
    await none.get('k', async () => ++calls);
    await none.get('k', async () => ++calls);
    expect(calls).toBe(2);
  });
});
