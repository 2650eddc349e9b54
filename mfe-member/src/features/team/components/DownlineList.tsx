import type { TEndpointOutput, downlines } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, Button } from '@tessera/ui-kit';

type TDownline = TEndpointOutput<typeof downlines>['list'][number];

/** Direct downlines: name, rebate rate with its Change button, balance, their own team, join and last login. */
export function DownlineList({ list, onEdit, busy }: { list: readonly TDownline[]; onEdit: (d: TDownline) => void; busy: boolean }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ul className="mb-records" data-testid="downlines">
      {list.map((d) => {
        const nameId = `mb-dl-${d.memberId}`;
        return (
          <li key={d.memberId} className="mb-record" data-testid="downline" data-member-id={d.memberId}>
            <span className="mb-record__title" id={nameId}>
              {d.username}
            </span>
            <span className="mb-record__end">
              <span className="mb-rate" data-testid="downline-rate">
                {t('team.rate', { rate: d.rebateRate })}
              </span>
              <Button size="sm" variant="secondary" disabled={busy} onClick={() => onEdit(d)} aria-describedby={nameId}>
                {t('team.change')}
              </Button>
            </span>
            <span className="mb-record__meta">
              {t('team.balance')} <Amount value={format.money(d.balance)} size="sm" /> · {t('team.theirTeam', { count: d.downlines })}
              <br />
              {t('team.joined', { time: format.dateTime(d.joinedAt, 'record') })}
              {' · '}
              {d.lastLoginAt ? t('team.lastLogin', { time: format.dateTime(d.lastLoginAt, 'record') }) : t('team.neverLoggedIn')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
