import { PageTitle, QueryView, useT } from '@tessera/platform-sdk';
import { ListSkeleton } from '@tessera/ui-kit';
import { ResponsibleGambling, useResponsibleGambling } from '../features/responsible';
import '../member.css';

/** /m/member/responsible: the member's own limits, reality check, a break and self-exclusion (docs/decisions/responsible-gambling.md). */
export default function ResponsibleGamblingPage() {
  const t = useT('member');
  const state = useResponsibleGambling();
  return (
    <div className="mb-page">
      <PageTitle>{t('title.responsibleGambling')}</PageTitle>
      <QueryView query={state} skeleton={<ListSkeleton rows={6} icon={false} label={t('common.loading')} />}>
        {(s) => <ResponsibleGambling state={s} />}
      </QueryView>
    </div>
  );
}
