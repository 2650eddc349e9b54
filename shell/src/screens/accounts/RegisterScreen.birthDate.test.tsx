// The registration screen's date of birth (issue 28 item 1): shown while the merchant's registration
// settings ask for it, sent as birthDate, and the API's refusal (RG_UNDERAGE) shown on the field.
import { ApiError } from '@tessera/contract';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { act, fireEvent, screen } from '@testing-library/react';

type TCfg = { fields: Record<string, { enabled: boolean; required: boolean; minAge?: number }> };
const cfg: { current: TCfg } = { current: { fields: {} } };
const settings = () => ({
  methods: { username: true, mobile: false },
  smsVerification: false,
  mobilePassword: false,
  captcha: { enabled: false },
  rules: {},
  fields: { username: { enabled: true, required: true }, password: { enabled: true, required: true }, ...cfg.current.fields },
});
jest.mock('@tessera/platform-sdk/data', () => ({
  ...jest.requireActual('@tessera/platform-sdk/data'),
  useApiQuery: () => ({ data: settings(), isError: false, refetch: jest.fn() }),
}));
const registerMember = jest.fn();
jest.mock('./accountsApi', () => ({ registerMember: (d: unknown) => registerMember(d), storeGrant: jest.fn() }));
jest.mock('./HumanCheck', () => ({
  HumanCheck: ({ onChange }: { onChange: (a: unknown) => void }) => (
    <button type="button" data-testid="human" onClick={() => onChange({ challengeId: 'c', solution: 's' })}>
      human
    </button>
  ),
}));
jest.mock('../../platform/services', () => ({ showToast: jest.fn() }));

import { initI18n } from '../../i18n';
import { RegisterScreen } from './RegisterScreen';

beforeAll(() => initI18n());
beforeEach(() => registerMember.mockReset());

const type = (name: string, value: string) => {
  const input = document.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`no input ${name}`);
  fireEvent.change(input, { target: { value } });
};

async function fillAndSubmit(birthDate?: string) {
  type('username', 'newbie9');
  type('password', 'Newbie@123');
  type('confirmPassword', 'Newbie@123');
  if (birthDate !== undefined) type('birthDate', birthDate);
  fireEvent.click(screen.getByTestId('human'));
  fireEvent.click(screen.getByLabelText(/years old or older/));
  await act(async () => {
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

describe('RegisterScreen date of birth', () => {
  it('no date-of-birth field when the merchant does not ask for it, none sent', async () => {
    cfg.current = { fields: { birthDate: { enabled: false, required: false } } };
    registerMember.mockResolvedValue({});
    renderWithPlatform(<RegisterScreen />);
    expect(document.querySelector('input[name="birthDate"]')).toBeNull();
    expect(screen.getByLabelText(/18 years old or older/)).toBeTruthy();
    await fillAndSubmit();
    expect(registerMember).toHaveBeenCalledTimes(1);
    expect(registerMember.mock.calls[0][0]).not.toHaveProperty('birthDate');
  });

  it("asked (21): a required date field, sent as birthDate; the API's RG_UNDERAGE message shows on the field", async () => {
    cfg.current = { fields: { birthDate: { enabled: true, required: true, minAge: 21 } } };
    registerMember.mockRejectedValue(new ApiError('RG_UNDERAGE', 'You are below the minimum age to register', { field: 'birthDate', minAge: 21 }));
    renderWithPlatform(<RegisterScreen />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('type')).toBe('date');
    expect(screen.getByLabelText(/21 years old or older/)).toBeTruthy();
    // Empty: refused on the screen, nothing sent.
    await fillAndSubmit();
    expect(registerMember).not.toHaveBeenCalled();
    expect(await screen.findByText(/Please enter the correct date of birth/)).toBeTruthy();
    type('birthDate', '2010-05-04');
    await act(async () => {
      fireEvent.submit(document.querySelector('form') as HTMLFormElement);
      await Promise.resolve();
    });
    expect(registerMember).toHaveBeenCalledTimes(1);
    expect(registerMember.mock.calls[0][0]).toMatchObject({ birthDate: '2010-05-04' });
    expect(await screen.findByText('You are below the minimum age to register')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
