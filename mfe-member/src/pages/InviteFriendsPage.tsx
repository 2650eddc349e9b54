import { hasAgentFeatures, PATHS } from '@tessera/contract';
import { PageTitle, QueryView, useSession, useT } from '@tessera/platform-sdk';
import { Card, EmptyState, Icon, Skeleton } from '@tessera/ui-kit';
import { AppLink } from '../components/AppLink';
import { InviteCard, inviteLink, useReferralInfo } from '../features/invite';
import '../member.css';

/** /m/inviteFriends: the invitation code and link to copy or share, the friends invited, the merchant's rules; only while REFERRAL is on. */
export default function InviteFriendsPage() {
  const t = useT('member');
  const { session } = useSession();
  const info = useReferralInfo();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.inviteFriends')}</PageTitle>
      <QueryView query={info} skeleton={<Skeleton height={240} />}>
        {(r) =>
          !r.enabled || !r.inviteCode ? (
            <EmptyState
              icon={<Icon name="gift" size={40} />}
              text={t('invite.unavailable')}
              action={
                <AppLink to={PATHS.home} className="mb-action mb-action--primary">
                  {t('invite.backHome')}
                </AppLink>
              }
            />
          ) : (
            <>
              <p className="mb-lead">{t('invite.lead')}</p>
              <InviteCard code={r.inviteCode} link={inviteLink(r.inviteCode)} />
              <dl className="mb-totals mb-totals--two" data-testid="referral-counts" aria-label={t('invite.friends')}>
                <div>
                  <dt>{t('invite.invited')}</dt>
                  <dd data-testid="referral-invited">{r.invitedCount}</dd>
                </div>
                <div>
                  <dt>{t('invite.qualified')}</dt>
                  <dd>{r.qualifiedCount}</dd>
                </div>
              </dl>
              {session && hasAgentFeatures(session.type) && r.invitedCount > 0 && (
                <AppLink to={PATHS.teamDownlines} className="mb-more-link">
                  {t('invite.seeTeam')}
                </AppLink>
              )}
              {r.rules && (
                <Card as="section" aria-labelledby="mb-invite-rules">
                  <h2 className="mb-menu__title" id="mb-invite-rules">
                    {t('invite.rules')}
                  </h2>
                  {/* The merchant's own text, in the language the operator wrote it; plain text, shown as is. */}
                  <p className="mb-rules">{r.rules}</p>
                </Card>
              )}
            </>
          )
        }
      </QueryView>
    </div>
  );
}
