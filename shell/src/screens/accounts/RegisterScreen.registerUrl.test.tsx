/**
 * @jest-environment-options {"url": "http://demo.localhost:8443/m/register"}
 */
// Spec §3 registration payload: registerUrl is the current host name — without the port (issue 29
// "small call deviations"); domain likewise.
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { act, fireEvent, screen } from '@testing-library/react';

jest.mock('@tessera/platform-sdk/data', () => ({
  ...jest.requireActual('@tessera/platform-sdk/data'),
  useApiQuery: () => ({
    data: {
      methods: { username: true, mobile: false },
      smsVerification: false,
      mobilePassword: false,
      captcha: { enabled: false },
      rules: {},
      fields: { username: { enabled: true, required: true }, password: { enabled: true, required: true } },
    },
    isError: false,
    refetch: jest.fn(),
  }),
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

it('sends the host name without the port as registerUrl', async () => {
  expect(window.location.host).toBe('demo.localhost:8443');
  registerMember.mockResolvedValue({});
  renderWithPlatform(<RegisterScreen />);
  const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
  type('username', 'newbie9');
  type('password', 'Newbie@123');
  type('confirmPassword', 'Newbie@123');
  fireEvent.click(screen.getByTestId('human'));
  fireEvent.click(screen.getByLabelText(/years old or older/));
  await act(async () => {
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
  expect(registerMember).toHaveBeenCalledTimes(1);
  expect(registerMember.mock.calls[0][0]).toMatchObject({ registerUrl: 'demo.localhost', domain: 'demo.localhost' });
});
