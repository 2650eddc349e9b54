import { emptyRow, foldRound, median, type TLoadRow } from './load';

const row = (key: TLoadRow['key'], reqPerSec: number, p99Ms = 1): TLoadRow => ({
  ...emptyRow(key, key, `http://127.0.0.1/${key}`),
  reqPerSec,
  p50Ms: 0,
  p90Ms: 1,
  p99Ms,
  maxMs: p99Ms,
  totalRequests: reqPerSec * 3,
  statusCodes: { '200': reqPerSec * 3 },
});
const empty = (key: TLoadRow['key']): TLoadRow => emptyRow(key, key, `http://127.0.0.1/${key}`);

test('median: the middle value, the mean of the two middle ones for an even count, null for none', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
  expect(median([])).toBeNull();
});

test("a route's ratio is the median of each round's req/s against that same round's baseline, not of the medians", () => {
  // The machine slows down in round 2: both the baseline and the route drop, their ratio holds.
  const hello = [40_000, 20_000, 42_000];
  const route = [24_000, 12_400, 25_000];
  let h = empty('hello');
  let r = empty('registry');
  for (let i = 0; i < 3; i++) {
    h = foldRound(h, row('hello', hello[i]!), hello[i]!);
    r = foldRound(r, row('registry', route[i]!, i === 1 ? 9 : 2), hello[i]!);
  }
  expect(h.ratio).toBeNull();
  expect(h.reqPerSec).toBe(40_000);
  expect(r.roundRatios.map((x) => +x.toFixed(3))).toEqual([0.6, 0.62, 0.595]);
  expect(r.ratio).toBeCloseTo(0.6, 5);
  // One baseline against one route measured at different moments would read 24,000 / 40,000 or worse.
  expect(r.reqPerSec).toBe(24_000);
  expect(r.p99Ms).toBe(9);
  expect(r.totalRequests).toBe((24_000 + 12_400 + 25_000) * 3);
  expect(r.statusCodes['200']).toBe((24_000 + 12_400 + 25_000) * 3);
});
