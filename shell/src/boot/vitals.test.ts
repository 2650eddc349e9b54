import { clsOf, collectVitals, inpOf, type TVitalName } from './vitals';

describe('clsOf', () => {
  it('is the largest session window, shifts after input left out', () => {
    const shifts = [
      { startTime: 100, value: 0.01, hadRecentInput: false },
      { startTime: 600, value: 0.02, hadRecentInput: false },
      // a gap over 1 s starts a new window
      { startTime: 2000, value: 0.05, hadRecentInput: false },
      { startTime: 2100, value: 0.5, hadRecentInput: true },
    ];
    expect(clsOf(shifts)).toBeCloseTo(0.05);
    expect(clsOf([])).toBe(0);
  });

  it('closes a window after 5 s even without a gap', () => {
    const shifts = Array.from({ length: 12 }, (_, i) => ({ startTime: i * 900, value: 0.01, hadRecentInput: false }));
    // 0..4500 ms: 6 shifts in the first window (the 7th at 5400 ms starts a new one)
    expect(clsOf(shifts)).toBeCloseTo(0.06);
  });
});

describe('inpOf', () => {
  it("takes each interaction's longest event and the worst interaction", () => {
    expect(
      inpOf([
        { interactionId: 1, duration: 40 },
        { interactionId: 1, duration: 120 },
        { interactionId: 2, duration: 80 },
        { duration: 500 }, // not an interaction (hover, scroll)
      ]),
    ).toBe(120);
    expect(inpOf([])).toBeNull();
  });

  it('skips one outlier per 50 interactions', () => {
    const entries = Array.from({ length: 100 }, (_, i) => ({ interactionId: i + 1, duration: i + 1 }));
    expect(inpOf(entries)).toBe(98);
  });
});

describe('collectVitals', () => {
  function harness() {
    const feeds = new Map<string, (entries: PerformanceEntry[]) => void>();
    const undelivered = new Map<string, object[]>();
    const reports: [TVitalName, number, object][] = [];
    let hidden: () => void = () => {};
    const flush = collectVitals({
      observe: (type, on) => {
        feeds.set(type, on);
        return () => {
          const late = undelivered.get(type);
          if (late) on(late as PerformanceEntry[]);
          undelivered.delete(type);
        };
      },
      onHidden: (f) => {
        hidden = f;
      },
      report: (name, value, a) => reports.push([name, value, a]),
      attribution: () => ({ remote: 'home', version: '1.0.0' }),
    });
    const feed = (type: string, entries: object[]) => feeds.get(type)?.(entries as PerformanceEntry[]);
    return { feed, reports, hide: () => hidden(), flush, undelivered };
  }

  it('reports LCP, CLS and INP once, when the page is hidden, with the landing remote and version', () => {
    const h = harness();
    h.feed('largest-contentful-paint', [{ startTime: 900.4 }, { startTime: 1650.6 }]);
    h.feed('layout-shift', [{ startTime: 10, value: 0.012345, hadRecentInput: false }]);
    // Entries the observer has not delivered yet when the page is hidden are taken too.
    h.undelivered.set('event', [{ interactionId: 7, duration: 88 }]);
    expect(h.reports).toEqual([]);
    h.hide();
    expect(h.reports).toEqual([
      ['LCP', 1651, { remote: 'home', version: '1.0.0' }],
      ['CLS', 0.0123, { remote: 'home', version: '1.0.0' }],
      ['INP', 88, { remote: 'home', version: '1.0.0' }],
    ]);
    h.hide();
    expect(h.reports).toHaveLength(3);
  });

  it('leaves out what was not measured (no LCP yet, no interaction)', () => {
    const h = harness();
    h.flush();
    expect(h.reports.map((r) => r[0])).toEqual(['CLS']);
    expect(h.reports[0]?.[1]).toBe(0);
  });
});
