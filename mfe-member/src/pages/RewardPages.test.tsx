import { ApiError } from '@tessera/contract';
import type { TReward } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import InviteFriendsPage from './InviteFriendsPage';
import ManualRebatePage from './ManualRebatePage';
import RewardCenterPage from './RewardCenterPage';

const quote = (over: Record<string, unknown> = {}) => ({
  vipLevel: 1,
  ratePercent: '0.50',
  turnover: '640.00',
  amount: '3.20',
  minimum: '1.00',
  claimable: true,
  since: null,
  ...over,
});
const noHistory = { list: [], pageNum: 1, totalPages: 0, total: 0 };

describe('ManualRebatePage', () => {
  it('shows the quote and claims once with an idempotency key; the quote is read again', async () => {
    let current = quote();
    const calls: { name: string; key?: string }[] = [];
    const api = (e: { name: string }, _i: unknown, o?: { idempotencyKey?: string }) => {
      calls.push({ name: e.name, key: o?.idempotencyKey });
      if (e.name === 'rebateQuote') return Promise.resolve(current);
      if (e.name === 'rebateHistory') return Promise.resolve(noHistory);
      if (e.name === 'claimRebate') {
        current = quote({ amount: '0.00', turnover: '0.00', claimable: false, since: '2026-11-25T10:00:00.000Z' });
        return Promise.resolve({
          claim: { id: 1, turnover: '640.00', ratePercent: '0.50', amount: '3.20', claimedAt: '2026-11-25T10:00:00.000Z' },
          balance: '1003.20',
        });
      }
      return Promise.reject(new Error(e.name));
    };
    const { platform } = renderWithPlatform(<ManualRebatePage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const card = await screen.findByTestId('rebate-quote');
    expect(screen.getByTestId('rebate-amount').textContent).toContain('¥3.20');
    expect(card.textContent).toContain('0.50%');
    expect(await screen.findByText('No claims yet')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Claim cash back' }));
    await waitFor(() => expect(screen.getByTestId('rebate-quote').getAttribute('data-claimable')).toBe('false'));
    const claims = calls.filter((c) => c.name === 'claimRebate');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.key).toMatch(/.{8,}/);
    expect(platform.calls.toasts.at(-1)).toMatchObject({ type: 'success', message: '¥3.20 cash back added to your balance' });
    expect(within(screen.getByTestId('rebate-quote')).getByRole('button', { name: 'Claim cash back' }).hasAttribute('disabled')).toBe(true);
  });

  it('below the minimum: the button is off and says why', async () => {
    renderWithPlatform(<ManualRebatePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { rebateQuote: quote({ amount: '0.40', claimable: false }), rebateHistory: noHistory },
    });
    const card = await screen.findByTestId('rebate-quote');
    expect(within(card).getByRole('button', { name: 'Claim cash back' }).hasAttribute('disabled')).toBe(true);
    expect(card.textContent).toContain('Bet more to reach the ¥1.00 minimum.');
  });

  it('a retry after a failed claim reuses the same key', async () => {
    const keys: (string | undefined)[] = [];
    const api = (e: { name: string }, _i: unknown, o?: { idempotencyKey?: string }) => {
      if (e.name === 'rebateQuote') return Promise.resolve(quote());
      if (e.name === 'rebateHistory') return Promise.resolve(noHistory);
      keys.push(o?.idempotencyKey);
      return Promise.reject(new ApiError('NETWORK', 'Network error'));
    };
    const { platform } = renderWithPlatform(<ManualRebatePage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const button = await screen.findByRole('button', { name: 'Claim cash back' });
    fireEvent.click(button);
    await waitFor(() => expect(platform.calls.toasts.at(-1)?.type).toBe('fail'));
    fireEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toBe(keys[1]);
  });
});

const reward = (over: Partial<TReward>): TReward => ({
  id: 1,
  kind: 'DAILY_CHECKIN',
  title: 'Daily check-in',
  amount: '8.00',
  status: 'claim',
  availableFrom: '2026-11-20T00:00:00.000Z',
  expiresAt: null,
  claimedAt: null,
  ...over,
});

describe('RewardCenterPage', () => {
  it('shows the unclaimed count, statuses, and claims one reward', async () => {
    let list = [
      reward({ id: 1 }),
      reward({ id: 2, title: 'Birthday', status: 'coming soon' }),
      reward({ id: 3, title: 'Welcome', status: 'claimed', claimedAt: '2026-11-21T00:00:00.000Z' }),
    ];
    const claimed: string[] = [];
    const api = (e: { name: string }, input: { params?: { id: string } }, o?: { idempotencyKey?: string }) => {
      if (e.name === 'rewardCenter') {
        const open = list.filter((r) => r.status === 'claim');
        return Promise.resolve({ list, unclaimed: open.length, unclaimedAmount: open.length ? '8.00' : '0.00' });
      }
      if (e.name === 'claimReward' && input.params) {
        claimed.push(`${input.params.id}:${o?.idempotencyKey ? 'key' : 'none'}`);
        list = list.map((r) => (r.id === 1 ? { ...r, status: 'claimed' as const, claimedAt: '2026-11-25T10:00:00.000Z' } : r));
        return Promise.resolve({ reward: list[0], balance: '1008.00' });
      }
      return Promise.reject(new Error(e.name));
    };
    renderWithPlatform(<RewardCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    expect((await screen.findByTestId('reward-unclaimed')).textContent).toBe('1');
    const rows = screen.getAllByTestId('reward');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['claim', 'coming soon', 'claimed']);
    expect(rows[1]?.textContent).toContain('Coming soon');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(screen.getByTestId('reward-unclaimed').textContent).toBe('0'));
    expect(claimed).toEqual(['1:key']);
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
  });

  it('no rewards: an empty state', async () => {
    renderWithPlatform(<RewardCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { rewardCenter: { list: [], unclaimed: 0, unclaimedAmount: '0.00' } },
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No rewards yet');
  });
});

describe('InviteFriendsPage', () => {
  const info = {
    enabled: true,
    inviteCode: 'AB12CD',
    inviteUrl: 'https://demo.example/m/register?affiliateCode=AB12CD',
    invitedCount: 3,
    qualifiedCount: 1,
    rules: 'Earn 10 for each friend who deposits.',
  };

  it('shows the code, the link on this site, counts and rules; copies the link', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { platform } = renderWithPlatform(<InviteFriendsPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: { referralInfo: info } });
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD');
    const link = `${window.location.origin}/m/register?affiliateCode=AB12CD`;
    expect(screen.getByTestId('referral-link').textContent).toBe(link);
    expect(screen.getByTestId('referral-invited').textContent).toBe('3');
    expect(screen.getByText('Earn 10 for each friend who deposits.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(platform.calls.toasts.at(-1)).toMatchObject({ type: 'success', message: 'Copied' });
  });

  it('REFERRAL off: says so, no code', async () => {
    renderWithPlatform(<InviteFriendsPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { referralInfo: { ...info, enabled: false, inviteCode: null, inviteUrl: null } },
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('not available');
    expect(screen.queryByTestId('referral-code')).toBeNull();
  });
});
