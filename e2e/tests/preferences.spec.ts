import { pageHeading } from './support';
import { expect, test } from '@playwright/test';

test('switching language to PT changes shell strings and <html lang>', async ({ page }) => {
  await page.goto('/m/activity');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('footer-promotions')).toHaveText('Promotions');
  await page.getByTestId('footer-home').click();
  await page.getByTestId('menu-button').click();
  await page.getByTestId('language-toggle').click();
  await page.getByTestId('language-PT').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByTestId('footer-promotions')).toHaveText('Promoções');
  await expect(page.getByTestId('side-menu')).toContainText('Idioma');
  await page.keyboard.press('Escape');
  await page.goto('/m/activity');
  await expect(page.getByTestId('app-header').getByRole('heading')).toHaveText('Promoção');
  await expect(pageHeading(page)).toHaveText('Promoção');
});

test('RTL languages set dir=rtl', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('language-toggle').click();
  await page.getByTestId('language-AR').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // No Arabic pack: strings fall back to English.
  await expect(page.getByTestId('footer-promotions')).toHaveText('Promotions');
});

test('theme toggle persists across reload', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('theme-light').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the language list closes on a click outside it', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByTestId('menu-button').click();
  await page.getByTestId('language-toggle').click();
  await expect(page.getByTestId('language-EN')).toBeVisible();
  await page.getByTestId('theme-dark').click();
  await expect(page.getByTestId('language-EN')).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
