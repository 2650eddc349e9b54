import { checkField, isApiError, PLATFORM_NS } from '@tessera/contract';
import type { TPersonalInfo } from '@tessera/contract/api';
import { useFormat, useT, useToast } from '@tessera/platform-sdk';
import { Card, FormError, KeyValueList, SubmitBar, TextField } from '@tessera/ui-kit';
import { useState, type FormEvent } from 'react';
import { useProfileActions } from './api';

/**
 * The nickname form of the personal info screen: checked as the API checks it (the contract's
 * `name` rule, in the platform's words) before it is sent; the API's refusal shows under the field.
 */
export function ProfileForm({ info }: { info: TPersonalInfo }) {
  const t = useT('member');
  const platformT = useT(PLATFORM_NS);
  const format = useFormat();
  const toast = useToast();
  const { updateNickname } = useProfileActions();
  const [nickname, setNickname] = useState(info.nickname);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const value = nickname.trim();
    const key = checkField('name', value, { required: true });
    setFormError(null);
    if (key) {
      setError(platformT(key));
      return;
    }
    setError(null);
    try {
      const saved = await updateNickname.call({ body: { nickname: value } });
      setNickname(saved.nickname);
      toast.show('success', t('self.saved'));
    } catch (err) {
      if (isApiError(err) && err.code === 'NAME_FORMAT_INVALID') setError(err.message);
      else setFormError((err as Error).message);
    }
  };

  return (
    <Card as="section" aria-labelledby="mb-profile-title" data-testid="profile-form">
      <h2 className="mb-menu__title" id="mb-profile-title">
        {t('self.profileTitle')}
      </h2>
      <KeyValueList
        items={[
          { id: 'account', label: t('self.account'), value: info.account },
          { id: 'vip', label: t('self.vipLevel'), value: info.vipLabel },
          { id: 'registered', label: t('self.registeredAt'), value: format.dateTime(info.registeredAt, 'record') },
          ...(info.lastLoginAt ? [{ id: 'lastLogin', label: t('self.lastLoginAt'), value: format.dateTime(info.lastLoginAt, 'record') }] : []),
        ]}
      />
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('self.nickname')}
          name="nickname"
          autoComplete="nickname"
          maxLength={32}
          value={nickname}
          hint={t('self.nicknameHint')}
          error={error ?? undefined}
          onChange={(e) => setNickname(e.target.value)}
        />
        <FormError>{formError}</FormError>
        <SubmitBar label={t('self.save')} busy={updateNickname.isPending} data-testid="nickname-save" />
      </form>
    </Card>
  );
}
