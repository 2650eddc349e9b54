import { useState, type FormEvent } from 'react';
import { isApiError, normalizeDialingCode, normalizeMobile, PATHS } from '@tessera/contract';
import { createDownline, type TEndpointOutput } from '@tessera/contract/api';
import { useNav, useT, useToast } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import { Button, Card, Form, FormError, KeyValueList, PasswordField, PhoneField, SectionHeader, SubmitBar, TextField } from '@tessera/ui-kit';
import { useCreateDownlineMutation, useDialingCodesQuery } from '../api';
import '../../../agent.css';

type TCreated = TEndpointOutput<typeof createDownline>;
type TField = 'username' | 'password' | 'confirmPassword' | 'mobileNum';

const digits = (v: string) => v.replace(/\D+/g, '');

/**
 * /m/member/agent/downlines/new: the agent opens an account for a new direct downline (createDownline)
 * with a username, a first password (typed twice) and an optional mobile number, checked by the
 * registration's rules and messages. The answer shows the account and says the member sets their own
 * password at first login. The API's bounds (10 a minute, 50 a day) read as what they are.
 */
export function AgentNewDownlineView() {
  const t = useT('agent');
  const toast = useToast();
  const nav = useNav();
  const create = useCreateDownlineMutation();
  const countries = useDialingCodesQuery();
  const [chosenCode, setChosenCode] = useState('');
  const [created, setCreated] = useState<TCreated | null>(null);
  const codes = (countries.data?.list ?? []).map((c) => ({ value: normalizeDialingCode(c.dialingCode), label: `${c.dialingCode} ${c.countryCode}` }));
  const dialingCode = chosenCode || normalizeDialingCode(countries.data?.defaultDialingCode ?? '');

  const { formRef, ...form } = useForm<TField>(createDownline, {
    initial: { username: '', password: '', confirmPassword: '', mobileNum: '' },
    required: { username: true, password: true, confirmPassword: true, mobileNum: false },
    rules: { username: 'username', password: 'password', mobileNum: 'mobileNum' },
    validate: (v) => ({
      confirmPassword:
        v.confirmPassword === ''
          ? { key: 'accounts.error.confirmRequired' }
          : v.confirmPassword !== v.password
            ? { key: 'accounts.error.confirmMismatch' }
            : null,
    }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(async (v) => {
      const mobile = normalizeMobile(v.mobileNum.trim());
      try {
        const done = await create.call({
          body: { username: v.username.trim(), password: v.password, ...(mobile ? { mobileNum: mobile, countryDialingCode: dialingCode } : {}) },
        });
        setCreated(done);
        form.reset();
        toast.show('success', t('newDownline.done', { username: done.username }));
        return done;
      } catch (e) {
        // The bounds on opening accounts: a day's (the service says so) or a minute's (the route's).
        if (isApiError(e) && e.code === 'RATE_LIMITED') {
          const value = (e.value ?? {}) as { limit?: string; max?: number; retryAfterSeconds?: number };
          form.setFormError(
            value.limit === 'day'
              ? { text: t('newDownline.limitDay', { max: value.max ?? 50 }) }
              : { text: t('newDownline.limitMinute', { seconds: value.retryAfterSeconds ?? 60 }) },
          );
          return undefined;
        }
        throw e;
      }
    });
  };

  return (
    <div className="tk-stack">
      {created && (
        <Card as="section" aria-labelledby="nd-done" data-testid="new-downline-result">
          <div className="tk-stack tk-stack--tight">
            <h2 id="nd-done" className="tk-subheading">
              {t('newDownline.doneTitle')}
            </h2>
            <KeyValueList
              items={[
                { id: 'username', label: t('newDownline.username'), value: <span data-testid="new-downline-username">{created.username}</span> },
                { id: 'memberId', label: t('newDownline.memberId'), value: String(created.memberId) },
              ]}
            />
            <p className="tk-muted" data-testid="new-downline-first-password">
              {t('newDownline.firstPasswordNote')}
            </p>
            <Button variant="secondary" onClick={() => nav.navigate(PATHS.agentRebates)}>
              {t('newDownline.seeDownlines')}
            </Button>
          </div>
        </Card>
      )}
      <Form ref={formRef} onSubmit={onSubmit} aria-labelledby="nd-form" data-testid="new-downline-form">
        <SectionHeader id="nd-form" title={t('newDownline.formTitle')} />
        <p className="tk-muted">{t('newDownline.intro')}</p>
        <FormError>{form.formError}</FormError>
        <TextField label={t('newDownline.username')} autoComplete="off" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
        <PasswordField
          label={t('newDownline.password')}
          hint={t('newDownline.passwordHint')}
          toggleLabel={t('transfer.showPassword')}
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label={t('newDownline.confirmPassword')}
          toggleLabel={t('transfer.showPassword')}
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <PhoneField
          label={t('newDownline.mobile')}
          hint={t('newDownline.mobileHint')}
          codeLabel={t('newDownline.dialingCode')}
          codeName="countryDialingCode"
          codes={codes.length ? codes : [{ value: dialingCode, label: dialingCode ? `+${dialingCode}` : '+' }]}
          code={dialingCode}
          onCodeChange={setChosenCode}
          {...form.field('mobileNum')}
          onChange={(e) => form.set('mobileNum', digits(e.target.value))}
        />
        <SubmitBar label={t('newDownline.submit')} busy={create.isPending} />
      </Form>
    </div>
  );
}
