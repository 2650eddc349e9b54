import { useRef, useState, type FormEvent } from 'react';
import { isApiError, primaryServiceLink } from '@tessera/contract';
import { requestPasswordResetEmail, type TEmailResetChannel } from '@tessera/contract/api';
import { useStatusInfo } from '@tessera/platform-sdk';
import { Button, Form, FormError, SubmitBar, TextField, useFocusFirstInvalid } from '@tessera/ui-kit';
import { useShellT } from '../../i18n';
import { callApi } from '../../platform/api';
import { useFormMessages } from './fields';

type TField = 'account';

/**
 * /m/forget by e-mail (docs/decisions/email-recovery.md): the username or e-mail of the account;
 * the API e-mails a single-use link when the account has an address. Nobody is left without an
 * answer: an account with only a mobile number is sent to the SMS form, one with neither to
 * customer service.
 */
export function ForgetByEmail({ onUseSms }: { onUseSms(): void }) {
  const t = useShellT();
  const { statusInfo } = useStatusInfo();
  const [account, setAccount] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ channel: TEmailResetChannel; minutes: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(formRef);
  const messages = useFormMessages<TField>(focusInvalid);
  const { errors, formError, setFormError } = messages;
  const service = primaryServiceLink(statusInfo.customerService);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const check = (v: string) => (v.trim() === '' ? 'accounts.forget.accountRequired' : null);
    if (!messages.checkAll({ account: check }, { account }, ['account'])) return;
    setBusy(true);
    setAnswer(null);
    try {
      const res = await callApi(requestPasswordResetEmail, { body: { account: account.trim() } });
      setAnswer({ channel: res.channel, minutes: res.expiredMinutes });
    } catch (err) {
      if (!messages.showServer(requestPasswordResetEmail, err, ['account'])) setFormError(isApiError(err) ? err.message : t('error.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="acc-alt">{t('accounts.forget.emailIntro')}</p>
      <Form ref={formRef} onSubmit={onSubmit} aria-label={t('accounts.forget.byEmail')}>
        <TextField
          name="account"
          label={t('accounts.forget.account')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={255}
          value={account}
          onChange={(e) => {
            setAccount(e.target.value);
            messages.edited('account');
          }}
          error={errors.account ? t(errors.account) : undefined}
        />
        <FormError>{formError}</FormError>
        <SubmitBar label={t('accounts.forget.sendLink')} busy={busy} data-testid="forget-email-submit" />
      </Form>
      <div role="status" data-testid="forget-email-answer" data-channel={answer?.channel ?? ''}>
        {answer?.channel === 'email' && <p className="acc-readonly">{t('accounts.forget.sentEmail', { minutes: answer.minutes })}</p>}
        {answer?.channel === 'sms' && (
          <>
            <p className="acc-readonly">{t('accounts.forget.useSms')}</p>
            <Button block variant="secondary" onClick={onUseSms}>
              {t('accounts.forget.useSmsButton')}
            </Button>
          </>
        )}
        {answer?.channel === 'none' && (
          <>
            <p className="acc-readonly">{t('accounts.forget.contactService')}</p>
            {service && (
              <p className="acc-alt">
                <a className="acc-link" href={service.url} target="_blank" rel="noopener noreferrer" data-testid="forget-service-link">
                  {t('accounts.forget.serviceLink')}
                </a>
              </p>
            )}
          </>
        )}
      </div>
    </>
  );
}
