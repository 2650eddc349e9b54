import {
  ENT_ODDS,
  parseSelection,
  REEL_STOPS,
  selectionWins,
  slotExpectedReturn,
  slotMultiplier,
  symbolAt,
  tradOdds,
  payoutOf,
  openDrawNo,
  drawClosed,
  DRAW_MS,
} from './rules';

describe('slot paytable', () => {
  it('has an exact expected return of 31456/32768 = 95.996% (target ≈ 96%)', () => {
    const { numerator, denominator } = slotExpectedReturn();
    expect(denominator).toBe(32 ** 3);
    expect(numerator).toBe(31456);
    expect(numerator / denominator).toBeCloseTo(0.96, 3);
  });
  it('maps every reel stop to a symbol by weight', () => {
    expect(REEL_STOPS).toBe(32);
    expect(symbolAt(0)).toBe('SEVEN');
    expect(symbolAt(1)).toBe('BAR');
    expect(symbolAt(31)).toBe('CHERRY');
    expect(() => symbolAt(32)).toThrow();
  });
  it('pays three of a kind and two cherries', () => {
    expect(slotMultiplier(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(2000);
    expect(slotMultiplier(['CHERRY', 'BAR', 'CHERRY'])).toBe(1);
    expect(slotMultiplier(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(3);
    expect(slotMultiplier(['CHERRY', 'BAR', 'BELL'])).toBe(0);
  });
});

describe('lottery rules', () => {
  it('parses selections', () => {
    expect(parseSelection('trad', '123')).toMatchObject({ pattern: '--123', positions: 3, odds: tradOdds(3) });
    expect(parseSelection('trad', '3--1-')).toMatchObject({ pattern: '3--1-', positions: 2 });
    expect(parseSelection('trad', '-----')).toBeNull();
    expect(parseSelection('trad', 'big')).toBeNull();
    expect(parseSelection('ent', 'big')).toMatchObject({ odds: ENT_ODDS });
    expect(parseSelection('ent', '123')).toBeNull();
  });
  it('decides wins', () => {
    const n = [3, 1, 4, 1, 5];
    expect(selectionWins(parseSelection('trad', '3--1-')!, n)).toBe(true);
    expect(selectionWins(parseSelection('trad', '415')!, n)).toBe(true);
    expect(selectionWins(parseSelection('trad', '416')!, n)).toBe(false);
    expect(selectionWins(parseSelection('ent', 'small')!, n)).toBe(true); // sum 14
    expect(selectionWins(parseSelection('ent', 'big')!, n)).toBe(false);
    expect(selectionWins(parseSelection('ent', 'even')!, n)).toBe(true);
  });
  it('big/small/odd/even are each exactly one half; trad odds return 95%', () => {
    let big = 0;
    let odd = 0;
    for (let i = 0; i < 100_000; i++) {
      const d = String(i).padStart(5, '0').split('').map(Number);
      const sum = d.reduce((a, b) => a + b, 0);
      if (sum >= 23) big++;
      if (sum % 2 === 1) odd++;
    }
    expect(big).toBe(50_000);
    expect(odd).toBe(50_000);
    expect(tradOdds(2) / 100).toBeCloseTo(0.95, 10);
    expect(payoutOf(1000, tradOdds(5))).toBe(95_000_000);
    expect(payoutOf(101, ENT_ODDS)).toBe(196);
  });
  it('numbers draws by time', () => {
    const t = 1_800_000_000_000;
    const n = openDrawNo(t);
    expect(drawClosed(n, t)).toBe(false);
    expect(drawClosed(n, (n + 1) * DRAW_MS)).toBe(true);
  });
});
