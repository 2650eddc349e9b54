import { FIELD_RULES, PATHS } from '@tessera/contract';
import { type TCallOptions, type TPromptOptions } from '@tessera/platform-sdk';
import { ApiError } from '@tessera/contract';
import { SECURITY_QUESTIONS, type TKycState } from '@tessera/contract/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/platform-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import SecurityCenterPage from './SecurityCenterPage';

const config = { paymentPasswordSet: false, bankCardCount: 1, payeeName: null, emailBound: true, mobileBound: true, securityQuestionsSet: false };
const ready = { ...config, paymentPasswordSet: true, payeeName: 'Ana Silva' };
const card = { id: 7, bankCode: 'ICBC', bankName: 'ICBC', cardNumber: '****1111', holder: 'Ana Silva', createdAt: '2025-01-01T00:00:00Z' };
const questions = (selected: number[] = []) => ({ list: SECURITY_QUESTIONS.map((q) => ({ ...q })), selected, required: 3, lockedUntil: null });
const kyc = (status: TKycState['status'], over: Partial<TKycState> = {}): TKycState => ({
  status,
  documentType: null,
  submittedAt: null,
  reviewedAt: null,
  reason: null,
  ...over,
});

type TCall = { name: string; input: unknown };
/** An api.call that answers the page's reads from `answers` (functions see the input) and records every call. */
function fakeApi(answers: Record<string, unknown>, calls: TCall[] = []) {
  const all: Record<string, unknown> = {
    securityConfig: config,
    kycStatus: kyc('NONE'),
    bankCards: { list: [card], max: 5 },
    securityQuestions: questions(),
    bankList: { list: [{ code: 'ICBC', name: 'ICBC' }] },
    ...answers,
  };
  return (e: { name: string }, input: unknown, options?: TCallOptions) => {
    calls.push({ name: e.name, input });
    if (!(e.name in all)) return Promise.reject(new Error(e.name));
    const a = all[e.name];
    try {
      const value = typeof a === 'function' ? (a as (i: unknown, o?: TCallOptions) => unknown)(input, options) : a;
      if (value instanceof Promise) return value;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
    } catch (err) {
      return Promise.reject(err as Error);
    }
  };
}

