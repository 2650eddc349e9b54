import { useFormat, useT } from '@tessera/platform-sdk';
import type { TContractKind, TContractTerms } from '@tessera/contract/api';
import {
  Amount,
  Button,
  Card,
  EmptyState,
  ErrorState,
  FormError,
  KeyValueList,
  List,
  ListRow,
  ListSkeleton,
  SectionHeader,
  StatusPill,
  useDelayedFlag,
} from '@tessera/ui-kit';
import type { TContractModel } from '../hooks';
import '../../../agent.css';

export interface ContractViewProps {
  kind: TContractKind;
  model: TContractModel;
}

/** Terms of a contract: its period and tiers (turnover from which a salary amount or a dividend percentage applies). */
function TermsTable({ kind, terms }: { kind: TContractKind; terms: TContractTerms }) {
  const t = useT('agent');
  const format = useFormat();
  return (
    <table className="ag-tiers">
      <caption className="tk-visually-hidden">{t('contract.tiersCaption', { label: terms.label })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('contract.tier')}</th>
          <th scope="col">{t('contract.minTurnover')}</th>
          <th scope="col">{kind === 'dividend' ? t('contract.share') : t('contract.salary')}</th>
        </tr>
      </thead>
      <tbody>
        {terms.tiers.map((tier, i) => (
          <tr key={tier.minTurnover}>
            <td>{i + 1}</td>
            <td>
              <Amount value={format.money(tier.minTurnover)} size="sm" />
            </td>
            <td>{kind === 'dividend' ? `${tier.value}%` : <Amount value={format.money(tier.value)} size="sm" />}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A contract screen: the offer waiting for an answer, the contract in force and what it paid. */
export function ContractView({ kind, model }: ContractViewProps) {
  const t = useT('agent');
  const format = useFormat();
  const showSkeleton = useDelayedFlag(model.status === 'loading');
  if (model.status === 'error')
    return <ErrorState message={model.errorMessage ?? t('contract.failed')} retryLabel={t('contract.retry')} onRetry={model.retry} />;
  if (model.status === 'loading') return showSkeleton ? <ListSkeleton rows={4} label={t('contract.loading')} /> : null;
  const period = t(`contract.periods.${kind}`);
  return (
    <div className="tk-stack">
      <FormError>{model.error}</FormError>
      {model.pending ? (
        <Card as="section" aria-labelledby="ct-pending" data-testid="contract-offer" data-request-id={model.pending.requestId}>
          <div className="tk-stack tk-stack--tight">
            <div className="ag-row">
              <h2 id="ct-pending" className="tk-subheading">
                {t('contract.offer')}
              </h2>
              <StatusPill tone="warning">{t('contract.pendingPill')}</StatusPill>
            </div>
            <KeyValueList
              items={[
                { id: 'label', label: t('contract.type'), value: model.pending.terms.label },
                { id: 'period', label: t('contract.period'), value: period },
                { id: 'at', label: t('contract.offeredAt'), value: format.dateTime(model.pending.offeredAt) },
              ]}
            />
            <TermsTable kind={kind} terms={model.pending.terms} />
            <p className="tk-muted">{t(model.current ? 'contract.replaces' : 'contract.explain', { period })}</p>
            <div className="ag-actions">
              <Button variant="secondary" onClick={model.decline} disabled={model.busy}>
                {t('contract.decline')}
              </Button>
              <Button variant="primary" onClick={model.accept} loading={model.busy}>
                {t('contract.accept')}
              </Button>
            </div>
          </div>
        </Card>
      ) : (
        <p className="tk-muted" data-testid="contract-no-offer">
          {t('contract.noOffer')}
        </p>
      )}

      <Card as="section" aria-labelledby="ct-current" data-testid="contract-current">
        <div className="tk-stack tk-stack--tight">
          <div className="ag-row">
            <h2 id="ct-current" className="tk-subheading">
              {t('contract.current')}
            </h2>
            {model.current && <StatusPill tone="success">{t('contract.activePill')}</StatusPill>}
          </div>
          {model.current ? (
            <>
              <KeyValueList
                items={[
                  { id: 'label', label: t('contract.type'), value: model.current.terms.label },
                  { id: 'period', label: t('contract.period'), value: period },
                  { id: 'at', label: t('contract.acceptedAt'), value: format.dateTime(model.current.acceptedAt) },
                ]}
              />
              <TermsTable kind={kind} terms={model.current.terms} />
            </>
          ) : (
            <p className="tk-muted">{t('contract.noCurrent')}</p>
          )}
        </div>
      </Card>

      <section className="tk-stack tk-stack--tight" aria-labelledby="ct-history">
        <SectionHeader id="ct-history" title={t('contract.history')} />
        {model.history.length === 0 ? (
          <EmptyState text={t('contract.noHistory')} />
        ) : (
          <List label={t('contract.history')}>
            {model.history.map((h) => (
              <ListRow
                key={h.period}
                title={h.period}
                subtitle={t('contract.historyTurnover', { turnover: format.money(h.turnover) })}
                value={<Amount value={format.money(h.amount)} size="sm" />}
              />
            ))}
          </List>
        )}
      </section>
    </div>
  );
}
