import { PATHS } from '@tessera/shared-contracts';
import type { TKycState } from '@tessera/shared-contracts/api';
import { renderWithPlatform, SAMPLE_MEMBER } from '@tessera/shared-contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER_RESOURCES } from '../testing/fixtures';
import SecurityCenterPage from './SecurityCenterPage';

const config = { paymentPasswordSet: false, bankCardCount: 1, payeeName: null, emailBound: true, mobileBound: true, securityQuestionsSet: false };
const kyc = (status: TKycState['status'], over: Partial<TKycState> = {}): TKycState => ({
  status,
  documentType: null,
  submittedAt: null,
  reviewedAt: null,
  reason: null,
  ...over,
});

describe('SecurityCenterPage', () => {
  it('lists what is set, links the login password and bank cards', async () => {
    const { platform } = renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { securityConfig: config, kycStatus: kyc('NONE') },
    });
    const list = await screen.findByTestId('security-list');
    expect(
      within(list)
        .getByRole('link', { name: /Login password/ })
        .getAttribute('href'),
    ).toBe(PATHS.changePassword);
    expect(within(list).getByRole('button', { name: /Payment password.*Not set/ })).toBeTruthy();
    fireEvent.click(within(list).getByRole('link', { name: /Bank cards/ }));
    expect(platform.calls.navigate).toEqual([PATHS.withdraw]);
  });

  it('sets the first payment password with the login password, checked twice', async () => {
    const calls: { name: string; input: unknown }[] = [];
    const answers = ['Login@123', '123456', '123456'];
    const api = (e: { name: string }, input: unknown) => {
      calls.push({ name: e.name, input });
      if (e.name === 'securityConfig') return Promise.resolve(config);
      if (e.name === 'kycStatus') return Promise.resolve(kyc('NONE'));
      if (e.name === 'setPaymentPassword') return Promise.resolve({ paymentPasswordSet: true });
      return Promise.reject(new Error(e.name));
    };
    const { platform } = renderWithPlatform(<SecurityCenterPage />, { session: SAMPLE_MEMBER, resources: MEMBER_RESOURCES, api: api as never });
    platform.dialog.prompt = () => Promise.resolve(answers.shift() ?? null);
    fireEvent.click(await screen.findByRole('button', { name: /Payment password/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.name === 'setPaymentPassword')?.input).toEqual({ body: { password: 'Login@123', newPaymentPassword: '123456' } }),
    );
  });

  it('KYC: checks the file, uploads it and shows under review', async () => {
    let state = kyc('NONE');
    const sent: unknown[] = [];
    const api = (e: { name: string }, input: { form?: unknown }) => {
      if (e.name === 'securityConfig') return Promise.resolve(config);
      if (e.name === 'kycStatus') return Promise.resolve(state);
      if (e.name === 'submitKyc') {
        sent.push(input.form);
        state = kyc('PENDING', { documentType: 'PASSPORT' });
        return Promise.resolve(state);
      }
      return Promise.reject(new Error(e.name));
    };
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

  it('KYC verified: no upload', async () => {
    renderWithPlatform(<SecurityCenterPage />, {
      session: SAMPLE_MEMBER,
      resources: MEMBER_RESOURCES,
      api: { securityConfig: config, kycStatus: kyc('VERIFIED', { documentType: 'ID_CARD' }) },
    });
    const card = await screen.findByTestId('kyc');
    expect(card.textContent).toContain('Verified');
    expect(within(card).queryByRole('button', { name: 'Send for review' })).toBeNull();
  });
});
