import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, navigate, useQuery } from '../../routes/router';
import { AGES, isApiError, MODULE, normalizeMobile, PATHS, type TFieldRuleName, type THumanCheckAnswerValue } from '@tessera/contract';
import { registerMethodOf, useDevice } from '@tessera/platform-sdk';
import {
  checkAffiliateCode as checkAffiliateCodeCall,
  checkEmail as checkEmailCall,
  register,
  registrationSettings,
  validateUsername,
  type TRegisterData,
} from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { serverFieldErrors } from '@tessera/platform-sdk/forms';
import { Button, Checkbox, ErrorState, Form, FormError, ListSkeleton, PasswordField, SubmitBar, TextField, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { showToast } from '../../platform/services';
import { AccountLayout } from './AccountLayout';
import { registerMember, storeGrant } from './accountsApi';
import {
  CaptchaField,
  MethodSwitch,
  MobileField,
  requestSmsCode,
  SmsCodeField,
  useDialingCode,
  useFormMessages,
  useRevalidateShown,
  NewPasswordFields,
} from './fields';

import { HumanCheck } from './HumanCheck';
import { SocialButtons } from './SocialLogin';
import { useCaptcha, useSmsCode } from './useCodes';
import {
  checkAffiliateCode,
  checkCaptcha,
  checkConfirm,
  checkEmail,
  checkLoginUsername,
  checkMobile,
  checkName,
  checkPassword,
  checkPaymentPassword,
  checkSmsCode,
  type TCheck,
  type TErrors,
  maxLengthOf,
} from './validation';

type TMethod = 'username' | 'mobile';

/** Free-text fields of spec §3's registration payload, in the order the form shows them. */
const TEXT_FIELDS = [
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
] as const;

/** The rule of the contract's table (FIELD_RULES) each free-text field follows: its length limit and format. */
const TEXT_FIELD_RULES: Record<(typeof TEXT_FIELDS)[number], TFieldRuleName> = {
  idNumber: 'contactText',
  qqNum: 'contactText',
  facebook: 'contactText',
  wechat: 'contactText',
  line: 'contactText',
  whatsapp: 'contactText',
  zalo: 'contactText',
  email: 'email',
  nickname: 'name',
  payeeName: 'name',
  recommenderId: 'contactText',
  affiliateCode: 'affiliateCode',
};
type TField =
  | 'username'
  | 'password'
  | 'confirmPassword'
  | 'paymentPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'captcha'
  | 'humanCheck'
  | 'agreement'
  | 'age'
  | 'birthDate'
  | (typeof TEXT_FIELDS)[number];

const EMPTY: Record<TField, string> = {
  username: '',
  password: '',
  confirmPassword: '',
  paymentPassword: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  humanCheck: '',
  agreement: '',
  age: '',
  birthDate: '',
  idNumber: '',
  qqNum: '',
  facebook: '',
  wechat: '',
  line: '',
  whatsapp: '',
  zalo: '',
  email: '',
  nickname: '',
  payeeName: '',
  recommenderId: '',
  affiliateCode: '',
};

/** The format rule of a field (the API's ACCOUNT_RULES); fields without one only need a value when required. */
const FORMAT: Partial<Record<TField, TCheck>> = {
  username: checkLoginUsername,
  password: checkPassword,
  paymentPassword: checkPaymentPassword,
  mobileNum: checkMobile,
  verificationCode: checkSmsCode,
  captcha: checkCaptcha,
  email: checkEmail,
  nickname: checkName,
  payeeName: checkName,
  affiliateCode: checkAffiliateCode,
  // A date input answers YYYY-MM-DD; the API checks that it is a real past date and the minimum age.
  birthDate: (v) => (/^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? null : 'accounts.error.birthDate'),
};

/**
 * /m/register and /m/register.html (spec §2 "Registration screen", §4, §5, §8): the merchant's
 * methods and fields (registrationSettings), each with its rule; the human check; the affiliate
 * code checked by the API before sending; the agreement on a screen of its own; the age
 * confirmation; registerMethod from the device. Success: 'registered successfully', the session,
 * home. Failure: the human check resets.
 */
export function RegisterScreen() {
  const t = useShellT();
  const device = useDevice();
  const params = useQuery();
  const settings = useApiQuery(registrationSettings, { query: {} }, { staleTime: 60_000 });
  const cfg = settings.data;
  const bothMethods = cfg ? cfg.methods.username && cfg.methods.mobile : false;
  const [chosen, setChosen] = useState<TMethod | null>(null);
  const method: TMethod = chosen ?? (cfg && !cfg.methods.username && cfg.methods.mobile ? 'mobile' : 'username');
  const fresh = (): Record<TField, string> => ({ ...EMPTY, affiliateCode: params.get('affiliateCode') ?? '' });
  const [values, setValues] = useState<Record<TField, string>>(fresh);
  const [agreed, setAgreed] = useState(true);
  const [adult, setAdult] = useState(false);
  const [busy, setBusy] = useState(false);
  const [human, setHuman] = useState<THumanCheckAnswerValue | null>(null);
  const [humanReset, setHumanReset] = useState(0);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const captchaOn = cfg?.captcha.enabled === true;
  const captcha = useCaptcha();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const sms = useSmsCode('register');
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const messages = useFormMessages<TField>(focusInvalid);
  const { errors, setErrors, formError, setFormError } = messages;

  const enabled = (f: string) => cfg?.fields[f]?.enabled === true;
  const isRequired = (f: string) => cfg?.fields[f]?.required === true;
  const showMobile = method === 'mobile' || enabled('mobileNum');
  const showPassword = method === 'username' || cfg?.mobilePassword === true;
  // The server verifies any number it is given while REGMOBVERF3 is on, on either tab: the code goes with the number.
  const showSms = showMobile && cfg?.smsVerification === true;
  const dialing = useDialingCode(showMobile);
  const dialingCode = dialing.code;

  // Spec §4: opening registration fetches the captcha.
  if (captchaOn && !captchaAsked) {
    setCaptchaAsked(true);
    void captcha.refresh();
  }

  const shown: TField[] = [
    ...(method === 'username' ? (['username'] as const) : []),
    ...(showMobile ? (['mobileNum'] as const) : []),
    ...(showSms ? (['verificationCode'] as const) : []),
    ...(showPassword ? (['password', 'confirmPassword'] as const) : []),
    ...(enabled('paymentPassword') ? (['paymentPassword'] as const) : []),
    ...TEXT_FIELDS.filter((f) => enabled(f)),
    ...(enabled('birthDate') ? (['birthDate'] as const) : []),
    ...(captchaOn ? (['captcha'] as const) : []),
  ];
  const requiredField = (f: TField): boolean => {
    if (f === 'username' || f === 'captcha' || f === 'confirmPassword') return true;
    if (f === 'mobileNum') return method === 'mobile' || isRequired('mobileNum');
    if (f === 'verificationCode') return method === 'mobile' || isRequired('mobileNum') || values.mobileNum.trim() !== '';
    if (f === 'password') return true;
    // The API requires the date of birth whenever the merchant asks for it (its minimum age).
    if (f === 'birthDate') return true;
    return isRequired(f);
  };
  const checks: Partial<Record<TField, TCheck>> = {};
  for (const f of shown) {
    const format = f === 'confirmPassword' ? checkConfirm(values.password) : FORMAT[f];
    checks[f] = (v) => {
      if (v.trim() === '') return requiredField(f) ? (format?.('') ?? 'accounts.error.required') : null;
      return format ? format(v) : null;
    };
  }
  checks.humanCheck = () => (human ? null : 'accounts.error.humanCheck');
  checks.agreement = () => (agreed ? null : 'accounts.error.agreement');
  checks.age = () => (adult ? null : 'accounts.error.age');
  const allFields: TField[] = [...shown, 'humanCheck', 'age', 'agreement'];

  useRevalidateShown(messages, checks, values, allFields);

  const set = (field: TField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Spec §5: changing the password checks the confirmation again.
    if (field === 'password' && values.confirmPassword && errors.confirmPassword) {
      setErrors((e) => ({ ...e, confirmPassword: checkConfirm(value)(values.confirmPassword) ?? undefined }));
    }
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  // Spec §7 validate-username / e-mail check: a well-formed username or e-mail is checked for
  // availability as the player leaves the field, so "already exists" comes before the whole form.
  // An answer for a value the player has since changed is dropped; a failed check says nothing (the
  // submit still decides).
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const checkAvailable = async (f: 'username' | 'email') => {
    const v = values[f].trim();
    if (v === '' || checks[f]?.(v)) return;
    try {
      const free =
        f === 'username'
          ? (await callApi(validateUsername, { query: { username: v } })).available
          : (await callApi(checkEmailCall, { body: { email: v } })).available;
      if (free || latest.current[f].trim() !== v) return;
      setErrors((e) => ({ ...e, [f]: t(f === 'username' ? 'error.usernameTaken' : 'error.emailTaken') }));
    } catch {
      // Offline or refused: the submit's own answer covers it.
    }
  };

  const resetHuman = () => {
    setHuman(null);
    setHumanReset((n) => n + 1);
  };

  const reset = () => {
    setValues({ ...EMPTY });
    setErrors({});
    setFormError(null);
    setAdult(false);
    setAgreed(true);
    resetHuman();
    if (captchaOn) void captcha.refresh();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !messages.checkAll(checks, values, allFields)) return;
    setBusy(true);
    try {
      // Spec §5: an entered invitation code is checked by the API first; failure: toast and focus.
      const code = values.affiliateCode.trim();
      if (enabled('affiliateCode') && code) {
        const check = await callApi(checkAffiliateCodeCall, { query: { code, moduleId: MODULE.affiliateManagement } });
        if (!check.success) {
          showToast('fail', t('error.invitationCode'));
          setErrors({ affiliateCode: 'accounts.error.invitationCode' });
          focusInvalid();
          resetHuman();
          return;
        }
      }
      const data: TRegisterData = {
        registerBy: method,
        registerMethod: registerMethodOf(device),
        // Spec §3: the current host name (without the port).
        registerUrl: window.location.hostname,
        domain: window.location.hostname,
        type: 0,
        humanCheck: human ?? undefined,
      };
      for (const f of shown) {
        const v = f === 'password' || f === 'confirmPassword' ? values[f] : values[f].trim();
        if (v === '') continue;
        if (f === 'mobileNum') {
          data.mobileNum = normalizeMobile(v);
          data.countryDialingCode = dialingCode;
        } else if (f === 'captcha') {
          data.captcha = v;
          data.captchaId = captcha.captcha?.id;
        } else (data as Record<string, unknown>)[f] = v;
      }
      const grant = await registerMember(data);
      storeGrant(grant);
      showToast('success', t('accounts.register.success'));
      navigate(PATHS.home, { replace: true });
    } catch (err) {
      // Spec §8: a failed registration resets the human check (and the spent captcha).
      resetHuman();
      if (captchaOn) {
        void captcha.refresh();
        setValues((v) => ({ ...v, captcha: '' }));
      }
      // The API's word on the fields it is about (its issues, a taken username, ...), else above the form.
      const found = serverFieldErrors(register, err, allFields);
      if (Object.keys(found).length > 0) {
        setErrors(Object.fromEntries(Object.entries(found).map(([f, m]) => [f, 'key' in m ? m.key : m.text])) as TErrors<TField>);
        focusInvalid();
      } else setFormError(isApiError(err) ? err.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = () => requestSmsCode(sms, dialingCode, values.mobileNum, messages, focusInvalid);

  // A message is an i18n key of ours or, from the API, a text already translated.
  // The merchant's minimum age where it asks for the date of birth (18 or 21), else the spec's 18.
  const minAge = (enabled('birthDate') ? cfg?.fields.birthDate?.minAge : undefined) ?? AGES.registration;
  const err = (f: TField) => (errors[f] ? (errors[f].startsWith('accounts.') ? t(errors[f], { age: minAge }) : errors[f]) : undefined);
  const name = (f: TField) => t(`accounts.field.${f === 'mobileNum' ? 'mobile' : f}`);
  const label = (f: TField) => (requiredField(f) ? name(f) : `${name(f)} (${t('accounts.field.optional')})`);

  if (agreementOpen) {
    return (
      <AccountLayout title={t('accounts.register.agreementTitle')} testId="agreement-screen">
        <p className="acc-agreement">{t('accounts.register.agreementText')}</p>
        <Button block onClick={() => setAgreementOpen(false)}>
          {t('accounts.register.agreementBack')}
        </Button>
      </AccountLayout>
    );
  }

  return (
    // Spec §2: the title is the register button's label.
    <AccountLayout title={t('accounts.register.submit')} testId="register-screen">
      {settings.isError && <ErrorState message={t('remote.loadFailed')} onRetry={() => void settings.refetch()} retryLabel={t('status.retry')} />}
      {!cfg && !settings.isError && <ListSkeleton rows={5} />}
      {cfg && (
        <>
          {bothMethods && (
            <MethodSwitch<TMethod>
              label={t('accounts.register.method')}
              value={method}
              labels={{ username: t('accounts.register.byUsername'), mobile: t('accounts.register.byMobile') }}
              onSwitch={setChosen}
              clear={messages.clear}
            />
          )}
          <Form ref={formRef} onSubmit={onSubmit} aria-label={t('accounts.register.submit')}>
            {method === 'username' && (
              <TextField
                name="username"
                label={label('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={maxLengthOf('username')}
                value={values.username}
                onChange={(e) => set('username')(e.target.value)}
                onBlur={() => void checkAvailable('username')}
                error={err('username')}
              />
            )}
            {showMobile && (
              <MobileField dialing={dialing} label={label('mobileNum')} value={values.mobileNum} onChange={set('mobileNum')} error={err('mobileNum')} />
            )}
            {showSms && (
              <SmsCodeField
                name="verificationCode"
                sms={sms}
                value={values.verificationCode}
                onChange={set('verificationCode')}
                error={err('verificationCode')}
                onSend={() => void requestCode()}
              />
            )}
            {showPassword && (
              <>
                <NewPasswordFields
                  fields={['password', 'confirmPassword']}
                  labels={[t('accounts.field.password'), t('accounts.field.confirmPassword')]}
                  values={values}
                  error={err}
                  set={set}
                />
              </>
            )}
            {enabled('paymentPassword') && (
              <PasswordField
                name="paymentPassword"
                label={label('paymentPassword')}
                autoComplete="off"
                inputMode="numeric"
                toggleLabel={t('accounts.field.showPassword')}
                maxLength={maxLengthOf('paymentPassword')}
                value={values.paymentPassword}
                onChange={(e) => set('paymentPassword')(e.target.value.replace(/\D/g, ''))}
                error={err('paymentPassword')}
              />
            )}
            {TEXT_FIELDS.filter((f) => enabled(f)).map((f) => (
              <TextField
                key={f}
                name={f}
                label={label(f)}
                type={f === 'email' ? 'email' : 'text'}
                autoComplete={f === 'email' ? 'email' : f === 'nickname' ? 'nickname' : f === 'payeeName' ? 'name' : 'off'}
                maxLength={maxLengthOf(TEXT_FIELD_RULES[f])}
                value={values[f]}
                onChange={(e) => set(f)(e.target.value)}
                onBlur={f === 'email' ? () => void checkAvailable('email') : undefined}
                error={err(f)}
              />
            ))}
            {enabled('birthDate') && (
              <TextField
                name="birthDate"
                label={label('birthDate')}
                type="date"
                autoComplete="bday"
                max={new Date().toISOString().slice(0, 10)}
                value={values.birthDate}
                onChange={(e) => set('birthDate')(e.target.value)}
                error={err('birthDate')}
              />
            )}
            {captchaOn && <CaptchaField name="captcha" captcha={captcha} value={values.captcha} onChange={set('captcha')} error={err('captcha')} />}
            <HumanCheck
              key={humanReset}
              onChange={(a) => {
                setHuman(a);
                if (a) setErrors((e) => ({ ...e, humanCheck: undefined }));
              }}
              error={err('humanCheck')}
            />
            <Checkbox
              name="ageConfirmed"
              label={t('accounts.register.age', { age: minAge })}
              checked={adult}
              onChange={(e) => {
                setAdult(e.target.checked);
                if (e.target.checked) setErrors((x) => ({ ...x, age: undefined }));
              }}
              error={err('age')}
            />
            <Checkbox
              name="agreement"
              label={
                <>
                  {t('accounts.register.agreePrefix')}{' '}
                  <button type="button" className="acc-link" onClick={() => setAgreementOpen(true)}>
                    {t('accounts.register.agreement')}
                  </button>
                </>
              }
              checked={agreed}
              onChange={(e) => {
                setAgreed(e.target.checked);
                if (e.target.checked) setErrors((x) => ({ ...x, agreement: undefined }));
              }}
              error={err('agreement')}
            />
            <FormError>{formError}</FormError>
            <SubmitBar
              label={t('accounts.register.submit')}
              busy={busy}
              disabled={!agreed}
              secondaryLabel={t('accounts.register.reset')}
              onSecondary={reset}
              data-testid="register-submit"
            />
          </Form>
          <p className="acc-alt">
            {t('accounts.register.haveAccount')}{' '}
            <Link className="acc-link" to={PATHS.login}>
              {t('accounts.register.login')}
            </Link>
          </p>
          <SocialButtons />
        </>
      )}
    </AccountLayout>
  );
}
