import type { TBetRecord } from '@tessera/contract/api';
import { useFormat, useT } from '@tessera/platform-sdk';
import { Amount, StatusPill } from '@tessera/ui-kit';
import { BET_STATUS_TONES } from '../hooks';

/** The bets, newest first: game, time and order number; stake and result; a tap opens the order. */
export function BetList({ bets, onOpen }: { bets: readonly TBetRecord[]; onOpen: (orderNo: string) => void }) {
  const t = useT('member');
  const format = useFormat();
  return (
    <ul className="mb-records" data-testid="bet-records">
      {bets.map((b) => (
        <li key={b.orderNo}>
          <button type="button" className="mb-record" onClick={() => onOpen(b.orderNo)}>
            <span className="mb-record__title">{b.gameName}</span>
            <span className="mb-record__end">
              <Amount value={format.money(b.stake)} size="sm" />
              <StatusPill tone={BET_STATUS_TONES[b.status]}>{t(`bets.status.${b.status}`)}</StatusPill>
            </span>
            <span className="mb-record__meta">
              {format.dateTime(b.createdAt, 'record')} · {t(`category.${b.category}`, { defaultValue: b.category })} · {b.orderNo}
              {b.status === 'WON' || b.status === 'LOST' ? (
                <>
                  {' · '}
                  {t('bets.profit')} <Amount value={format.money(b.profit)} signed size="sm" />
                </>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
