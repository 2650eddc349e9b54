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
/** Rows the box shows at a time (home.css .home-winners--tall): the seamless loop repeats only these. */
const VISIBLE_ROWS = 6;

/**
 * 'Latest Winner' (spec §2): a vertical list that scrolls on its own only above
 * PAGE_SIZES.winnerTickerScrollAbove (6) entries, else stands still. The scroll stops under reduced
 * motion, on hover and on focus (CSS). The loop is seamless with a copy of the first six rows
 * after the list (hidden from assistive technology): the track moves up by the list's own height,
 * where the copy shows what the start shows, and starts again. A copy of the whole list would double
 * the board's rows (100 winners: 1,200 elements) for the same picture, on home's first visit.
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
    const copies = scrolls ? winners.slice(0, VISIBLE_ROWS) : [];
    // The track's own height holds the list and the copy: the list is this share of it.
    const shift = (100 * winners.length) / (winners.length + copies.length);
    const track = (
      <ul
        className="home-winners-track"
        data-scrolling={scrolls}
        style={
          scrolls ? ({ '--home-winners-duration': `${winners.length * SECONDS_PER_ROW}s`, '--home-winners-shift': `-${shift}%` } as CSSProperties) : undefined
        }
      >
        {winners.map((w, i) => row(w, i, false))}
        {copies.map((w, i) => row(w, i, true))}
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
