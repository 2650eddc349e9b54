import { PATHS } from '@tessera/contract';
import { renderWithPlatform, SAMPLE_AGENT, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { MEMBER_RESOURCES, sampleFunds, sampleMenu, SELF_SERVICE_API } from '../testing/fixtures';
import MemberHomePage from './MemberHomePage';

const keysOf = () => Array.from(screen.getByTestId('member-menu').querySelectorAll('[data-key]')).map((a) => a.getAttribute('data-key'));

describe('MemberHomePage', () => {
  it("shows the API's withdrawable amount as it comes, and what bonus turnover locks and how much betting unlocks it", async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: {
        whitelabelMenu: sampleMenu(),
        consolidatedFunds: sampleFunds({
          balance: '900.00',
          withdrawable: {
            balance: '900.00',
            pendingWithdrawals: '50.00',
            locked: '900.00',
            lockReason: 'turnover',
            turnoverRemaining: '2000.00',
            withdrawable: '0.00',
          },
        }),
      },
    });
    const amount = await screen.findByTestId('member-withdrawable-amount');
    expect(amount.textContent).toBe('¥0.00');
    expect(amount.getAttribute('href')).toBe(PATHS.withdraw);
    expect(screen.getByTestId('member-withdrawable').textContent).toBe('Withdrawable now¥0.00Locked by bonus¥900.00Bet to unlock¥2,000.00');
  });

  it('a member without a bonus sees the whole withdrawable amount and no lock, in the base template too', async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu({ template: 'base' }), consolidatedFunds: sampleFunds() },
    });
    expect((await screen.findByTestId('member-withdrawable')).textContent).toBe('Withdrawable now¥1,000.00');
    expect(screen.queryByTestId('member-locked')).toBeNull();
  });

  it('shows the account, VIP level and exact balance, and one entry per shown page keyed by its permission key', async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu(), consolidatedFunds: sampleFunds({ balance: '1234567.89' }) },
    });
    expect((await screen.findByText('¥1,234,567.89')).closest('[data-testid="member-balance"]')).toBeTruthy();
    expect(screen.getByText('demo1')).toBeTruthy();
    expect(screen.getByTestId('member-vip').textContent).toContain('VIP 1');
    await screen.findByTestId('member-menu');
    expect(keysOf()).toEqual(['REWCEN3', 'MANPLAYREB3', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV', 'DEPRECM3', 'PERSREP', 'MAILCEN', 'VIP']);
    expect(screen.getByRole('link', { name: /Betting Record/ }).getAttribute('href')).toBe(PATHS.gameRecord);
  });

  it('hides the entries whose key is off; the VIP room stays', async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu({ off: ['PERSREP', 'MAILCEN', 'REWCEN3'] }), consolidatedFunds: sampleFunds() },
    });
    await screen.findByTestId('member-menu');
    expect(keysOf()).toEqual(['MANPLAYREB3', 'TRANSBETREPMEM3', 'TRANSREC3', 'SECPRIV', 'DEPRECM3', 'VIP']);
  });

  it('an agent also gets the agent group, each entry leading to its team screen', async () => {
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_AGENT,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu({ agent: true }), consolidatedFunds: sampleFunds() },
    });
    const menu = await screen.findByTestId('member-menu');
    const agent = within(menu).getByRole('region', { name: 'Agent' });
    expect(
      within(agent)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([PATHS.agentCenter, PATHS.teamDownlines, PATHS.teamPnl]);
  });

  it("the 'new' template adds deposit / withdraw and the money overview; base keeps a plain list", async () => {
    const { unmount } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu({ template: 'new' }), consolidatedFunds: sampleFunds() },
    });
    expect((await screen.findByRole('link', { name: 'Deposit' })).getAttribute('href')).toBe(PATHS.deposit);
    expect(await screen.findByText('¥3.20')).toBeTruthy();
    unmount();
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu({ template: 'base' }), consolidatedFunds: sampleFunds() },
    });
    await screen.findByTestId('member-menu');
    expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  });

  it('navigates inside the app when an entry is tapped', async () => {
    const { platform } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: sampleMenu(), consolidatedFunds: sampleFunds() },
    });
    fireEvent.click(await screen.findByRole('link', { name: /Security Center/ }));
    expect(platform.calls.navigate).toEqual([PATHS.securityCenter]);
  });

  it('says why when the menu cannot load, with a retry', async () => {
    const { ApiError } = await import('@tessera/contract');
    renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { ...SELF_SERVICE_API, whitelabelMenu: new ApiError('NETWORK', 'Network error'), consolidatedFunds: sampleFunds() },
    });
    expect(await screen.findByText('Network error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
