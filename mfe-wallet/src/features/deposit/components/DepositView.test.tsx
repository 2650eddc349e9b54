import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@tessera/contract';
import { type TCallOptions } from '@tessera/platform-sdk';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { locales } from '../../../locales';
import { useDeposit } from '../hooks';
import { DepositView } from './DepositView';

const channels = {
  currency: 'CNY',
  gateways: [{ id: 1, code: 'ONLINE_BANKING', name: 'Online banking', vendorCode: 'SIMPAY_OB', minAmount: '10.00', maxAmount: '50000.00', fee: '0.00' }],
  bankAccounts: [{ id: 2, bankName: 'ICBC', accountName: 'Demo Ltd', accountNumber: '**** 1234', minAmount: '100.00', maxAmount: '200000.00' }],
};
const promo = { code: 'FIRST_DEPOSIT', description: '', percent: '100.00', maxBonus: '888.00', minDeposit: '50.00', turnoverMultiplier: 10 };
const promos = {
  currency: 'CNY',
  list: [
    {
      ...promo,
      id: 5,
      name: 'First deposit',
      eligibility: 'FIRST_DEPOSIT',
      validFrom: null,
      validTo: null,
      eligible: true,
      reason: null,
      bonus: '100.00',
      turnover: '2000.00',
    },
  ],
};
const record = (status: string) => ({
  orderNo: 'D261124ABCDEFGHJ',
  kind: 'GATEWAY',
  channelName: 'Online banking',
  amount: '100.00',
  fee: '0.00',
  status,
  payerName: null,
  transferReference: null,
  note: null,
  createdAt: '2026-11-24T00:00:00Z',
  completedAt: null,
  promo: null,
  bonusStatus: null,
  bonusReason: null,
  bonusAmount: null,
  requiredTurnover: null,
});

function Harness({ orderNo, goTo }: { orderNo: string | null; goTo(url: string): void }) {
  const { formRef, ...model } = useDeposit({ orderNo, goTo });
  return <DepositView model={model} formRef={formRef} onRecords={() => undefined} onNewDeposit={() => undefined} />;
}

const MANUAL_ORDER = {
  orderNo: 'D261124ABCDEFGHK',
  status: 'PENDING',
  amount: '300.00',
  bankName: 'ICBC',
  accountName: 'Demo Ltd',
  accountNumber: '6222 0000 1111 1234',
  payerName: 'Li Lei',
  transferReference: null,
  promoId: null,
};

/** A bank transfer of ¥300 by Li Lei asked for, up to its receipt form. */
async function openTransferReceipt(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '300' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Payer name' }), { target: { value: 'Li Lei' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get transfer details' }));
  return screen.findByTestId('deposit-receipt');
}

function setup(api: Record<string, unknown>, orderNo: string | null = null) {
  const goTo = jest.fn();
  const r = renderWithPlatform(<Harness orderNo={orderNo} goTo={goTo} />, {
    role: 'member',
    resources: { wallet: locales.EN ?? {} },
    api: { depositChannels: channels, depositPromos: promos, ...api },
  });
  return { ...r, goTo };
}

