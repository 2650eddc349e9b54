import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError, type TSession } from '@tessera/contract';
import { PlatformProvider, type TPlatform } from '@tessera/platform-sdk';
import { createApiQueryClient, DataProvider } from '@tessera/platform-sdk/data';
import { createTestPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { en } from '../i18n/locales/en';
import { initI18n } from '../i18n';
import { ReferralDialog } from './ReferralDialog';

beforeAll(() => initI18n());

const INFO = {
  enabled: true,
  inviteCode: 'AB12CD34',
  inviteUrl: 'http://127.0.0.1:8080/m/register?affiliateCode=AB12CD34',
  invitedCount: 3,
  qualifiedCount: 1,
  rules: '',
};

function renderDialog(answer: () => unknown, session: TSession | null = SAMPLE_MEMBER) {
  const calls: string[] = [];
  const platform = createTestPlatform({
    session,
    api: (async (endpoint: { name: string }) => {
      calls.push(endpoint.name);
      const v = answer();
      if (v instanceof Error) throw v;
      return v;
    }) as TPlatform['api']['call'],
  });
  render(
    <PlatformProvider platform={platform}>
      <DataProvider client={createApiQueryClient({ retry: false })}>
        <ReferralDialog onClose={() => {}} />
      </DataProvider>
    </PlatformProvider>,
  );
  return calls;
}

test("shows the member's invitation code and link from the API, not the user name", async () => {
  const calls = renderDialog(() => INFO);
  expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
  expect(screen.getByTestId('referral-link').textContent).toBe(`${window.location.origin}/m/register?affiliateCode=AB12CD34`);
  expect(screen.getByTestId('referral-link').textContent).not.toContain(SAMPLE_MEMBER.userName);
  expect(screen.getByText('3')).toBeTruthy();
  expect(calls).toEqual(['referralInfo']);
});

test("the merchant's reward text is shown under the language pack's", async () => {
  renderDialog(() => ({ ...INFO, rules: 'Invite 1 friend, get 22 free spins' }));
  expect(await screen.findByText('Invite 1 friend, get 22 free spins')).toBeTruthy();
  expect(screen.getByText(en.referral.text)).toBeTruthy();
});

test('without a code (referral off) it says so instead of showing a broken link', async () => {
  renderDialog(() => ({ ...INFO, enabled: false, inviteCode: null, inviteUrl: null }));
  expect(await screen.findByText(en.referral.unavailable)).toBeTruthy();
  expect(screen.queryByTestId('referral-link')).toBeNull();
});

test('a failed call shows its message and a retry that asks again', async () => {
  let fail = true;
  const calls = renderDialog(() => (fail ? new ApiError('NETWORK', 'No Internet') : INFO));
  expect((await screen.findByRole('alert')).textContent).toBe('No Internet');
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: en.referral.retry }));
  expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD34');
  expect(calls).toHaveLength(2);
});

test('a trial player gets no call', async () => {
  const calls = renderDialog(() => INFO, { ...SAMPLE_MEMBER, type: 4 });
  expect(await screen.findByText(en.referral.unavailable)).toBeTruthy();
  expect(calls).toHaveLength(0);
});
