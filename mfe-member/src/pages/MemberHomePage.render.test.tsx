import { renderWithPlatform, rendersDuring, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { MEMBER_RESOURCES, sampleMenu } from '../testing/fixtures';
import MemberHomePage from './MemberHomePage';

// Issue 25: a balance refresh re-renders only what shows the balance. The member home's balance is
// MemberBalance (the one component of the page that reads useWallet): the page, its summary, the
// menu and the rest stay as they are.
describe('MemberHomePage renders', () => {
  it('a wallet change re-renders the balance and nothing else of the page', async () => {
    const { platform, setPlatform } = renderWithPlatform(<MemberHomePage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      // The summary call still on its way: the balance shown is the wallet's.
      api: { whitelabelMenu: sampleMenu(), consolidatedFunds: () => new Promise(() => undefined) },
    });
    await screen.findByTestId('member-menu');
    await waitFor(() => expect(screen.getByTestId('member-balance').textContent).toContain('¥'));

    const names = await rendersDuring(() => setPlatform({ wallet: { ...platform.wallet, sumBalance: '2345.67', refreshing: true } }));

    expect(screen.getByTestId('member-balance').textContent).toContain('¥2,345.67');
    // The provider itself, then the balance block and the kit's parts inside it (the amount, the refresh button and its icon).
    expect(names).toEqual(['PlatformProvider', 'MemberBalance', 'Amount', 'IconButton', 'Button', 'Icon']);
  });
});
