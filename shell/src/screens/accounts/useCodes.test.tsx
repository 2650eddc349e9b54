// The SMS code button (spec §4, §8; issue 29 "small call deviations"): the countdown runs for the
// minutes the server gives (expiredMinutes), and a failure hides the loading without a word.
import { act, renderHook } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { en } from '../../i18n/locales/en';
import { fakeServer } from '../../platform/transport.testing';
import { useUiStore } from '../../stores/ui';
import { useSmsCode } from './useCodes';

const request = fakeServer();
const ok = (value: unknown) => ({ status: 200, data: { success: true, code: 'OK', message: '', value } });

beforeAll(() => initI18n());
beforeEach(() => {
  request.mockReset();
  useUiStore.setState({ toasts: [] });
});

describe('useSmsCode', () => {
  it("counts down the server's expiry minutes, not the resend wait", async () => {
    request.mockResolvedValue(ok({ expiredMinutes: 5, expirationTime: '2099-01-01T00:00:00.000Z', resendAfterSeconds: 60 }));
    const { result } = renderHook(() => useSmsCode('forget'));
    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.send('+86', '13900000001');
    });
    expect(answer).toBeNull();
    expect(result.current.running).toBe(true);
    expect(result.current.label).toBe(en.accounts.sms.wait.replace('{{seconds}}', '300'));
    expect(useUiStore.getState().toasts.map((t) => [t.type, t.message])).toEqual([['success', en.accounts.sms.sent]]);
  });

  it('a failure hides the loading silently: no toast, no message, no countdown', async () => {
    request.mockResolvedValue({
      status: 429,
      data: { success: false, code: 'SMS_TOO_FREQUENT', message: 'Please wait before requesting another code', value: { retryAfterSeconds: 30 } },
    });
    const { result } = renderHook(() => useSmsCode('forget'));
    let answer: string | null = 'unset';
    await act(async () => {
      answer = await result.current.send('+86', '13900000001');
    });
    expect(answer).toBeNull();
    expect(useUiStore.getState().toasts).toEqual([]);
    expect(result.current.running).toBe(false);
    expect(result.current.sending).toBe(false);
  });
});
