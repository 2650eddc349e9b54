import type { FormEvent } from 'react';
import { applySalary, SALARY_APPLY_MAX_DAYS, type SALARY_APPLICATION_STATUSES } from '@tessera/contract/api';

import { QueryView, useFormat, useT, useToast } from '@tessera/platform-sdk';
import { useForm } from '@tessera/platform-sdk/forms';
import {
  Amount,
  Card,
  EmptyState,
  Form,
  FormError,
  KeyValueList,
  List,
  ListRow,
  ListSkeleton,
  SectionHeader,
  StatusPill,
  SubmitBar,
  TextField,
  type TStatusTone,
} from '@tessera/ui-kit';
import { useApplySalaryMutation, useSalaryInfoQuery, useSalaryQuery } from '../api';
import '../../../agent.css';

type TSalaryApplicationStatus = (typeof SALARY_APPLICATION_STATUSES)[number];

const STATUS_TONE: Record<TSalaryApplicationStatus, TStatusTone> = { pending: 'warning', approved: 'success', settled: 'success', rejected: 'danger' };

/** A UTC day, `days` before today, as YYYY-MM-DD. */
export function utcDay(days: number, now = new Date()): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** /m/member/agent/salary: today's daily-salary position (current, info), applying for a finished day, and the applications and payouts of the last 30 days (query). */
export function AgentSalaryView() {
  const t = useT('agent');
  const format = useFormat();
  const toast = useToast();
  const info = useSalaryInfoQuery();
  const query = useSalaryQuery({});
  const apply = useApplySalaryMutation();
  const { formRef, ...form } = useForm<'period'>(applySalary, { initial: { period: utcDay(1) }, required: { period: true } });
  const onApply = (event: FormEvent) =>
    void form.submit(async (v) => {
      const done = await apply.call({ body: { period: v.period } });
      toast.show('success', t('salary.applied', { period: done.period, amount: format.money(done.amount) }));
      return done;
    }, event);

  return (
    <div className="tk-stack">
      <Card as="section" aria-labelledby="as-today" data-testid="salary-today">
        <div className="tk-stack tk-stack--tight">
          <h2 id="as-today" className="tk-subheading">
            {t('salary.today')}
          </h2>
          <QueryView query={info} skeleton={<ListSkeleton rows={3} label={t('contract.loading')} />}>
            {(d) => (
              <>
                <KeyValueList
                  items={[
                    { id: 'period', label: t('salary.period'), value: d.today.period },
                    { id: 'contract', label: t('contract.type'), value: d.contract?.terms.label ?? t('center.noContract') },
                    { id: 'turnover', label: t('salary.turnover'), value: <Amount value={format.money(d.today.turnover)} size="sm" /> },
                    {
                      id: 'projected',
                      label: t('salary.projected'),
                      value: <Amount value={format.money(d.today.projectedAmount)} size="sm" data-testid="salary-projected" />,
                    },
                  ]}
                />
                {d.nextTier && (
                  <p className="tk-muted" data-testid="salary-next">
                    {t('salary.next', { missing: format.money(d.nextTier.missingTurnover), value: format.money(d.nextTier.value) })}
                  </p>
                )}
              </>
            )}
          </QueryView>
        </div>
      </Card>

      <Card as="section" aria-labelledby="as-apply">
        <Form ref={formRef} onSubmit={onApply} aria-labelledby="as-apply">
          <h2 id="as-apply" className="tk-subheading">
            {t('salary.applyTitle')}
          </h2>
          <p className="tk-muted">{t('salary.applyText', { count: SALARY_APPLY_MAX_DAYS })}</p>
          <FormError>{form.formError}</FormError>
          <TextField type="date" label={t('salary.day')} min={utcDay(SALARY_APPLY_MAX_DAYS)} max={utcDay(1)} {...form.field('period')} />
          <SubmitBar label={t('salary.apply')} busy={apply.isPending} />
        </Form>
      </Card>

      <section className="tk-stack tk-stack--tight" aria-labelledby="as-query">
        <SectionHeader id="as-query" title={t('salary.queryTitle')} />
        <QueryView query={query} skeleton={<ListSkeleton rows={4} label={t('contract.loading')} />}>
          {(q) => (
            <>
              <p className="tk-muted">
                {t('center.range', { from: q.from, to: q.to })} · {t('salary.total')} <Amount value={format.money(q.total)} size="sm" />
              </p>
              {q.applications.length === 0 && q.payouts.length === 0 ? (
                <EmptyState text={t('contract.noHistory')} />
              ) : (
                <List label={t('salary.queryTitle')}>
                  {q.applications.map((a) => (
                    <ListRow
                      key={`a${a.applicationId}`}
                      data-testid="salary-application"
                      title={t('salary.application', { period: a.period })}
                      subtitle={t('contract.historyTurnover', { turnover: format.money(a.turnover) })}
                      value={<Amount value={format.money(a.amount)} size="sm" />}
                      badge={<StatusPill tone={STATUS_TONE[a.status]}>{t(`salary.status.${a.status}`)}</StatusPill>}
                    />
                  ))}
                  {q.payouts.map((p) => (
                    <ListRow
                      key={`p${p.kind}${p.period}`}
                      data-testid="salary-payout"
                      title={t(p.kind === 'daily' ? 'salary.paidDaily' : 'salary.paidHourly', { period: p.period })}
                      subtitle={t('contract.historyTurnover', { turnover: format.money(p.turnover) })}
                      value={<Amount value={format.money(p.amount)} size="sm" />}
                    />
                  ))}
                </List>
              )}
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
