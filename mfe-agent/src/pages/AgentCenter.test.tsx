import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError, PATHS } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { locales } from '../locales';
import AgentCenterPage from './AgentCenterPage';
import AgentLinksPage from './AgentLinksPage';
import AgentRebatesPage from './AgentRebatesPage';
import AgentTransferPage from './AgentTransferPage';
import AgentSalaryPage from './AgentSalaryPage';
import AgentDividendPage from './AgentDividendPage';

// The agent center's screens (issue 29) over a fake API: what each shows, what it sends, and the
// API's refusals on their fields.

const resources = { agent: locales.EN ?? {} };
const kpi = {
  from: '2026-10-30',
  to: '2026-11-28',
  teamSize: 9,
  directDownlines: 6,
  newMembers: 2,
  activeBettors: 4,
  turnover: '12345.00',
  payouts: '100.00',
  deposits: '500.00',
  withdrawals: '0.00',
  teamProfit: '-42.00',
};
const downline = (memberId: number, username: string, rebateRate: string, balance = '10.00') => ({
  memberId,
  username,
  rebateRate,
  balance,
  downlines: 0,
  joinedAt: '2026-11-01T00:00:00Z',
  lastLoginAt: null,
});
const downlines = { list: [downline(11, 'te***r', '1.8'), downline(12, 'te***n', '0.5', '3.00')], pageNum: 1, totalPages: 1, total: 2, ownRebateRate: '2.0' };
const quotas = { list: [{ rate: '1.8', quota: 2, used: 1, remaining: 1 }] };

test('agent center: the team overview and every agent screen, each opening its route', async () => {
  const { platform } = renderWithPlatform(<AgentCenterPage />, { role: 'agent', resources, api: { teamKpi: kpi } });
  const overview = await screen.findByTestId('agent-kpi');
  await waitFor(() => expect(overview.textContent).toContain('¥12,345.00'));
  expect(overview.textContent).toContain('2026-10-30');
  fireEvent.click(screen.getByTestId('agent-entry-links'));
  fireEvent.click(screen.getByTestId('agent-entry-transfer'));
  fireEvent.click(screen.getByTestId('agent-entry-kpi'));
  expect(platform.calls.navigate).toEqual([PATHS.agentLinks, PATHS.agentTransfer, PATHS.teamKpi]);
});

