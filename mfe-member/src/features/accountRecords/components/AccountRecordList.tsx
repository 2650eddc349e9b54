import type { TEndpointOutput, accountRecords } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';

type TRecord = TEndpointOutput<typeof accountRecords>['list'][number];

/** Movements: the translated transaction type, time and reference; the signed amount and the balance after. */
export function AccountRecordList({ records }: { records: readonly TRecord[] }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ul className="mb-records" data-testid="account-records">
      {records.map((r) => (
        <li key={r.id} className="mb-record">
          <span className="mb-record__title">{t(`txType.${r.type}`, { defaultValue: r.label })}</span>
          <span className="mb-record__end">
            <Amount value={format.money(r.amount)} signed size="sm" />
            <span className="mb-record__meta">
              {t('tx.balanceAfter')} {format.money(r.balanceAfter)}
            </span>
          </span>
          <span className="mb-record__meta">
            {format.dateTime(r.createdAt, 'record')}
            {r.reference ? ` · ${r.reference}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
