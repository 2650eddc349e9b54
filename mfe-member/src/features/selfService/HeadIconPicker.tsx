import { HEAD_ICON_UPLOADED, type TEndpointOutput, type getHeadIcon } from '@tessera/contract/api';
import { useT, useToast } from '@tessera/platform-sdk';
import { Card, FormError } from '@tessera/ui-kit';
import { useState } from 'react';
import { useProfileActions } from './api';

type THeadIcons = TEndpointOutput<typeof getHeadIcon>;

/**
 * The head icon: the member picks one of the icons the API offers (spec §7 "Head icon: POST
 * form-encoded; GET" — a choice, not an upload: docs/decisions/member-self-service.md). A radio
 * group: the current one is checked; a tap saves at once, the member center shows it.
 */
export function HeadIconPicker({ data }: { data: THeadIcons }) {
  const t = useT('member');
  const toast = useToast();
  const { setHeadIcon } = useProfileActions();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const current = pending ?? data.headIcon;

  const choose = async (id: string) => {
    if (id === data.headIcon || setHeadIcon.isPending) return;
    setPending(id);
    setError(null);
    try {
      await setHeadIcon.call({ body: { headIcon: id } });
      toast.show('success', t('self.headIconSaved'));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <Card as="section" aria-labelledby="mb-head-icon-title" data-testid="head-icon-picker">
      <h2 className="mb-menu__title" id="mb-head-icon-title">
        {t('self.headIcon')}
      </h2>
      <fieldset className="mb-icons" aria-busy={setHeadIcon.isPending || undefined}>
        <legend className="mb-note">{t('self.headIconChoose')}</legend>
        {data.icons.map((icon) => (
          <label key={icon.id} className="mb-icons__option" data-icon-id={icon.id}>
            <input
              type="radio"
              name="headIcon"
              className="tk-visually-hidden"
              value={icon.id}
              checked={current === icon.id}
              onChange={() => void choose(icon.id)}
              aria-label={icon.id === HEAD_ICON_UPLOADED ? t('self.headIconOwn') : t('self.headIconOption', { id: icon.id })}
            />
            <img src={icon.url} alt="" width={56} height={56} className="mb-icons__img" />
          </label>
        ))}
      </fieldset>
      <FormError>{error}</FormError>
    </Card>
  );
}
