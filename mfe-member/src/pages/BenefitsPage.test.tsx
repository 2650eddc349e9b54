import type { TVipLevel } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { screen, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import BenefitsPage from './BenefitsPage';

const level = (n: number, name: string): TVipLevel => ({
  level: n,
  name,
  depositRequired: `${n * 1000}.00`,
  turnoverRequired: `${n * 10000}.00`,
  rebatePercent: `0.${4 + n}0`,
  upgradeBonus: `${n * 10}.00`,
  birthdayBonus: `${n * 20}.00`,
  dailyWithdrawals: 3 + n,
});
const levels = [level(0, 'Starter'), level(1, 'Bronze'), level(2, 'Silver')];
const part = (current: string, required: string, percent: number) => ({ current, required, percent });

describe('BenefitsPage', () => {
  it("shows the member's level, progress to the next on both requirements, and every level's benefits", async () => {
    renderWithPlatform(<BenefitsPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { vipLevels: { level: 1, levels, next: { level: 2, deposit: part('250.50', '2000.00', 12), turnover: part('3000.00', '20000.00', 15) } } },
    });
    const progress = await screen.findByTestId('vip-progress');
    expect(within(progress).getByRole('heading', { level: 2 }).textContent).toBe('VIP 1 · Bronze');
    expect(progress.textContent).toContain('To reach VIP 2 · Silver');
    const deposit = within(progress).getByRole('progressbar', { name: 'Total deposits' });
    expect(deposit.getAttribute('aria-valuenow')).toBe('12');
    expect(progress.textContent).toContain('¥250.50 of ¥2,000.00');
    expect(within(progress).getByRole('progressbar', { name: 'Total valid bets' }).getAttribute('aria-valuenow')).toBe('15');
    const rows = within(screen.getByTestId('vip-levels')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.textContent).toContain('0.60%');
    expect(rows[2]?.textContent).toContain('5 a day');
  });

  it('a requirement already met reads as reached, not "¥500.00 of ¥100.00", and both are said to be needed', async () => {
    renderWithPlatform(<BenefitsPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { vipLevels: { level: 0, levels, next: { level: 1, deposit: part('500.00', '100.00', 100), turnover: part('200.00', '1000.00', 20) } } },
    });
    const progress = await screen.findByTestId('vip-progress');
    expect(progress.textContent).toContain('¥100.00 reached');
    expect(progress.textContent).not.toContain('¥500.00 of ¥100.00');
    expect(progress.textContent).toContain('¥200.00 of ¥1,000.00');
    expect(progress.textContent).toContain('Both are needed to move up.');
  });

  it('at the top level: no progress bars', async () => {
    renderWithPlatform(<BenefitsPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: { vipLevels: { level: 2, levels, next: null } } });
    const progress = await screen.findByTestId('vip-progress');
    expect(progress.textContent).toContain('top level');
    expect(within(progress).queryByRole('progressbar')).toBeNull();
  });
});
