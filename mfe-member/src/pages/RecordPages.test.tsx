import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import type { TBetRecord, TPnlFigures } from '@tessera/contract/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import GameRecordPage from './GameRecordPage';
import ProfitAndLossPage from './ProfitAndLossPage';
import TransactionRecordPage from './TransactionRecordPage';

const bet = (over: Partial<TBetRecord> = {}): TBetRecord => ({
  orderNo: 'LT000000000001',
  nodeId: '1',
  gameName: 'Fast Three',
  vendor: 'LOTT',
  category: 'LOTT',
  stake: '10.00',
  payout: '0.00',
  profit: '0.00',
  status: 'OPEN',
  drawNo: 42,
  detail: {},
  createdAt: '2026-11-25T10:00:00.000Z',
  settledAt: null,
  cancellable: true,
  ...over,
});

const page = (list: TBetRecord[], pageNum = 1, totalPages = 1) => ({
  list,
  pageNum,
  totalPages,
  total: list.length,
  totals: { stake: '30.00', payout: '19.60', profit: '-10.40' },
});

describe('GameRecordPage', () => {
  it('shows totals, the bets, filters by category and status, and pages on', async () => {
    const queries: Record<string, unknown>[] = [];
    const api = (e: { name: string }, input: { query?: Record<string, unknown> }) => {
      if (e.name !== 'bettingRecords') return Promise.reject(new Error(e.name));
      queries.push(input.query ?? {});
      const p = Number(input.query?.pageNo ?? 1);
      return Promise.resolve(page([bet({ orderNo: `LT00000000000${p}`, gameName: `Game ${p}` })], p, 2));
    };
    renderWithPlatform(<GameRecordPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    expect(await screen.findByText('Game 1')).toBeTruthy();
    const totals = screen.getByTestId('bet-totals');
    expect(totals.textContent).toContain('¥30.00');
    expect(totals.textContent).toContain('-¥10.40');
    fireEvent.click(screen.getByTestId('load-more'));
    expect(await screen.findByText('Game 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'LOTT' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'WON' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ category: 'LOTT', status: 'WON', pageNo: 1 }));
  });

  it('opens an order and cancels it after confirming, with one idempotency key per action', async () => {
    const calls: { name: string; options?: { idempotencyKey?: string } }[] = [];
    const api = (e: { name: string }, _input: unknown, options?: { idempotencyKey?: string }) => {
      calls.push({ name: e.name, options });
      if (e.name === 'bettingRecords') return Promise.resolve(page([bet()]));
      if (e.name === 'orderDetail') return Promise.resolve(bet());
      if (e.name === 'cancelOrder') return Promise.resolve({ order: bet({ status: 'CANCELLED', cancellable: false }), balance: '1000.00' });
      return Promise.reject(new Error(e.name));
    };
    const { platform } = renderWithPlatform(<GameRecordPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    fireEvent.click(await screen.findByRole('button', { name: /Fast Three.*LT000000000001/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Order detail' });
    expect(within(dialog).getByText('42')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel bet' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'cancelOrder')).toBe(true));
    expect(platform.calls.dialogs[0]?.kind).toBe('confirm');
    expect(calls.find((c) => c.name === 'cancelOrder')?.options?.idempotencyKey).toMatch(/.{8,}/);
    await waitFor(() => expect(platform.calls.toasts.at(-1)).toMatchObject({ type: 'success' }));
  });

  it('a settled bet has no cancel', async () => {
    renderWithPlatform(<GameRecordPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { bettingRecords: page([bet({ status: 'LOST', cancellable: false })]), orderDetail: bet({ status: 'LOST', cancellable: false }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /Fast Three/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Cancel bet' })).toBeNull();
  });
});

describe('TransactionRecordPage', () => {
  it('translates the transaction types and filters by code', async () => {
    const queries: Record<string, unknown>[] = [];
    const api = (e: { name: string }, input: { query?: Record<string, unknown> }) => {
      if (e.name === 'transactionCodes') return Promise.resolve({ list: [{ code: 'DEPOSIT', label: 'Deposit', direction: 'in' }] });
      queries.push(input.query ?? {});
      return Promise.resolve({
        list: [
          {
            id: 1,
            type: 'BET_REFUND',
            label: 'Bet refund',
            amount: '10.00',
            balanceAfter: '1010.00',
            reference: 'bet:LT1',
            description: '',
            createdAt: '2026-11-25T10:00:00.000Z',
          },
          {
            id: 2,
            type: 'ADJUSTMENT',
            label: 'Adjustment',
            amount: '1000.00',
            balanceAfter: '1000.00',
            reference: 'seed:opening',
            description: 'Opening balance',
            createdAt: '2026-11-24T10:00:00.000Z',
          },
        ],
        pageNum: 1,
        totalPages: 1,
        total: 1,
      });
    };
    renderWithPlatform(<TransactionRecordPage />, {
      session: SAMPLE_MEMBER,
      resources: { member: { ...MEMBER_RESOURCES.member, txType: { ...(MEMBER_RESOURCES.member.txType as object), BET_REFUND: 'Stake back' } } },
      api: api as never,
    });
    const list = await screen.findByTestId('account-records');
    expect(list.textContent).toContain('Stake back');
    expect(list.textContent).toContain('+¥10.00');
    // The order number is shown; internal references are not (issue 28).
    expect(list.textContent).toContain(' · LT1');
    expect(list.textContent).not.toContain('bet:');
    expect(list.textContent).not.toContain('seed:opening');
    await screen.findByRole('option', { name: 'Deposit' });
    fireEvent.change(screen.getByLabelText('Transaction type'), { target: { value: 'DEPOSIT' } });
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ type: 'DEPOSIT' }));
  });
});

describe('ProfitAndLossPage', () => {
  const figures = (over: Partial<TPnlFigures> = {}): TPnlFigures => ({
    betAmount: '100.00',
    payout: '80.00',
    refunds: '0.00',
    gameProfit: '-20.00',
    deposits: '0.00',
    withdrawals: '0.00',
    rebates: '0.00',
    bonuses: '0.00',
    salary: '0.00',
    dividends: '0.00',
    transfersIn: '0.00',
    transfersOut: '0.00',
    adjustments: '0.00',
    netChange: '-20.00',
    ...over,
  });
  it('shows the period figures and asks again for another period', async () => {
    const queries: Record<string, unknown>[] = [];
    const api = (_e: unknown, input: { query?: Record<string, unknown> }) => {
      queries.push(input.query ?? {});
      return Promise.resolve({ from: '2026-11-25', to: '2026-11-25', currency: 'CNY', total: figures(), days: [{ ...figures(), date: '2026-11-25' }] });
    };
    renderWithPlatform(<ProfitAndLossPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const summary = await screen.findByTestId('pnl-summary');
    expect(summary.textContent).toContain('-¥20.00');
    expect(screen.getByTestId('pnl-days').textContent).toContain('2026-11-25');
    fireEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(queries.length).toBe(2));
    expect(queries[1]!.from).not.toBe(queries[1]!.to);
  });
});