test('invitation links: creates with a chosen code, a taken code shows on the field, delete asks first', async () => {
  const create = jest.fn((input: { body: { code?: string } }) =>
    input.body.code === 'TAKEN1'
      ? new ApiError('AFFILIATE_CODE_TAKEN', 'Sorry, this invitation code is already in use', { field: 'code' })
      : { code: input.body.code ?? 'GEN123', url: 'https://demo.example/m/register?code=X', createdAt: '2026-11-28T00:00:00Z' },
  );
  const remove = jest.fn(() => ({ deleted: true }));
  const { platform } = renderWithPlatform(<AgentLinksPage />, {
    role: 'agent',
    resources,
    api: {
      affiliateLinks: {
        list: [{ code: 'OLD1', url: 'https://demo.example/m/register?code=OLD1', createdAt: '2026-11-20T00:00:00Z' }],
        max: 10,
        registrations: 3,
      },
      agentRebateSettings: { ownRate: '2.0', maxDownlineRate: '2.0', defaultRate: '0.5' },
      agentQuotas: quotas,
      createAffiliateLink: create,
      deleteAffiliateLink: remove,
    },
  });
  expect((await screen.findByTestId('affiliate-link')).textContent).toContain('https://demo.example/m/register?code=OLD1');
  expect(screen.getByTestId('affiliate-count').textContent).toBe('1 of 10 link · 3 registrations');
  const field = screen.getByLabelText('Invitation code (optional)');
  fireEvent.change(field, { target: { value: 'ab' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  expect(await screen.findByText('Use 4 to 16 letters and digits.')).toBeTruthy();
  expect(create).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: 'TAKEN1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Sorry, this invitation code is already in use')).toBeTruthy();
  fireEvent.change(field, { target: { value: 'MINE22' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create link' }));
  await waitFor(() => expect(create).toHaveBeenLastCalledWith({ body: { code: 'MINE22' } }, undefined));
  fireEvent.click(screen.getByRole('button', { name: 'Delete link OLD1' }));
  await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { code: 'OLD1' } }, undefined));
  expect(platform.calls.dialogs.map((d) => d.kind)).toEqual(['confirm']);
});

test('downline rebates: the rates and quotas; above the own rate is refused here, the API’s refusal shows on the field, a valid rate is saved', async () => {
  const update = jest.fn((input: { body: { rate: string } }) =>
    input.body.rate === '0.1'
      ? new ApiError('AGENT_REBATE_BELOW_DOWNLINES', 'The rate cannot be lower than their downlines’ rates', { min: '0.3' })
      : { memberId: 12, rebateRate: input.body.rate },
  );
  renderWithPlatform(<AgentRebatesPage />, { role: 'agent', resources, api: { downlines, agentQuotas: quotas, updateDownlineRebate: update } });
  const rows = await screen.findAllByTestId('downline');
  expect(rows[1]?.textContent).toContain('0.5%');
  expect(screen.getByTestId('quota').textContent).toContain('1 of 2 used');
  fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Change rate' }));
  const field = screen.getByLabelText('New rebate rate for te***n (%)');
  fireEvent.change(field, { target: { value: '2.5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The rate cannot be higher than your own (2.0%).')).toBeTruthy();
  expect(update).not.toHaveBeenCalled();
  fireEvent.change(field, { target: { value: '0.1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The rate cannot be lower than their downlines’ rates')).toBeTruthy();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  fireEvent.change(field, { target: { value: '1.2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(update).toHaveBeenLastCalledWith({ params: { memberId: '12' }, body: { rate: '1.2' } }, undefined));
});

test('transfer: the same amount to each chosen downline with one key per attempt; a wrong payment password shows on its field; the total is checked against the balance', async () => {
  const keys: string[] = [];
  let attempts = 0;
  const transfer = jest.fn((_input: unknown, options?: { idempotencyKey?: string }) => {
    keys.push(options?.idempotencyKey ?? '');
    attempts += 1;
    if (attempts === 1) return new ApiError('PAYMENT_PASSWORD_INCORRECT', 'Incorrect payment password');
    return {
      transferId: 't1',
      transfers: [
        { memberId: 11, amount: '5.00', transactionId: 1 },
        { memberId: 12, amount: '5.00', transactionId: 2 },
      ],
      total: '10.00',
      balance: '90.00',
    };
  });
  const { platform } = renderWithPlatform(<AgentTransferPage />, {
    role: 'agent',
    resources,
    wallet: { sumBalance: '100.00' },
    api: { downlines, transferToDownlines: transfer },
  });
  await screen.findAllByTestId('transfer-downline');
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('Choose at least one downline.')).toBeTruthy();
  fireEvent.click(screen.getByLabelText('te***r'));
  fireEvent.click(screen.getByLabelText('te***n'));
  const amount = screen.getByLabelText('Amount for each downline');
  fireEvent.change(amount, { target: { value: '60' } });
  fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect(await screen.findByText('The total, ¥120.00, is more than your balance.')).toBeTruthy();
  expect(transfer).not.toHaveBeenCalled();
  fireEvent.change(amount, { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  const password = screen.getByLabelText('Payment password');
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('Incorrect payment password')).toBeTruthy();
  fireEvent.change(password, { target: { value: '654321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  expect((await screen.findByTestId('transfer-result')).textContent).toContain('¥90.00');
  expect(transfer).toHaveBeenLastCalledWith(
    {
      body: {
        paymentPassword: '654321',
        transfers: [
          { memberId: 11, amount: '5' },
          { memberId: 12, amount: '5' },
        ],
      },
    },
    expect.anything(),
  );
  // The same transfers after a refusal keep their key (the payment password is not part of it).
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(platform.calls.walletRefresh).toBe(1);
});

const projection = (period: string, projectedAmount: string) => ({
  period,
  turnover: '800.00',
  teamProfit: '-50.00',
  contract: null,
  tier: null,
  projectedAmount,
});

test('daily salary: today’s position, applying for a day (a day applied before shows on the field) and the applications and payouts', async () => {
  const apply = jest.fn((input: { body: { period: string } }) =>
    input.body.period === '2026-11-20'
      ? new ApiError('AGENT_SALARY_APPLIED', 'You have already applied for this day')
      : {
          applicationId: 3,
          period: input.body.period,
          turnover: '900.00',
          tier: null,
          amount: '10.00',
          status: 'pending',
          createdAt: '2026-11-28T00:00:00Z',
          processedAt: null,
        },
  );
  renderWithPlatform(<AgentSalaryPage />, {
    role: 'agent',
    resources,
    api: {
      salaryInfo: { contract: null, today: projection('2026-11-28', '12.00'), nextTier: { minTurnover: '1000.00', value: '20.00', missingTurnover: '200.00' } },
      salaryQuery: {
        from: '2026-10-30',
        to: '2026-11-28',
        applications: [
          {
            applicationId: 1,
            period: '2026-11-20',
            turnover: '900.00',
            tier: null,
            amount: '10.00',
            status: 'pending',
            createdAt: '2026-11-21T00:00:00Z',
            processedAt: null,
          },
        ],
        payouts: [{ kind: 'daily', period: '2026-11-19', turnover: '1500.00', amount: '20.00', settledAt: '2026-11-20T00:00:00Z' }],
        total: '20.00',
      },
      applySalary: apply,
    },
  });
  expect((await screen.findByTestId('salary-projected')).textContent).toBe('¥12.00');
  expect(screen.getByTestId('salary-next').textContent).toContain('¥200.00');
  expect((await screen.findByTestId('salary-application')).textContent).toContain('Pending');
  expect(screen.getByTestId('salary-payout').textContent).toContain('¥20.00');
  const day = screen.getByLabelText('Day (UTC)');
  fireEvent.change(day, { target: { value: '2026-11-20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('You have already applied for this day')).toBeTruthy();
  fireEvent.change(day, { target: { value: '2026-11-21' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(apply).toHaveBeenLastCalledWith({ body: { period: '2026-11-21' } }, undefined));
});

test('dividend: this month, the payouts and the notices; each list has its empty state', async () => {
  renderWithPlatform(<AgentDividendPage />, {
    role: 'agent',
    resources,
    api: {
      dividendInfo: { contract: null, month: projection('2026-11', '0.00'), teamLoss: '50.00', nextTier: null, lastSettlement: null },
      dividendHistory: {
        list: [{ period: '2026-10', turnover: '9000.00', teamProfit: '-300.00', tier: null, amount: '30.00', settledAt: '2026-11-01T00:00:00Z' }],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      },
      dividendMessages: { list: [], pageNum: 1, totalPages: 0, total: 0 },
    },
  });
  const month = await screen.findByTestId('dividend-month');
  await waitFor(() => expect(month.textContent).toContain('¥50.00'));
  expect((await screen.findByTestId('dividend-payout')).textContent).toContain('¥30.00');
  expect(await screen.findByText('No notices yet.')).toBeTruthy();
});

test('a screen whose call fails shows the error with a retry', async () => {
  renderWithPlatform(<AgentDividendPage />, {
    role: 'agent',
    resources,
    api: {
      dividendInfo: new ApiError('NOT_AGENT', 'Only agents can do this'),
      dividendHistory: { list: [], pageNum: 1, totalPages: 0, total: 0 },
      dividendMessages: { list: [], pageNum: 1, totalPages: 0, total: 0 },
    },
  });
  expect(await screen.findByText('Only agents can do this')).toBeTruthy();
  expect(screen.getAllByText('No data').length).toBe(1);
});
