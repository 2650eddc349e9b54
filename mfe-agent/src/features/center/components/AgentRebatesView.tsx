import { useState, type FormEvent } from 'react';
import { updateDownlineRebate, type TEndpointOutput, type downlines } from '@tessera/contract/api';
import { QueryView, useFormat, useT, useToast } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import { Amount, Button, Form, FormError, List, ListRow, ListSkeleton, LoadMore, SectionHeader, TextField } from '@tessera/ui-kit';
import { useDownlinesQuery, useQuotasQuery, useUpdateRebateMutation } from '../api';
import '../../../agent.css';

type TDownline = TEndpointOutput<typeof downlines>['list'][number];

/** Whether a typed rate is one the API takes (percent, at most one decimal place): the call's own body schema decides. */
const rateAccepted = (rate: string) => updateDownlineRebate.body?.safeParse({ rate }).success === true;

/** A downline's new rate: checked against the agent's own rate here, every other refusal (quota, their own downlines' rates) the API's, on the field. */
function RebateForm({ downline, ownRate, onDone }: { downline: TDownline; ownRate: string; onDone(): void }) {
  const t = useT('agent');
  const toast = useToast();
  const update = useUpdateRebateMutation();
  const { formRef, ...form } = useForm<'rate'>(updateDownlineRebate, {
    initial: { rate: downline.rebateRate },
    validate: (v) => {
      const s = v.rate.trim();
      if (!rateAccepted(s)) return { rate: { key: 'rebates.rule', ns: 'agent' } };
      return Number(s) > Number(ownRate) ? { rate: { key: 'rebates.tooHigh', ns: 'agent', options: { max: ownRate } } } : {};
    },
  });
  const onSubmit = (event: FormEvent) =>
    void form.submit(async (v) => {
      const saved = await update.call({ params: { memberId: String(downline.memberId) }, body: { rate: v.rate.trim() } });
      toast.show('success', t('rebates.saved', { name: downline.username, rate: saved.rebateRate }));
      onDone();
      return saved;
    }, event);
  return (
    <Form ref={formRef} onSubmit={onSubmit} className="ag-inline-form" data-testid="rebate-form">
      <FormError>{form.formError}</FormError>
      <TextField
        label={t('rebates.newRate', { name: downline.username })}
        hint={t('rebates.limit', { max: ownRate })}
        inputMode="decimal"
        autoComplete="off"
        {...form.field('rate')}
        maxLength={4}
      />
      <div className="ag-actions">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('contract.cancel')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('rebates.save')}
        </Button>
      </div>
    </Form>
  );
}

/** /m/member/agent/rebates: direct downlines with their rate, balance and team; each rate changeable within the agent's limits; the quotas per rate. */
export function AgentRebatesView() {
  const t = useT('agent');
  const format = useFormat();
  const list = useDownlinesQuery();
  const quotas = useQuotasQuery();
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <div className="tk-stack">
      <QueryView
        query={list}
        skeleton={<ListSkeleton rows={6} label={t('contract.loading')} />}
        isEmpty={(d) => (d.pages[0]?.total ?? 0) === 0}
        empty={t('rebates.empty')}
      >
        {(d) => {
          const own = d.pages[0]?.ownRebateRate ?? '0';
          const rows = d.pages.flatMap((p) => p.list);
          return (
            <section className="tk-stack tk-stack--tight" aria-labelledby="ar-list">
              <SectionHeader id="ar-list" title={t('rebates.listTitle')} />
              <p className="tk-muted" data-testid="own-rate">
                {t('rebates.count', { count: d.pages[0]?.total ?? rows.length })} · {t('rebates.ownRate')} {t('rebates.rate', { rate: own })}
              </p>
              <ul className="ag-links" aria-label={t('rebates.listTitle')}>
                {rows.map((dl) => (
                  <li key={dl.memberId} className="ag-link" data-testid="downline" data-member-id={dl.memberId}>
                    <div className="ag-row">
                      <strong id={`ar-${dl.memberId}`}>{dl.username}</strong>
                      <span data-testid="downline-rate">{t('rebates.rate', { rate: dl.rebateRate })}</span>
                    </div>
                    <p className="tk-muted">
                      {t('rebates.balance')} <Amount value={format.money(dl.balance)} size="sm" data-testid="downline-balance" /> ·{' '}
                      {t('rebates.theirTeam', { count: dl.downlines })}
                    </p>
                    {editing === dl.memberId ? (
                      <RebateForm downline={dl} ownRate={own} onDone={() => setEditing(null)} />
                    ) : (
                      <div className="ag-actions">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(dl.memberId)} aria-describedby={`ar-${dl.memberId}`}>
                          {t('rebates.change')}
                        </Button>
                      </div>
                    )}
                  </li>
                ))}
              </ul>
              {list.hasNextPage && <LoadMore label={t('rebates.more')} busy={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />}
            </section>
          );
        }}
      </QueryView>
      <section className="tk-stack tk-stack--tight" aria-labelledby="ar-quotas">
        <SectionHeader id="ar-quotas" title={t('rebates.quotasTitle')} />
        <QueryView query={quotas} isEmpty={(q) => q.list.length === 0} empty={t('rebates.noQuotas')}>
          {(q) => (
            <List label={t('rebates.quotasTitle')}>
              {q.list.map((row) => (
                <ListRow
                  key={row.rate}
                  data-testid="quota"
                  title={t('rebates.rate', { rate: row.rate })}
                  subtitle={t('rebates.quotaUsed', { used: row.used, quota: row.quota })}
                  value={t('rebates.quotaLeft', { count: row.remaining })}
                />
              ))}
            </List>
          )}
        </QueryView>
      </section>
    </div>
  );
}
