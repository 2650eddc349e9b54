import { useCallback, useState } from 'react';
import { normalizeDialingCode, normalizeMobile, TIMING_MS } from '@tessera/contract';
import { getCaptcha, sendVerificationCode, type TSmsPurpose } from '@tessera/contract/api';
import { useCountdown } from '@tessera/ui-kit';
import { i18n, SHELL_NS } from '../../i18n';
import { callApi } from '../../platform/api';
import { dismissToast, showToast } from '../../platform/services';

const t = (key: string) => i18n.t(key, { ns: SHELL_NS });

/**
 * The SMS code button (spec §4, §8): 'sending...' loading toast, then 'sms sent' for 1.5 s and a
 * countdown of the code's life as the server gives it (expiredMinutes; default 60 s), shown every
 * 500 ms. A failure hides the loading silently (§8): no message, and the button is ready again.
 */
export function useSmsCode(purpose: TSmsPurpose) {
  const countdown = useCountdown(TIMING_MS.smsCountdownRefresh);
  const [sending, setSending] = useState(false);
  const send = useCallback(
    async (dialingCode: string, mobile: string): Promise<string | null> => {
      setSending(true);
      const toast = showToast('loading', t('accounts.sms.sending'));
      try {
        const res = await callApi(sendVerificationCode, {
          body: { countryDialingCode: normalizeDialingCode(dialingCode), mobileNum: normalizeMobile(mobile.trim()), purpose },
        });
        dismissToast(toast);
        showToast('success', t('accounts.sms.sent'));
        countdown.start(res.expiredMinutes > 0 ? res.expiredMinutes * 60_000 : TIMING_MS.smsCountdownDefault);
        return null;
      } catch {
        dismissToast(toast);
        return null;
      } finally {
        setSending(false);
      }
    },
    [countdown, purpose],
  );
  const label = countdown.running ? i18n.t('accounts.sms.wait', { ns: SHELL_NS, seconds: countdown.seconds }) : t('accounts.sms.get');
  return { send, sending, running: countdown.running, label };
}

/** The image captcha (spec §4): hidden until asked for, then shown and refreshed. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<{ id: string; image: string } | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const c = await callApi(getCaptcha, { query: {} });
      setCaptcha({ id: c.captchaId, image: c.image });
    } catch {
      // The refresh button stays: the player can try again.
    } finally {
      setRefreshing(false);
    }
  }, []);
  return { captcha, refresh, refreshing };
}
