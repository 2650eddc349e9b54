import { PATHS, withQuery } from '@tessera/contract';
import { PageTitle, useI18n, useNav, useT } from '@tessera/platform-sdk';
import { Button, EmptyState, ErrorState, ListSkeleton, useDelayedFlag } from '@tessera/ui-kit';
import { HelpAccordion, HelpArticle, indexParam, selectEntry, useHelpTree } from '../features/help';
import './content.css';

/**
 * /m/helpDetail (spec §2): opened directly, p and c choose the main entry and its child. With a
 * child, the child's article; with only p, the help center with that entry open; with neither (or
 * out of range), the no-data state and a way to the help center.
 */
export default function HelpDetailPage() {
  const nav = useNav();
  const i18n = useI18n();
  const t = useT('home');
  const help = useHelpTree(i18n.language);
  const skeleton = useDelayedFlag(help.isPending);
  const p = indexParam(nav.query.get('p'));
  const c = indexParam(nav.query.get('c'));

  let body;
  if (help.isError) body = <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={() => void help.refetch()} />;
  else if (help.isPending) body = skeleton ? <ListSkeleton rows={4} icon={false} label={t('common.loading')} /> : null;
  else {
    const found = selectEntry(help.data, p, c);
    if (!found)
      body = (
        <EmptyState
          text={t('common.noData')}
          action={
            <Button variant="secondary" onClick={() => nav.navigate(PATHS.help)}>
              {t('help.all')}
            </Button>
          }
        />
      );
    else if (found.child) body = <HelpArticle entry={found.child} section={found.main.title} />;
    else
      body = (
        <HelpAccordion
          entries={help.data}
          openIndex={p}
          onOpenChange={(index) => nav.navigate(withQuery(PATHS.helpDetail, { p: index ?? undefined }), { replace: true })}
          onChild={(pi, ci) => nav.navigate(withQuery(PATHS.helpDetail, { p: pi, c: ci }))}
        />
      );
  }

  return (
    <div className="home-content-page" data-testid="help-detail-page">
      <PageTitle>{t('title.helpDetail')}</PageTitle>
      {body}
    </div>
  );
}
