import type { MouseEvent } from 'react';
import { PATHS, withQuery } from '@tessera/contract';
import { useNav, useT } from '@tessera/platform-sdk';
import type { TLiveModel } from '@tessera/contract/api';
import { StatusPill, type TStatusTone } from '@tessera/ui-kit';

export interface LiveRoomsProps {
  rooms: readonly TLiveModel[];
  /** Formats a pay-per-view price (the platform's money format). */
  money: (amount: string) => string;
}

const TONE: Record<TLiveModel['roomType'], TStatusTone> = { FREE: 'success', VIP: 'warning', PPV: 'info' };

/** A room's page (the live room, docs/decisions/live-rooms.md). */
export const liveRoomHref = (id: number) => withQuery(PATHS.liveRoom, { id });

/** LIVESTREAM: the live rooms with their access label (free, VIP with its level, pay per view with its price); each opens its room. */
export function LiveRooms({ rooms, money }: LiveRoomsProps) {
  const t = useT('games');
  const nav = useNav();
  const open = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    nav.navigate(liveRoomHref(id));
  };
  return (
    <ul className="gm-rooms" aria-label={t('category.LIVESTREAM')} data-testid="live-rooms">
      {rooms.map((r) => (
        <li key={r.id} className="gm-room" data-room-type={r.roomType}>
          <a className="gm-room__link" href={liveRoomHref(r.id)} onClick={(e) => open(e, r.id)} data-testid="live-room-link">
            <img className="gm-room__avatar" src={r.avatarUrl} alt="" loading="lazy" decoding="async" />
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
          </a>
        </li>
      ))}
    </ul>
  );
}
