import type { TEndpointOutput, rebateHistory } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount } from '@tessera/ui-kit';

type TClaim = TEndpointOutput<typeof rebateHistory>['list'][number];

/** Past claims, newest first: when, the turnover and rate it was worked out from, the amount credited. */
export function RebateHistory({ claims }: { claims: readonly TClaim[] }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ul className="mb-records" data-testid="rebate-history">
      {claims.map((c) => (
        <li key={c.id} className="mb-record">
          <span className="mb-record__title">{format.dateTime(c.claimedAt, 'record')}</span>
          <span className="mb-record__end">
            <Amount value={format.money(c.amount)} size="sm" />
          </span>
          <span className="mb-record__meta">
            {t('rebate.turnover')} {format.money(c.turnover)} · {c.ratePercent}%
          </span>
        </li>
      ))}
    </ul>
  );
}
