import { PAGE_SIZES } from '@tessera/contract';
import { useT } from '@tessera/platform-sdk';
import type { TWinner } from '@tessera/contract/api';
import { EmptyState, ListSkeleton, PageSection, useDelayedFlag, useReducedMotion } from '@tessera/ui-kit';
import { memo, type CSSProperties } from 'react';

export interface WinnerBoardProps {
  winners: readonly TWinner[];
  pending: boolean;
  formatMoney: (amount: string) => string;
  fallbackImage: string;
}

/** Seconds per winner row as the list scrolls by: slow enough to read a name and an amount. */
const SECONDS_PER_ROW = 2.2;

/**
 * 'Latest Winner' (spec §2): a vertical list that scrolls on its own only above
 * PAGE_SIZES.winnerTickerScrollAbove (6) entries, else stands still. The scroll stops under reduced
 * motion, on hover and on focus (CSS); the copy that makes the loop seamless is hidden from
 * assistive technology.
 */
export const WinnerBoard = memo(function WinnerBoard({ winners, pending, formatMoney, fallbackImage }: WinnerBoardProps) {
  const t = useT('home');
  const reduced = useReducedMotion();
  const skeleton = useDelayedFlag(pending);
  const tall = winners.length > PAGE_SIZES.winnerTickerScrollAbove;
  // Under reduced motion a long list stays still in a box the player scrolls by hand.
  const scrolls = tall && !reduced;

  const row = (w: TWinner, i: number, copy: boolean) => (
    <li key={`${copy ? 'c' : 'o'}${i}`} className="home-winner" aria-hidden={copy || undefined}>
      <img src={w.vo.iconUrl || fallbackImage} alt="" width={36} height={36} loading="lazy" decoding="async" className="home-winner-icon" />
      <span className="home-winner-text">
        <span className="home-winner-name">{w.vo.customerName}</span>
        <span className="home-winner-game">{w.vo.gameName}</span>
      </span>
      <span className="home-winner-amount">{formatMoney(w.vo.winAmount)}</span>
    </li>
  );

  let body;
  if (pending) body = skeleton ? <ListSkeleton rows={6} /> : <div className="home-winners-placeholder" />;
  else if (winners.length === 0) body = <EmptyState text={t('common.noData')} />;
  else {
    const track = (
      <ul
        className="home-winners-track"
        data-scrolling={scrolls}
        style={scrolls ? ({ '--home-winners-duration': `${winners.length * SECONDS_PER_ROW}s` } as CSSProperties) : undefined}
      >
        {winners.map((w, i) => row(w, i, false))}
        {scrolls && winners.map((w, i) => row(w, i, true))}
      </ul>
    );
    // A long board is a box of six rows: focusable (a named region) so a keyboard can scroll it and pause the loop.
    body = tall ? (
      <div role="region" className={`home-winners home-winners--tall${scrolls ? ' home-winners--scroll' : ''}`} tabIndex={0} aria-label={t('winners.title')}>
        {track}
      </div>
    ) : (
      <div className="home-winners">{track}</div>
    );
  }

  return (
    <PageSection title={t('winners.title')} data-testid="winner-board">
      {body}
    </PageSection>
  );
});
