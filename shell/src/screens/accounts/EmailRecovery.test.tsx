// Password recovery by e-mail (issue 29; docs/decisions/email-recovery.md): /m/forget's e-mail way
// answers every account (link sent, use SMS, contact customer service), and /m/resetPassword sets
// the new password with the link's token once.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@tessera/contract';
import { sampleStatus } from '@tessera/platform-sdk/testing';
import { apiQueryClient } from '@tessera/platform-sdk/data';
import { initI18n } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { PlatformProvider } from '../../platform/PlatformProvider';
import { fakeServer } from '../../platform/transport.testing';
import { Router } from '../../routes/router';
import { RESET_PASSWORD_PATH } from '../../routes/shellRoutes';
import { usePlatformStore } from '../../stores/platform';
import { useSessionStore } from '../../stores/session';
import { ForgetScreen } from './ForgetScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const request = fakeServer();
const TOKEN = 'A'.repeat(43);
const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });
const refused = (status: number, code: string, message: string) => ({ status, data: { success: false, code, message, value: null } });

const mount = (screenEl: ReactElement) =>
  render(
    <Router>
      <PlatformProvider>{screenEl}</PlatformProvider>
    </Router>,
  );

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  apiQueryClient.clear();
  useSessionStore.getState().clear();
  sessionStorage.clear();
});

async function askFor(account: string) {
  fireEvent.change(screen.getByLabelText(en.accounts.forget.account), { target: { value: account } });
  await act(async () => {
    fireEvent.submit(document.querySelector(`form[aria-label="${en.accounts.forget.byEmail}"]`) as HTMLFormElement);
  });
}

describe('forget by e-mail', () => {
  it.each([
    ['email', en.accounts.forget.sentEmail.replace('{{minutes}}', '30')],
    ['sms', en.accounts.forget.useSms],
    ['none', en.accounts.forget.contactService],
  ])("answers channel '%s' with its message", async (channel, text) => {
    usePlatformStore.setState({ status: sampleStatus() });
    const sent: { url: string; body: unknown }[] = [];
    request.mockImplementation((config: { url: string; body?: unknown }) => {
      sent.push({ url: config.url, body: config.body });
      return Promise.resolve(ok(config.url === '/api/v1/auth/password/email' ? { channel, expiredMinutes: 30 } : null));
    });
    window.history.replaceState(null, '', `${PATHS.forget}?by=email`);
    mount(<ForgetScreen />);
    // Nothing typed: the form's own message, no call.
    await askFor('');
    expect(screen.getByText(en.accounts.forget.accountRequired)).toBeTruthy();
    expect(sent.filter((s) => s.url.includes('password/email'))).toEqual([]);

    await askFor('  nomobile_1 ');
    await screen.findByText(text);
    expect(sent.find((s) => s.url === '/api/v1/auth/password/email')?.body).toEqual({ account: 'nomobile_1' });
    expect(screen.getByTestId('forget-email-answer').dataset.channel).toBe(channel);
    if (channel === 'sms') {
      fireEvent.click(screen.getByRole('button', { name: en.accounts.forget.useSmsButton }));
      expect(document.querySelector('input[name="mobileNum"]')).not.toBeNull();
    }
  });

  it("'none' links to the merchant's customer service", async () => {
    usePlatformStore.setState({ status: sampleStatus() });
    request.mockImplementation(() => Promise.resolve(ok({ channel: 'none', expiredMinutes: 30 })));
    window.history.replaceState(null, '', `${PATHS.forget}?by=email`);
    mount(<ForgetScreen />);
    await askFor('neither');
    const link = await screen.findByTestId('forget-service-link');
    // The status payload's encrypted path, opened as the side menu opens it.
    expect(link.getAttribute('href')).toMatch(/^https:\/\/\S+/);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('a refusal (too many e-mails) is shown, not swallowed', async () => {
    usePlatformStore.setState({ status: sampleStatus() });
    request.mockImplementation(() => Promise.resolve(refused(429, 'EMAIL_RESET_TOO_FREQUENT', en.error.emailResetTooFrequent)));
    window.history.replaceState(null, '', `${PATHS.forget}?by=email`);
    mount(<ForgetScreen />);
    await askFor('someone');
    await screen.findByText(en.error.emailResetTooFrequent);
  });
});

describe('the reset link screen', () => {
  it('checks the link, sets the password once, then login; a spent link says so and offers a new one', async () => {
    usePlatformStore.setState({ status: sampleStatus() });
    const sent: { url: string; body: unknown }[] = [];
    let spent = false;
    request.mockImplementation((config: { url: string; body?: unknown }) => {
      sent.push({ url: config.url, body: config.body });
      if (config.url.startsWith('/api/v1/auth/password/email/link'))
        return Promise.resolve(ok({ userName: 'nomobile_1', expiresAt: '2099-01-01T00:00:00.000Z' }));
      if (config.url === '/api/v1/auth/password/email/reset') {
        if (spent) return Promise.resolve(refused(400, 'RESET_LINK_INVALID', en.error.resetLinkInvalid));
        spent = true;
        return Promise.resolve(ok({ reset: true, userName: 'nomobile_1' }));
      }
      return Promise.resolve(ok(null));
    });
    window.history.replaceState(null, '', `${RESET_PASSWORD_PATH}?token=${TOKEN}&merchant=demo`);
    mount(<ResetPasswordScreen />);
    await screen.findByText(en.accounts.forget.resetIntro.replace('{{name}}', 'nomobile_1'));
    expect(sent[0]?.url).toBe(`/api/v1/auth/password/email/link?token=${TOKEN}`);

    const [pw, confirm] = [document.querySelector('input[name="newPassword"]')!, document.querySelector('input[name="confirmNewPassword"]')!];
    fireEvent.change(pw, { target: { value: 'Fresh@5678' } });
    fireEvent.change(confirm, { target: { value: 'Fresh@5679' } });
    const submit = () => fireEvent.submit(document.querySelector(`form[aria-label="${en.title.resetPassword}"]`) as HTMLFormElement);
    await act(async () => submit());
    expect(sent.filter((s) => s.url.endsWith('/reset'))).toEqual([]);
    fireEvent.change(confirm, { target: { value: 'Fresh@5678' } });
    await act(async () => submit());
    await waitFor(() => expect(window.location.pathname).toBe(PATHS.login));
    expect(sent.find((s) => s.url.endsWith('/reset'))?.body).toEqual({ token: TOKEN, newPassword: 'Fresh@5678', confirmNewPassword: 'Fresh@5678' });
  });

  it('an unknown, used or expired link shows the message and the way to a new one', async () => {
    usePlatformStore.setState({ status: sampleStatus() });
    request.mockImplementation(() => Promise.resolve(refused(400, 'RESET_LINK_INVALID', en.error.resetLinkInvalid)));
    window.history.replaceState(null, '', `${RESET_PASSWORD_PATH}?token=${TOKEN}`);
    mount(<ResetPasswordScreen />);
    await screen.findByTestId('reset-link-invalid');
    expect(screen.getByRole('link', { name: en.accounts.forget.askAgain }).getAttribute('href')).toBe(`${PATHS.forget}?by=email`);
    expect(document.querySelector('input[name="newPassword"]')).toBeNull();
  });
});
