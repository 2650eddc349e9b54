import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isApiError, PATHS } from '@tessera/contract';
import { SOCIAL_PROVIDER_FLAGS, socialLoginComplete, socialLoginStart, socialSignupFinish, type TSocialProvider } from '@tessera/contract/api';
import { useStatusInfo } from '@tessera/platform-sdk';
import { Button, Form, FormError, SubmitBar, TextField } from '@tessera/ui-kit';
import { session } from '../../boot/storage';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { navigate, useQuery } from '../../routes/router';
import { storeGrant } from './accountsApi';
import { safeReturnPath } from './formHooks';

// Social sign-in and sign-up (spec §2, §3 FACEBOOKLOGIN3 / GOOGLELOGIN3; docs/decisions/social-login.md).
// A button starts the flow on the API and leaves for the provider; the provider sends the player
// back to /m/login?code=…&state=…, where useSocialReturn hands both to the API and stores the
// session it answers, as the password login does.

const RETURN_KEY = 'social.returnTo';
const PROVIDER_KEY = 'social.provider';
const LABEL_KEYS = { google: 'accounts.login.google', facebook: 'accounts.login.facebook' } as const;
const PROVIDER_NAMES: Record<TSocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
/** States handed to the API already (a re-render or React's double effect must not spend one twice). */
const handled = new Set<string>();

/** The provider buttons the merchant offers: its flag on and its provider ready (the status says which). */
export function SocialButtons({ returnTo }: { returnTo?: string | null }) {
  const t = useShellT();
  const { statusInfo } = useStatusInfo();
  const [busy, setBusy] = useState<TSocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const providers = (statusInfo.socialLogin ?? []).filter((p) => statusInfo.flags[SOCIAL_PROVIDER_FLAGS[p]] === true);
  if (!providers.length) return null;

  const start = async (provider: TSocialProvider) => {
    setBusy(provider);
    setError(null);
    try {
      const { authorizationUrl } = await callApi(socialLoginStart, { params: { provider } });
      session.set(RETURN_KEY, safeReturnPath(returnTo ?? null));
      session.set(PROVIDER_KEY, provider);
      window.location.assign(authorizationUrl);
    } catch (e) {
      setBusy(null);
      setError(isApiError(e) ? e.message : t('error.unknown'));
    }
  };

  return (
    <div className="acc-social" data-testid="social-login">
      <p className="acc-alt">{t('accounts.login.socialOr')}</p>
      {providers.map((p) => (
        <Button key={p} variant="secondary" block loading={busy === p} disabled={busy !== null} onClick={() => void start(p)} data-provider={p}>
          {t(LABEL_KEYS[p])}
        </Button>
      ))}
      <FormError>{error}</FormError>
    </div>
  );
}

type TReturn = { phase: 'none' } | { phase: 'working' } | { phase: 'details'; signupToken: string; minAge: number } | { phase: 'failed'; message: string };

function finishLogin(grant: Parameters<typeof storeGrant>[0]) {
  storeGrant(grant);
  const to = safeReturnPath(session.get(RETURN_KEY));
  session.remove(RETURN_KEY);
  navigate(to, { replace: true });
}

/**
 * The provider's answer on /m/login: `code` and `state` go to the API once; an error the provider
 * sent back (the player cancelled) or the API's refusal shows on the login page.
 */
export function useSocialReturn(): TReturn & { dismiss: () => void } {
  const t = useShellT();
  const params = useQuery();
  const state = params.get('state');
  const code = params.get('code');
  const providerError = params.get('error');
  const [result, setResult] = useState<TReturn>(() => (state && (code || providerError) ? { phase: 'working' } : { phase: 'none' }));
  const tRef = useRef(t);
  useEffect(() => {
    if (!state || (!code && !providerError) || handled.has(state)) return;
    handled.add(state);
    // The code leaves the address bar at once (history, screenshots, referrers).
    window.history.replaceState(window.history.state, '', PATHS.login);
    if (providerError) {
      const provider = session.get(PROVIDER_KEY);
      const name = provider === 'google' || provider === 'facebook' ? PROVIDER_NAMES[provider] : '';
      setResult({ phase: 'failed', message: tRef.current('accounts.login.socialCancelled', { provider: name }) });
      return;
    }
    const iss = params.get('iss');
    callApi(socialLoginComplete, { body: { state, code: code ?? '', ...(iss ? { iss } : {}) } })
      .then((answer) => {
        if (answer.status === 'signedIn') finishLogin(answer.grant);
        else setResult({ phase: 'details', signupToken: answer.signupToken, minAge: answer.minAge });
      })
      .catch((e: unknown) => setResult({ phase: 'failed', message: isApiError(e) ? e.message : tRef.current('error.unknown') }));
  }, [state, code, providerError, params]);
  return { ...result, dismiss: () => setResult({ phase: 'none' }) };
}

/** A new identity's last step where the merchant asks for the date of birth. */
export function SocialFinish({ signupToken }: { signupToken: string }) {
  const t = useShellT();
  const [birthDate, setBirthDate] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) {
      setFieldError(t('accounts.error.birthDate'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      finishLogin(await callApi(socialSignupFinish, { body: { signupToken, birthDate } }));
    } catch (err) {
      const message = isApiError(err) ? err.message : t('error.unknown');
      if (isApiError(err) && (err.code === 'RG_UNDERAGE' || err.code === 'BIRTH_DATE_INVALID')) setFieldError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} aria-label={t('accounts.login.socialFinishTitle')} data-testid="social-finish">
      <h2 className="acc-alt">{t('accounts.login.socialFinishTitle')}</h2>
      <p className="acc-alt">{t('accounts.login.socialFinishIntro')}</p>
      <TextField
        name="birthDate"
        label={t('accounts.field.birthDate')}
        type="date"
        autoComplete="bday"
        max={new Date().toISOString().slice(0, 10)}
        value={birthDate}
        onChange={(e) => setBirthDate(e.target.value)}
        error={fieldError}
      />
      <FormError>{error}</FormError>
      <SubmitBar label={t('accounts.login.socialFinish')} busy={busy} />
    </Form>
  );
}
