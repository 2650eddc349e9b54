import { PATHS } from '@tessera/contract';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { screen } from '@testing-library/react';
import { MEMBER_RESOURCES, sampleFunds, sampleMenu } from '../testing/fixtures';
import MemberHomePage from './MemberHomePage';

// With the wallet switched off for the merchant (nav.canNavigate false for its routes), the member
// center offers no deposit or withdraw action and no deposit-record entry (docs/decisions/disabled-remotes.md).

const keysOf = () => Array.from(screen.getByTestId('member-menu').querySelectorAll('[data-key]')).map((a) => a.getAttribute('data-key'));
const render = (unavailable: string[] = []) =>
  renderWithPlatform(<MemberHomePage />, {
    session: SAMPLE_MEMBER,
    resources: MEMBER_RESOURCES,
    unavailable,
    api: { whitelabelMenu: sampleMenu({ template: 'new' }), consolidatedFunds: sampleFunds() },
  });

it('wallet on: the deposit action and the deposit record are there', async () => {
  render();
  await screen.findByTestId('member-menu');
  expect(keysOf()).toContain('DEPRECM3');
  expect(screen.getByRole('link', { name: 'Deposit' })).toBeTruthy();
});

it('wallet off: no deposit or withdraw action, no deposit record; the other entries stay', async () => {
  render([PATHS.deposit, PATHS.depositRecord, PATHS.withdraw]);
  await screen.findByTestId('member-menu');
  expect(keysOf()).not.toContain('DEPRECM3');
  expect(keysOf()).toContain('SECPRIV');
  expect(screen.queryByRole('link', { name: 'Deposit' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Withdraw' })).toBeNull();
});