test('a gateway deposit sends the amount exactly, with the chosen promotion and a key, then opens the gateway page', async () => {
  const calls: { input: unknown; key: string | undefined }[] = [];
  const { goTo } = setup({
    deposit: (input: unknown, options: TCallOptions | undefined) => {
      calls.push({ input, key: options?.idempotencyKey });
      return { orderNo: 'D261124ABCDEFGHJ', status: 'PENDING', amount: '100.00', payUrl: '/api/v1/payments/sim/D261124ABCDEFGHJ', promoId: 5 };
    },
  });
  fireEvent.click(await screen.findByRole('radio', { name: '¥100' }));
  fireEvent.click(await screen.findByRole('radio', { name: /First deposit/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/v1/payments/sim/D261124ABCDEFGHJ'));
  expect(calls).toHaveLength(1);
  expect(calls[0]?.input).toEqual({ body: { channelId: 1, amount: '100.00', promoId: 5 } });
  expect(calls[0]?.key).toBeTruthy();
});

test('the turnover a bonus adds is shown when accepting it and on the deposit result', async () => {
  setup({});
  expect((await screen.findByRole('radio', { name: /First deposit/ })).closest('label')?.textContent).toContain(
    'Bonus ¥100.00 · bet ¥2,000.00 (×10) before withdrawing',
  );
});

test("the deposit's result shows the bonus and the turnover it added", async () => {
  setup(
    {
      depositOrder: {
        ...record('PAID'),
        promo: { id: 5, name: 'First deposit' },
        bonusStatus: 'GRANTED',
        bonusAmount: '100.00',
        requiredTurnover: '2000.00',
      },
    },
    'D261124ABCDEFGHJ',
  );
  expect((await screen.findByTestId('deposit-turnover')).textContent).toBe('Bet ¥2,000.00 before withdrawing');
  expect(screen.getByTestId('deposit-order').textContent).toContain('Bonus turnover');
});

test("an amount outside the channel's limits is refused before any call", async () => {
  const deposit = jest.fn();
  setup({ deposit });
  fireEvent.change(await screen.findByRole('textbox', { name: 'Amount' }), { target: { value: '5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText('Enter an amount from ¥10.00 to ¥50,000.00')).toBeTruthy();
  expect(deposit).not.toHaveBeenCalled();
});

test('a bank transfer asks for the payer and shows the full account to transfer to', async () => {
  setup({
    manualDeposit: MANUAL_ORDER,
  });
  fireEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '300' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get transfer details' }));
  // Required by the form (the contract's message key: the test has no shell pack), focused, nothing sent.
  const payer = await screen.findByRole('textbox', { name: 'Payer name' });
  expect(payer.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('error.fieldRequired')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(payer));
  fireEvent.change(screen.getByRole('textbox', { name: 'Payer name' }), { target: { value: 'Li Lei' } });
  fireEvent.click(screen.getByRole('button', { name: 'Get transfer details' }));
  expect((await screen.findByTestId('deposit-transfer')).textContent).toContain('6222 0000 1111 1234');
});

test('back from the gateway, the order shows its final state and the wallet refreshes', async () => {
  const { platform } = setup({ depositOrder: record('PAID') }, 'D261124ABCDEFGHJ');
  const order = await screen.findByTestId('deposit-order');
  expect(order.getAttribute('data-status')).toBe('PAID');
  expect(order.textContent).toContain('Deposit successful');
  await waitFor(() => expect(platform.calls.walletRefresh).toBeGreaterThanOrEqual(1));
});

test("the transfer's receipt: checked before sending (png/jpg), sent as the file `receipt` of the order, refusals in the API's words", async () => {
  const sent: unknown[] = [];
  let refuse = true;
  setup({
    manualDeposit: MANUAL_ORDER,
    uploadDepositReceipt: (input: unknown) => {
      sent.push(input);
      if (refuse) throw new ApiError('DEPOSIT_NOT_PENDING', 'The deposit order has already been settled');
      return { orderNo: 'D261124ABCDEFGHK', contentType: 'image/png', size: 3, uploadedAt: '2026-11-24T00:00:00Z' };
    },
  });
  const receipt = await openTransferReceipt();
  expect(receipt.getAttribute('data-status')).toBe('NONE');
  const input = within(receipt).getByLabelText('Receipt image');
  fireEvent.change(input, { target: { files: [new File(['gif'], 'r.gif', { type: 'image/gif' })] } });
  fireEvent.click(within(receipt).getByRole('button', { name: 'Upload receipt' }));
  expect((await within(receipt).findByRole('alert')).textContent).toContain('png or jpg');
  expect(sent).toEqual([]);

  const png = new File(['png'], 'r.png', { type: 'image/png' });
  fireEvent.change(input, { target: { files: [png] } });
  fireEvent.click(within(receipt).getByRole('button', { name: 'Upload receipt' }));
  expect((await within(receipt).findByRole('alert')).textContent).toContain('already been settled');
  refuse = false;
  fireEvent.change(input, { target: { files: [png] } });
  fireEvent.click(within(receipt).getByRole('button', { name: 'Upload receipt' }));
  await waitFor(() => expect(screen.getByTestId('deposit-receipt').getAttribute('data-status')).toBe('SENT'));
  expect(sent).toEqual([
    { params: { orderNo: 'D261124ABCDEFGHK' }, form: { receipt: png } },
    { params: { orderNo: 'D261124ABCDEFGHK' }, form: { receipt: png } },
  ]);
  expect(screen.getByTestId('deposit-receipt').textContent).toContain('Receipt received');
});

test('the receipt while it goes: a progress bar and percentage from the upload, gone once received; the input is emptied', async () => {
  let finish: () => void = () => undefined;
  setup({
    manualDeposit: MANUAL_ORDER,
    uploadDepositReceipt: (_input: unknown, options: TCallOptions | undefined) => {
      options?.onUploadProgress?.({ loaded: 3, total: 4, fraction: 0.75 });
      return new Promise((resolve) => {
        finish = () => resolve({ orderNo: 'D261124ABCDEFGHK', contentType: 'image/png', size: 3, uploadedAt: '2026-11-24T00:00:00Z' });
      });
    },
  });
  const receipt = await openTransferReceipt();
  const input = within(receipt).getByLabelText('Receipt image') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['gif'], 'r.gif', { type: 'image/gif' })] } });
  expect(within(receipt).getByRole('alert').textContent).toContain('png or jpg');
  fireEvent.change(input, { target: { files: [new File(['png'], 'r.png', { type: 'image/png' })] } });
  fireEvent.click(within(receipt).getByRole('button', { name: 'Upload receipt' }));
  const bar = await within(receipt).findByRole('progressbar', { name: 'Upload progress' });
  await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('75%'));
  expect(receipt.getAttribute('data-status')).toBe('UPLOADING');
  finish();
  await waitFor(() => expect(screen.getByTestId('deposit-receipt').getAttribute('data-status')).toBe('SENT'));
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(within(screen.getByTestId('deposit-receipt')).getByText('No image chosen')).toBeTruthy();
});

