import { PATHS } from '@tessera/contract';
import { QueryView, useFormat, useI18n, useT } from '@tessera/platform-sdk';
import { List, ListRow, ListSkeleton, SectionHeader } from '@tessera/ui-kit';
import { useGo } from '../../components/AppLink';
import { POPULAR_ROW_SIZE, usePopularAnnouncements } from './api';

/** The member center's popular announcements: the operator's first few, each opening /m/notice, which lists them all. */
export function PopularAnnouncements() {
  const t = useT('member');
  const format = useFormat();
  const { language } = useI18n();
  const popular = usePopularAnnouncements(language);
  const go = useGo();
  return (
    <section className="mb-self" aria-labelledby="mb-popular-title" data-testid="popular-announcements">
      <SectionHeader id="mb-popular-title" title={t('self.popularTitle')} moreLabel={t('self.popularMore')} moreHref={PATHS.notice} onMore={go(PATHS.notice)} />
      <QueryView
        query={popular}
        skeleton={<ListSkeleton rows={POPULAR_ROW_SIZE} icon={false} label={t('common.loading')} />}
        isEmpty={(d) => d.list.length === 0}
        empty={t('self.popularEmpty')}
      >
        {(d) => (
          <List>
            {d.list.slice(0, POPULAR_ROW_SIZE).map((a) => (
              <ListRow
                key={a.id}
                title={a.title}
                subtitle={format.dateTime(a.publishedAt, 'date')}
                href={PATHS.notice}
                onClick={go(PATHS.notice)}
                data-announcement-id={a.id}
              />
            ))}
          </List>
        )}
      </QueryView>
    </section>
  );
}
