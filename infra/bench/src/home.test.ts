import { sessionInitScript } from './member';
import { renderText } from './report';
import { homeRows } from './results';
import { sampleLighthouse, sampleResult, sampleVisit } from './testFixtures';

const visit = (jsGzip: number, jsFiles: number, ok = true) =>
  sampleVisit(jsGzip, jsFiles, ok, 'the shell dropped the member session (logged out): the visit was not a member one');
const lighthouse = sampleLighthouse;

const base = sampleResult;

describe('homeRows (the real home against issue 18 bars)', () => {
  it('checks the visitor and the member against each bar, with by how much', () => {
    const rows = homeRows({
      firstVisit: [visit(257.6 * 1024, 17)],
      lighthouse: lighthouse({ score: 96, lcpMs: 1800, tbtMs: 150, cls: 0.003, fcpMs: 900, speedIndexMs: 1500 }),
      member: {
        route: '/m/home',
        userName: 'demo1',
        visit: visit(140 * 1024, 20),
        lighthouse: lighthouse({ score: 80, lcpMs: 2500, tbtMs: 100, cls: 0.08, fcpMs: 900, speedIndexMs: 1500 }),
      },
    });
    expect(rows.map((r) => r.audience)).toEqual(['visitor', 'member']);
    const [visitor, member] = rows.map((r) => Object.fromEntries(r.checks.map((c) => [c.key, c])));
    expect(visitor?.jsGzipBytes).toMatchObject({ met: false, bar: 150 * 1024 });
    expect(visitor?.jsGzipBytes?.miss).toBeCloseTo(107.6 * 1024);
    expect(visitor?.score).toMatchObject({ value: 96, miss: -1, met: true });
    expect(visitor?.lcpMs).toMatchObject({ miss: -200, met: true });
    expect(visitor?.tbtMs).toMatchObject({ miss: 50, met: false });
    expect(visitor?.cls?.met).toBe(true);
    expect(member?.jsGzipBytes).toMatchObject({ miss: -10 * 1024, met: true });
    expect(member?.score).toMatchObject({ miss: 15, met: false });
    expect(member?.lcpMs).toMatchObject({ miss: 500, met: false });
    // exactly on the bar meets it
    expect(member?.tbtMs).toMatchObject({ miss: 0, met: true });
    expect(member?.cls?.met).toBe(false);
    expect(rows[1]?.jsFiles).toBe(20);
  });

  it('leaves a figure unjudged when its measurement failed or did not run, and has no member row when none was measured', () => {
    const rows = homeRows({
      firstVisit: [visit(200_000, 17)],
      lighthouse: null,
      member: { route: '/m/home', userName: 'demo1', visit: visit(300_000, 24, false), lighthouse: null },
    });
    expect(rows[1]?.ok).toBe(false);
    expect(rows[1]?.jsFiles).toBeNull();
    expect(rows[1]?.checks.every((c) => c.value === null && c.met === null)).toBe(true);
    expect(rows[0]?.checks.find((c) => c.key === 'lcpMs')?.met).toBeNull();
    expect(homeRows({ firstVisit: [visit(200_000, 17)], lighthouse: null, member: null }).map((r) => r.audience)).toEqual(['visitor']);
  });
});

it('reports both rows in the bench table with met and missed-by figures', () => {
  const text = renderText(
    base({
      firstVisit: [visit(257.6 * 1024, 17)],
      lighthouse: lighthouse({ score: 50, lcpMs: 4230, tbtMs: 3620, cls: 0.003, fcpMs: 2700, speedIndexMs: 3000 }),
      member: {
        route: '/m/home',
        userName: 'demo1',
        visit: visit(279.3 * 1024, 24),
        lighthouse: lighthouse({ score: 97, lcpMs: 1900, tbtMs: 60, cls: 0.01, fcpMs: 900, speedIndexMs: 1500 }),
      },
    }),
  );
  expect(text).toContain('The real home, visitor and member');
  expect(text).toMatch(
    /visitor\s+17\s+257\.6 KB \(missed by 107\.6 KB\)\s+50 \(missed by 45\)\s+4230 ms \(missed by 2230 ms\)\s+3620 ms \(missed by 3520 ms\)\s+0\.003 \(met\)/,
  );
  expect(text).toMatch(/member \(demo1\)\s+24\s+279\.3 KB \(missed by 129\.3 KB\)\s+97 \(met\)\s+1900 ms \(met\)\s+60 ms \(met\)\s+0\.010 \(met\)/);
  expect(text).toMatch(/\/m\/home \(member\)\s+home\s+24\s/);
  expect(renderText(base({ firstVisit: [visit(1000, 1)] }))).toContain('member not measured (--no-member)');
});

it('puts the session into sessionStorage on the server origin only', () => {
  const session = { token: 't"k', merchantCode: 'demo', userName: 'demo1', type: 1, firstTimeLogin: false };
  const store = new Map<string, string>();
  const run = (origin: string) =>
    new Function('location', 'sessionStorage', sessionInitScript(session, 'http://127.0.0.1:1'))(
      { origin },
      { setItem: (k: string, v: string) => store.set(k, v) },
    );
  run('null');
  expect(store.size).toBe(0);
  run('http://127.0.0.1:1');
  expect(JSON.parse(store.get('MC_SESSION_INFO') ?? '{}')).toEqual(session);
});
