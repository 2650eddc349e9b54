import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { Skeleton } from '@tessera/ui-kit';
import { VipLevels, VipProgress, useVipRoom } from '../features/vip';
import '../member.css';

/** /m/member/benefits, the VIP room: the member's level and progress to the next, then every level's requirements and benefits. */
export default function BenefitsPage() {
  const t = useT('member');
  const room = useVipRoom();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.benefits')}</PageTitle>
      <QueryView query={room} skeleton={<Skeleton height={200} />}>
        {(v) => (
          <>
            <VipProgress
              current={v.levels.find((l) => l.level === v.level)}
              next={v.next}
              nextLevel={v.next ? v.levels.find((l) => l.level === v.next?.level) : undefined}
            />
            <section aria-labelledby="mb-vip-all" className="tk-stack tk-stack--tight">
              <h2 className="mb-menu__title" id="mb-vip-all">
                {t('vip.allLevels')}
              </h2>
              <VipLevels levels={v.levels} current={v.level} />
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
}
