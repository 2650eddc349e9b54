import { expect, test } from '@playwright/test';
import { asMember } from './support';

test('visitors tapping invite go to login', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('footer-invite').click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('members tapping invite get the referral popup', async ({ page }) => {
  await asMember(page);
  await page.goto('/m/home');
  await page.getByTestId('footer-invite').click();
  const dialog = page.getByRole('dialog', { name: 'Invite and Earn' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('/m/register?affiliateCode=demo1');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('trial players tapping member center are offered registration', async ({ page }) => {
  await asMember(page, 'trial');
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

test('signing out asks first, then clears the session and goes home', async ({ page }) => {
  await asMember(page, 'member', { fresh: true });
  await page.goto('/m/activity');
  await page.getByTestId('footer-home').click();
  await page.getByTestId('menu-button').click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
});
