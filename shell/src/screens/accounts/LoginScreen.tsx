import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, navigate, useQuery } from '../../routes/router';
import {
  formatDateTime,
  isApiError,
  normalizeMobile,
  PATHS,
  REMEMBERED_LOGIN_KEY,
  type THumanCheckAnswerValue,
  type TRememberedLogin,
} from '@tessera/contract';
import { useSession, useStatusInfo } from '@tessera/platform-sdk';
import { Button, Checkbox, Form, FormError, PasswordField, SubmitBar, TextField, useFocusAfterTransition, useFocusFirstInvalid } from '@tessera/ui-kit';
import { local } from '../../boot/storage';
import { useLanguage, useShellT } from '../../i18n';
import { AccountLayout } from './AccountLayout';
import { loginWithPassword, loginWithRememberCookie, loginWithSms, storeGrant } from './accountsApi';
import { safeReturnPath } from './formHooks';
import { CaptchaField, MethodSwitch, MobileField, requestSmsCode, SmsCodeField, useDialingCode, useFormMessages, useRevalidateShown } from './fields';
import { HumanCheck } from './HumanCheck';
import { useLoginDone } from './loginDone';
import { SocialButtons, SocialFinish, useSocialReturn } from './SocialLogin';
import { useCaptcha, useSmsCode } from './useCodes';
import { checkCaptcha, checkLoginPassword, checkLoginUsername, checkMobile, checkSmsCode, maxLengthOf, type TCheck } from './validation';

type TMode = 'username' | 'sms';
type TField = 'username' | 'password' | 'mobileNum' | 'messageCode' | 'identifying' | 'humanCheck';

function readRemembered(): TRememberedLogin | null {
  return local.readJson(REMEMBERED_LOGIN_KEY, (v) =>
    typeof v === 'object' && v !== null && ((v as TRememberedLogin).method === 'username' || (v as TRememberedLogin).method === 'sms')
      ? (v as TRememberedLogin)
      : null,
  );
}

/**
 * /m/login (spec §2 "Login screen", §4, §5, §8): username + password behind the human check, or
 * mobile + SMS code; the captcha once a failure asks for it; remember me without any password in
 * web storage (docs/decisions/accounts-remember-me.md); back to where the player came from.
 */
