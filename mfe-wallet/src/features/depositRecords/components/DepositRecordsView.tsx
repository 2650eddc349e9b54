import { useFormat, useT } from '@tessera/platform-sdk';
import { DEPOSIT_STATUSES, type TDepositRecord, type TDepositStatus } from '@tessera/contract/api';
import {
  Amount,
  EmptyState,
  ErrorState,
  KeyValueList,
  List,
  ListSkeleton,
  LoadMore,
  SelectField,
  StatusPill,
  useDelayedFlag,
  type TStatusTone,
} from '@tessera/ui-kit';

const TONE: Record<TDepositStatus, TStatusTone> = { PENDING: 'warning', PAID: 'success', APPROVED: 'success', FAILED: 'danger', REJECTED: 'danger' };
export type TRecordsFilter = 'ALL' | TDepositStatus;

export interface DepositRecordsViewProps {
  filter: TRecordsFilter;
  onFilter(filter: TRecordsFilter): void;
  status: 'loading' | 'error' | 'ready';
  records: readonly TDepositRecord[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  onRetry(): void;
}

/** Deposit records: a status filter, one card per order (amount, status, channel, bonus, note), more on demand. */
export function DepositRecordsView({ filter, onFilter, status, records, hasMore, loadingMore, onMore, onRetry }: DepositRecordsViewProps) {
  const t = useT('wallet');
  const format = useFormat();
  const showSkeleton = useDelayedFlag(status === 'loading');
  const filters: TRecordsFilter[] = ['ALL', ...DEPOSIT_STATUSES];
  return (
    <div className="tk-stack">
      <SelectField
        label={t('records.filter')}
        name="status"
        value={filter}
        onChange={(e) => onFilter(e.target.value as TRecordsFilter)}
        options={filters.map((f) => ({ value: f, label: f === 'ALL' ? t('records.all') : t(`deposit.statuses.${f}`) }))}
      />
      {status === 'error' ? (
        <ErrorState message={t('common.loadFailed')} retryLabel={t('common.retry')} onRetry={onRetry} />
      ) : status === 'loading' ? (
        showSkeleton ? (
          <ListSkeleton rows={5} label={t('common.loading')} />
        ) : null
      ) : records.length === 0 ? (
        <EmptyState text={t('records.empty')} />
      ) : (
        <List label={t('title.vouReport')} plain data-testid="deposit-records">
          {records.map((r) => (
            <div key={r.orderNo} className="tk-card tk-stack tk-stack--tight" data-order-no={r.orderNo} data-status={r.status}>
              <div className="wl-balance">
                <Amount value={format.money(r.amount)} size="lg" />
                <StatusPill tone={TONE[r.status]}>{t(`deposit.statuses.${r.status}`)}</StatusPill>
              </div>
              <KeyValueList
                items={[
                  {
                    id: 'ch',
                    label: t('records.channel'),
                    value: r.kind === 'GATEWAY' ? r.channelName : `${t('deposit.methods.manual')} · ${r.channelName}`,
                  },
                  { id: 'no', label: t('deposit.orderNo'), value: r.orderNo },
                  { id: 'at', label: t('records.time'), value: format.dateTime(r.createdAt) },
                  ...(r.promo
                    ? [
                        {
                          id: 'promo',
                          label: r.promo.name,
                          value:
                            r.bonusStatus === 'GRANTED' && r.bonusAmount
                              ? format.money(r.bonusAmount)
                              : r.bonusStatus === 'NOT_GRANTED'
                                ? t(`deposit.promoReasons.${r.bonusReason ?? 'NOT_ELIGIBLE'}`, { min: '' })
                                : t('deposit.statuses.PENDING'),
                        },
                      ]
                    : []),
                  ...(r.requiredTurnover && r.requiredTurnover !== '0.00' && r.bonusStatus !== 'NOT_GRANTED'
                    ? [{ id: 'turnover', label: t('deposit.turnoverAdded'), value: t('deposit.turnoverValue', { amount: format.money(r.requiredTurnover) }) }]
                    : []),
                  ...(r.note ? [{ id: 'note', label: t('records.note'), value: r.note }] : []),
                ]}
              />
            </div>
          ))}
        </List>
      )}
      {status === 'ready' && hasMore && <LoadMore label={t('records.more')} onMore={onMore} busy={loadingMore} />}
    </div>
  );
}
