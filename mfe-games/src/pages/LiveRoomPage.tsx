import { PATHS, withQuery } from '@tessera/contract';
import { PageTitle, useFormat, useNav, useT } from '@tessera/platform-sdk';
import { Button, EmptyState, ErrorState, Skeleton, StatusPill, type TStatusTone } from '@tessera/ui-kit';
import type { TLiveRoom } from '@tessera/contract/api';
import { LiveChat, LivePlayer, RoomGate, useLiveChat, useLiveRoomQuery, useLiveStreamQuery } from '../features/liveRoom';
import '../games.css';

const TONE: Record<TLiveRoom['roomType'], TStatusTone> = { FREE: 'success', VIP: 'warning', PPV: 'info' };
const ROOMS_HREF = withQuery(PATHS.gameList, { gameType: 'LIVESTREAM' });

/**
 * /m/liveRoom?id= (issue 29, spec §1 live rooms; docs/decisions/live-rooms.md): the host and the
 * show, the stream when the API lets this viewer in (else what it takes: a VIP level, a pass), and
 * the room's chat.
 */
export default function LiveRoomPage() {
  const t = useT('games');
  const nav = useNav();
  const format = useFormat();
  const raw = nav.query.get('id') ?? '';
  const id = /^[1-9]\d{0,8}$/.test(raw) ? raw : null;
  const room = useLiveRoomQuery(id);
  const stream = useLiveStreamQuery(room.data ? id : null);
  const entered = stream.isSuccess;
  const chat = useLiveChat(id, entered);

  const backToRooms = (
    <Button variant="secondary" onClick={() => nav.navigate(ROOMS_HREF)}>
      {t('room.allRooms')}
    </Button>
  );

  if (!id || room.error?.code === 'LIVE_ROOM_NOT_FOUND') {
    return (
      <div className="gm-liveroom">
        <PageTitle>{t('title.liveRoom')}</PageTitle>
        <EmptyState text={t('room.notFound')} />
        <div className="gm-liveroom__back">{backToRooms}</div>
      </div>
    );
  }
  if (room.isPending) {
    return (
      <div className="gm-liveroom" aria-busy="true">
        <PageTitle>{t('title.liveRoom')}</PageTitle>
        <Skeleton className="gm-player gm-player--skeleton" />
        <Skeleton width="60%" height={20} />
        <Skeleton width="40%" height={16} />
      </div>
    );
  }
  if (room.isError || !room.data) {
    return (
      <div className="gm-liveroom">
        <PageTitle>{t('title.liveRoom')}</PageTitle>
        <ErrorState message={room.error?.message ?? t('room.failed')} retryLabel={t('list.retry')} onRetry={() => void room.refetch()} />
      </div>
    );
  }

  const r = room.data;
  const access =
    r.roomType === 'FREE'
      ? t('live.free')
      : r.roomType === 'VIP'
        ? t('live.vip', { level: r.minVipLevel ?? 0 })
        : t('live.ppv', { price: r.price ? format.money(r.price) : '--' });

  return (
    <div className="gm-liveroom" data-testid="live-room" data-room-type={r.roomType}>
      <PageTitle>{r.name}</PageTitle>
      <div className="gm-liveroom__stage">
        {stream.isPending ? (
          <div className="gm-player" data-state="loading">
            <img className="gm-player__poster" src={r.posterUrl} alt="" />
          </div>
        ) : stream.isSuccess ? (
          <LivePlayer stream={stream.data.stream} answeredAt={stream.dataUpdatedAt} name={r.name} />
        ) : stream.error ? (
          <div className="gm-player gm-player--gated">
            <img className="gm-player__poster" src={r.posterUrl} alt="" />
            <RoomGate room={r} error={stream.error} onRetry={() => void stream.refetch()} />
          </div>
        ) : null}
      </div>
      <header className="gm-liveroom__info">
        <img className="gm-liveroom__avatar" src={r.avatarUrl} alt="" width={48} height={48} />
        <div className="gm-liveroom__words">
          <h2 className="gm-liveroom__title">{r.title}</h2>
          <p className="gm-liveroom__host">{t('room.host', { name: r.name, show: r.show })}</p>
          <p className="gm-liveroom__schedule">{r.schedule}</p>
          <p className="gm-liveroom__meta">
            <StatusPill tone={TONE[r.roomType]}>{access}</StatusPill>
            <span>{r.online ? t('live.viewers', { count: r.viewers }) : t('live.offline')}</span>
            {stream.data?.passExpiresAt && (
              <span data-testid="live-pass-until">{t('room.passUntil', { time: format.dateTime(stream.data.passExpiresAt, 'time') })}</span>
            )}
          </p>
        </div>
      </header>
      {entered && (
        <LiveChat lines={chat.lines} loaded={chat.loaded} failed={chat.failed} canChat={stream.data.canChat} sending={chat.sending} send={chat.send} />
      )}
    </div>
  );
}
