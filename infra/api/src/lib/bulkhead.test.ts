import { bulkhead } from './bulkhead';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('bulkhead', () => {
  it('runs at most `width` tasks at once, the rest in arrival order', async () => {
    const line = bulkhead(3);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        line.run(async () => {
          started.push(i);
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          running -= 1;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(line.peak).toBe(3);
    expect(started).toEqual(Array.from({ length: 12 }, (_, i) => i));
    expect([line.running, line.waiting]).toEqual([0, 0]);
  });

  it('passes answers and errors through, and a failing task frees its place', async () => {
    const line = bulkhead(1);
    await expect(line.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(line.run(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('refuses a width that is not a positive integer', () => {
    expect(() => bulkhead(0)).toThrow();
    expect(() => bulkhead(1.5)).toThrow();
  });
});
