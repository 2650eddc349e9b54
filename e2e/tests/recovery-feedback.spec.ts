import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, asAccount, docShot, solvedHumanCheck, withoutCaptcha } from './support';

// Issue 29: a member without a mobile number recovers the password through the e-mail link (the
// development outbox), and the link works once; the help center's feedback form reaches the
// operator. At 390×844 (the project's phone viewport).

/** A demo member registered by username only (no mobile), with an e-mail bound; answers its name and session. */
async function memberWithoutMobile(request: APIRequestContext, password: string): Promise<{ username: string; email: string; token: string }> {
  const username = `er${Date.now().toString(36).slice(-8)}`;
  const humanCheck = await solvedHumanCheck(request);
  const res = await withoutCaptcha(request, 'demo', () =>
    request.put('/api/v1/register', { data: { data: { username, password, confirmPassword: password, humanCheck } } }),
  );
  expect(res.status(), await res.text()).toBe(200);
  const token = ((await res.json()) as { value: { token: string } }).value.token;
  const email = `${username}@example.com`;
  const bound = await request.post('/api/v1/security/email', { headers: { Authorization: `Bearer ${token}` }, data: { email, password } });
  expect(bound.status(), await bound.text()).toBe(200);
  return { username, email, token };
}

async function outboxLink(page: Page, email: string): Promise<string> {
  const outbox = await admin(page.request, 'GET', `/api/admin/email-outbox?email=${encodeURIComponent(email)}&limit=1`);
  const message = (outbox.value as { message: string }[])[0]?.message ?? '';
  const link = /(\S*\/m\/resetPassword\?\S+)/.exec(message)?.[1];
  expect(link, message).toBeTruthy();
  const url = new URL(link ?? '', page.url() || 'http://127.0.0.1');
  return `${url.pathname}${url.search}`;
}

test('a member without a mobile recovers by the e-mail link; the link works once', async ({ page }) => {
  // Two accounts' scrypt hashes, two human checks and a login: slow on a loaded machine.
  test.setTimeout(90_000);
  const { username, email } = await memberWithoutMobile(page.request, 'Player@1234');
  await page.goto('/m/forget');
  await page
    .getByRole('radio', { name: 'E-mail' })
    .or(page.getByRole('button', { name: 'E-mail' }))
    .first()
    .click();
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByTestId('forget-email-submit').getByRole('button').click();
  await expect(page.getByTestId('forget-email-answer')).toHaveAttribute('data-channel', 'email');
  await expect(page.getByText('a link is on its way')).toBeVisible();
  await docShot(page, 'accounts/forget-email.png');

  const link = await outboxLink(page, email);
  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${username}.`)).toBeVisible();
  await page.locator('input[name="newPassword"]').fill('Reset@9876');
  await page.locator('input[name="confirmNewPassword"]').fill('Reset@9876');
  await docShot(page, 'accounts/reset-password.png');
  await page.getByTestId('reset-submit').getByRole('button').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Password reset, please log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);

  // The new password opens the account (through the API: the login form has its own journeys; the
  // old password's refusal is the API test's).
  await asAccount(page, username, 'Reset@9876');

  // The same link again: refused, with the way to a new one.
  await page.goto(link);
  await expect(page.getByTestId('reset-link-invalid')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/m/forget?by=email');
  const again = await page.request.post('/api/v1/auth/password/email/reset', {
    data: { token: new URL(link, 'http://x').searchParams.get('token'), newPassword: 'Other@9876', confirmNewPassword: 'Other@9876' },
  });
  expect([again.status(), ((await again.json()) as { code: string }).code]).toEqual([400, 'RESET_LINK_INVALID']);
});

test('feedback from the help center reaches the operator; a visitor is sent to log in and back', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/m/help');
  await page.getByRole('button', { name: 'Log in to send feedback' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhelp$/);

  const { username, token } = await memberWithoutMobile(page.request, 'Player@1234');
  await page.addInitScript((s) => window.sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), {
    token,
    userName: username,
    type: 0,
    merchantCode: 'demo',
  });
  await page.goto('/m/help');
  const text = page.getByLabel('Your feedback');
  await text.fill('Too short');
  await page.getByTestId('feedback-submit').getByRole('button').click();
  await expect(page.getByTestId('feedback-count')).toHaveText('Feedback content is limited to between 5 and 300 words');
  await page.getByLabel('Category').selectOption('games');
  const words = `The crash game should show the last ten rounds ${username}`;
  await text.fill(words);
  await docShot(page, 'home/help-feedback.png');
  await page.getByTestId('feedback-submit').getByRole('button').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you, your feedback was sent' })).toBeVisible();
  const list = await admin(page.request, 'GET', '/api/admin/feedback?merchant=demo&limit=20');
  expect((list.value as { userName: string; category: string; content: string }[]).find((f) => f.userName === username)).toMatchObject({
    category: 'games',
    content: words,
  });
});
