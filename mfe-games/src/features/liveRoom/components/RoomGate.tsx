import { useState } from 'react';
import { isApiError, type ApiError } from '@tessera/contract';
import type { TLiveRoom } from '@tessera/contract/api';
import { useDialog, useFormat, useSession, useT, useToast } from '@tessera/platform-sdk';
import { Button, ErrorState } from '@tessera/ui-kit';
import { useBuyPass } from '../api';

export interface RoomGateProps {
  room: TLiveRoom;
  /** Why the stream was refused (the API's code and value). */
  error: ApiError;
  onRetry(): void;
}

/**
 * What stands between the viewer and the stream, as the API said it: the VIP level needed (and the
 * member's), the pass's price and length with a purchase, the host's hours while offline. The API
 * refuses the stream itself; this only words the refusal and offers the way in.
 */
export function RoomGate({ room, error, onRetry }: RoomGateProps) {
  const t = useT('games');
  const format = useFormat();
  const dialog = useDialog();
  const toast = useToast();
  const { isLoggedIn, requireLogin, requireRealMember } = useSession();
  const buy = useBuyPass();
  const [problem, setProblem] = useState<string | null>(null);
  const value = (error.value ?? {}) as { level?: number; yourLevel?: number | null; price?: string; showMinutes?: number };

  if (error.code === 'LIVE_ROOM_OFFLINE') {
    return (
      <div className="gm-gate" data-testid="live-gate" data-gate="offline">
        <p className="gm-gate__title">{t('room.offline', { name: room.name })}</p>
        {room.schedule && <p className="gm-gate__text">{t('room.onAir', { schedule: room.schedule })}</p>}
      </div>
    );
  }

  if (error.code === 'LIVE_VIP_REQUIRED') {
    const level = value.level ?? room.minVipLevel ?? 0;
    return (
      <div className="gm-gate" data-testid="live-gate" data-gate="vip">
        <p className="gm-gate__title">{t('room.vipOnly', { level })}</p>
        {isLoggedIn ? (
          <p className="gm-gate__text">{t('room.yourLevel', { level: value.yourLevel ?? 0 })}</p>
        ) : (
          <Button onClick={() => requireLogin()}>{t('room.login')}</Button>
        )}
      </div>
    );
  }

  if (error.code === 'LIVE_PASS_REQUIRED') {
    const price = format.money(value.price ?? room.price ?? '0');
    const minutes = value.showMinutes ?? room.showMinutes ?? 90;
    const purchase = async () => {
      if (!requireRealMember()) return;
      setProblem(null);
      const yes = await dialog.confirm({
        title: t('room.buyTitle'),
        message: t('room.buyConfirm', { price, minutes, name: room.name }),
        confirmLabel: t('room.buy', { price }),
        cancelLabel: t('room.cancel'),
      });
      if (!yes) return;
      try {
        await buy.run({ params: { id: String(room.id) } });
        toast.show('success', t('room.bought', { minutes }));
      } catch (e) {
        if (isApiError(e) && e.code === 'ABORTED') return;
        if (isApiError(e) && e.code === 'LIVE_PASS_ACTIVE') onRetry();
        else if (isApiError(e) && e.code === 'INSUFFICIENT_BALANCE') setProblem(t('room.tooPoor', { price }));
        else setProblem(isApiError(e) ? e.message : t('room.buyFailed'));
      }
    };
    return (
      <div className="gm-gate" data-testid="live-gate" data-gate="ppv">
        <p className="gm-gate__title">{t('room.ppvPrice', { price, minutes })}</p>
        {isLoggedIn ? (
          <Button onClick={() => void purchase()} loading={buy.isPending} data-testid="live-buy">
            {t('room.buy', { price })}
          </Button>
        ) : (
          <Button onClick={() => requireLogin()}>{t('room.login')}</Button>
        )}
        {problem && (
          <p className="gm-gate__problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return <ErrorState message={error.message || t('room.failed')} retryLabel={t('list.retry')} onRetry={onRetry} />;
}
