import { PATHS, TOAST_MS, withQuery } from '@tessera/contract';
import { useI18n, useSession } from '@tessera/platform-sdk';
import { referralInfo, type TEndpointOutput } from '@tessera/contract/api';
import { useApiQuery } from '@tessera/platform-sdk/data';
import { Dialog, Skeleton } from '@tessera/ui-kit';
import { useShellT } from '../i18n';
import { showToast } from '../platform/services';

/**
 * The referral popup (footer's central button, side menu, header banner). It reads the member's
 * invitation code, link and counts through the shared data layer: the same cached answer the
 * invite-friends page uses, so the two never disagree. Callers gate it to real members first.
 */
export function ReferralDialog({ onClose: close }: { onClose(): void }) {
  const t = useShellT();
  const { isRealMember } = useSession();
  // The rules in the app's language (issue 28 item 2): the same query, so the same cached answer, as the invite page's.
  const { language } = useI18n();
  const info = useApiQuery(referralInfo, isRealMember ? { query: { lang: language } } : null);
  return (
    <Dialog open title={t('referral.title')} onClose={close} closeLabel={t('dialog.close')} data-testid="referral-dialog">
      {!isRealMember ? (
        <div className="shell-referral">
          <p>{t('referral.unavailable')}</p>
        </div>
      ) : info.isPending ? (
        <div className="shell-referral" aria-busy="true">
          <span className="tk-visually-hidden" role="status">
            {t('referral.loading')}
          </span>
          <Skeleton shape="text" height={14} />
          <Skeleton shape="text" height={14} width="70%" />
          <Skeleton height={44} />
        </div>
      ) : info.error ? (
        <div className="shell-referral">
          <p role="alert">{info.error.message}</p>
          <button type="button" className="shell-btn shell-btn-primary" onClick={() => void info.refetch()}>
            {t('referral.retry')}
          </button>
        </div>
      ) : (
        <ReferralContent info={info.data} onClose={close} />
      )}
    </Dialog>
  );
}

function ReferralContent({ info, onClose }: { info: TEndpointOutput<typeof referralInfo>; onClose(): void }) {
  const t = useShellT();
  // The link points at the site the player is on (the spec's registerUrl is the current host),
  // so it works on every domain the merchant serves; the API's inviteUrl names the main domain.
  const link = info.inviteCode ? `${window.location.origin}${withQuery(PATHS.register, { affiliateCode: info.inviteCode })}` : null;
  if (!info.enabled || !link) {
    return (
      <div className="shell-referral">
        <p>{t('referral.unavailable')}</p>
        <button type="button" className="shell-btn shell-btn-primary" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('success', t('referral.copied'), { durationMs: TOAST_MS.default });
    } catch {
      showToast('fail', link, { durationMs: TOAST_MS.long });
    }
  };
  const canShare = typeof navigator.share === 'function';
  return (
    <div className="shell-referral">
      <p>{t('referral.text')}</p>
      {/* The merchant's own promotion text (one language, as the operator wrote it). */}
      {info.rules && <p className="shell-referral-rules">{info.rules}</p>}
      <dl className="shell-referral-facts">
        <div className="is-wide">
          <dt>{t('referral.code')}</dt>
          <dd data-testid="referral-code">{info.inviteCode}</dd>
        </div>
        <div>
          <dt>{t('referral.invited')}</dt>
          <dd>{info.invitedCount}</dd>
        </div>
        <div>
          <dt>{t('referral.qualified')}</dt>
          <dd>{info.qualifiedCount}</dd>
        </div>
      </dl>
      <p className="shell-referral-link" data-testid="referral-link">
        {link}
      </p>
      <button type="button" className="shell-btn shell-btn-primary" onClick={() => void copy()}>
        {t('referral.copy')}
      </button>
      {canShare && (
        <button
          type="button"
          className="shell-btn shell-btn-ghost"
          onClick={() => void navigator.share({ title: t('referral.title'), url: link }).catch(() => {})}
        >
          {t('referral.share')}
        </button>
      )}
    </div>
  );
}
