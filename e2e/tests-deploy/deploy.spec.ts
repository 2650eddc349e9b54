import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Beyond one machine (issue 21): a member's money journey through nginx to two API processes on
// one PostgreSQL database; one process is killed (SIGKILL, a crash) in the middle of it. The member
// notices nothing (no error shown, still logged in, the deposit completes), and the ledger is
// exact: the balance equals the sum of the member's movements, the deposit is credited once, and
// replaying its calls (same Idempotency-Key, a second "Pay" at the gateway) moves no money.

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run through infra/deploy/run-two.ts`);
  return v;
};
const API_PIDS = env('DEPLOY_API_PIDS').split(',').map(Number);
const API_ADDRS = env('DEPLOY_API_URLS')
  .split(',')
  .map((u) => new URL(u).host);
const ACCESS_LOG = env('DEPLOY_ACCESS_LOG');

type TAuth = { Authorization: string };
type TRecord = { type: string; amount: string; reference: string };

/** One request of nginx's access log (log_format tessera): which upstream(s) it tried, and how they answered. */
interface TLogLine {
  method: string;
  path: string;
  status: number;
  upstreams: string[];
  upstreamStatuses: string[];
}

function accessLog(fromByte = 0): { lines: TLogLine[]; size: number } {
  const text = readFileSync(ACCESS_LOG, 'utf8');
  const lines: TLogLine[] = [];
  for (const raw of text.slice(fromByte).split('\n')) {
    const m = /"(\S+) (\S+) HTTP\/[\d.]+" (\d{3}) \d+ upstream=(.*) upstream_status=(.*) rt=/.exec(raw);
    if (!m) continue;
    lines.push({
      method: m[1]!,
      path: m[2]!,
      status: Number(m[3]),
      // "a, b" when nginx tried a then b; "a : b" across an internal redirect.
      upstreams: m[4] === '-' ? [] : m[4]!.split(/\s*[,:]\s+/),
      upstreamStatuses: m[5] === '-' ? [] : m[5]!.split(/\s*[,:]\s+/),
    });
  }
  return { lines, size: Buffer.byteLength(text) };
}
/** The upstream that gave a proxied request its answer (the last one nginx tried). */
const answeredBy = (l: TLogLine) => l.upstreams[l.upstreams.length - 1];

/** Cents of a signed decimal string, exact. */
const cents = (s: string): bigint => {
  const [whole = '0', frac = ''] = s.replace(/,/g, '').split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt((frac + '00').slice(0, 2)));
};

async function value<T>(request: APIRequestContext, path: string, auth: TAuth): Promise<T> {
  const res = await request.get(path, { headers: auth });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { value: T }).value;
}
const balanceOf = async (request: APIRequestContext, auth: TAuth) => (await value<{ sumBalance: string }>(request, '/api/v1/wallet/balance', auth)).sumBalance;

/** Every movement of the member's wallet, all pages. */
async function allRecords(request: APIRequestContext, auth: TAuth): Promise<TRecord[]> {
  const out: TRecord[] = [];
  for (let pageNo = 1; pageNo <= 100; pageNo += 1) {
    const page = await value<{ list: TRecord[]; totalPages: number }>(request, `/api/v1/wallet/records?pageSize=100&pageNo=${pageNo}`, auth);
    out.push(...page.list);
    if (pageNo >= page.totalPages) break;
  }
  return out;
}

async function loginThroughTheForm(page: Page): Promise<TAuth> {
  await page.goto('/m/voucherCenter');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FvoucherCenter/);
  await page.locator('input[name="username"]').fill('demo1');
  await page.locator('input[name="password"]').fill('Demo@1234');
  const slider = page.getByTestId('human-check');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('data-state', 'passed');
  await page.getByTestId('login-submit').getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  const session = await page.evaluate(() => JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string } | null);
  expect(session?.token).toBeTruthy();
  return { Authorization: `Bearer ${session!.token}` };
}

test('a deposit goes through while the API process that took it is killed: the member notices nothing, the ledger is exact', async ({ page }) => {
  const failed: string[] = [];
  // A request the page itself dropped (a navigation cancels its pending fetches) is no failure.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) failed.push(`${r.request().method()} ${r.url()}: ${r.status()}`);
  });
  let createDeposit: Request | undefined;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/deposit') createDeposit = r;
  });

  const auth = await loginThroughTheForm(page);
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  const before = await balanceOf(page.request, auth);

  await page.getByRole('textbox', { name: 'Amount' }).fill('123.45');
  await page.getByRole('radio', { name: /No bonus/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'SimPay payment gateway' })).toBeVisible();
  expect(createDeposit, 'the deposit form posted the order').toBeDefined();
  const idempotencyKey = (await createDeposit!.allHeaders())['idempotency-key'];
  expect(idempotencyKey, 'money calls carry an Idempotency-Key').toBeTruthy();

  // Both API processes have served this member so far (nginx balances round robin).
  const sofar = accessLog();
  const proxied = sofar.lines.filter((l) => l.upstreams.length > 0);
  expect(new Set(proxied.map(answeredBy))).toEqual(new Set(API_ADDRS));
  // Kill the process that took the deposit order, mid-journey: a crash, not a drain.
  const orderLine = [...proxied].reverse().find((l) => l.method === 'POST' && l.path === '/api/v1/deposit');
  expect(orderLine, 'nginx logged the deposit order').toBeDefined();
  const victim = API_ADDRS.indexOf(answeredBy(orderLine!)!);
  expect(victim).toBeGreaterThanOrEqual(0);
  const survivor = API_ADDRS[1 - victim]!;
  process.kill(API_PIDS[victim]!, 'SIGKILL');
  await expect
    .poll(() =>
      fetch(`http://${API_ADDRS[victim]}/healthz`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  // nginx logs a request when it ends: one the victim answered just before it died may be logged
  // after the snapshot above. What is logged from here on came after the death.
  const atDeath = accessLog();

  // The member goes on: pays at the gateway, comes back to the merchant.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the merchant' }).click();
  const order = page.getByTestId('deposit-order');
  await expect(order).toHaveAttribute('data-status', 'PAID');
  await expect(order).toContainText('¥123.45');
  await page.screenshot({ path: 'e2e/test-results/deploy/deposit-after-kill.png' });
  const orderNo = (await order.textContent())?.match(/D[0-9A-Z]{15}/)?.[0] ?? '';
  expect(orderNo).not.toBe('');

  // Still logged in, no error on screen, on home as well.
  await page.goto('/m/home');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/test-results/deploy/home-after-kill.png' });
  expect(failed, 'no request of the page failed').toEqual([]);

  // The ledger: credited once, exactly; the balance is the sum of every movement.
  const after = await balanceOf(page.request, auth);
  expect(cents(after) - cents(before)).toBe(12345n);
  let records = await allRecords(page.request, auth);
  expect(records.filter((r) => r.reference === `deposit:${orderNo}`).map((r) => `${r.type} ${r.amount}`)).toEqual(['DEPOSIT 123.45']);
  expect(records.reduce((sum, r) => sum + cents(r.amount), 0n)).toBe(cents(after));

  // Replays move no money: the order again with its key (the survivor answers the first result),
  // and a second "Pay" at the gateway for the same order.
  const replay = await page.request.post('/api/v1/deposit', {
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': idempotencyKey! },
    data: createDeposit!.postData() ?? '',
  });
  expect(replay.status(), await replay.text()).toBe(200);
  expect(((await replay.json()) as { value: { orderNo: string } }).value.orderNo).toBe(orderNo);
  const payAgain = await page.request.post(`/api/v1/payments/sim/${orderNo}`, { form: { action: 'pay' } });
  expect(payAgain.status()).toBeLessThan(500);
  expect(await balanceOf(page.request, auth)).toBe(after);
  records = await allRecords(page.request, auth);
  expect(records.filter((r) => r.reference === `deposit:${orderNo}`)).toHaveLength(1);
  expect(records.reduce((sum, r) => sum + cents(r.amount), 0n)).toBe(cents(after));

  // After the kill only the survivor answered; nginx skipped the dead process where it tried it.
  const since = accessLog()
    .lines.slice(atDeath.lines.length)
    .filter((l) => l.upstreams.length > 0);
  expect(since.length).toBeGreaterThan(0);
  expect(new Set(since.map(answeredBy))).toEqual(new Set([survivor]));
  expect(since.filter((l) => l.status >= 500)).toEqual([]);
});
