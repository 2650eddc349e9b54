import { parseArgs } from './args';
import { interleavedOrder } from './lighthouse';
import { renderText } from './report';
import { compareBuilds } from './results';
import { sampleLighthouse, sampleResult, sampleVisit } from './testFixtures';

const visit = sampleVisit;
const lighthouse = (lcpMs: number | null, score: number | null) => sampleLighthouse({ score, lcpMs, tbtMs: 100, cls: 0, fcpMs: 1000, speedIndexMs: 2000 });

describe('compareBuilds (federated ÷ mono)', () => {
  it('divides each figure of the federated build by the mono one', () => {
    const rows = compareBuilds(
      { visit: visit(300_000, 12), lighthouse: lighthouse(3000, 80) },
      { visit: visit(200_000, 4), lighthouse: lighthouse(2000, 100) },
    );
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.jsGzip).toMatchObject({ federated: 300_000, mono: 200_000, ratio: 1.5 });
    expect(by.jsFiles?.ratio).toBe(3);
    expect(by.lcpMs).toMatchObject({ federated: 3000, mono: 2000, ratio: 1.5 });
    expect(by.score?.ratio).toBe(0.8);
    expect(by.tbtMs?.ratio).toBe(1);
  });

  it('gives no ratio where a side is missing, failed or zero', () => {
    const rows = compareBuilds(
      { visit: visit(300_000, 12), lighthouse: lighthouse(null, 80) },
      { visit: visit(200_000, 4, false), lighthouse: lighthouse(2000, 0) },
    );
    const by = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(by.jsGzip).toMatchObject({ federated: 300_000, mono: null, ratio: null });
    expect(by.lcpMs?.ratio).toBeNull();
    expect(by.score?.ratio).toBeNull();
    expect(compareBuilds({ visit: null, lighthouse: null }, { visit: null, lighthouse: null }).every((r) => r.ratio === null)).toBe(true);
  });
});

it('interleaves the Lighthouse runs of two builds, reversing the order every other round', () => {
  expect(interleavedOrder(2, 3)).toEqual([
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0, 2],
    [1, 2],
  ]);
  expect(interleavedOrder(1, 2)).toEqual([
    [0, 0],
    [0, 1],
  ]);
});

it('reports the comparison as a table with the ratios', () => {
  const rows = compareBuilds({ visit: visit(300_000, 12), lighthouse: lighthouse(3000, 80) }, { visit: visit(200_000, 4), lighthouse: lighthouse(2000, 100) });
  const result = sampleResult({
    mono: { route: '/m/home', distDir: '/tmp/dist-mono', build: { ran: false, ms: null }, server: null, firstVisit: visit(200_000, 4), lighthouse: null, rows },
  });
  const text = renderText(result);
  expect(text).toContain('What federation costs: /m/home');
  expect(text).toMatch(/first-visit JS \(gzip\)\s+293\.0 KB\s+195\.3 KB\s+1\.50×/);
  expect(text).toMatch(/LCP \(Lighthouse median\)\s+3000 ms\s+2000 ms\s+1\.50×/);
});

it('reports the money path against its bars, and its flags', () => {
  const phase = (label: string, wallMs: number, ok: number) => ({
    label,
    calls: 200,
    ok,
    notOk: (ok < 200 ? { TOO_MANY_REQUESTS: 200 - ok } : {}) as Record<string, number>,
    wallMs,
    p50Ms: 40,
    p99Ms: 900,
    maxMs: 950,
  });
  const text = renderText(
    sampleResult({
      moneyPath: {
        members: 200,
        setupMs: 90_000,
        withdrawals: phase('withdrawals, one per member, all at once', 12_500, 200),
        replays: { ...phase('the same withdrawals replayed (same Idempotency-Key)', 300, 200), sameAnswer: 200 },
        logins: { calls: 6, ok: 6, p50Ms: 300, p99Ms: 420, maxMs: 420 },
        pass: { wall: false, loginP99: true, replays: true },
        notes: ['machine load: 1.0 → 2.0'],
      },
    }),
  );
  expect(text).toContain('The money path: 200 members withdraw at once');
  expect(text).toMatch(/withdrawals, one per member, all at once\s+200\/200\s+12500 ms.*wall ≤ 10000 ms\s+FAIL/);
  expect(text).toMatch(/logins by other members meanwhile\s+6\/6\s+300 ms\s+420 ms\s+420 ms\s+p99 ≤ 500 ms\s+PASS/);
  expect(text).toMatch(/same answer 200\/200\s+PASS/);
  expect(parseArgs(['--money-members', '5']).moneyMembers).toBe(5);
  expect(parseArgs(['--no-money-path']).moneyMembers).toBe(0);
  expect(parseArgs([]).moneyMembers).toBe(200);
});