test("the server's refusals go on their fields (limits changed meanwhile: amount; a promotion no longer open: the promotions), and a retry after no answer keeps its key", async () => {
  const keys: (string | undefined)[] = [];
  let answer: ApiError = new ApiError('DEPOSIT_AMOUNT_OUT_OF_RANGE', 'The amount is outside this channel’s limits', { minAmount: '10.00', maxAmount: '50.00' });
  let channelReads = 0;
  setup({
    depositChannels: () => {
      channelReads += 1;
      return channels;
    },
    deposit: (_input: unknown, options: TCallOptions | undefined) => {
      keys.push(options?.idempotencyKey);
      throw answer;
    },
  });
  fireEvent.click(await screen.findByRole('radio', { name: '¥100' }));
  fireEvent.click(await screen.findByRole('radio', { name: /First deposit/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  const amount = screen.getByRole('textbox', { name: 'Amount' });
  await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('The amount is outside this channel’s limits')).toBeTruthy();
  await waitFor(() => expect(channelReads).toBe(2));

  answer = new ApiError('DEPOSIT_PROMO_NOT_ELIGIBLE', 'This promotion is not open to you now', { promoId: 5, reason: 'EXPIRED' });
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(within(await screen.findByTestId('deposit-promos')).getByText('This promotion is not open to you now')).toBeTruthy();

  answer = new ApiError('NETWORK', 'offline');
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText(/We did not get an answer/)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(keys).toHaveLength(4));
  // One request (channel, amount, promotion unchanged): one key for every attempt of it.
  expect(new Set(keys).size).toBe(1);
});

const responsible = (limits: { key: string; value: string | null; used: string | null; resetsAt?: string | null }[]) => ({
  currency: 'CNY',
  limits: limits.map((l) => ({ pending: null, ...l })),
  realityCheckMinutes: null,
  exclusion: null,
});

test('a deposit limit: the page says what it leaves and until when, and refuses a larger amount on its field before asking the API (issue 28)', async () => {
  const calls: unknown[] = [];
  setup({
    getResponsibleGambling: () =>
      responsible([
        { key: 'DEPOSIT_DAY', value: '500.00', used: '200.00', resetsAt: '2026-11-25T14:30:00.000Z' },
        { key: 'DEPOSIT_WEEK', value: '5000.00', used: '200.00', resetsAt: '2026-11-25T14:30:00.000Z' },
        { key: 'LOSS_DAY', value: '10.00', used: '0.00', resetsAt: null },
      ]),
    deposit: (input: unknown) => {
      calls.push(input);
      return { orderNo: 'D1', status: 'PENDING', amount: '300.00', payUrl: '/pay', promoId: null };
    },
  });
  const left = await screen.findByTestId('deposit-limit-left');
  // The tightest limit (the day's 500 − 200), the time in the app's language.
  expect(left.textContent).toMatch(/^¥300\.00 left of your deposit limit until .*2026|^¥300\.00 left of your deposit limit until .*25/);
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '300.01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(await screen.findByText('Your deposit limit leaves ¥300.00 for now: enter ¥300.00 or less')).toBeTruthy();
  expect(calls).toHaveLength(0);
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '300' } });
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  await waitFor(() => expect(calls).toHaveLength(1));
});

test('without a deposit limit nothing is said', async () => {
  setup({ getResponsibleGambling: () => responsible([{ key: 'DEPOSIT_DAY', value: null, used: '0.00' }]) });
  await screen.findByRole('radio', { name: '¥100' });
  expect(screen.queryByTestId('deposit-limit-left')).toBeNull();
});

test('channel names and promotions are asked in the app language (names per language are API data, issue 28)', async () => {
  const asked: unknown[] = [];
  renderWithPlatform(<Harness orderNo={null} goTo={() => undefined} />, {
    role: 'member',
    language: 'PT',
    resources: { wallet: locales.PT ?? {} },
    api: {
      depositChannels: (input: unknown) => {
        asked.push(input);
        return channels;
      },
      depositPromos: (input: unknown) => {
        asked.push(input);
        return promos;
      },
    },
  });
  await waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(2));
  expect(asked).toContainEqual({ query: { lang: 'PT' } });
  expect(asked.every((i) => (i as { query?: { lang?: string } }).query?.lang === 'PT')).toBe(true);
});

test("a channel's limits read whole amounts without cents, so they fit a third of the screen", async () => {
  setup({});
  // The card; the amount field's hint keeps the cents (it has the whole width).
  expect(await screen.findByText('¥10 – ¥50,000')).toBeTruthy();
});
