import { withdrawAmountProblem } from './withdrawLimits';

// ¥100.00 - ¥50,000.00 a withdrawal, ¥100,000.00 a day, in cents.
const limits = { min: 10_000n, max: 5_000_000n, dailyAmount: 10_000_000n, usedToday: 0n, balance: 100_000n };

describe('withdrawAmountProblem', () => {
  it('lets an amount within every limit through, the edges included', () => {
    expect(withdrawAmountProblem(10_000n, limits)).toBeNull();
    expect(withdrawAmountProblem(100_000n, limits)).toBeNull();
    expect(withdrawAmountProblem(5_000_000n, { ...limits, balance: 5_000_000n })).toBeNull();
  });

  it('names the first limit broken: minimum, maximum, what is left today, then the balance', () => {
    expect(withdrawAmountProblem(9_999n, limits)).toBe('belowMin');
    expect(withdrawAmountProblem(5_000_001n, limits)).toBe('aboveMax');
    expect(withdrawAmountProblem(60_000n, { ...limits, usedToday: 9_950_000n })).toBe('aboveDaily');
    expect(withdrawAmountProblem(100_001n, limits)).toBe('insufficient');
    // Above the maximum and the balance at once: the maximum is named.
    expect(withdrawAmountProblem(6_000_000n, { ...limits, usedToday: 9_000_000n })).toBe('aboveMax');
  });

  it('a daily amount lowered below what was used today refuses any amount', () => {
    expect(withdrawAmountProblem(10_000n, { ...limits, dailyAmount: 15_000n, usedToday: 20_000n })).toBe('aboveDaily');
  });

  it('takes the API’s numbers as well as BigInts, and skips the balance when none is given', () => {
    expect(withdrawAmountProblem(5_000, { min: 5_000, max: 6_000, dailyAmount: 8_000, usedToday: 5_000 })).toBe('aboveDaily');
    expect(withdrawAmountProblem(3_000, { min: 1_000, max: 6_000, dailyAmount: 8_000, usedToday: 0 })).toBeNull();
  });
});
