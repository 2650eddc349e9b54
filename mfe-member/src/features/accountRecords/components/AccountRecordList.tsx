import type { TEndpointOutput, accountRecords } from '@tessera/contract/api';
import { useFormat, useI18n, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';
import { shortTime } from '../../../components/dates';

type TRecord = TEndpointOutput<typeof accountRecords>['list'][number];

/** Movements: the translated transaction type, time and reference; the signed amount and the balance after. */
export function AccountRecordList({ records }: { records: readonly TRecord[] }) {
  const t = useT('member');
  const format = useFormat();
  const i18n = useI18n();
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
            {shortTime(r.createdAt, i18n.language)}
            {r.reference ? ` · ${r.reference}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
