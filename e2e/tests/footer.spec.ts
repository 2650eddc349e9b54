import { expect, test } from '@playwright/test';
import { asMember, skipHomePopup } from './support';

test('visitors tapping invite go to login', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('footer-invite').click();
  // Login brings them back where they were.
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fhome$/);
});

test('members tapping invite get the referral popup', async ({ page }) => {
  await asMember(page);
  await skipHomePopup(page);
  await page.goto('/m/home');
  await page.getByTestId('footer-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite and Earn' });
  await expect(dialog).toBeVisible();
  // The link carries the member's invitation code (the affiliate check accepts it), never the user name.
  await expect(dialog.getByTestId('referral-link')).toHaveText(/\/m\/register\?affiliateCode=[A-Z0-9]{4,16}$/);
  const code = await dialog.getByTestId('referral-code').textContent();
  await expect(dialog.getByTestId('referral-link')).toHaveText(new RegExp(`affiliateCode=${code}$`));
  await expect(dialog).not.toContainText('affiliateCode=demo1');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('trial players tapping member center are offered registration', async ({ page }) => {
  await asMember(page, 'trial');
  await skipHomePopup(page);
  await page.goto('/m/home');
  await page.getByTestId('footer-member').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Please register a real account to use the member center.');
  await confirm.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('home in the footer scrolls back to the top of home', async ({ page }) => {
  await page.goto('/m/home');
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 1200);
  });
  await page.getByTestId('footer-home').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('signing out asks first, then clears the session, goes home, and the old token is refused', async ({ page }) => {
  const session = await asMember(page, 'member', { fresh: true });
  await skipHomePopup(page);
  await page.goto('/m/activity');
  await page.getByTestId('footer-home').click();
  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  expect(await page.evaluate(() => localStorage.getItem('memberInfo'))).toBeNull();
  // The server revoked the token: the same token is refused on a member call.
  const res = await page.request.get('/api/v1/member/info', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(res.status()).toBe(401);
});

test('the home header fits a 320 px phone, for visitors and members (nothing scrolls sideways)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await skipHomePopup(page);
  for (const who of ['visitor', 'member'] as const) {
    if (who === 'member') await asMember(page);
    await page.goto('/m/home');
    await expect(page.getByTestId('app-header')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }
});
