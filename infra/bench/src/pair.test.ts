import { loadWork, pairSummary, type TLoadWork, type TTraceEvent } from './pair';

const main = { name: 'thread_name', ph: 'M', pid: 1, tid: 7, ts: 0, args: { name: 'CrRendererMain' } };
const other = { name: 'thread_name', ph: 'M', pid: 2, tid: 9, ts: 0, args: { name: 'CrRendererMain' } };
const task = (pid: number, tid: number, ts: number, ms: number): TTraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur: ms * 1000 });

test("a trace's work after first contentful paint, on the renderer with the most tasks", () => {
  const events: TTraceEvent[] = [
    main,
    other,
    { name: 'firstContentfulPaint', ts: 1_000 },
    task(1, 7, 500, 80), // before the paint: not counted
    task(1, 7, 2_000, 5),
    task(1, 7, 3_000, 10),
    task(1, 7, 4_000, 40),
    task(2, 9, 5_000, 300), // another renderer (an extension page, a worker frame) with fewer tasks
  ];
  expect(loadWork(events)).toEqual({ all: 55, long: 50, estimatedTbt: 0 + 110 });
});

test('no first contentful paint, no figure', () => {
  expect(loadWork([main, task(1, 7, 10, 30)])).toBeNull();
});

test('pairs: medians of each build, and of the differences with how often B did less', () => {
  const w = (all: number): TLoadWork => ({ all, long: all / 2, estimatedTbt: all * 2 });
  const summary = pairSummary([w(100), w(300), w(200)], [w(90), w(350), w(150)]);
  expect(summary.find((l) => l.metric === 'all')).toEqual({ metric: 'all', a: 200, b: 150, difference: -10, bLower: 2, pairs: 3 });
  expect(summary.map((l) => l.metric)).toEqual(['all', 'long', 'estimatedTbt']);
});
