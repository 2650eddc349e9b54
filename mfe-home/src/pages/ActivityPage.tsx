import { PageTitle, useFormat, useSession, useT } from '@tessera/platform-sdk';
import type { TPromotion } from '@tessera/contract/api';
import { EmptyState, ErrorState, ListSkeleton, Tabs, useDelayedFlag } from '@tessera/ui-kit';
import { useMemo, useState } from 'react';
import { ApplyDialog, canApply, PromotionCard, useApplyForm, usePromotions } from '../features/activity';
import './content.css';

const ALL = 'ALL';

/** /m/activity (spec §2): the promotions with this member's statuses, by category; applying for one. */
export default function ActivityPage() {
  const { requireRealMember } = useSession();
  const t = useT('home');
  const promotions = usePromotions();
  const skeleton = useDelayedFlag(promotions.isPending);
  const [category, setCategory] = useState(ALL);
  const [applying, setApplying] = useState<TPromotion | null>(null);
  const form = useApplyForm(applying, () => setApplying(null));
  const list = useMemo(() => promotions.data?.list ?? [], [promotions.data]);
  const categories = useMemo(() => [...new Set(list.map((p) => p.category))], [list]);
  const shown = category === ALL ? list : list.filter((p) => p.category === category);
  const format = useFormat();
  const period = (p: TPromotion) =>
    p.endsAt
      ? t('activity.period', { from: format.dateTime(p.startsAt, 'date'), to: format.dateTime(p.endsAt, 'date') })
      : t('activity.from', { from: format.dateTime(p.startsAt, 'date') });

  const close = () => {
    form.reset();
    setApplying(null);
  };

  let body;
  if (promotions.isError) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void promotions.refetch()} />;
  else if (promotions.isPending) body = skeleton ? <ListSkeleton rows={3} label={t('common.loading')} /> : null;
  else if (shown.length === 0) body = <EmptyState text={t('common.noData')} />;
  else
    body = (
      <div className="home-promos">
        {shown.map((p, i) => (
          <PromotionCard
            key={p.id}
            promotion={p}
            eager={i === 0}
            period={period(p)}
            onApply={canApply(p) ? () => requireRealMember() && setApplying(p) : undefined}
          />
        ))}
      </div>
    );

  return (
    <div className="home-content-page" data-testid="activity-page">
      <PageTitle>{t('title.activity')}</PageTitle>
      {categories.length > 1 && (
        <Tabs
          label={t('activity.categories')}
          value={category}
          onChange={setCategory}
          items={[{ value: ALL, label: t('activity.all') }, ...categories.map((c) => ({ value: c, label: t(`activity.category.${c}`, { defaultValue: c }) }))]}
        />
      )}
      {body}
      <ApplyDialog promotion={applying} form={form} onClose={close} />
    </div>
  );
}
