// Registration (issue 29, spec §2 "Registration screen", §7): the username and the e-mail are checked
// for availability as the player leaves the field; the title is the register button's label.
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { act, fireEvent, screen } from '@testing-library/react';

const settings = () => ({
  methods: { username: true, mobile: false },
  smsVerification: false,
  mobilePassword: false,
  captcha: { enabled: false },
  rules: {},
  fields: { username: { enabled: true, required: true }, password: { enabled: true, required: true }, email: { enabled: true, required: false } },
});
jest.mock('@tessera/platform-sdk/data', () => ({
  ...jest.requireActual('@tessera/platform-sdk/data'),
  useApiQuery: () => ({ data: settings(), isError: false, refetch: jest.fn() }),
}));
const callApi = jest.fn();
jest.mock('../../platform/api', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));
jest.mock('./accountsApi', () => ({ registerMember: jest.fn(), storeGrant: jest.fn() }));
jest.mock('./HumanCheck', () => ({ HumanCheck: () => null }));
jest.mock('../../platform/services', () => ({ showToast: jest.fn() }));

import { initI18n } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { RegisterScreen } from './RegisterScreen';

beforeAll(() => initI18n());
beforeEach(() => callApi.mockReset());

const input = (name: string) => {
  const el = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!el) throw new Error(`no input ${name}`);
  return el;
};
async function leave(name: string, value: string) {
  fireEvent.change(input(name), { target: { value } });
  await act(async () => {
    fireEvent.blur(input(name));
    await Promise.resolve();
    await Promise.resolve();
  });
}
const called = (name: string) => callApi.mock.calls.filter(([endpoint]) => (endpoint as { name: string }).name === name);

describe('RegisterScreen availability checks', () => {
  it("the title is the register button's label", () => {
    renderWithPlatform(<RegisterScreen />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.accounts.register.submit);
    expect(screen.getByTestId('register-submit').textContent).toContain(en.accounts.register.submit);
  });

  it('a taken username says so when the player leaves the field; a free one says nothing', async () => {
    callApi.mockResolvedValueOnce({ username: 'taken01', available: false });
    renderWithPlatform(<RegisterScreen />);
    await leave('username', 'taken01');
    expect(called('validateUsername')[0]?.[1]).toEqual({ query: { username: 'taken01' } });
    expect(await screen.findByText(en.error.usernameTaken)).toBeTruthy();

    callApi.mockResolvedValueOnce({ username: 'fresh01', available: true });
    await leave('username', 'fresh01');
    expect(screen.queryByText(en.error.usernameTaken)).toBeNull();
  });

  it('a malformed or empty username is not sent (the format message is the form’s)', async () => {
    renderWithPlatform(<RegisterScreen />);
    await leave('username', '');
    await leave('username', 'a!');
    expect(callApi).not.toHaveBeenCalled();
  });

  it('an answer for a value the player has since changed is dropped', async () => {
    let answer: (v: unknown) => void = () => undefined;
    callApi.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderWithPlatform(<RegisterScreen />);
    await leave('username', 'taken01');
    fireEvent.change(input('username'), { target: { value: 'taken012' } });
    await act(async () => {
      answer({ username: 'taken01', available: false });
      await Promise.resolve();
    });
    expect(screen.queryByText(en.error.usernameTaken)).toBeNull();
  });

  it('a used e-mail says so on leaving the field; a failed check says nothing', async () => {
    callApi.mockResolvedValueOnce({ available: false });
    renderWithPlatform(<RegisterScreen />);
    await leave('email', 'used@example.com');
    expect(called('checkEmail')[0]?.[1]).toEqual({ body: { email: 'used@example.com' } });
    expect(await screen.findByText(en.error.emailTaken)).toBeTruthy();

    callApi.mockRejectedValueOnce(new Error('offline'));
    await leave('email', 'other@example.com');
    expect(screen.queryByText(en.error.emailTaken)).toBeNull();
  });
});
