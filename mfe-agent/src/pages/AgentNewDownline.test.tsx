import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, PATHS } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { locales } from '../locales';
import AgentCenterPage from './AgentCenterPage';
import AgentNewDownlinePage from './AgentNewDownlinePage';

// The agent center's form to open a downline's account (issue 29; createDownline,
// docs/decisions/first-password.md) over a fake API.

const resources = { agent: locales.EN ?? {} };
const countries = {
  defaultDialingCode: '+55',
  list: [
    { countryCode: 'BR', dialingCode: '+55' },
    { countryCode: 'PT', dialingCode: '+351' },
  ],
};

function fill(values: { username?: string; password?: string; confirm?: string; mobile?: string }) {
  if (values.username !== undefined) fireEvent.change(screen.getByLabelText('Username'), { target: { value: values.username } });
  if (values.password !== undefined) fireEvent.change(screen.getByLabelText('First password'), { target: { value: values.password } });
  if (values.confirm !== undefined) fireEvent.change(screen.getByLabelText('Confirm first password'), { target: { value: values.confirm } });
  if (values.mobile !== undefined) fireEvent.change(screen.getByLabelText('Mobile number (optional)'), { target: { value: values.mobile } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Open account' }));

test('the hub has the entry; it opens the form', async () => {
  const { platform } = renderWithPlatform(<AgentCenterPage />, { role: 'agent', resources, api: { teamKpi: { from: '', to: '', teamSize: 0 } } });
  fireEvent.click(await screen.findByTestId('agent-entry-newDownline'));
  expect(platform.calls.navigate).toEqual([PATHS.agentNewDownline]);
});

test("the registration's rules are checked here; a good form sends username, password and the mobile with its code; the answer shows the account and the first-password note", async () => {
  const create = jest.fn((input: { body: { username: string } }) => ({ memberId: 77, username: input.body.username.toLowerCase() }));
  renderWithPlatform(<AgentNewDownlinePage />, { role: 'agent', resources, api: { createDownline: create, systemCountry: countries } });
  fill({ username: '9x', password: 'short', confirm: 'other' });
  submit();
  await waitFor(() => expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByLabelText('First password').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('Confirm first password').getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByLabelText('Mobile number (optional)').getAttribute('aria-invalid')).not.toBe('true');
  expect(create).not.toHaveBeenCalled();

  fill({ username: 'Newbie7', password: 'Chosen@123', confirm: 'Chosen@123', mobile: '011 98765-0001' });
  submit();
  await waitFor(() =>
    expect(create).toHaveBeenLastCalledWith(
      { body: { username: 'Newbie7', password: 'Chosen@123', mobileNum: '11987650001', countryDialingCode: '55' } },
      undefined,
    ),
  );
  expect((await screen.findByTestId('new-downline-username')).textContent).toBe('newbie7');
  expect(screen.getByTestId('new-downline-first-password').textContent).toContain('must set a password of their own');
  // The form is empty again for the next one.
  expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('');
});

test('without a mobile number none is sent; a taken name shows on its field; the daily and per-minute bounds read as such', async () => {
  let answer: unknown = new ApiError('USERNAME_TAKEN', 'Sorry, the username is already registered', { field: 'username' });
  const create = jest.fn(() => answer);
  renderWithPlatform(<AgentNewDownlinePage />, { role: 'agent', resources, api: { createDownline: create, systemCountry: countries } });
  fill({ username: 'taken1', password: 'Chosen@123', confirm: 'Chosen@123' });
  submit();
  await waitFor(() => expect(create).toHaveBeenLastCalledWith({ body: { username: 'taken1', password: 'Chosen@123' } }, undefined));
  expect(await screen.findByText('Sorry, the username is already registered')).toBeTruthy();
  expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');

  answer = new ApiError('RATE_LIMITED', 'Too many requests, please try again later', { limit: 'day', max: 50 });
  fill({ username: 'fresh1' });
  submit();
  expect(await screen.findByText('You can open at most 50 accounts a day. Try again tomorrow.')).toBeTruthy();

  answer = new ApiError('RATE_LIMITED', 'Too many requests, please try again later', { retryAfterSeconds: 42 });
  submit();
  expect(await screen.findByText('You are opening accounts too quickly (at most 10 a minute). Try again in 42 s.')).toBeTruthy();
});
