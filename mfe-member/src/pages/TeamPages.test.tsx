import { ApiError } from '@tessera/contract';
import { renderWithPlatform, SAMPLE_AGENT } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import TeamDownlinesPage from './TeamDownlinesPage';
import TeamKpiPage from './TeamKpiPage';
import TeamPnlPage from './TeamPnlPage';

const kpi = {
  from: '2026-10-27',
  to: '2026-11-25',
  teamSize: 4,
  directDownlines: 2,
  newMembers: 1,
  activeBettors: 2,
  turnover: '1200.00',
  payouts: '900.00',
  deposits: '500.00',
  withdrawals: '100.00',
  teamProfit: '-300.00',
};

describe('TeamKpiPage', () => {
  it('shows the team figures for the last 30 days and reloads for another period', async () => {
    const queries: unknown[] = [];
    const api = (e: { name: string }, input: { query?: unknown }) => {
      queries.push(input.query);
      return e.name === 'teamKpi' ? Promise.resolve(kpi) : Promise.reject(new Error(e.name));
    };
    renderWithPlatform(<TeamKpiPage />, { session: SAMPLE_AGENT, resources: MEMBER_RESOURCES, api: api as never });
    const grid = await screen.findByTestId('team-kpi');
    expect(grid.querySelector('[data-kpi="teamSize"] dd')?.textContent).toBe('4');
    expect(screen.getByText('-¥300.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await waitFor(() => expect(queries).toHaveLength(2));
  });
});

describe('TeamPnlPage', () => {
  it('shows totals and each downline with level and profit', async () => {
    renderWithPlatform(<TeamPnlPage />, {
      session: SAMPLE_AGENT,
      resources: MEMBER_RESOURCES,
      api: {
        teamPnl: {
          from: '2026-11-19',
          to: '2026-11-25',
          list: [{ memberId: 9, username: 'dl***1', level: 2, bets: '100.00', payouts: '40.00', profit: '-60.00' }],
          totals: { bets: '100.00', payouts: '40.00', profit: '-60.00' },
        },
      },
    });
    const rows = await screen.findByTestId('team-pnl');
    expect(rows.textContent).toContain('dl***1');
    expect(rows.textContent).toContain('Level 2');
    expect(screen.getByTestId('team-pnl-totals').textContent).toContain('¥100.00');
  });
});

describe('TeamDownlinesPage', () => {
  const page = (rate: string) => ({
    list: [{ memberId: 9, username: 'dl***1', rebateRate: rate, balance: '10.00', downlines: 1, joinedAt: '2026-11-01T00:00:00.000Z', lastLoginAt: null }],
    pageNum: 1,
    totalPages: 1,
    total: 1,
    ownRebateRate: '1.5',
  });

  it("changes a downline's rebate, checked against the agent's own rate first", async () => {
    let rate = '0.5';
    const sent: unknown[] = [];
    const api = (e: { name: string }, input: unknown) => {
      if (e.name === 'downlines') return Promise.resolve(page(rate));
      if (e.name === 'updateDownlineRebate') {
        sent.push(input);
        rate = '1.2';
        return Promise.resolve({ memberId: 9, rebateRate: '1.2' });
      }
      return Promise.reject(new Error(e.name));
    };
    const { platform } = renderWithPlatform(<TeamDownlinesPage />, { session: SAMPLE_AGENT, resources: MEMBER_RESOURCES, api: api as never });
    const row = await screen.findByTestId('downline');
    let checked: (string | null)[] = [];
    platform.dialog.prompt = (o) => {
      checked = ['2', 'abc', '1.2'].map((v) => o.validate?.(v) ?? null);
      return Promise.resolve('1.2');
    };
    fireEvent.click(within(row).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByTestId('downline-rate').textContent).toBe('1.2%'));
    expect(checked).toEqual(['At most 1.5%', 'Enter a percent with at most one decimal, like 0.5', null]);
    expect(sent).toEqual([{ params: { memberId: '9' }, body: { rate: '1.2' } }]);
  });

  it('a refusal is shown, nothing changes', async () => {
    const api = (e: { name: string }) => {
      if (e.name === 'downlines') return Promise.resolve(page('0.5'));
      return Promise.reject(new ApiError('AGENT_REBATE_TOO_HIGH', 'Too high'));
    };
    const { platform } = renderWithPlatform(<TeamDownlinesPage />, {
      session: SAMPLE_AGENT,
      resources: MEMBER_RESOURCES,
      api: api as never,
      dialog: { prompt: '1.0' },
    });
    fireEvent.click(within(await screen.findByTestId('downline')).getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(platform.calls.toasts.at(-1)?.type).toBe('fail'));
    expect(screen.getByTestId('downline-rate').textContent).toBe('0.5%');
  });
});
