import { PATHS, withQuery } from '@tessera/contract';
import { PageTitle, useI18n, useNav, useT } from '@tessera/platform-sdk';
import { EmptyState, ErrorState, ListSkeleton, useDelayedFlag } from '@tessera/ui-kit';
import { useState } from 'react';
import { FeedbackForm, HelpAccordion, indexParam, useHelpTree } from '../features/help';
import './content.css';

/** /m/help (spec §2 Help center): the accordion; p opens that entry. Then the feedback form (docs/decisions/feedback.md). */
export default function HelpPage() {
  const nav = useNav();
  const i18n = useI18n();
  const t = useT('home');
  const help = useHelpTree(i18n.language);
  const [openIndex, setOpenIndex] = useState<number | null>(() => indexParam(nav.query.get('p')));
  const skeleton = useDelayedFlag(help.isPending);

  let body;
  if (help.isError) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void help.refetch()} />;
  else if (help.isPending) body = skeleton ? <ListSkeleton rows={7} icon={false} label={t('common.loading')} /> : null;
  else if (help.data.length === 0) body = <EmptyState text={t('common.noData')} />;
  else
    body = (
      <HelpAccordion
        entries={help.data}
        openIndex={openIndex}
        onOpenChange={setOpenIndex}
        onChild={(p, c) => nav.navigate(withQuery(PATHS.helpDetail, { p, c }))}
      />
    );

  return (
    <div className="home-content-page" data-testid="help-page">
      <PageTitle>{t('title.help')}</PageTitle>
      {body}
      <FeedbackForm />
    </div>
  );
}
