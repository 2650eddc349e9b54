import { QueryView, useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Card, KeyValueList, List, ListRow, ListSkeleton, LoadMore, SectionHeader } from '@tessera/ui-kit';
import { useDividendHistoryQuery, useDividendInfoQuery, useDividendMessagesQuery } from '../api';
import '../../../agent.css';

/** /m/member/agent/dividend: this month's position (current, info), the paid dividends (history, payout) and the settlement notices (messages). */
export function AgentDividendView() {
  const t = useT('agent');
  const format = useFormat();
  const info = useDividendInfoQuery();
  const history = useDividendHistoryQuery();
  const messages = useDividendMessagesQuery();
  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="ad-month" data-testid="dividend-month">
        <div className="tk-stack tk-stack--tight">
          <h2 id="ad-month" className="tk-subheading">
            {t('dividend.month')}
          </h2>
          <QueryView query={info} skeleton={<ListSkeleton rows={3} label={t('contract.loading')} />}>
            {(d) => (
              <>
                <KeyValueList
                  items={[
                    { id: 'period', label: t('salary.period'), value: d.month.period },
                    { id: 'contract', label: t('contract.type'), value: d.contract?.terms.label ?? t('center.noContract') },
                    { id: 'turnover', label: t('salary.turnover'), value: <Amount value={format.money(d.month.turnover)} size="sm" /> },
                    { id: 'loss', label: t('dividend.teamLoss'), value: <Amount value={format.money(d.teamLoss)} size="sm" /> },
                    { id: 'share', label: t('contract.share'), value: d.month.tier ? `${d.month.tier.value}%` : '—' },
                    { id: 'projected', label: t('salary.projected'), value: <Amount value={format.money(d.month.projectedAmount)} size="sm" /> },
                    ...(d.lastSettlement
                      ? [
                          {
                            id: 'last',
                            label: t('dividend.last', { period: d.lastSettlement.period }),
                            value: <Amount value={format.money(d.lastSettlement.amount)} size="sm" />,
                          },
                        ]
                      : []),
                  ]}
                />
                {d.nextTier && <p className="tk-muted">{t('dividend.next', { missing: format.money(d.nextTier.missingTurnover), value: d.nextTier.value })}</p>}
              </>
            )}
          </QueryView>
        </div>
      </Card>

      <section className="tk-stack tk-stack--tight" aria-labelledby="ad-history">
        <SectionHeader id="ad-history" title={t('dividend.payouts')} />
        <QueryView query={history} isEmpty={(d) => (d.pages[0]?.total ?? 0) === 0} empty={t('contract.noHistory')}>
          {(d) => (
            <>
              <List label={t('dividend.payouts')}>
                {d.pages
                  .flatMap((p) => p.list)
                  .map((s) => (
                    <ListRow
                      key={s.period}
                      data-testid="dividend-payout"
                      title={s.period}
                      subtitle={t('dividend.payoutLine', { turnover: format.money(s.turnover), profit: format.money(s.teamProfit) })}
                      value={<Amount value={format.money(s.amount)} size="sm" />}
                    />
                  ))}
              </List>
              {history.hasNextPage && <LoadMore label={t('rebates.more')} busy={history.isFetchingNextPage} onMore={() => void history.fetchNextPage()} />}
            </>
          )}
        </QueryView>
      </section>

      <section className="tk-stack tk-stack--tight" aria-labelledby="ad-messages">
        <SectionHeader id="ad-messages" title={t('dividend.messages')} />
        <QueryView query={messages} isEmpty={(d) => (d.pages[0]?.total ?? 0) === 0} empty={t('dividend.noMessages')}>
          {(d) => (
            <>
              <List label={t('dividend.messages')}>
                {d.pages
                  .flatMap((p) => p.list)
                  .map((m) => (
                    <ListRow
                      key={m.noticeId}
                      data-testid="dividend-message"
                      title={m.title}
                      subtitle={`${format.dateTime(m.createdAt, 'record')} · ${m.content}`}
                      value={<Amount value={format.money(m.amount)} size="sm" />}
                    />
                  ))}
              </List>
              {messages.hasNextPage && <LoadMore label={t('rebates.more')} busy={messages.isFetchingNextPage} onMore={() => void messages.fetchNextPage()} />}
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
