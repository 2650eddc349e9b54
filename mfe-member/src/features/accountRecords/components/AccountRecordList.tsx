import type { TEndpointOutput, accountRecords } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';

type TRecord = TEndpointOutput<typeof accountRecords>['list'][number];

/**
 * What a player may read of a movement's reference: the order number it belongs to (a deposit,
 * withdrawal, bet or deposit bonus), nothing else. The ledger's references are internal keys
 * ("seed:opening", "rebate:12:3-5", "promotion-application:4"), never shown to players (issue 28).
 */
export function playerReference(reference: string): string | null {
  const m = /^(?:deposit|withdraw|bet|deposit-bonus):([A-Za-z0-9-]{1,40})$/.exec(reference);
  return m ? (m[1] ?? null) : null;
}

/** Movements: the translated transaction type, time and order number; the signed amount and the balance after. */
export function AccountRecordList({ records }: { records: readonly TRecord[] }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ul className="mb-records" data-testid="account-records">
      {records.map((r) => {
        const orderNo = playerReference(r.reference);
        return (
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
              {orderNo ? ` · ${orderNo}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
