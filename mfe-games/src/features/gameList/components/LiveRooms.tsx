import { useT } from '@tessera/platform-sdk';
import type { TLiveModel } from '@tessera/contract/api';
import { StatusPill, type TStatusTone } from '@tessera/ui-kit';

export interface LiveRoomsProps {
  rooms: readonly TLiveModel[];
  /** Formats a pay-per-view price (the platform's money format). */
  money: (amount: string) => string;
}

const TONE: Record<TLiveModel['roomType'], TStatusTone> = { FREE: 'success', VIP: 'warning', PPV: 'info' };

/** LIVESTREAM: the live rooms with their access label (free, VIP with its level, pay per view with its price). */
export function LiveRooms({ rooms, money }: LiveRoomsProps) {
  const t = useT('games');
  return (
    <ul className="gm-rooms" aria-label={t('category.LIVESTREAM')} data-testid="live-rooms">
      {rooms.map((r) => (
        <li key={r.id} className="gm-room" data-room-type={r.roomType}>
          <img className="gm-room__avatar" src={r.avatarUrl} alt={r.name} loading="lazy" decoding="async" />
          <div className="gm-room__body">
            <span className="gm-room__name">{r.name}</span>
            <span className="gm-room__show">{r.show}</span>
            <span className="gm-room__meta">
              <StatusPill tone={TONE[r.roomType]}>
                {r.roomType === 'FREE'
                  ? t('live.free')
                  : r.roomType === 'VIP'
                    ? t('live.vip', { level: r.minVipLevel ?? 0 })
                    : t('live.ppv', { price: r.price ? money(r.price) : '--' })}
              </StatusPill>
              <span>{r.online ? t('live.viewers', { count: r.viewers }) : t('live.offline')}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
