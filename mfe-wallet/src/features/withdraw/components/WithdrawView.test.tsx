import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@tessera/contract';
import { type TCallOptions } from '@tessera/platform-sdk';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import WithdrawPage from '../../../pages/WithdrawPage';
import { locales } from '../../../locales';

const config = {
  limits: { minAmount: '100.00', maxAmount: '50000.00', dailyCount: 5, dailyAmount: '100000.00' },
  usedCount: 1,
  usedAmount: '0.00',
  balance: '1000.00',
  currencyCode: 'CNY',
  turnoverRequired: '0.00',
  turnoverDone: '0.00',
  turnoverRemaining: '0.00',
  withdrawable: { balance: '1000.00', pendingWithdrawals: '0.00', locked: '0.00', lockReason: null, turnoverRemaining: '0.00', withdrawable: '1000.00' },
};
const cards = { list: [{ id: 7, bankCode: 'ICBC', bankName: 'ICBC', cardNumber: '****1234', holder: 'Li Lei', createdAt: '2026-01-01T00:00:00Z' }], max: 5 };
const security = { paymentPasswordSet: true, bankCardCount: 1, payeeName: 'Li Lei', emailBound: false, mobileBound: false, securityQuestionsSet: false };
const records = { list: [], pageNum: 1, totalPages: 0, total: 0 };

function setup(withdraw: unknown, overrides: Record<string, unknown> = {}) {
  return renderWithPlatform(<WithdrawPage />, {
    role: 'member',
    resources: { wallet: locales.EN ?? {} },
    api: { withdrawConfig: config, bankCards: cards, securityConfig: security, withdrawRecords: records, withdraw, ...overrides },
  });
}

async function fill(amount: string, password = '123456') {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: password } });
}

test("shows the API's withdrawable amount, and one withdrawal's most within the per-withdrawal maximum and what is left today", async () => {
  setup(null, {
    withdrawConfig: {
      ...config,
      usedAmount: '99500.00',
      withdrawable: { ...config.withdrawable, balance: '1000.00', pendingWithdrawals: '200.00', withdrawable: '1000.00' },
    },
  });
  expect((await screen.findByTestId('withdraw-available')).textContent).toBe('¥1,000.00');
  expect(screen.getByText('Withdrawals under review')).toBeTruthy();
  expect(screen.getByText('4 withdrawals, up to ¥500.00')).toBeTruthy();
  expect(screen.getByText('You can withdraw up to ¥500.00 now')).toBeTruthy();
});

test('checks the amount in exact minor units before sending anything', async () => {
  const withdraw = jest.fn();
  const { platform } = setup(withdraw);
  await fill('1000.01');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Insufficient balance: the amount is more than your wallet holds')).toBeTruthy();
  await fill('99.99');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('The smallest withdrawal is ¥100.00')).toBeTruthy();
  await fill('100.001');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Enter an amount with at most 2 decimals')).toBeTruthy();
  expect(withdraw).not.toHaveBeenCalled();
  expect(platform.calls.api.filter((c) => c.name === 'withdraw')).toHaveLength(0);
});

test('a dropped answer is retried with the same Idempotency-Key, and the wallet refreshes after success', async () => {
  const keys: (string | undefined)[] = [];
  let n = 0;
  const withdraw = (input: unknown, options: TCallOptions | undefined) => {
    keys.push(options?.idempotencyKey);
    if (++n === 1) throw new ApiError('NETWORK', 'offline');
    expect(input).toEqual({ body: { amount: '250.50', bankCardId: 7, paymentPassword: '123456' } });
    return { orderNo: 'W1', status: 'PENDING', amount: '250.50', balance: '749.50' };
  };
  const { platform } = setup(withdraw);
  await fill('250.5');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText(/We did not get an answer/)).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect((await screen.findByTestId('withdraw-result')).textContent).toContain('W1');
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBeTruthy();
  expect(keys[1]).toBe(keys[0]);
  expect(platform.calls.walletRefresh).toBeGreaterThanOrEqual(1);
});

test('a double tap sends one request', async () => {
  let resolve: (v: unknown) => void = () => undefined;
  const withdraw = jest.fn(() => new Promise((r) => (resolve = r)));
  setup(withdraw);
  await fill('200');
  const button = screen.getByRole('button', { name: 'Withdraw' });
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
  await waitFor(() => expect(withdraw).toHaveBeenCalledTimes(1));
  await act(async () => resolve({ orderNo: 'W2', status: 'PENDING', amount: '200.00', balance: '800.00' }));
  expect(await screen.findByTestId('withdraw-result')).toBeTruthy();
  expect(withdraw).toHaveBeenCalledTimes(1);
});

