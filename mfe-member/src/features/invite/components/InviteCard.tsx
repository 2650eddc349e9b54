import { useT } from '@tessera/platform-sdk';
import { Button, Card, Icon } from '@tessera/ui-kit';
import { useShare } from '../hooks';

export interface InviteCardProps {
  code: string;
  link: string;
}

/** The invitation code and link, each with Copy, and Share where the device offers it. */
export function InviteCard({ code, link }: InviteCardProps) {
  const t = useT('member');
  const share = useShare();
  return (
    <Card as="section" aria-labelledby="mb-invite-code-label" className="tk-stack tk-stack--tight">
      <div className="mb-invite__row">
        <div className="mb-invite__text">
          <span className="mb-hero__label" id="mb-invite-code-label">
            {t('invite.code')}
          </span>
          <span className="mb-invite__code" data-testid="referral-code">
            {code}
          </span>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void share.copy(code)} aria-label={t('invite.copyCode')}>
          <Icon name="copy" size={18} />
          {t('common.copy')}
        </Button>
      </div>
      <div className="mb-invite__row">
        <div className="mb-invite__text">
          <span className="mb-hero__label" id="mb-invite-link-label">
            {t('invite.link')}
          </span>
          <span className="mb-invite__link" data-testid="referral-link" aria-labelledby="mb-invite-link-label">
            {link}
          </span>
        </div>
      </div>
      <div className="mb-actions">
        <Button block onClick={() => void share.copy(link)}>
          <Icon name="copy" size={18} />
          {t('invite.copyLink')}
        </Button>
        {share.canShare && (
          <Button block variant="secondary" onClick={() => void share.share(t('invite.shareTitle'), link)}>
            <Icon name="share" size={18} />
            {t('common.share')}
          </Button>
        )}
      </div>
    </Card>
  );
}
