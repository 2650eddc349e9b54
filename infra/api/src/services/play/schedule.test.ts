import { closeMs, closedDraws, drawResultOf, intervalSecondsOf, isClosed, openDraw, opensMs, previousDraw, scheduleOf, VN_PRIZES } from './schedule';

describe('lottery schedules per game', () => {
  it('Vietnam games draw daily at their local time (UTC+7); the numero is the local date', () => {
    const north = scheduleOf('TCG_LOTTO_VN', 'VNM_NORTH');
    expect(north).toEqual({ kind: 'daily', localTime: '18:15', timeZone: 'Asia/Ho_Chi_Minh' });
    expect(new Date(closeMs(north, 20261123)).toISOString()).toBe('2026-11-23T11:15:00.000Z');
    expect(openDraw(north, Date.parse('2026-11-23T11:14:59.999Z'))).toBe(20261123);
    expect(openDraw(north, Date.parse('2026-11-23T11:15:00.000Z'))).toBe(20261124);
    // 18:00 UTC is already the next local day (01:00 on the 24th): its draw is the 24th's.
    expect(openDraw(north, Date.parse('2026-11-23T18:00:00.000Z'))).toBe(20261124);
    expect(previousDraw(north, 20261201)).toBe(20261130);
    expect(previousDraw(north, 20270101)).toBe(20261231);
    expect(new Date(opensMs(north, 20261124)).toISOString()).toBe('2026-11-23T11:15:00.000Z');
    expect(isClosed(north, 20261123, Date.parse('2026-11-23T11:15:00.000Z'))).toBe(true);
    expect(scheduleOf('TCG_LOTTO_VN', 'VNM_SOUTH')).toMatchObject({ localTime: '16:15' });
  });

  it('other games draw every 45 s to 5 min; the speed Vietnam games too', () => {
    expect(scheduleOf('LOTT', 'VN_HN_1M')).toEqual({ kind: 'interval', seconds: 60 });
    expect(scheduleOf('LOTT', 'VN_HN_5M')).toEqual({ kind: 'interval', seconds: 300 });
    expect(scheduleOf('ELOTT', 'K3_3M')).toEqual({ kind: 'interval', seconds: 180 });
    expect(scheduleOf('ELOTT', 'PK10_SPEED')).toEqual({ kind: 'interval', seconds: 60 });
    expect(scheduleOf('TCG_LOTTO_VN', 'VNM_45S')).toEqual({ kind: 'interval', seconds: 45 });
    for (const code of ['VN_MB', 'TH_GOV', 'SEA_MY4D', 'lobby', 'COLOR_X']) {
      const s = intervalSecondsOf(code);
      expect([60, 120, 180, 240, 300]).toContain(s);
      expect(intervalSecondsOf(code)).toBe(s);
    }
    const s = scheduleOf('TCG_SEA', 'SEA_SG4D');
    const now = Date.parse('2026-11-23T10:00:30.000Z');
    const open = openDraw(s, now);
    expect(closeMs(s, open)).toBeGreaterThan(now);
    expect(opensMs(s, open)).toBeLessThanOrEqual(now);
    expect(closedDraws(s, now, 2, 3)).toEqual([open - 3, open - 4, open - 5]);
  });

  it('Vietnamese results: special prize 6 digits, first to eighth prizes; bets settle on the special prize last five digits', () => {
    let i = 0;
    const r = drawResultOf(true, () => i++ % 10);
    expect(r.prizes!.map((p) => p.prize)).toEqual(VN_PRIZES.map((p) => p[0]));
    expect(r.prizes![0]!.numbers).toEqual(['012345']);
    expect(r.numbers).toBe('12345');
    for (const [k, [, count, len]] of VN_PRIZES.entries()) {
      expect(r.prizes![k]!.numbers).toHaveLength(count);
      for (const n of r.prizes![k]!.numbers) expect(n).toMatch(new RegExp(`^\\d{${len}}$`));
    }
    const other = drawResultOf(false);
    expect(other.prizes).toBeNull();
    expect(other.numbers).toMatch(/^\d{5}$/);
  });
});
