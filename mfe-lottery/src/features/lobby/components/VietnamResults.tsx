import { useT } from '@tessera/platform-sdk';
import type { TEndpointOutput } from '@tessera/contract/api';
import type { recentVietnamLottery } from '@tessera/contract/api';

type TVietnam = TEndpointOutput<typeof recentVietnamLottery>['list'][number];

export interface VietnamResultsProps {
  results: readonly TVietnam[];
  /** A draw time as the player reads it (local date and time). */
  formatTime: (iso: string) => string;
}

/** Recent Vietnam lottery: each game's latest prize table (special first) and its next draw. */
export function VietnamResults({ results, formatTime }: VietnamResultsProps) {
  const t = useT('lottery');
  return (
    <ul className="lt-vn" data-testid="vietnam-results">
      {results.map((r) => (
        <li key={r.gameCode} className="lt-vn__item">
          <details>
            <summary className="lt-vn__summary">
              <span className="lt-vn__name">{r.gameName}</span>
              <span className="lt-vn__special">
                {t('vn.special')} <strong>{r.latest.prizes?.[0]?.numbers[0] ?? r.latest.numbers.join('')}</strong>
              </span>
              <span className="lt-muted">{t('vn.next', { time: formatTime(r.nextDrawTime) })}</span>
            </summary>
            {r.latest.prizes && (
              <table className="lt-vn__table">
                <caption className="tk-visually-hidden">{t('vn.table', { name: r.gameName, numero: r.latest.numero })}</caption>
                <tbody>
                  {r.latest.prizes.map((pz) => (
                    <tr key={pz.prize}>
                      <th scope="row">{t(`vn.prize.${pz.prize}`)}</th>
                      <td>{pz.numbers.join(' · ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </details>
        </li>
      ))}
    </ul>
  );
}
