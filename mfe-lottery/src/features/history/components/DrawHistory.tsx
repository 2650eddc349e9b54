import { useT } from '@tessera/platform-sdk';
import type { numbersOpened, TEndpointOutput } from '@tessera/contract/api';

type TDraw = TEndpointOutput<typeof numbersOpened>['list'][number];

export interface DrawHistoryProps {
  draws: readonly TDraw[];
  /** A draw time as the player reads it (local date and time). */
  formatTime: (iso: string) => string;
}

/** Past draws, newest first: the draw number, its time, the five numbers (and their sum) and, for Vietnam lottery, the special prize. */
export function DrawHistory({ draws, formatTime }: DrawHistoryProps) {
  const t = useT('lottery');
  return (
    <ol className="lt-history" data-testid="draw-history">
      {draws.map((d) => {
        const special = d.prizes?.find((p) => p.prize === 'special')?.numbers[0];
        return (
          <li key={d.numero} className="lt-history__draw" data-numero={d.numero}>
            <div className="lt-history__head">
              <span className="lt-history__numero">{t('lobby.draw', { numero: d.numero })}</span>
              <time className="lt-muted" dateTime={d.drawTime}>
                {formatTime(d.drawTime)}
              </time>
            </div>
            <div className="lt-history__result">
              <span className="tk-visually-hidden">{t('lobby.numbers', { numbers: d.numbers.join(' ') })}</span>
              <span className="lt-balls" aria-hidden="true">
                {d.numbers.map((n, i) => (
                  <span key={i} className="lt-ball">
                    {n}
                  </span>
                ))}
              </span>
              <span className="lt-muted">{t('history.sum', { sum: d.sum })}</span>
            </div>
            {special && (
              <p className="lt-history__special">
                {t('vn.special')} <strong>{special}</strong>
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