test('a wrong payment password says so, with the attempts left, and keeps the form', async () => {
  setup(() => {
    throw new ApiError('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect', { remainingAttempts: 3 });
  });
  await fill('200', '000000');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Wrong payment password: 3 attempts left before it locks')).toBeTruthy();
  expect(screen.getByLabelText('Payment password').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByTestId('withdraw-result')).toBeNull();
});

test('insufficient balance from the server is shown under the amount', async () => {
  setup(() => {
    throw new ApiError('INSUFFICIENT_BALANCE', 'Insufficient balance');
  });
  await fill('300');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Insufficient balance: the amount is more than your wallet holds')).toBeTruthy();
});

test('without a payment password or a card, the member is sent to the security center', async () => {
  const { platform } = setup(null, { securityConfig: { ...security, paymentPasswordSet: false }, bankCards: { list: [], max: 5 } });
  fireEvent.click(await screen.findByRole('button', { name: 'Go to the security center' }));
  expect(platform.calls.navigate).toContain('/m/securityCenter');
  expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
});

test('money locked by bonus turnover: nothing reads as available, the page says what is locked, why and how much betting unlocks it', async () => {
  setup(null, {
    withdrawConfig: {
      ...config,
      turnoverRequired: '1000.00',
      turnoverDone: '250.00',
      turnoverRemaining: '750.00',
      withdrawable: { ...config.withdrawable, locked: '1000.00', lockReason: 'turnover', turnoverRemaining: '750.00', withdrawable: '0.00' },
    },
  });
  expect((await screen.findByTestId('withdraw-available')).textContent).toBe('¥0.00');
  expect(screen.getByTestId('withdraw-locked').textContent).toBe('¥1,000.00');
  expect(screen.getByTestId('turnover-notice').textContent).toContain(
    'Your balance of ¥1,000.00 is locked because you accepted a deposit bonus. Bet ¥750.00 more',
  );
  // No "you can withdraw up to ¥1,000.00" beside it.
  expect(screen.queryByText(/You can withdraw up to/)).toBeNull();
  const button = screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement;
  expect(button.disabled).toBe(true);
  // The disabled button explains itself.
  const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  expect(reason?.textContent).toBe('Withdrawing opens once the bonus turnover is bet: ¥750.00 to go.');
});

test("a limit only the server knows (today's amount lowered meanwhile) lands on the amount field, and the limits are read again", async () => {
  let configReads = 0;
  const { platform } = setup(
    () => {
      throw new ApiError('WITHDRAW_DAILY_AMOUNT_EXCEEDED', 'Daily withdrawal amount exceeded', { dailyAmount: '150.00', usedAmount: '100.00' });
    },
    {
      withdrawConfig: () => {
        configReads += 1;
        return config;
      },
    },
  );
  await fill('200');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  const message = document.getElementById(
    amount
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => /error/i.test(id)) ?? '',
  );
  expect(message?.textContent).toBe('Daily withdrawal amount exceeded');
  await waitFor(() => expect(document.activeElement).toBe(amount));
  await waitFor(() => expect(configReads).toBe(2));
  expect(platform.calls.api.filter((c) => c.name === 'withdraw')).toHaveLength(1);
});

test("the server's rule issues go on their fields (a payment password the rules refuse), other refusals above the form", async () => {
  let answer: ApiError = new ApiError('PASSWORD_FORMAT_INVALID', 'The payment password is 6 digits', {
    field: 'paymentPassword',
    issues: [{ in: 'body', path: 'paymentPassword', message: 'The payment password is 6 digits', key: 'accounts.error.paymentPasswordFormat' }],
  });
  setup(() => {
    throw answer;
  });
  await fill('200');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  const password = screen.getByLabelText('Payment password');
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
  // The rule's message key (PLATFORM_NS), translated by the shell's pack in the app.
  expect(screen.getByText('accounts.error.paymentPasswordFormat')).toBeTruthy();

  answer = new ApiError('PAYEE_NAME_REQUIRED', 'Set a payee name first');
  fireEvent.change(password, { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect((await screen.findByRole('alert')).textContent).toContain('Set a payee name first');
  expect(password.getAttribute('aria-invalid')).not.toBe('true');
});

test('another amount is another request: a new Idempotency-Key; the same amount again keeps it', async () => {
  const keys: (string | undefined)[] = [];
  setup((_input: unknown, options: TCallOptions | undefined) => {
    keys.push(options?.idempotencyKey);
    throw new ApiError('NETWORK', 'offline');
  });
  await fill('200');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await screen.findByText(/We did not get an answer/);
  await fill('200.00');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(keys).toHaveLength(2));
  await fill('300');
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  await waitFor(() => expect(keys).toHaveLength(3));
  // 200 and 200.00 are the same amount once normalised: one key; 300 is a new request.
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});
