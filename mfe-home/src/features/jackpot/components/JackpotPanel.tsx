import { memo, type MouseEvent } from 'react';
import { useT } from '@tessera/platform-sdk';
import type { TGame } from '@tessera/contract/api';
import { Amount, Card, Icon } from '@tessera/ui-kit';
import { jackpotNumberOf, useJackpotTicker } from '../hooks';

export interface JackpotPanelProps {
  /** Formats the ticker's amount with no decimals (spec §9). */
  formatAmount: (value: number) => string;
  currencySymbol: string;
  /** A few hot games shown under the counter, each with its jackpot-like number. */
  games: readonly TGame[];
  onOpen: (game: TGame) => void;
  fallbackImage: string;
  /** The link to the hot-games screen (every hot game with its jackpot-like number); left out, none. */
  moreHref?: string;
  onMore?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The jackpot panel (spec §2): a counter with no decimals and a currency symbol, plus hot games. */
/**
 * The ticker itself: its own component, so the change every 2 s re-renders this line only, not the
 * home page around it (21 game tiles, the winners, the footer: a long task on a phone every tick).
 */
function JackpotTicker({ formatAmount, currencySymbol }: Pick<JackpotPanelProps, 'formatAmount' | 'currencySymbol'>) {
  const value = useJackpotTicker();
  return <Amount value={formatAmount(value)} currency={currencySymbol} size="xl" />;
}

export const JackpotPanel = memo(function JackpotPanel({ formatAmount, currencySymbol, games, onOpen, fallbackImage, moreHref, onMore }: JackpotPanelProps) {
  const t = useT('home');
  return (
    <section className="tk-section" aria-labelledby="home-jackpot-title" data-testid="jackpot">
      <Card className="home-jackpot">
        <h2 id="home-jackpot-title" className="home-jackpot-title">
          <Icon name="trophy" size={20} />
          {t('jackpot.title')}
        </h2>
        {/* The number changes every 2 s: announcing each change would drown a screen reader. */}
        <p className="home-jackpot-amount" aria-live="off" data-testid="jackpot-ticker">
          <JackpotTicker formatAmount={formatAmount} currencySymbol={currencySymbol} />
        </p>
        {games.length > 0 && (
          <ul className="home-jackpot-games" aria-label={t('jackpot.games')}>
            {games.map((g) => (
              <li key={g.nodeId}>
                <button type="button" className="home-jackpot-game" onClick={() => onOpen(g)}>
                  <img src={g.mobileSmallIcon || g.iconUrl || fallbackImage} alt="" width={40} height={40} loading="lazy" decoding="async" />
                  <span className="home-jackpot-name">{g.displayName}</span>
                  <span className="home-jackpot-number">{jackpotNumberOf(g.nodeId)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {moreHref && (
          <a className="home-jackpot-more" href={moreHref} onClick={onMore} data-testid="jackpot-more">
            {t('jackpot.more')}
            <Icon name="chevron" className="tk-icon--flip" />
          </a>
        )}
      </Card>
    </section>
  );
});