export function LoginScreen() {
  const t = useShellT();
  const language = useLanguage();
  const { startTrial } = useSession();
  const { statusInfo } = useStatusInfo();
  const params = useQuery();
  const [remembered] = useState(readRemembered);
  const smsEnabled = statusInfo.flags.MOBILEVERCODELOGIN3 === true;
  const [mode, setMode] = useState<TMode>(smsEnabled && remembered?.method === 'sms' ? 'sms' : 'username');
  const [values, setValues] = useState<Record<TField, string>>({
    username: remembered?.username ?? '',
    password: '',
    mobileNum: remembered?.mobileNum ?? '',
    messageCode: '',
    identifying: '',
    humanCheck: '',
  });
  const [remember, setRemember] = useState(remembered !== null);
  const [busy, setBusy] = useState(false);
  const [human, setHuman] = useState<THumanCheckAnswerValue | null>(null);
  const [humanReset, setHumanReset] = useState(0);
  const [needCaptcha, setNeedCaptcha] = useState(false);
  const captcha = useCaptcha();
  const sms = useSmsCode('login');
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  // In the login modal (spec §4) a login closes the modal and resumes the player's action instead.
  const done = useLoginDone();
  // Spec §9: the first field takes the focus 500 ms after the page opens (the modal focuses at once).
  useFocusAfterTransition(formRef, done === null);
  const messages = useFormMessages<TField>(focusInvalid);
  const { errors, setErrors, formError, setFormError } = messages;

  // Remember me: a remembered player is logged in again with the API's httpOnly cookie, once per
  // visit to this screen; without a valid cookie the form stays, prefilled.
  const [resuming, setResuming] = useState(remembered !== null);
  // What the screen opened with (the record, the return path): the attempt is made once, on arrival.
  // Back from a social provider (/m/login?code=…&state=…): docs/decisions/social-login.md.
  const social = useSocialReturn();
  const arrival = useRef({ remembered, returnTo: safeReturnPath(params.get('redirect')), navigate, done });
  useEffect(() => {
    const { remembered: record, returnTo, navigate: go, done: inModal } = arrival.current;
    if (!record) return;
    let live = true;
    loginWithRememberCookie()
      .then((grant) => {
        if (!live) return;
        storeGrant(grant);
        if (inModal) inModal();
        else go(returnTo, { replace: true });
      })
      .catch(() => {
        if (live) setResuming(false);
      });
    return () => {
      live = false;
    };
  }, []);

  const dialing = useDialingCode(smsEnabled, remembered?.countryDialingCode);
  const dialingCode = dialing.code;

  const checks: Partial<Record<TField, TCheck>> = {
    username: checkLoginUsername,
    password: checkLoginPassword,
    mobileNum: checkMobile,
    messageCode: checkSmsCode,
    identifying: checkCaptcha,
    humanCheck: () => (human ? null : 'accounts.error.humanCheck'),
  };
  const fieldsOf = (m: TMode): TField[] => [
    ...(m === 'username' ? (['username', 'password', 'humanCheck'] as const) : (['mobileNum', 'messageCode'] as const)),
    ...(needCaptcha ? (['identifying'] as const) : []),
  ];

  useRevalidateShown(messages, checks, values, fieldsOf(mode));

  const set = (field: TField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    messages.edited(field);
  };

  const failed = (e: unknown) => {
    // Spec §8: a failed login resets the human check; a captcha flag shows and refreshes the captcha.
    setHumanReset((n) => n + 1);
    setHuman(null);
    const value = isApiError(e) ? (e.value as { captcha?: boolean } | null) : null;
    if (value?.captcha) {
      setNeedCaptcha(true);
      setValues((v) => ({ ...v, identifying: '' }));
      void captcha.refresh();
    } else if (needCaptcha) void captcha.refresh();
    // Responsible gambling: a cool-off or self-exclusion says until when (docs/decisions/responsible-gambling.md).
    const excluded = isApiError(e) && e.code === 'RG_EXCLUDED' ? (e.value as { endsAt?: string } | null)?.endsAt : undefined;
    if (excluded) {
      setFormError(t('rg.excludedUntil', { at: formatDateTime(excluded, { locale: language.tag }) }));
      return;
    }
    setFormError(isApiError(e) ? e.message : t('error.unknown'));
  };

  const succeeded = () => {
    if (remember) {
      const record: TRememberedLogin =
        mode === 'username'
          ? { method: 'username', username: values.username.trim() }
          : { method: 'sms', countryDialingCode: dialingCode, mobileNum: values.mobileNum.trim() };
      local.set(REMEMBERED_LOGIN_KEY, JSON.stringify(record));
    } else local.remove(REMEMBERED_LOGIN_KEY);
    if (done) done();
    else navigate(safeReturnPath(params.get('redirect')), { replace: true });
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, fieldsOf(mode))) return;
    setBusy(true);
    const captchaPart = needCaptcha && captcha.captcha ? { captcha: values.identifying.trim(), captchaId: captcha.captcha.id } : {};
    try {
      const grant =
        mode === 'username'
          ? await loginWithPassword({
              type: 'username',
              username: values.username.trim(),
              password: values.password,
              humanCheck: human ?? undefined,
              remember,
              ...captchaPart,
            })
          : await loginWithSms({
              type: 'sms',
              countryDialingCode: dialingCode,
              mobileNum: normalizeMobile(values.mobileNum.trim()),
              messageCode: values.messageCode.trim(),
              ...captchaPart,
            });
      storeGrant(grant);
      succeeded();
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () => requestSmsCode(sms, dialingCode, values.mobileNum, messages, focusInvalid);

  const err = (f: TField) => (errors[f] ? t(errors[f]) : undefined);

  if (social.phase !== 'none') {
    return (
      <AccountLayout title={t('title.login')} testId="login-screen">
        {social.phase === 'working' && (
          <p className="acc-alt" role="status">
            {t('accounts.login.socialWorking')}
          </p>
        )}
        {social.phase === 'details' && <SocialFinish signupToken={social.signupToken} />}
        {social.phase === 'failed' && (
          <>
            <FormError>{social.message}</FormError>
            <Button variant="secondary" block onClick={social.dismiss}>
              {t('accounts.login.submit')}
            </Button>
          </>
        )}
      </AccountLayout>
    );
  }

  if (resuming) {
    return (
      <AccountLayout title={t('title.login')} testId="login-screen">
        <p className="acc-alt" role="status">
          {t('accounts.login.resuming', { name: remembered?.username ?? '' })}
        </p>
      </AccountLayout>
    );
  }

  return (
    <AccountLayout title={t('title.login')} testId="login-screen">
      {smsEnabled && (
        <MethodSwitch<TMode>
          label={t('accounts.login.method')}
          value={mode}
          labels={{ username: t('accounts.login.byUsername'), sms: t('accounts.login.bySms') }}
          onSwitch={setMode}
          clear={messages.clear}
        />
      )}
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t('title.login')}>
        {mode === 'username' ? (
          <>
            <TextField
              name="username"
              label={t('accounts.field.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={maxLengthOf('username')}
              value={values.username}
              onChange={(e) => set('username')(e.target.value)}
              error={err('username')}
            />
            <PasswordField
              name="password"
              label={t('accounts.field.password')}
              autoComplete="current-password"
              toggleLabel={t('accounts.field.showPassword')}
              maxLength={maxLengthOf('currentPassword')}
              value={values.password}
              onChange={(e) => set('password')(e.target.value)}
              error={err('password')}
            />
          </>
        ) : (
          <>
            <MobileField dialing={dialing} value={values.mobileNum} onChange={set('mobileNum')} error={err('mobileNum')} />
            <SmsCodeField
              name="messageCode"
              sms={sms}
              value={values.messageCode}
              onChange={set('messageCode')}
              error={err('messageCode')}
              onSend={() => void requestCode()}
            />
          </>
        )}
        {needCaptcha && (
          <CaptchaField name="identifying" captcha={captcha} value={values.identifying} onChange={set('identifying')} error={err('identifying')} />
        )}
        {mode === 'username' && (
          <HumanCheck
            key={humanReset}
            username={values.username.trim() || undefined}
            onChange={(a) => {
              setHuman(a);
              if (a) setErrors((e) => ({ ...e, humanCheck: undefined }));
            }}
            error={err('humanCheck')}
          />
        )}
        <div className="acc-row">
          <Checkbox name="remember" label={t('accounts.login.remember')} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <Link className="acc-link" to={PATHS.forget}>
            {t('accounts.login.forgot')}
          </Link>
        </div>
        <FormError>{formError}</FormError>
        <SubmitBar label={t('accounts.login.submit')} busy={busy} data-testid="login-submit" />
      </Form>
      <p className="acc-alt">
        {t('accounts.login.noAccount')}{' '}
        <Link className="acc-link" to={PATHS.register}>
          {t('accounts.login.register')}
        </Link>
      </p>
      <Button variant="secondary" block onClick={() => void startTrial()} data-testid="trial-entry">
        {t('accounts.login.trial')}
      </Button>
      <SocialButtons returnTo={params.get('redirect')} />
    </AccountLayout>
  );
}