describe('SecurityCenterPage', () => {
  it('lists what is set, links the login password; the bank cards row shows the cards on the page', async () => {
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: fakeApi({}) as never });
    const list = await screen.findByTestId('security-list');
    expect(
      within(list)
        .getByRole('link', { name: /Login password/ })
        .getAttribute('href'),
    ).toBe(PATHS.changePassword);
    expect(within(list).getByRole('button', { name: /Payment password.*Not set/ })).toBeTruthy();
    const cards = await screen.findByTestId('bank-cards');
    fireEvent.click(within(list).getByRole('button', { name: /Bank cards/ }));
    expect(platform.calls.navigate).toEqual([]);
    expect(document.activeElement).toBe(within(cards).getByRole('heading', { name: 'Bank cards' }));
    expect(within(cards).getByTestId('bank-card').textContent).toContain('****1111');
    expect(cards.textContent).toContain('1 of 5');
  });

  it('sets the first payment password with the login password, checked twice', async () => {
    const calls: TCall[] = [];
    const answers = ['Login@123', '123456', '123456'];
    const { platform } = renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: fakeApi({ setPaymentPassword: { paymentPasswordSet: true } }, calls) as never,
    });
    platform.dialog.prompt = () => Promise.resolve(answers.shift() ?? null);
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Payment password/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'setPaymentPassword')?.input).toEqual({ body: { password: 'Login@123', newPaymentPassword: '123456' } }),
    );
  });

  it('the prompts check what the API checks (the contract field rules), in the platform words, and take no more than the rule allows', async () => {
    const prompts: TPromptOptions[] = [];
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: fakeApi({}) as never });
    platform.dialog.prompt = (o) => {
      prompts.push(o);
      return Promise.resolve(null);
    };
    const list = await screen.findByTestId('security-list');
    fireEvent.click(within(list).getByRole('button', { name: /Payee name/ }));
    await waitFor(() => expect(prompts).toHaveLength(1));
    const payee = prompts[0]!;
    // A real label, not the raw key 'security.payeeName'.
    expect(payee.label).toBe('Payee name');
    expect(payee.maxLength).toBe(FIELD_RULES.name.maxLength);
    expect(payee.validate?.('Ana Silva')).toBeNull();
    expect(payee.validate?.('R2-D2')).toBe('Name format is not valid');
    expect(payee.validate?.('  ')).toBe('This field cannot be empty');

    fireEvent.click(within(list).getByRole('button', { name: /E-mail/ }));
    await waitFor(() => expect(prompts).toHaveLength(2));
    expect(prompts[1]!.maxLength).toBe(FIELD_RULES.email.maxLength);
    expect(prompts[1]!.validate?.('ana@example')).toBe('E-mail format is incorrect');
    expect(prompts[1]!.validate?.(' Ana@Example.com ')).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: /Payment password/ }));
    await waitFor(() => expect(prompts).toHaveLength(3));
    // Not set yet: the login password confirms it (any password the account may have).
    expect(prompts[2]!.mode).toBe('loginPassword');
    expect(prompts[2]!.maxLength).toBe(FIELD_RULES.currentPassword.maxLength);
  });

  it('a new payment password is checked by the payment password rule, then confirmed', async () => {
    const prompts: TPromptOptions[] = [];
    const answers = ['Login@123', '123456'];
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: fakeApi({}) as never });
    platform.dialog.prompt = (o) => {
      prompts.push(o);
      return Promise.resolve(answers.shift() ?? null);
    };
    fireEvent.click(within(await screen.findByTestId('security-list')).getByRole('button', { name: /Payment password/ }));
    await waitFor(() => expect(prompts).toHaveLength(3));
    const pin = prompts[1]!;
    expect(pin).toMatchObject({ mode: 'secureText', maxLength: FIELD_RULES.paymentPassword.maxLength, inputMode: 'numeric' });
    expect(pin.validate?.('12345')).toBe('The payment password is 6 digits');
    expect(pin.validate?.('123456')).toBeNull();
    expect(prompts[2]!.validate?.('654321')).toBe('The two entries do not match');
  });

  it('bank cards: a bank the API does not know is said under the bank', async () => {
    const api = fakeApi({
      securityConfig: ready,
      addBankCard: new ApiError('BANK_UNKNOWN', 'This bank is not available', { field: 'bankCode' }),
    });
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    platform.dialog.prompt = () => Promise.resolve('135790');
    const cards = await screen.findByTestId('bank-cards');
    fireEvent.click(await within(cards).findByRole('button', { name: 'Add a bank card' }));
    const form = within(cards).getByTestId('bank-card-form');
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(2));
    const bank = within(form).getByLabelText('Bank');
    fireEvent.change(bank, { target: { value: 'ICBC' } });
    fireEvent.change(within(form).getByLabelText('Card number'), { target: { value: '4111111111111111' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('This bank is not available')).toBeTruthy();
    expect(bank.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(bank));
  });

  it('bank cards: no form until the payee name and payment password are set', async () => {
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: fakeApi({ bankCards: { list: [], max: 5 } }) as never,
    });
    const cards = await screen.findByTestId('bank-cards');
    const missing = await within(cards).findByTestId('bank-card-missing');
    expect(within(missing).getByRole('button', { name: 'Bind the payee name' })).toBeTruthy();
    expect(within(missing).getByRole('button', { name: 'Set the payment password' })).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: 'Add a bank card' })).toBeNull();
  });

  it('bank cards: checks the number before sending, sends the digits, shows the API refusal under the number', async () => {
    const calls: TCall[] = [];
    let list = [card];
    const api = fakeApi(
      {
        securityConfig: ready,
        bankCards: () => ({ list, max: 5 }),
        addBankCard: (input: unknown) => {
          const { body } = input as { body: { cardNumber: string } };
          if (body.cardNumber === '4111111111111111') return new ApiError('BANK_CARD_DUPLICATE', 'This bank card is already bound');
          list = [...list, { ...card, id: 8, cardNumber: '****0004' }];
          return list[1];
        },
      },
      calls,
    );
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    platform.dialog.prompt = () => Promise.resolve('135790');
    const cards = await screen.findByTestId('bank-cards');
    fireEvent.click(await within(cards).findByRole('button', { name: 'Add a bank card' }));
    const form = within(cards).getByTestId('bank-card-form');
    expect(form.textContent).toContain('Card holder: Ana Silva');
    const number = within(form).getByLabelText('Card number') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '4111111111111112' } });
    expect(number.value).toBe('4111 1111 1111 1112');
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('Choose the bank of the card')).toBeTruthy();
    expect(within(form).getByText('This is not a valid card number; check the digits')).toBeTruthy();
    expect(calls.some((c) => c.name === 'addBankCard')).toBe(false);

    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(2));
    fireEvent.change(within(form).getByLabelText('Bank'), { target: { value: 'ICBC' } });
    fireEvent.change(number, { target: { value: '4111 1111 1111 1111' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    expect(await within(form).findByText('This bank card is already bound')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(number, { target: { value: '5555555555554444' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bind card' }));
    await waitFor(() => expect(screen.getByTestId('bank-cards').getAttribute('data-count')).toBe('2'));
    expect(calls.filter((c) => c.name === 'addBankCard').map((c) => c.input)).toEqual([
      { body: { bankCode: 'ICBC', cardNumber: '4111111111111111', paymentPassword: '135790' } },
      { body: { bankCode: 'ICBC', cardNumber: '5555555555554444', paymentPassword: '135790' } },
    ]);
    expect(platform.calls.toasts.at(-1)).toMatchObject({ type: 'success', message: 'Bank card bound' });
    expect(screen.queryByTestId('bank-card-form')).toBeNull();
  });

  // Issue 30 item 9: the API wants the payment password to bind a card, as to remove one.
  it('bank cards: binding asks for the payment password with the PIN prompt; cancelling sends nothing and keeps the form', async () => {
    const calls: TCall[] = [];
    const api = fakeApi(
      {
        securityConfig: ready,
        addBankCard: (input: unknown) => {
          const { body } = input as { body: { paymentPassword: string } };
          if (body.paymentPassword !== '135790')
            return new ApiError('PAYMENT_PASSWORD_INCORRECT', 'The payment password is incorrect', { remainingAttempts: 4 });
          return { ...card, id: 8, cardNumber: '****4444' };
        },
      },
      calls,
    );
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const prompts: TPromptOptions[] = [];
    const pins: (string | null)[] = [null, '000000', '135790'];
    platform.dialog.prompt = (o) => {
      prompts.push(o);
      return Promise.resolve(pins.shift() ?? null);
    };
    const cards = await screen.findByTestId('bank-cards');
    fireEvent.click(await within(cards).findByRole('button', { name: 'Add a bank card' }));
    const form = within(cards).getByTestId('bank-card-form');
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBe(2));
    fireEvent.change(within(form).getByLabelText('Bank'), { target: { value: 'ICBC' } });
    fireEvent.change(within(form).getByLabelText('Card number'), { target: { value: '5555555555554444' } });
    const button = within(form).getByRole('button', { name: 'Bind card' }) as HTMLButtonElement;
    /** Clicks Bind card once the last try is over (the button is busy while one runs). */
    const bind = async () => {
      await waitFor(() => expect(button.disabled).toBe(false));
      const asked = prompts.length;
      fireEvent.click(button);
      await waitFor(() => expect(prompts).toHaveLength(asked + 1));
    };
    // Cancelled: nothing sent, the form stays with what was typed.
    await bind();
    expect(prompts[0]).toMatchObject({ mode: 'secureText', message: 'Enter your payment password to bind the card', inputMode: 'numeric', maxLength: 6 });
    expect(prompts[0]?.validate?.('12345')).toBe('The payment password is 6 digits');
    expect(calls.some((c) => c.name === 'addBankCard')).toBe(false);
    expect((within(form).getByLabelText('Card number') as HTMLInputElement).value).toBe('5555 5555 5555 4444');
    // A wrong one: the API's refusal shows in the form.
    await bind();
    expect(await within(form).findByText('The payment password is incorrect')).toBeTruthy();
    // The right one binds the card.
    await bind();
    await waitFor(() => expect(screen.queryByTestId('bank-card-form')).toBeNull());
    expect(calls.filter((c) => c.name === 'addBankCard').map((c) => c.input)).toEqual([
      { body: { bankCode: 'ICBC', cardNumber: '5555555555554444', paymentPassword: '000000' } },
      { body: { bankCode: 'ICBC', cardNumber: '5555555555554444', paymentPassword: '135790' } },
    ]);
  });

  it('bank cards: removal asks first, then the payment password; cancelling sends nothing', async () => {
    const calls: TCall[] = [];
    const api = fakeApi({ securityConfig: ready, deleteBankCard: { deleted: true } }, calls);
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const confirms: string[] = [];
    let sure = false;
    platform.dialog.confirm = (o) => {
      confirms.push(o.message);
      return Promise.resolve(sure);
    };
    platform.dialog.prompt = () => Promise.resolve('654321');
    const remove = await screen.findByRole('button', { name: 'Remove ICBC ****1111' });
    fireEvent.click(remove);
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]).toContain('ICBC ****1111');
    expect(calls.some((c) => c.name === 'deleteBankCard')).toBe(false);
    sure = true;
    fireEvent.click(remove);
    await waitFor(() => expect(calls.find((c) => c.name === 'deleteBankCard')?.input).toEqual({ params: { id: '7' }, body: { paymentPassword: '654321' } }));
  });

  it('security questions: three different questions with answers, confirmed by the login password', async () => {
    const calls: TCall[] = [];
    let selected: number[] = [];
    const api = fakeApi(
      {
        securityQuestions: () => questions(selected),
        setSecurityQuestions: (input: unknown) => {
          selected = (input as { body: { answers: { questionId: number }[] } }).body.answers.map((a) => a.questionId).sort((a, b) => a - b);
          return { securityQuestionsSet: true, selected };
        },
      },
      calls,
    );
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    platform.dialog.prompt = () => Promise.resolve('Login@123');
    const form = await screen.findByTestId('security-questions-form');
    expect(screen.getByTestId('security-questions').textContent).toContain('Choose 3 different questions');
    const selects = within(form).getAllByRole('combobox');
    const answers = within(form).getAllByLabelText('Answer');
    fireEvent.change(selects[0]!, { target: { value: '1' } });
    // The first slot's question is not offered again.
    expect((within(selects[1]!).getByRole('option', { name: SECURITY_QUESTIONS[0].text }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(selects[1]!, { target: { value: '2' } });
    fireEvent.change(answers[0]!, { target: { value: '  Rex  ' } });
    fireEvent.change(answers[1]!, { target: { value: 'Porto' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save answers' }));
    expect(await within(form).findByText('Pick a question for this line')).toBeTruthy();
    expect(calls.some((c) => c.name === 'setSecurityQuestions')).toBe(false);
    fireEvent.change(selects[2]!, { target: { value: '3' } });
    fireEvent.change(answers[2]!, { target: { value: 'Costa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save answers' }));
    await waitFor(() => expect(screen.getByTestId('security-questions').getAttribute('data-set')).toBe('true'));
    expect(calls.find((c) => c.name === 'setSecurityQuestions')?.input).toEqual({
      body: {
        answers: [
          { questionId: 1, answer: 'Rex' },
          { questionId: 2, answer: 'Porto' },
          { questionId: 3, answer: 'Costa' },
        ],
        password: 'Login@123',
      },
    });
    expect(screen.getByTestId('security-questions').textContent).toContain(SECURITY_QUESTIONS[1].text);
    expect(screen.getByRole('button', { name: 'Change questions and answers' })).toBeTruthy();
  });

  it('security questions: an answer the API refuses is said on its line', async () => {
    const api = fakeApi({
      securityQuestions: questions([1, 2, 3]),
      setSecurityQuestions: new ApiError('SECURITY_ANSWER_INVALID', 'The answer is empty or too long', { field: 'answers', index: 1 }),
    });
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    platform.dialog.prompt = () => Promise.resolve('Login@123');
    fireEvent.click(await screen.findByRole('button', { name: 'Change questions and answers' }));
    const form = screen.getByTestId('security-questions-form');
    const answers = within(form).getAllByLabelText('Answer');
    expect(answers[0]!.getAttribute('maxlength')).toBe(String(FIELD_RULES.securityAnswer.maxLength));
    answers.forEach((a, i) => fireEvent.change(a, { target: { value: `answer ${i}` } }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save answers' }));
    expect(await within(form).findByText('The answer is empty or too long')).toBeTruthy();
    expect(answers[1]!.getAttribute('aria-invalid')).toBe('true');
    expect(answers[0]!.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('KYC: a document the API refuses is said on the file field', async () => {
    const api = fakeApi({ submitKyc: new ApiError('KYC_DOCUMENT_TYPE', 'Images must be png or jpg') });
    renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const card = await screen.findByTestId('kyc');
    const input = within(card).getByLabelText('Photo of the document');
    fireEvent.change(input, { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('Images must be png or jpg');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Another file clears it.
    fireEvent.change(input, { target: { files: [new File(['png'], 'id2.png', { type: 'image/png' })] } });
    expect(within(card).queryByRole('alert')).toBeNull();
  });

  it('KYC: checks the file, uploads it and shows under review', async () => {
    let state = kyc('NONE');
    const sent: unknown[] = [];
    const api = fakeApi({
      kycStatus: () => state,
      submitKyc: (input: unknown) => {
        sent.push((input as { form: unknown }).form);
        state = kyc('PENDING', { documentType: 'PASSPORT' });
        return state;
      },
    });
    renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const card = await screen.findByTestId('kyc');
    expect(card.getAttribute('data-status')).toBe('NONE');
    fireEvent.change(within(card).getByLabelText('Document'), { target: { value: 'PASSPORT' } });
    const input = within(card).getByLabelText('Photo of the document');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'id.gif', { type: 'image/gif' })] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));
    expect((await within(card).findByRole('alert')).textContent).toContain('png or jpg');
    expect(sent).toEqual([]);
    const png = new File(['png'], 'id.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(screen.getByTestId('kyc').getAttribute('data-status')).toBe('PENDING'));
    expect(sent).toEqual([{ documentType: 'PASSPORT', document: png }]);
    expect(screen.getByTestId('kyc').textContent).toContain('Under review');
  });

  it('KYC: picking a wrong file says so at once; while the photo goes, the field shows how much has been sent', async () => {
    let state = kyc('NONE');
    let finish: () => void = () => undefined;
    const api = fakeApi({
      kycStatus: () => state,
      submitKyc: (_input: unknown, options?: TCallOptions) => {
        options?.onUploadProgress?.({ loaded: 1, total: 4, fraction: 0.25 });
        options?.onUploadProgress?.({ loaded: 2, total: 4, fraction: 0.5 });
        return new Promise((resolve) => {
          finish = () => {
            state = kyc('PENDING', { documentType: 'ID_CARD' });
            resolve(state);
          };
        });
      },
    });
    renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    const card = await screen.findByTestId('kyc');
    const input = within(card).getByLabelText('Photo of the document');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(within(card).getByRole('alert').textContent).toBe('The image may be at most 5MB');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getByText('id.png')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send for review' }));
    const bar = await within(card).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuetext')).toBe('50%'));
    expect(within(card).getByText('50%')).toBeTruthy();
    expect(card.getAttribute('data-status')).toBe('UPLOADING');
    finish();
    await waitFor(() => expect(screen.getByTestId('kyc').getAttribute('data-status')).toBe('PENDING'));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('KYC verified: no upload', async () => {
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: fakeApi({ kycStatus: kyc('VERIFIED', { documentType: 'ID_CARD' }) }) as never,
    });
    const card = await screen.findByTestId('kyc');
    expect(card.textContent).toContain('Verified');
    expect(within(card).queryByRole('button', { name: 'Send for review' })).toBeNull();
  });
});
