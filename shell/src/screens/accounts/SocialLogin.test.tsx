// Social login buttons and the provider's return (issue 29; docs/decisions/social-login.md): a
// button shows only while the merchant's flag is on AND the status says the provider is ready; the
// return's code and state go to the API once and its session is stored.
import { sampleStatus } from '@tessera/contract/fixtures';
import { renderWithPlatform } from '@tessera/platform-sdk/testing';
import { act, fireEvent, screen } from '@testing-library/react';

const callApi = jest.fn();
jest.mock('../../platform/api', () => ({ callApi: (...a: unknown[]) => callApi(...a) }));
const storeGrant = jest.fn();
jest.mock('./accountsApi', () => ({ storeGrant: (g: unknown) => storeGrant(g) }));
const navigate = jest.fn();
let search = '';
jest.mock('../../routes/router', () => ({ navigate: (...a: unknown[]) => navigate(...a), useQuery: () => new URLSearchParams(search) }));

import { initI18n } from '../../i18n';
import { SocialButtons, SocialFinish, useSocialReturn } from './SocialLogin';

beforeAll(() => initI18n());
beforeEach(() => {
  callApi.mockReset();
  storeGrant.mockReset();
  navigate.mockReset();
  search = '';
});

const withSocial = (socialLogin: ('google' | 'facebook')[], flags: Record<string, boolean>) => {
  const status = sampleStatus();
  return { status: { ...status, info: { ...status.info, socialLogin } }, flags };
};

describe('SocialButtons', () => {
  it('no button while the provider is not ready, or while its flag is off', () => {
    renderWithPlatform(<SocialButtons />, withSocial([], { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }));
    expect(screen.queryByTestId('social-login')).toBeNull();
  });

  it('the flag off hides a ready provider', () => {
    renderWithPlatform(<SocialButtons />, withSocial(['google'], { GOOGLELOGIN3: false }));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('a ready provider with its flag on: the button starts the flow on the API', async () => {
    callApi.mockRejectedValue(Object.assign(new Error('nope'), { code: 'SOCIAL_PROVIDER_UNAVAILABLE' }));
    renderWithPlatform(<SocialButtons />, withSocial(['google'], { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }));
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    });
    expect(callApi).toHaveBeenCalledWith(expect.objectContaining({ name: 'socialLoginStart' }), { params: { provider: 'google' } });
  });
});

function Return() {
  const r = useSocialReturn();
  return <p data-testid="phase">{r.phase === 'details' ? `details:${r.signupToken}` : r.phase}</p>;
}

describe('useSocialReturn', () => {
  it('hands code and state to the API once and stores the session it answers', async () => {
    search = '?code=the-code&state=state-0123456789abcdef&iss=http%3A%2F%2Fidp';
    callApi.mockResolvedValue({ status: 'signedIn', created: true, grant: { token: 't', userName: 'm000000001' } });
    await act(async () => {
      renderWithPlatform(<Return />);
    });
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi.mock.calls[0]?.[1]).toEqual({ body: { state: 'state-0123456789abcdef', code: 'the-code', iss: 'http://idp' } });
    expect(storeGrant).toHaveBeenCalledWith({ token: 't', userName: 'm000000001' });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('a new identity asked for details gets the short form, which finishes the sign-up', async () => {
    search = '?code=c2&state=state-second-0123456789';
    callApi.mockResolvedValueOnce({ status: 'needsDetails', signupToken: 'tok-0123456789abcdef', fields: ['birthDate'], minAge: 18 });
    await act(async () => {
      renderWithPlatform(<Return />);
    });
    expect(screen.getByTestId('phase').textContent).toBe('details:tok-0123456789abcdef');
    callApi.mockResolvedValueOnce({ token: 't2', userName: 'm000000002' });
    renderWithPlatform(<SocialFinish signupToken="tok-0123456789abcdef" />);
    fireEvent.change(document.querySelector('input[name="birthDate"]') as HTMLInputElement, { target: { value: '1990-05-17' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('social-finish'));
    });
    expect(callApi).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'socialSignupFinish' }), {
      body: { signupToken: 'tok-0123456789abcdef', birthDate: '1990-05-17' },
    });
    expect(storeGrant).toHaveBeenCalledWith({ token: 't2', userName: 'm000000002' });
  });

  it('the provider sent the player back with an error: a message, no call', async () => {
    search = '?error=access_denied&state=state-third-0123456789';
    await act(async () => {
      renderWithPlatform(<Return />);
    });
    expect(callApi).not.toHaveBeenCalled();
    expect(screen.getByTestId('phase').textContent).toBe('failed');
  });
});
