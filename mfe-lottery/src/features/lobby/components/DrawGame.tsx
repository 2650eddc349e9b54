import { useEffect, useState, type MouseEvent } from 'react';
import { useT } from '@tessera/platform-sdk';
import { Button } from '@tessera/ui-kit';
import { useDrawNumeroQuery, useLatestResultQuery } from '../api';

export interface DrawGameProps {
  gameCode: string;
  vendor: string;
  name: string;
  onPlay: () => void;
  /** The game's draw history (/m/lotteryHistory); left out, no link. */
  historyHref?: string;
  onHistory?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** mm:ss (or h:mm:ss) until `closesAt`, ticking every second. */
function useTimeLeft(closesAt: string | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!closesAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [closesAt]);
  if (!closesAt) return null;
  const s = Math.max(0, Math.ceil((Date.parse(closesAt) - now) / 1000));
  const hh = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** One lottery game: its open draw with the time left, the last draw's numbers, and Play. */
export function DrawGame({ gameCode, vendor, name, onPlay, historyHref, onHistory }: DrawGameProps) {
  const t = useT('lottery');
  const numero = useDrawNumeroQuery(gameCode, vendor);
  const latest = useLatestResultQuery(gameCode, vendor);
  const left = useTimeLeft(numero.data?.closesAt);
  const last = latest.data?.list[0];
  return (
    <li className="lt-game" data-game-code={gameCode} data-vendor={vendor}>
      <div className="lt-game__head">
        <h3 className="lt-game__name">{name}</h3>
        {historyHref && (
          <a
            className="lt-game__history"
            href={historyHref}
            onClick={onHistory}
            aria-label={t('history.linkGame', { name })}
            data-testid="lottery-history-link"
          >
            {t('history.link')}
          </a>
        )}
        <Button size="sm" onClick={onPlay} aria-label={t('lobby.playGame', { name })}>
          {t('lobby.play')}
        </Button>
      </div>
      <p className="lt-game__draw">
        {numero.data ? (
          <>
            {t('lobby.draw', { numero: numero.data.numero })} · <span className="lt-game__left">{t('lobby.closesIn', { time: left ?? '--:--' })}</span>
          </>
        ) : (
          t('lobby.loadingDraw')
        )}
      </p>
      {last && (
        <p className="lt-game__last">
          <span className="lt-muted">{t('lobby.lastDraw', { numero: last.numero })}</span>
          <span className="tk-visually-hidden">{t('lobby.numbers', { numbers: last.numbers.join(' ') })}</span>
          <span className="lt-balls" aria-hidden="true">
            {last.numbers.map((n, i) => (
              <span key={i} className="lt-ball">
                {n}
              </span>
            ))}
          </span>
        </p>
      )}
    </li>
  );
}
