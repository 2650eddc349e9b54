import { expect, test } from '@playwright/test';
import { asMember, pushRoute } from './support';

type Back = 'logo' | 'home' | 'history';
interface Row {
  path: string;
  header: boolean;
  footer: boolean;
  back: Back;
  title: string;
  member?: boolean;
}

// Spec §2 route table with its header/footer/back rules, written out independently of the code.
// Header hidden: home (title bar; home shows its logo header), login, register, message, app, gameList, lottery, forget.
// Footer hidden: login, register, slotsCenter, gameList, lottery, forget, changePsw, app, notice, help, helpDetail.
// Back to home: login, register, trail, activity, forget; history elsewhere; logo on home.
const HOME = ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home'].map((path): Row => ({ path, header: true, footer: true, back: 'logo', title: '' }));
const ROUTES: Row[] = [
  ...HOME,
  { path: '/m/login', header: false, footer: false, back: 'home', title: 'Login' },
  // Registration (spec §2 "Registration screen"): back goes back, home when there is nothing behind;
  // the title is the register button's label.
  { path: '/m/register', header: false, footer: false, back: 'history', title: 'Register' },
  { path: '/m/register.html', header: false, footer: false, back: 'history', title: 'Register' },
  { path: '/m/forget', header: false, footer: false, back: 'home', title: 'Forgot Password' },
  { path: '/m/changePsw', header: true, footer: false, back: 'history', title: 'Change Password', member: true },
  { path: '/m/help', header: true, footer: false, back: 'history', title: 'Help Center' },
  { path: '/m/helpDetail', header: true, footer: false, back: 'history', title: 'Help Center' },
  { path: '/m/notice', header: true, footer: false, back: 'history', title: 'Announcement', member: true },
  { path: '/m/message', header: false, footer: true, back: 'home', title: 'Messages' },
  { path: '/m/webEmail', header: true, footer: true, back: 'history', title: 'Inbox', member: true },
  { path: '/m/activity', header: true, footer: true, back: 'home', title: 'Promotion' },
  { path: '/m/app', header: false, footer: false, back: 'history', title: 'App Download' },
  { path: '/m/game', header: true, footer: true, back: 'history', title: 'Game Center' },
  { path: '/m/gameList', header: false, footer: false, back: 'history', title: 'Games' },
  { path: '/m/slotsCenter', header: true, footer: false, back: 'history', title: 'Slots' },
  { path: '/m/lottery', header: false, footer: false, back: 'history', title: 'Lottery' },
  { path: '/m/startLottery', header: true, footer: false, back: 'history', title: 'Lottery' },
  { path: '/m/launchGame', header: false, footer: false, back: 'home', title: 'Lottery Game', member: true },
  { path: '/m/member/home', header: true, footer: true, back: 'history', title: 'Member Center', member: true },
  { path: '/m/member/manualRebate', header: true, footer: true, back: 'history', title: 'Single Cash Back', member: true },
  { path: '/m/member/benefits', header: true, footer: true, back: 'history', title: 'VIP Room', member: true },
  { path: '/m/inviteFriends', header: true, footer: true, back: 'history', title: 'Invite Friends', member: true },
  { path: '/m/rewardCenter', header: true, footer: true, back: 'history', title: 'Reward Center', member: true },
  { path: '/m/voucherCenter', header: true, footer: true, back: 'history', title: 'Deposit', member: true },
  { path: '/m/vouReport', header: true, footer: true, back: 'history', title: 'Deposit Record', member: true },
  { path: '/m/withdraw', header: true, footer: true, back: 'history', title: 'Withdrawal', member: true },
  { path: '/m/gameRecord', header: true, footer: true, back: 'history', title: 'Betting Record', member: true },
  { path: '/m/transaction/record', header: true, footer: true, back: 'history', title: 'Account Record', member: true },
  { path: '/m/securityCenter', header: true, footer: true, back: 'history', title: 'Security Center', member: true },
  { path: '/m/profitandloss', header: true, footer: true, back: 'history', title: 'Profit and Loss', member: true },
  { path: '/m/member/agent/getSalaryContract', header: true, footer: true, back: 'history', title: 'Daily Salary Contract', member: true },
  { path: '/m/member/agent/getDevidendContract', header: true, footer: true, back: 'history', title: 'Dividend Contract', member: true },
  { path: '/m/member/agent/getHourContract', header: true, footer: true, back: 'history', title: 'Hourly Salary Contract', member: true },
];

for (const row of ROUTES) {
  test(`${row.path}: layout and back as spec §2`, async ({ page }) => {
    if (row.member) await asMember(page);
    // Start one page earlier so 'history' back has somewhere to go.
    await page.goto('/m/activity');
    await expect(page.getByTestId('footer-menu')).toBeVisible();
    await pushRoute(page, row.path);
    await expect(page).toHaveURL(new RegExp(`${row.path.replace(/[.]/g, '\\.')}$`));

    // The page inside the layout's main landmark; its first level-1 heading is the route's title.
    const screen = page.locator('#main');
    await expect(screen).toBeVisible();
    if (row.title) await expect(screen.getByRole('heading', { level: 1 }).first()).toHaveText(row.title);
    await expect(page.getByTestId('app-header')).toHaveCount(row.header ? 1 : 0);
    await expect(page.getByTestId('footer-menu')).toHaveCount(row.footer ? 1 : 0);
    if (row.header && row.title) await expect(page.getByTestId('app-header').getByRole('heading')).toHaveText(row.title);

    if (row.back === 'logo') {
      await expect(page.getByTestId('header-logo')).toBeVisible();
      await expect(page.getByTestId('header-back')).toHaveCount(0);
      return;
    }
    await page.getByTestId('header-back').click();
    await expect(page).toHaveURL(row.back === 'home' ? /\/m\/home$/ : /\/m\/activity$/);
  });
}

test('unknown paths fall back to home', async ({ page }) => {
  await page.goto('/m/no-such-page');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('header-logo')).toBeVisible();
  await page.goto('/definitely/not/here');
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a direct visit goes home on back instead of leaving the site', async ({ page }) => {
  await page.goto('/m/help');
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Registration opened first in a tab (one history entry): back goes home.
  await page.goto('about:blank');
  const fresh = await page.context().newPage();
  await fresh.goto('/m/register');
  await fresh.getByTestId('header-back').click();
  await expect(fresh).toHaveURL(/\/m\/home$/);
  await fresh.close();
});

test('visitors are sent to login from member routes', async ({ page }) => {
  await page.goto('/m/withdraw');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fwithdraw$/);
});

test('trial players are refused member features with free_reject', async ({ page }) => {
  await asMember(page, 'trial');
  await page.goto('/m/withdraw');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText('Please login an actual account to use this function');
});

test('/m/trail starts free play (spec §4): a trial session, then home', async ({ page }) => {
  await page.goto('/m/activity');
  await pushRoute(page, '/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { type: number } | null);
  expect(session?.type).toBe(4);
});
